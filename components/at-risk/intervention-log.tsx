"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { useProblemText } from "@/components/at-risk/problem-text";
import { resolveIntervention, useInterventions, type InterventionJson } from "@/lib/early-warning/at-risk.client";

function Resolve({ studentId, item }: { studentId: string; item: InterventionJson }) {
  const t = useTranslations("atRisk");
  const problemText = useProblemText();
  const [outcome, setOutcome] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      aria-label={t("resolveTitle")}
      onSubmit={async (event) => {
        event.preventDefault();
        setSaving(true);
        setError(null);
        try {
          await resolveIntervention(studentId, item._id, outcome);
        } catch (failure) {
          setError(problemText(failure));
        } finally {
          setSaving(false);
        }
      }}
    >
      <div className="min-w-48 flex-1">
        <TextField
          label={t("resolveOutcome")}
          value={outcome}
          onChange={(e) => setOutcome(e.target.value)}
          required
          maxLength={1000}
        />
      </div>
      <Button type="submit" variant="secondary" loading={saving}>
        {t("resolve")}
      </Button>
      {error ? (
        <Notice tone="error" className="w-full">
          {error}
        </Notice>
      ) : null}
    </form>
  );
}

/** What was done for the student, newest first, at the school's clock; an open one can be resolved here. */
export function InterventionLog({ studentId, timeZone }: { studentId: string; timeZone: string }) {
  const t = useTranslations("atRisk");
  const vocab = useTranslations("vocab");
  const format = useFormat();
  const problemText = useProblemText();
  const log = useInterventions(studentId);
  return (
    <Card title={t("interventions")}>
      {log.error ? (
        <Notice tone="error">{problemText(log.error)}</Notice>
      ) : !log.data ? (
        <Spinner label={t("interventions")} />
      ) : log.data.length === 0 ? (
        <p className="text-slate-700">{t("noInterventions")}</p>
      ) : (
        <ol className="divide-y divide-slate-200">
          {log.data.map((item) => (
            <li key={item._id} className="py-3 text-sm">
              <p className="font-semibold text-slate-900">
                {vocab(`interventionAction.${item.action}`)}
                <span className="font-normal text-slate-600">
                  {" "}
                  · {t("by", { name: item.createdBy?.username ?? "—", when: format.moment(item.createdAt, timeZone) })}
                </span>
              </p>
              <p className="whitespace-pre-wrap text-slate-800">{item.note}</p>
              {item.owner ? <p className="text-slate-700">{t("ownedBy", { name: item.owner.username })}</p> : null}
              {item.nextStep ? (
                <p className="text-slate-700">
                  {t("nextStep", { action: item.nextStep.action, day: format.day(item.nextStep.dueOn) })}
                </p>
              ) : null}
              {item.resolvedAt ? (
                <p className="text-green-800">
                  {item.outcome} —{" "}
                  {t("resolved", {
                    name: item.resolvedBy?.username ?? "—",
                    when: format.moment(item.resolvedAt, timeZone),
                  })}
                </p>
              ) : (
                <Resolve studentId={studentId} item={item} />
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
