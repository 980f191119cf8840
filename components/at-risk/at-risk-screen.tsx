"use client";

import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Card, PageHeader } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { buttonLinkClass } from "@/components/ui/styled-links";
import { useFormat } from "@/components/i18n/use-format";
import { AtRiskList } from "@/components/at-risk/at-risk-list";
import { RulesCard } from "@/components/at-risk/rules-card";
import { useProblemText } from "@/components/at-risk/problem-text";
import { atRiskUrl, useAtRisk, useEarlyWarningRules } from "@/lib/early-warning/at-risk.client";
import { useClasses } from "@/lib/schools/classes.client";
import { useSchools } from "@/lib/schools/schools.client";
import { AT_RISK_RULES, type AtRiskRule } from "@/lib/early-warning/rules.shared";

/**
 * The at-risk screen (teachers: their schools' classes; admins: any school): a school and class to look
 * at, counts by reason that filter the list, the list itself, the paper version, and the school's rules.
 */
export function AtRiskScreen({ admin }: { admin: boolean }) {
  const t = useTranslations("atRisk");
  const vocab = useTranslations("vocab");
  const format = useFormat();
  const problemText = useProblemText();
  const schools = useSchools();
  const classes = useClasses();
  const schoolList = useMemo(() => schools.data?.data ?? [], [schools.data]);
  const [picked, setSchoolId] = useState<string | null>(null);
  const schoolId = picked ?? schoolList[0]?._id ?? null;
  const [classId, setClassId] = useState("");
  const [rule, setRule] = useState<AtRiskRule | "">("");
  const filter = classId ? { classId } : schoolId ? { schoolId } : {};
  const list = useAtRisk(filter);
  // The same read as the rules card below (one SWR key): why a low rate early in a term flags nobody yet.
  const rules = useEarlyWarningRules(schoolId);
  const rateMin =
    rules.data && rules.data.minAttendanceRate !== null && rules.data.minRecordedDays !== null
      ? rules.data.minRecordedDays
      : null;
  const schoolClasses = (classes.data ?? []).filter((klass) => klass.schoolId._id === schoolId);
  const entries = list.data ?? [];
  const shown = rule ? entries.filter((entry) => entry.reasons.some((reason) => reason.rule === rule)) : entries;
  const pdfUrl = atRiskUrl(filter, "/api/at-risk/pdf");
  const printUrl = admin ? atRiskUrl(filter, "/admin/print/at-risk") : null;

  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} description={t("description")} />
      {schools.data && schoolList.length === 0 ? <Notice tone="info">{t("noSchool")}</Notice> : null}
      <Card>
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            label={t("school")}
            value={schoolId ?? ""}
            onChange={(event) => {
              setSchoolId(event.target.value || null);
              setClassId("");
            }}
            disabled={schoolList.length === 0}
          >
            {schoolList.map((school) => (
              <option key={school._id} value={school._id}>
                {school.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t("class")} value={classId} onChange={(event) => setClassId(event.target.value)}>
            <option value="">{t("allClasses")}</option>
            {schoolClasses.map((klass) => (
              <option key={klass._id} value={klass._id}>
                {klass.className} – {klass.subjectName}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("rule")}
            value={rule}
            onChange={(event) => setRule(event.target.value as AtRiskRule | "")}
          >
            <option value="">{t("allRules")}</option>
            {AT_RISK_RULES.map((name) => (
              <option key={name} value={name}>
                {vocab(`atRiskRule.${name}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </Card>

      <Card
        title={list.data ? t("flaggedCount", { count: entries.length }) : t("title")}
        actions={
          pdfUrl ? (
            <div className="flex flex-wrap gap-2">
              {printUrl ? (
                <a href={printUrl} target="_blank" rel="noopener" className={buttonLinkClass}>
                  {t("printList")}
                </a>
              ) : null}
              <a href={pdfUrl} download className={buttonLinkClass}>
                {t("downloadPdf")}
              </a>
            </div>
          ) : null
        }
      >
        {list.data ? (
          <dl className="mb-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {AT_RISK_RULES.map((name) => (
              <div key={name} className="rounded-lg bg-slate-50 px-3 py-2">
                <dt className="text-xs text-slate-600">{vocab(`atRiskRule.${name}`)}</dt>
                <dd className="text-lg font-semibold text-slate-900">
                  {format.count(entries.filter((entry) => entry.reasons.some((reason) => reason.rule === name)).length)}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {list.data && rateMin !== null ? (
          <p className="mb-3 text-sm text-slate-600">{t("rateMinNote", { min: rateMin })}</p>
        ) : null}
        {list.error ? (
          <Notice tone="error">{problemText(list.error)}</Notice>
        ) : !list.data ? (
          schoolId ? (
            <Spinner label={t("loading")} />
          ) : null
        ) : shown.length === 0 ? (
          <p className="text-slate-700">{rule ? t("emptyFiltered") : t("empty")}</p>
        ) : (
          <AtRiskList entries={shown} />
        )}
      </Card>

      {schoolId ? <RulesCard key={schoolId} schoolId={schoolId} editable={admin} /> : null}
    </div>
  );
}
