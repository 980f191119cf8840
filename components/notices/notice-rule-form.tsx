"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { FormShell } from "@/components/ui/form-shell";
import { useForm } from "@/components/ui/use-form";
import { useSay } from "@/components/i18n/use-say";
import { errorSaid } from "@/lib/client/error-message";
import { saveNoticeRule, type NoticeRuleJson } from "@/lib/notices/notices.client";
import type { NoticeRuleInput } from "@/lib/notices/notices.schema";
import { MONTHLY_LIMIT_MAX, SEND_AFTER_MAX } from "@/lib/notices/notice-constants.shared";

/** A typed whole number becomes a number; anything else goes as typed, for the schema to name. */
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

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
  const form = useForm({
    schema: () => import("@/lib/notices/notices.schema").then((m) => m.noticeRuleBody),
    send: (rule: NoticeRuleInput) => saveNoticeRule(current.schoolId, rule),
    success: t("ruleSaved"),
    onSuccess: onSaved,
    describeFailure: (error) => t("ruleNotSaved", { reason: say(errorSaid(error)) }),
    fallback: t("ruleNotSaved", { reason: "" }),
    fields: ["sendAfterMinutes", "quietHours", "monthlyLimit"],
  });
  const rule = () => ({
    enabled,
    statuses: late ? ["absent", "late"] : ["absent"],
    sendAfterMinutes: whole(delay),
    quietHours: quiet ? { from, to } : null,
    monthlyLimit: whole(limit),
  });

  return (
    <Card title={t("rulesTitle")}>
      <FormShell form={form} values={rule} className="space-y-4">
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
          error={form.errorFor("sendAfterMinutes")}
          onChange={(e) => setDelay(e.target.value)}
        />
        <label className="flex items-center gap-3 text-base font-medium">
          <input type="checkbox" className="size-5" checked={quiet} onChange={(e) => setQuiet(e.target.checked)} />
          {t("quietHours")}
        </label>
        {quiet ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t("quietFrom")}
              type="time"
              value={from}
              error={form.errorFor("quietHours")}
              onChange={(e) => setFrom(e.target.value)}
            />
            <TextField label={t("quietTo")} type="time" value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
        ) : null}
        <TextField
          label={t("monthlyLimit")}
          hint={t("monthlyLimitHint", { max: MONTHLY_LIMIT_MAX })}
          inputMode="numeric"
          value={limit}
          error={form.errorFor("monthlyLimit")}
          onChange={(e) => setLimit(e.target.value)}
        />
        <Button type="submit" loading={form.pending}>
          {t("saveRule")}
        </Button>
      </FormShell>
    </Card>
  );
}
