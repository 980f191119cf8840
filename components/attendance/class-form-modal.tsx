"use client";

import { useTranslations } from "next-intl";
import { SelectField, TextField } from "@/components/ui/field";
import { FormModal } from "@/components/ui/form-modal";
import { useForm, useFormValues } from "@/components/ui/use-form";
import { createClass, type ClassFormValues, type ClassJson } from "@/lib/schools/classes.client";
import type { SchoolJson } from "@/lib/schools/schools.client";

/** Create class (docs/product-spec.md#validation: class name, subject, room, school; credit optional). Mount it to open it. */
export function ClassFormModal({
  title,
  schools,
  onClose,
  onSaved,
}: {
  title: string;
  schools: SchoolJson[];
  onClose: () => void;
  onSaved: (klass: ClassJson) => void;
}) {
  const t = useTranslations("attendance");
  const form = useForm({
    schema: () => import("@/lib/schools/classes.schema").then((m) => m.classFormSchema),
    send: (_data, input) => createClass(input as ClassFormValues),
    onSuccess: (created) => onSaved(created),
    fallback: t("classCreateFailed"),
    fields: ["className", "subjectName", "classRoom", "classCredit", "schoolId"],
  });
  const { values, bind } = useFormValues<ClassFormValues>(
    { className: "", subjectName: "", classRoom: "", classCredit: "", schoolId: schools[0]?._id ?? "" },
    form,
  );

  // Built like the student form and the admin's class form (a FormModal on useForm); the admin one stays
  // apart so the attendance screen loads no admin code, and each asks, sends and refreshes its own.
  return (
    <FormModal
      id="create-class-form"
      title={title}
      submitLabel={t("createClass")}
      form={form}
      values={() => values}
      onClose={onClose}
      className="grid gap-3 sm:grid-cols-2"
    >
      <TextField
        label={t("className")}
        required
        {...bind("className")}
        autoFocus
        maxLength={100}
        placeholder={t("classNamePlaceholder")}
      />
      <TextField
        label={t("subjectName")}
        required
        {...bind("subjectName")}
        maxLength={100}
        placeholder={t("subjectNamePlaceholder")}
      />
      <TextField label={t("classRoom")} required {...bind("classRoom")} maxLength={100} />
      <TextField label={t("classCredit")} {...bind("classCredit")} maxLength={50} hint={t("optional")} />
      <div className="sm:col-span-2">
        <SelectField label={t("school")} required {...bind("schoolId")}>
          <option value="">{t("selectSchool")}</option>
          {schools.map((school) => (
            <option key={school._id} value={school._id}>
              {school.name}
            </option>
          ))}
        </SelectField>
      </div>
    </FormModal>
  );
}
