"use client";

import { useTranslations } from "next-intl";
import { SelectField, TextField } from "@/components/ui/field";
import { FormModal } from "@/components/ui/form-modal";
import { useForm, useFormValues } from "@/components/ui/use-form";
import { classNameLabel } from "@/lib/client/labels";
import type { ClassJson } from "@/lib/schools/classes.client";
import { createStudent, type StudentJson } from "@/lib/schools/students.client";

/** Add student (docs/product-spec.md#validation: name and class required). Mount it to open it. */
export function StudentFormModal({
  title,
  classes,
  classId,
  onClose,
  onSaved,
}: {
  title: string;
  classes: ClassJson[];
  classId: string;
  onClose: () => void;
  onSaved: (student: StudentJson) => void;
}) {
  const t = useTranslations("attendance");
  const form = useForm({
    schema: () => import("@/lib/schools/students.schema").then((m) => m.createStudentSchema),
    send: (_data, input) => createStudent(input as { studentName: string; classId: string }),
    onSuccess: (student) => onSaved(student),
    fallback: t("studentCreateFailed"),
    fields: ["studentName", "classId"],
  });
  const { values, bind } = useFormValues({ studentName: "", classId }, form);

  // Shaped like the class forms (a FormModal on useForm); what it asks and sends is a student's.
  return (
    <FormModal
      id="add-student-form"
      title={title}
      submitLabel={t("addStudent")}
      form={form}
      values={() => values}
      onClose={onClose}
      className="grid gap-3"
    >
      <TextField label={t("studentName")} required {...bind("studentName")} autoFocus maxLength={120} />
      <SelectField label={t("class")} required {...bind("classId")}>
        <option value="">{t("selectClass")}</option>
        {classes.map((klass) => (
          <option key={klass._id} value={klass._id}>
            {classNameLabel(klass, true)}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}
