"use client";

import { useTranslations } from "next-intl";
import { useState, type ComponentProps } from "react";
import { Card, EmptyState, PageHeader } from "@/components/ui/card";
import { ChoiceField } from "@/components/ui/choice-field";
import { ClassChoice } from "@/components/marks/class-choice";
import { YearChoice } from "@/components/marks/exam-choices";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { CsvDownload } from "@/components/csv/csv-download";
import type { CardPanel as Panel } from "@/components/report-cards/card-panel";
import { lazyComponent, usePreload } from "@/components/ui/lazy";
import type { GradingSettings as Settings } from "@/components/report-cards/grading-settings";
import { useSay } from "@/components/i18n/use-say";
import { errorSaid } from "@/lib/client/error-message";
import { useClassStudents, useMarkClasses } from "@/lib/marks/mark-classes.client";
import { cardQuery, useReportCard } from "@/lib/report-cards/report-cards.client";
import { ACADEMIC_TERMS } from "@/lib/constants";

// The card is shown once a student is chosen and their card is here: its code is fetched with the screen, not in the first load.
const CardPanel = lazyComponent<ComponentProps<typeof Panel>>(() =>
  import("@/components/report-cards/card-panel").then((m) => m.CardPanel),
);
// Only admins see the grading form: its code is fetched when it is shown.
const GradingSettings = lazyComponent<ComponentProps<typeof Settings>>(() =>
  import("@/components/report-cards/grading-settings").then((m) => m.GradingSettings),
);

/** /report-cards: class → term → student; the card on screen, printed, or as PDF (one or the class). */
export function ReportCardsScreen({ mayRemark, isAdmin }: { mayRemark: boolean; isAdmin: boolean }) {
  const t = useTranslations("reportCards");
  const tv = useTranslations("vocab");
  const say = useSay();
  usePreload([CardPanel], "now");
  const classes = useMarkClasses();
  const [classId, setClassId] = useState("");
  const [academicYear, setAcademicYear] = useState("");
  const [academicTerm, setAcademicTerm] = useState("FIRST_TERM");
  const [studentId, setStudentId] = useState("");
  const students = useClassStudents(classId || null);
  const card = useReportCard(studentId, academicYear, academicTerm);
  const school = classes.data?.find((c) => c._id === classId)?.schoolId;
  const query = academicYear ? cardQuery(academicYear, academicTerm) : "";

  return (
    <div className="space-y-6">
      <div className="no-print">
        <PageHeader title={t("title")} description={t("description")} />
        <Card>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-4">
            <ClassChoice
              label={t("class")}
              required
              classes={classes.data ?? []}
              placeholder={t("selectClass")}
              value={classId}
              onChange={(e) => {
                setClassId(e.target.value);
                setStudentId("");
              }}
            />
            <YearChoice
              label={t("academicYear")}
              required
              placeholder={t("selectAcademicYear")}
              value={academicYear}
              onChange={(e) => setAcademicYear(e.target.value)}
            />
            <ChoiceField
              label={t("term")}
              options={[...ACADEMIC_TERMS, ""]}
              optionLabel={(term) => (term ? tv(`term.${term}`) : t("wholeYear"))}
              value={academicTerm}
              onChange={(e) => setAcademicTerm(e.target.value)}
            />
            <ChoiceField
              label={t("student")}
              required
              options={students.data ?? []}
              optionValue={(student) => student._id}
              optionLabel={(student) => student.studentName}
              placeholder={students.isLoading ? t("loadingStudents") : t("selectStudent")}
              value={studentId}
              disabled={!classId}
              onChange={(e) => setStudentId(e.target.value)}
            />
          </div>
          {classId && academicYear ? (
            <div className="mt-4 flex flex-wrap gap-2">
              <CsvDownload href={`/api/reports/report-cards/class/${classId}?${query}`}>
                {t("wholeClassPdf")}
              </CsvDownload>
            </div>
          ) : null}
        </Card>
      </div>

      {isAdmin && school ? <GradingSettings schoolId={school._id} schoolName={school.name} /> : null}
      {classes.error ? <Notice tone="error">{say(errorSaid(classes.error))}</Notice> : null}
      {!studentId || !academicYear ? (
        <div className="no-print">
          <EmptyState title={t("emptyTitle")}>{t("emptyBody")}</EmptyState>
        </div>
      ) : card.error ? (
        <Notice tone="error">{say(errorSaid(card.error))}</Notice>
      ) : !card.data ? (
        <Spinner label={t("loadingCard")} />
      ) : (
        // Alike other screens' child components only in passing props one by one.
        <CardPanel
          card={card.data}
          studentId={studentId}
          academicYear={academicYear}
          academicTerm={academicTerm}
          query={query}
          mayRemark={mayRemark}
          mayRevoke={isAdmin}
          onSaved={() => void card.mutate()}
        />
      )}
    </div>
  );
}
