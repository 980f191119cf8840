"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Options, SelectField, TextField } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";
import { useProblemText } from "@/components/students/use-problem-text";
import { GENDERS, MIN_BIRTH_DATE, STUDENT_CODE_MAX, type Gender } from "@/lib/constants";
import { todayIso } from "@/lib/days";
import { ApiClientError } from "@/lib/client/error-message";
import { updateStudentProfile, type StudentDetail } from "@/lib/schools/students.client";

type Result = { tone: "success" | "error"; text: string; field?: "dateOfBirth" | "gender" | "studentCode" };

const FIELD_OF: Record<string, Result["field"]> = {
  "student-birth-date-invalid": "dateOfBirth",
  "student-gender-unknown": "gender",
  "student-code-invalid": "studentCode",
  "student-code-taken": "studentCode",
};

/** Date of birth, gender and student code (docs/product-spec.md#guardians); each may stay empty. */
export function ProfileForm({ student, onSaved }: { student: StudentDetail; onSaved: (next: StudentDetail) => void }) {
  const t = useTranslations("studentProfile");
  const problemText = useProblemText();
  const [values, setValues] = useState({
    dateOfBirth: student.dateOfBirth ?? "",
    gender: student.gender ?? "",
    studentCode: student.studentCode ?? "",
  });
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues({ ...values, [key]: event.target.value });
    setResult(null);
  };
  const errorFor = (field: Result["field"]) =>
    result?.tone === "error" && result.field === field ? result.text : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setResult(null);
    try {
      const saved = await updateStudentProfile(student._id, {
        dateOfBirth: values.dateOfBirth || null,
        gender: (values.gender || null) as Gender | null,
        studentCode: values.studentCode.trim() || null,
      });
      onSaved(saved);
      setResult({ tone: "success", text: t("profileSaved") });
    } catch (error) {
      const field = error instanceof ApiClientError && error.code ? FIELD_OF[error.code] : undefined;
      setResult({ tone: "error", text: problemText(error, t("saveFailed")), field });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} data-track="student-profile" aria-labelledby="student-profile-heading" noValidate>
      <h3 id="student-profile-heading" className="mb-2 font-semibold text-slate-900">
        {t("profile")}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t("dateOfBirth")}
          type="date"
          min={MIN_BIRTH_DATE}
          max={todayIso()}
          value={values.dateOfBirth}
          onChange={set("dateOfBirth")}
          error={errorFor("dateOfBirth")}
        />
        <SelectField label={t("gender")} value={values.gender} onChange={set("gender")} error={errorFor("gender")}>
          <option value="">{t("notGiven")}</option>
          <Options values={GENDERS} label={(gender) => t(`genders.${gender}`)} />
        </SelectField>
        <TextField
          label={t("studentCode")}
          hint={t("studentCodeHint")}
          value={values.studentCode}
          onChange={set("studentCode")}
          maxLength={STUDENT_CODE_MAX}
          autoComplete="off"
          error={errorFor("studentCode")}
        />
      </div>
      <FormStatus message={result} className="mt-3" />
      <div className="mt-3">
        <Button type="submit" size="sm" loading={pending}>
          {t("saveProfile")}
        </Button>
      </div>
    </form>
  );
}
