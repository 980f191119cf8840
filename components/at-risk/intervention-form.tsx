"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { useProblemText } from "@/components/at-risk/problem-text";
import { recordIntervention } from "@/lib/early-warning/at-risk.client";
import { useMembers } from "@/lib/people/people.client";
import {
  INTERVENTION_ACTIONS,
  NEXT_STEP_MAX,
  NOTE_MAX,
  type InterventionAction,
} from "@/lib/early-warning/rules.shared";

const EMPTY = {
  action: "called-guardian" as InterventionAction,
  note: "",
  outcome: "",
  nextAction: "",
  dueOn: "",
  ownerId: "",
};

/** Records what was done for a student: what, a note, the owner from the school's members, the next step. */
export function InterventionForm({ studentId, schoolId }: { studentId: string; schoolId: string }) {
  const t = useTranslations("atRisk");
  const vocab = useTranslations("vocab");
  const problemText = useProblemText();
  const members = useMembers(schoolId);
  const [values, setValues] = useState(EMPTY);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const nextAction = values.nextAction.trim();
    if (Boolean(nextAction) !== Boolean(values.dueOn)) {
      setMessage({ tone: "error", text: t("nextStepNeedsBoth") });
      return;
    }
    setSaving(true);
    try {
      await recordIntervention(studentId, {
        action: values.action,
        note: values.note,
        outcome: values.outcome.trim() || undefined,
        nextStep: nextAction ? { action: nextAction, dueOn: values.dueOn } : undefined,
        ownerId: values.ownerId || undefined,
      });
      setValues(EMPTY);
      setMessage({ tone: "success", text: t("recorded") });
    } catch (error) {
      // What was typed stays in the form.
      setMessage({ tone: "error", text: problemText(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={t("recordTitle")}>
      <form onSubmit={submit} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField label={t("action")} value={values.action} onChange={set("action")} required>
            {INTERVENTION_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {vocab(`interventionAction.${action}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t("ownerField")} value={values.ownerId} onChange={set("ownerId")}>
            <option value="">{t("ownerKeep")}</option>
            {(members.data?.members ?? [])
              .filter((member) => member.active && member.role !== "mentor")
              .map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.username}
                </option>
              ))}
          </SelectField>
        </div>
        <TextAreaField
          label={t("note")}
          value={values.note}
          onChange={set("note")}
          maxLength={NOTE_MAX}
          required
          rows={3}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t("nextAction")}
            value={values.nextAction}
            onChange={set("nextAction")}
            maxLength={NEXT_STEP_MAX}
          />
          <TextField label={t("dueOn")} type="date" value={values.dueOn} onChange={set("dueOn")} />
        </div>
        <TextAreaField
          label={t("outcome")}
          value={values.outcome}
          onChange={set("outcome")}
          maxLength={NOTE_MAX}
          rows={2}
        />
        {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
        <Button type="submit" loading={saving}>
          {t("record")}
        </Button>
      </form>
    </Card>
  );
}
