"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { useProblemText } from "@/components/at-risk/problem-text";
import {
  saveEarlyWarningRules,
  useEarlyWarningRules,
  type SchoolEarlyWarning,
} from "@/lib/early-warning/at-risk.client";
import { RULE_BOUNDS, type EarlyWarningRules } from "@/lib/early-warning/rules.shared";

const FIELDS = Object.keys(RULE_BOUNDS) as (keyof EarlyWarningRules)[];
type Draft = Record<keyof EarlyWarningRules, string>;
const toDraft = (rules: SchoolEarlyWarning): Draft =>
  Object.fromEntries(FIELDS.map((field) => [field, rules[field] === null ? "" : String(rules[field])])) as Draft;

/** A school's rules: admins edit them (an empty box is off), teachers read them. */
export function RulesCard({ schoolId, editable }: { schoolId: string; editable: boolean }) {
  const t = useTranslations("atRisk");
  const problemText = useProblemText();
  const rules = useEarlyWarningRules(schoolId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  if (!rules.data) {
    return (
      <Card title={t("rules")}>
        {rules.error ? <Notice tone="error">{problemText(rules.error)}</Notice> : <Spinner label={t("rules")} />}
      </Card>
    );
  }
  const values = draft ?? toDraft(rules.data);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setMessage(null);
    try {
      const body = Object.fromEntries(
        FIELDS.map((field) => [field, values[field].trim() === "" ? null : Number(values[field])]),
      ) as unknown as EarlyWarningRules;
      const saved = await saveEarlyWarningRules(schoolId, body);
      setDraft(toDraft(saved));
      setMessage({ tone: "success", text: t("rulesSaved") });
    } catch (error) {
      // What was typed stays in the boxes.
      setMessage({ tone: "error", text: problemText(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={t("rules")}>
      <p className="mb-3 text-sm text-slate-600">{editable ? t("rulesHelp") : t("rulesReadOnly")}</p>
      <form onSubmit={save} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`ruleField.${field}`)}
              inputMode="numeric"
              type="number"
              min={RULE_BOUNDS[field].min}
              max={RULE_BOUNDS[field].max}
              step={1}
              value={values[field]}
              placeholder={t("ruleOff")}
              readOnly={!editable}
              onChange={(event) => setDraft({ ...values, [field]: event.target.value })}
            />
          ))}
        </div>
        {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
        {editable ? (
          <Button type="submit" loading={saving}>
            {t("saveRules")}
          </Button>
        ) : null}
      </form>
    </Card>
  );
}
