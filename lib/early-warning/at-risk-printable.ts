// The at-risk list on paper for the staff meeting: the printable page (app/(app)/admin/print/at-risk)
// and the PDF (GET /api/at-risk/pdf) both come from `printableAtRisk`, so they cannot drift apart.
import type { Actor } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { classOfRef } from "@/lib/auth/scope";
import { getAtRisk, type AtRiskEntry } from "@/lib/early-warning/at-risk";
import { paperWords, slug, type ReportLayout } from "@/lib/reports/layout";
import type { Printable } from "@/lib/reports/printable";
import type { ReportWords } from "@/lib/i18n/report-words";
import { schoolTimeZone } from "@/lib/schools/school-time-zone";
import { dayIn } from "@/lib/days";
import { AT_RISK_RULES } from "@/lib/early-warning/rules.shared";
import type { AtRiskQuery } from "@/lib/early-warning/early-warning.schema";

/** One reason in the reader's language: "3 absences in a row (since Mon 5 Jan 2026)". */
export const reasonText = (w: ReportWords, reason: AtRiskEntry["reasons"][number]) =>
  `${w.vocab(`atRiskReason.${reason.rule}`, { value: reason.value })} (${w.reports("atRisk.since", { day: w.day(reason.since) })})`;

export function atRiskLayout(
  entries: AtRiskEntry[],
  place: string,
  generatedAt: string,
  timeZone: string,
  w: ReportWords,
): ReportLayout {
  return {
    title: w.reports("atRisk.title", { place }),
    subtitle: w.reports("atRisk.generated", { at: w.dateTime(generatedAt, timeZone), timeZone }),
    paper: paperWords(w),
    sections: [
      {
        heading: w.reports("summary"),
        facts: [
          [w.reports("atRisk.flagged"), w.count(entries.length)],
          ...AT_RISK_RULES.map((rule): [string, string] => [
            w.vocab(`atRiskRule.${rule}`),
            w.count(entries.filter((entry) => entry.reasons.some((reason) => reason.rule === rule)).length),
          ]),
        ],
      },
      {
        heading: w.reports("atRisk.students"),
        table: {
          columns: [
            { label: w.reports("student"), width: 2 },
            { label: w.reports("class"), width: 1.2 },
            { label: w.reports("atRisk.reasons"), width: 3 },
            { label: w.reports("atRisk.owner"), width: 1.4 },
            { label: w.reports("atRisk.nextStep"), width: 2 },
          ],
          rows: entries.map((entry) => [
            entry.student.studentName,
            entry.student.className,
            entry.reasons.map((reason) => reasonText(w, reason)).join("; "),
            entry.owner?.username ?? "—",
            entry.nextStep ? `${entry.nextStep.action} (${w.day(entry.nextStep.dueOn)})` : "—",
          ]),
          empty: w.reports("atRisk.nobody"),
        },
      },
    ],
  };
}

/** The list of one school (or one class of it) laid out for paper; the caller has authorised the route. */
export async function printableAtRisk(actor: Actor, query: AtRiskQuery, w: ReportWords): Promise<Printable> {
  const entries = await getAtRisk(actor, query);
  // getAtRisk has answered 404 for a school or class out of scope, so these exist.
  const [school, klass] = await Promise.all([
    query.schoolId ? db.school.findUnique({ where: { id: query.schoolId }, select: { id: true, name: true } }) : null,
    query.classId
      ? db.class.findFirst({
          where: classOfRef(query.classId),
          select: { className: true, schoolId: true, school: { select: { name: true } } },
        })
      : null,
  ]);
  const place = klass ? `${klass.school.name} · ${klass.className}` : (school?.name ?? "");
  const now = new Date();
  const timeZone = await schoolTimeZone(klass?.schoolId ?? school!.id);
  return {
    layout: atRiskLayout(entries, place, now.toISOString(), timeZone, w),
    // The school's day: printed at 22:30 UTC in Kigali, the file is already tomorrow's.
    filename: `at-risk-${slug(place)}-${dayIn(timeZone, now)}.pdf`,
  };
}
