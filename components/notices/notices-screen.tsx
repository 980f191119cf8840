"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Card, EmptyState } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { useFormat } from "@/components/i18n/use-format";
import { useSay } from "@/components/i18n/use-say";
import { NoticeList } from "@/components/notices/notice-list";
import { NoticeRuleForm } from "@/components/notices/notice-rule-form";
import { SenderNameForm } from "@/components/notices/sender-name-form";
import { errorSaid } from "@/lib/client/error-message";
import { useNoticeRule, useNotices } from "@/lib/notices/notices.client";
import { useLocalToday } from "@/lib/client/labels";
import { useSchools } from "@/lib/schools/schools.client";

/** A school's notices to families: the rule, the month's count, and one day's notices by status. */
export function NoticesScreen({ admin }: { admin: boolean }) {
  const t = useTranslations("notices");
  const say = useSay();
  const format = useFormat();
  const schools = useSchools();
  const list = schools.data?.data ?? [];
  const [chosen, setChosen] = useState("");
  const schoolId = chosen || list[0]?._id || null;
  const school = list.find((one) => one._id === schoolId);
  const today = useLocalToday();
  const [picked, setDate] = useState("");
  const date = picked || today || "";
  const rule = useNoticeRule(schoolId);
  const notices = useNotices(schoolId, date);

  if (schools.error && !schools.data)
    return <Notice tone="error">{say(errorSaid(schools.error, t("schoolsLoadFailed")))}</Notice>;
  if (!schools.data) return <Spinner label={t("loading")} />;
  if (list.length === 0) return <EmptyState title={t("noSchool")} />;

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {list.length > 1 ? (
          <SelectField label={t("school")} value={schoolId ?? ""} onChange={(e) => setChosen(e.target.value)}>
            {list.map((school) => (
              <option key={school._id} value={school._id}>
                {school.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <TextField label={t("day")} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </div>
      {rule.error && !rule.data ? (
        <Notice tone="error">{say(errorSaid(rule.error, t("ruleLoadFailed")))}</Notice>
      ) : null}
      {rule.data ? (
        <>
          {rule.data.provider === "log" ? <Notice tone="info">{t("logProvider")}</Notice> : null}
          <Card title={t("monthTitle")}>
            <p className="text-base text-slate-800" data-testid="notices-month">
              {t("month", { sent: format.count(rule.data.sentThisMonth), limit: format.count(rule.data.monthlyLimit) })}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {rule.data.enabled
                ? t("ruleOn", {
                    minutes: rule.data.sendAfterMinutes,
                    late: rule.data.statuses.includes("late") ? "yes" : "no",
                  })
                : t("ruleOff")}
              {rule.data.enabled && rule.data.quietHours
                ? ` ${t("ruleQuiet", { from: rule.data.quietHours.from, to: rule.data.quietHours.to })}`
                : ""}
            </p>
          </Card>
          {admin ? (
            <NoticeRuleForm
              key={rule.data.schoolId}
              rule={rule.data}
              onSaved={(saved) => void rule.mutate(saved, { revalidate: false })}
            />
          ) : null}
          {admin && school ? <SenderNameForm key={school._id} school={school} /> : null}
        </>
      ) : null}
      <h2 className="text-xl font-semibold text-slate-900">
        {date ? t("dayTitle", { day: format.day(date) }) : t("today")}
      </h2>
      {notices.error && !notices.data ? (
        <Notice tone="error">{say(errorSaid(notices.error, t("noticesLoadFailed")))}</Notice>
      ) : null}
      {notices.data ? <NoticeList notices={notices.data} /> : !notices.error ? <Spinner label={t("loading")} /> : null}
    </div>
  );
}
