import type { Actor } from "@/lib/auth/permissions";
import type { AcademicTerm } from "@/lib/constants";
import { slug } from "@/lib/reports/layout";
import { pdfDownload } from "@/lib/reports/pdf/respond";
import { buildClassCards, buildReportCard } from "@/lib/report-cards/build";
import { cardPeriod, reportCardsLayout } from "@/lib/report-cards/card-layout";
import { TERM_LABELS } from "@/lib/marks/term-window";
import type { ReportWords } from "@/lib/i18n/report-words";
import { logoDataUrl } from "@/lib/schools/school-logo";

/** The download's name stays English whatever the reader's language, like every API name. */
const period = (year: string, term?: AcademicTerm) => (term ? `${TERM_LABELS[term]} ${year}` : year);

/** GET /api/reports/report-card/{studentId}/pdf: one card, one A4 page. */
export async function reportCardPdf(
  actor: Actor,
  w: ReportWords,
  studentId: string,
  year: string,
  term?: AcademicTerm,
) {
  const card = await buildReportCard(actor, studentId, year, term);
  const layout = reportCardsLayout(
    w,
    [card],
    await logoDataUrl(card.school._id),
    w.pdf("reportCardOf", { student: card.student.studentName }),
  );
  return pdfDownload(layout, `report-card-${slug(`${card.student.studentName} ${period(year, term)}`)}.pdf`);
}

/** GET /api/reports/report-cards/class/{classId}: every card of the class, a page each, streamed. */
export async function classReportCardsPdf(
  actor: Actor,
  w: ReportWords,
  classId: string,
  year: string,
  term?: AcademicTerm,
) {
  const cards = await buildClassCards(actor, classId, year, term);
  const first = cards[0];
  const schoolId = first?.school._id;
  // The class, not its subjects: a class holds many (each card lists them).
  const name = first ? first.class.className : "class";
  const layout = reportCardsLayout(
    w,
    cards,
    schoolId ? await logoDataUrl(schoolId) : undefined,
    first
      ? w.pdf("reportCardsOf", { name, period: cardPeriod(w, year, term) })
      : w.pdf("reportCardsOfClass", { period: cardPeriod(w, year, term) }),
  );
  return pdfDownload(layout, `report-cards-${slug(`${name} ${period(year, term)}`)}.pdf`);
}
