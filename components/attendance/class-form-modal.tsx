"use client";

import { SelectField, TextField } from "@/components/ui/field";
import { FormModal } from "@/components/ui/form-modal";
import { useForm, useFormValues } from "@/components/ui/use-form";
import { CLASS_MODAL_TITLE } from "@/components/attendance/modal-titles";
import { createClass, type ClassFormValues, type ClassJson } from "@/lib/client/classes";
import type { SchoolJson } from "@/lib/client/schools";

/** Create class (docs/product-spec.md#validation: class name, subject, room, school; credit optional). Mount it to open it. */
export function ClassFormModal({
  schools,
  onClose,
  onSaved,
}: {
  schools: SchoolJson[];
  onClose: () => void;
  onSaved: (klass: ClassJson) => void;
}) {
  const form = useForm({
    schema: () => import("@/lib/validation/classes").then((m) => m.classFormSchema),
    send: (_data, input) => createClass(input as ClassFormValues),
    onSuccess: (created) => onSaved(created),
    fallback: "Failed to create class. Please try again.",
    fields: ["className", "subjectName", "classRoom", "classCredit", "schoolId"],
  });
  const { values, bind } = useFormValues<ClassFormValues>(
    { className: "", subjectName: "", classRoom: "", classCredit: "", schoolId: schools[0]?._id ?? "" },
    form,
  );

  return (
    <FormModal
      id="create-class-form"
      title={CLASS_MODAL_TITLE}
      submitLabel="Create Class"
      form={form}
      values={() => values}
      onClose={onClose}
      className="grid gap-3 sm:grid-cols-2"
    >
      <TextField label="Class name" required {...bind("className")} autoFocus maxLength={100} placeholder="e.g. P4 A" />
      <TextField
        label="Subject name"
        required
        {...bind("subjectName")}
        maxLength={100}
        placeholder="e.g. Mathematics"
      />
      <TextField label="Class room" required {...bind("classRoom")} maxLength={100} />
      <TextField label="Class credit" {...bind("classCredit")} maxLength={50} hint="Optional" />
      <div className="sm:col-span-2">
        <SelectField label="School" required {...bind("schoolId")}>
          <option value="">Select a school</option>
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
