"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CsvDownload } from "@/components/csv/csv-download";
import { CardView } from "@/components/report-cards/card-view";
import { RemarkForm } from "@/components/report-cards/remark-form";
import { CardVerification } from "@/components/report-cards/card-verification";
import type { ReportCard } from "@/lib/report-cards/report-cards.client";

interface Props {
  card: ReportCard;
  studentId: string;
  academicYear: string;
  academicTerm: string;
  /** The card's query string (year and term), for its PDF. */
  query: string;
  mayRemark: boolean;
  /** Admins may withdraw a card's code issued in error. */
  mayRevoke: boolean;
  onSaved: () => void;
}

/** One student's card on screen: print and PDF, the card, and the term's remark (a form for who may write it). */
export function CardPanel({
  card,
  studentId,
  academicYear,
  academicTerm,
  query,
  mayRemark,
  mayRevoke,
  onSaved,
}: Props) {
  const t = useTranslations("reportCards");
  return (
    <Card>
      <div className="no-print mb-4 flex flex-wrap gap-2">
        <Button onClick={() => window.print()}>{t("print")}</Button>
        <CsvDownload href={`/api/reports/report-card/${studentId}/pdf?${query}`}>{t("downloadPdf")}</CsvDownload>
      </div>
      <CardView card={card} />
      {card.academicTerm !== null ? (
        <section className="mt-4">
          <p className="hidden print:block">
            {t.rich("remarkPrinted", {
              remark: card.remark?.text ?? "",
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          {mayRemark ? (
            <RemarkForm
              key={`${studentId}:${academicYear}:${academicTerm}`}
              studentId={studentId}
              academicYear={academicYear}
              academicTerm={academicTerm}
              initial={card.remark?.text ?? ""}
              onSaved={onSaved}
            />
          ) : (
            <p className="no-print">{t("remarkShown", { remark: card.remark?.text ?? t("noRemarkYet") })}</p>
          )}
        </section>
      ) : null}
      <CardVerification card={card} mayRevoke={mayRevoke} onRevoked={onSaved} />
    </Card>
  );
}
