"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { SaveRow, type SaveMessage } from "@/components/notices/save-row";
import { useSay } from "@/components/i18n/use-say";
import { errorSaid } from "@/lib/client/error-message";
import { saveNoticeRule, type NoticeRuleJson } from "@/lib/client/notices";
import type { NoticeRuleInput } from "@/lib/validation/notices";
import { MONTHLY_LIMIT_MAX, SEND_AFTER_MAX } from "@/lib/notice-constants";

/** Admins: whether the school tells families, which statuses, after how long, when not, how many a month. */
export function NoticeRuleForm({
  rule: current,
  onSaved,
}: {
  rule: NoticeRuleJson;
  onSaved: (rule: NoticeRuleJson) => void;
}) {
  const t = useTranslations("notices");
  const say = useSay();
  const [enabled, setEnabled] = useState(current.enabled);
  const [late, setLate] = useState(current.statuses.includes("late"));
  const [delay, setDelay] = useState(String(current.sendAfterMinutes));
  const [quiet, setQuiet] = useState(current.quietHours !== null);
  const [from, setFrom] = useState(current.quietHours?.from ?? "20:00");
  const [to, setTo] = useState(current.quietHours?.to ?? "06:30");
  const [limit, setLimit] = useState(String(current.monthlyLimit));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SaveMessage>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The server's schema checks it (lib/validation/notices.ts) and answers what is wrong: the screen
    // does not carry the schema (zod) for one form.
    const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);
    const rule = {
      enabled,
      statuses: late ? ["absent", "late"] : ["absent"],
      sendAfterMinutes: whole(delay),
      quietHours: quiet ? { from, to } : null,
      monthlyLimit: whole(limit),
    } as unknown as NoticeRuleInput;
    setBusy(true);
    setMessage(null);
    try {
      onSaved(await saveNoticeRule(current.schoolId, rule));
      setMessage({ tone: "success", text: t("ruleSaved") });
    } catch (error) {
      setMessage({ tone: "error", text: say(errorSaid(error, t("ruleNotSaved"))) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t("rulesTitle")}>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <label className="flex items-center gap-3 text-base font-medium">
          <input type="checkbox" className="size-5" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          {t("enabled")}
        </label>
        <SelectField
          label={t("statuses")}
          value={late ? "absent-late" : "absent"}
          onChange={(e) => setLate(e.target.value === "absent-late")}
        >
          <option value="absent">{t("statusesAbsent")}</option>
          <option value="absent-late">{t("statusesAbsentLate")}</option>
        </SelectField>
        <TextField
          label={t("delay")}
          hint={t("delayHint", { max: SEND_AFTER_MAX })}
          inputMode="numeric"
          value={delay}
          onChange={(e) => setDelay(e.target.value)}
        />
        <label className="flex items-center gap-3 text-base font-medium">
          <input type="checkbox" className="size-5" checked={quiet} onChange={(e) => setQuiet(e.target.checked)} />
          {t("quietHours")}
        </label>
        {quiet ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label={t("quietFrom")} type="time" value={from} onChange={(e) => setFrom(e.target.value)} />
            <TextField label={t("quietTo")} type="time" value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
        ) : null}
        <TextField
          label={t("monthlyLimit")}
          hint={t("monthlyLimitHint", { max: MONTHLY_LIMIT_MAX })}
          inputMode="numeric"
          value={limit}
          onChange={(e) => setLimit(e.target.value)}
        />
        <SaveRow message={message} busy={busy} label={t("saveRule")} />
      </form>
    </Card>
  );
}
