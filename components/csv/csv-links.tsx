"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { AppLink } from "@/components/ui/app-link";
import { Card } from "@/components/ui/card";
import { CsvDownload } from "@/components/csv/csv-download";
import { queryString } from "@/lib/client/query-string";
import { addDays } from "@/lib/days";

const link =
  "inline-flex min-h-11 items-center rounded-lg bg-white px-4 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100";

export { CsvDownload };

export function ImportLink({ kind }: { kind: "students" | "marks" }) {
  const t = useTranslations("csv");
  return (
    <AppLink href={`/import?kind=${kind}`} className={link}>
      {kind === "students" ? t("importStudentsLink") : t("importMarksLink")}
    </AppLink>
  );
}

const daysBefore = (day: string, days: number) => addDays(day, -days);

/** A small date box with its label on the same line, for a row of download links. */
function InlineDate({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  return (
    <label className="text-sm font-semibold text-slate-800">
      {label}
      <input
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="ml-1 rounded-lg border border-slate-300 px-2 py-2"
      />
    </label>
  );
}

/** The attendance screen's class: its roster and its register over chosen days, as CSV. */
export function AttendanceCsvLinks({ classId, date }: { classId: string; date: string | null }) {
  const t = useTranslations("csv");
  const [to, setTo] = useState(date ?? "");
  const [from, setFrom] = useState(date ? daysBefore(date, 30) : "");
  return (
    <div className="flex flex-wrap items-end gap-2">
      <ImportLink kind="students" />
      <CsvDownload href={`/api/export/students.csv?${queryString({ classId })}`}>{t("studentsCsv")}</CsvDownload>
      <InlineDate label={t("from")} value={from} onChange={setFrom} />
      <InlineDate label={t("to")} value={to} onChange={setTo} />
      {from && to ? (
        <CsvDownload href={`/api/export/attendance.csv?${queryString({ classId, from, to })}`}>
          {t("attendanceCsv")}
        </CsvDownload>
      ) : null}
    </div>
  );
}

/** The attendance screen's "CSV files" card, loaded after the screen. */
export function AttendanceCsvCard(props: { classId: string; date: string | null }) {
  const t = useTranslations("csv");
  return (
    <Card title={t("csvFiles")}>
      <AttendanceCsvLinks {...props} />
    </Card>
  );
}
