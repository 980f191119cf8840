"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/card";
import type { SchoolJson } from "@/lib/schools/schools.client";

interface Props {
  schools: SchoolJson[];
  canEdit: boolean;
  settingPrimary: string | null;
  onSetPrimary: (school: SchoolJson) => void;
  onEdit: (school: SchoolJson) => void;
  onCreate: () => void;
}

/** My schools: the first is the primary one; admins may edit (docs/product-spec.md#attendance-screen, docs/product-spec.md#roles). */
export function SchoolCards({ schools, canEdit, settingPrimary, onSetPrimary, onEdit, onCreate }: Props) {
  const t = useTranslations("attendance");
  if (schools.length === 0) {
    return (
      // Built like NoStudents (an empty state and its one action); a wrapper for two would hide no logic.
      <EmptyState title={t("noSchoolsTitle")}>
        <p>{t("noSchoolsText")}</p>
        <Button className="mt-3" onClick={onCreate}>
          {t("createSchool")}
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {schools.map((school, index) => (
        <li key={school._id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <h3 className="text-base font-semibold text-slate-900">{school.name}</h3>
            {index === 0 ? <Badge tone="green">{t("primary")}</Badge> : null}
          </div>
          <dl className="mt-2 space-y-1 text-sm text-slate-700">
            {school.address ? <Row label={t("address")} value={school.address} /> : null}
            {school.phone ? <Row label={t("phone")} value={school.phone} /> : null}
            {school.email ? <Row label={t("email")} value={school.email} /> : null}
            {school.principal ? <Row label={t("principal")} value={school.principal} /> : null}
            {school.establishedYear ? <Row label={t("established")} value={String(school.establishedYear)} /> : null}
          </dl>
          {school.description ? <p className="mt-2 text-sm text-slate-600">{school.description}</p> : null}
          <div className="mt-auto flex flex-wrap gap-2 pt-3">
            {index > 0 ? (
              <Button
                size="sm"
                variant="secondary"
                loading={settingPrimary === school._id}
                onClick={() => onSetPrimary(school)}
                aria-label={t("setPrimaryOf", { name: school.name })}
              >
                {t("setPrimary")}
              </Button>
            ) : null}
            {/* Styled like the class cards' buttons; the action and its label are this card's own. */}
            {canEdit ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onEdit(school)}
                aria-label={t("editSchoolOf", { name: school.name })}
              >
                {t("edit")}
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt className="font-medium text-slate-600">{label}:</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}
