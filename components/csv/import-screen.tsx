"use client";

import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { AppLink } from "@/components/ui/app-link";
import { Card, PageHeader } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { ImportFlow } from "@/components/csv/import-flow";
import { academicYearOptions } from "@/lib/academic-years";
import { queryString } from "@/lib/client/query-string";
import { classLabel, examTypeLabel, termLabel } from "@/lib/client/labels";
import { useMarkClasses } from "@/lib/client/marks";
import { ACADEMIC_TERMS, EXAM_TYPES } from "@/lib/constants";

const STUDENT_COLUMNS = [{ key: "studentName", label: "Student" }];
const MARK_COLUMNS = [
  { key: "studentName", label: "Student" },
  { key: "totalMarks", label: "Marks" },
  { key: "maxMarks", label: "Out of" },
];

/** /import?kind=students|marks: a roster or one exam's marks from a CSV file. */
export function ImportScreen() {
  const kind = useSearchParams().get("kind") === "marks" ? "marks" : "students";
  const { data: classes, isLoading } = useMarkClasses();
  const [classId, setClassId] = useState("");
  const [exam, setExam] = useState({ academicYear: "", academicTerm: "", examType: "", examDate: "" });
  const klass = classes?.find((c) => c._id === classId);
  const withSchool = new Set(classes?.map((c) => c.schoolId._id)).size > 1;

  const examReady = exam.academicYear && exam.academicTerm && exam.examType && exam.examDate;
  const path = !klass
    ? null
    : kind === "students"
      ? `/api/students/import?${queryString({ classId })}`
      : examReady
        ? `/api/marks/import?${queryString({ classId, subjectId: klass.subjectId, ...exam })}`
        : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title={kind === "students" ? "Import students" : "Import marks"}
        description="Choose a file, check the preview, then confirm: every row is saved, or none."
        actions={
          <AppLink
            href={kind === "students" ? "/import?kind=marks" : "/import?kind=students"}
            className="font-semibold text-brand-700 underline"
          >
            {kind === "students" ? "Import marks instead" : "Import students instead"}
          </AppLink>
        }
      />
      <Card>
        {isLoading ? <Spinner label="Loading classes…" /> : null}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField label="Class" required value={classId} onChange={(e) => setClassId(e.target.value)}>
            <option value="">Select class</option>
            {classes?.map((c) => (
              <option key={c._id} value={c._id}>
                {classLabel(c, withSchool)}
              </option>
            ))}
          </SelectField>
          {kind === "marks" ? (
            <>
              <SelectField
                label="Academic year"
                required
                value={exam.academicYear}
                onChange={(e) => setExam({ ...exam, academicYear: e.target.value })}
              >
                <option value="">Select academic year</option>
                {academicYearOptions().map((year) => (
                  <option key={year}>{year}</option>
                ))}
              </SelectField>
              <SelectField
                label="Academic term"
                required
                value={exam.academicTerm}
                onChange={(e) => setExam({ ...exam, academicTerm: e.target.value })}
              >
                <option value="">Select term</option>
                {ACADEMIC_TERMS.map((term) => (
                  <option key={term} value={term}>
                    {termLabel(term)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Exam type"
                required
                value={exam.examType}
                onChange={(e) => setExam({ ...exam, examType: e.target.value })}
              >
                <option value="">Select exam type</option>
                {EXAM_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {examTypeLabel(type)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Exam date"
                type="date"
                required
                value={exam.examDate}
                onChange={(e) => setExam({ ...exam, examDate: e.target.value })}
              />
            </>
          ) : null}
        </div>
      </Card>
      <Card>
        <ImportFlow
          key={`${kind}:${path ?? ""}`}
          path={path}
          columns={kind === "students" ? STUDENT_COLUMNS : MARK_COLUMNS}
          noun={kind === "students" ? "students" : "marks"}
          hint={
            kind === "students"
              ? "One student per row, in a column named studentName."
              : "A studentName or studentId column, totalMarks, and optionally maxMarks (100 when left out)."
          }
        />
      </Card>
    </div>
  );
}
