"use client";

import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useStudentDetail } from "@/lib/schools/students.client";

/**
 * A call starts from the student's guardians: each number a `tel:` link (the phone dials it). Read over
 * the network only (lib/schools/students.client.ts keeps guardians' numbers out of the browser's storage).
 */
export function GuardianCalls({ studentId }: { studentId: string }) {
  const t = useTranslations("atRisk");
  const relationships = useTranslations("studentProfile.relationships");
  const detail = useStudentDetail(studentId);
  return (
    <Card title={t("callGuardian")}>
      {!detail.data ? (
        detail.error ? null : (
          <Spinner label={t("callGuardian")} />
        )
      ) : detail.data.guardians.length === 0 ? (
        <p className="text-slate-700">{t("noGuardians")}</p>
      ) : (
        <ul className="space-y-2">
          {detail.data.guardians.map((guardian) => (
            <li key={guardian._id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-slate-900">
                {guardian.name}
                <span className="text-slate-600"> · {relationships(guardian.relationship)}</span>
              </span>
              <a
                href={`tel:${guardian.phone}`}
                className="ring-brand-200 inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-700 ring-1 hover:bg-brand-50"
                aria-label={t("callWho", { name: guardian.name, phone: guardian.phone })}
              >
                {guardian.phone}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
