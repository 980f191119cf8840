"use client";

import { useTranslations } from "next-intl";
import { useState, type ComponentProps } from "react";
import { useSearchParams } from "next/navigation";
import { AppLink } from "@/components/ui/app-link";
import { Card, PageHeader } from "@/components/ui/card";
import { ClassChoice } from "@/components/marks/class-choice";
import { Spinner } from "@/components/ui/spinner";
import type { ImportFlow as Flow } from "@/components/csv/import-flow";
import { lazyComponent, usePreload } from "@/components/ui/lazy";
import type { ExamFields as Fields } from "@/components/marks/exam-fields";
import type { ExamValues } from "@/components/marks/exam-values";
import { useExamYearIssue } from "@/components/marks/use-exam-year-issue";
import { queryString } from "@/lib/client/query-string";
import { useMarkClasses } from "@/lib/marks/mark-classes.client";
import { defaultSubjectId, entryOf } from "@/lib/marks/class-subjects.client";

// The file, its preview and the import: fetched as the screen opens, outside its first-load JavaScript.
const ImportFlow = lazyComponent<ComponentProps<typeof Flow>>(() =>
  import("@/components/csv/import-parts").then((m) => m.ImportFlow),
);

// Only the marks import asks for the exam: fetched as the screen opens, outside its first-load JavaScript.
const ExamFields = lazyComponent<ComponentProps<typeof Fields>>(() =>
  import("@/components/csv/import-parts").then((m) => m.ExamFields),
);

/** /import?kind=students|marks: a roster or one exam's marks (in one subject) from a CSV file. */
export function ImportScreen({ viewerId }: { viewerId?: string | null }) {
  const t = useTranslations("csv");
  const examYearIssue = useExamYearIssue();
  usePreload([ImportFlow, ExamFields], "now");
  const kind = useSearchParams().get("kind") === "marks" ? "marks" : "students";
  const { data: classes, isLoading } = useMarkClasses();
  // The exam fields of the marks forms; "out of" is per row in the file.
  const [exam, setExam] = useState<ExamValues>({
    academicYear: "",
    academicTerm: "",
    classId: "",
    subjectId: "",
    examType: "",
    examDate: "",
    maxMarks: "",
  });
  const { classId, subjectId, academicYear, academicTerm, examType, examDate } = exam;
  const klass = classes?.find((c) => c.classId === classId);
  const taught = subjectId ? entryOf(classes ?? [], classId, subjectId) : undefined;
  const yearIssue = examYearIssue(exam, classes ?? []);

  const examReady = academicYear && academicTerm && examType && examDate && !yearIssue;
  const path = !klass
    ? null
    : kind === "students"
      ? `/api/students/import?${queryString({ classId })}`
      : examReady && taught
        ? `/api/marks/import?${queryString({ classId, subjectId: taught.subjectId, academicYear, academicTerm, examType, examDate })}`
        : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title={kind === "students" ? t("importStudentsTitle") : t("importMarksTitle")}
        description={t("description")}
        actions={
          <AppLink
            href={kind === "students" ? "/import?kind=marks" : "/import?kind=students"}
            className="font-semibold text-brand-700 underline"
          >
            {kind === "students" ? t("marksInstead") : t("studentsInstead")}
          </AppLink>
        }
      />
      <Card>
        {isLoading ? <Spinner label={t("loadingClasses")} /> : null}
        {kind === "marks" ? (
          <ExamFields
            values={exam}
            onChange={(key, value) =>
              setExam(
                key === "classId"
                  ? { ...exam, classId: value, subjectId: defaultSubjectId(classes ?? [], value, viewerId) }
                  : { ...exam, [key]: value },
              )
            }
            classes={classes ?? []}
            viewerId={viewerId}
            errorFor={(key) => (key === yearIssue?.field ? yearIssue.message : null)}
            withMaxMarks={false}
          />
        ) : (
          <ClassChoice
            label={t("class")}
            required
            classes={classes ?? []}
            placeholder={t("selectClass")}
            value={classId}
            onChange={(e) => setExam({ ...exam, classId: e.target.value })}
          />
        )}
      </Card>
      <Card>
        <ImportFlow
          key={`${kind}:${path ?? ""}`}
          path={path}
          columns={
            kind === "students"
              ? [
                  { key: "studentName", label: t("column.student") },
                  { key: "studentCode", label: t("column.studentCode") },
                  { key: "guardians", label: t("column.guardians") },
                ]
              : [
                  { key: "studentName", label: t("column.student") },
                  { key: "totalMarks", label: t("column.marks") },
                  { key: "maxMarks", label: t("column.outOf") },
                ]
          }
          kind={kind}
          hint={kind === "students" ? t("hintStudents") : t("hintMarks")}
        />
      </Card>
    </div>
  );
}
