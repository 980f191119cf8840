"use client";

import { SelectField, TextField } from "@/components/ui/field";
import { FormModal } from "@/components/ui/form-modal";
import { useForm, useFormValues } from "@/components/ui/use-form";
import { STUDENT_MODAL_TITLE } from "@/components/attendance/modal-titles";
import { classLabel } from "@/lib/client/labels";
import type { ClassJson } from "@/lib/client/classes";
import { createStudent, type StudentJson } from "@/lib/client/students";

/** Add student (docs/product-spec.md#validation: name and class required). Mount it to open it. */
export function StudentFormModal({
  classes,
  classId,
  onClose,
  onSaved,
}: {
  classes: ClassJson[];
  classId: string;
  onClose: () => void;
  onSaved: (student: StudentJson) => void;
}) {
  const form = useForm({
    schema: () => import("@/lib/validation/students").then((m) => m.createStudentSchema),
    send: (_data, input) => createStudent(input as { studentName: string; classId: string }),
    onSuccess: (student) => onSaved(student),
    fallback: "Failed to create student. Please try again.",
    fields: ["studentName", "classId"],
  });
  const { values, bind } = useFormValues({ studentName: "", classId }, form);

  return (
    <FormModal
      id="add-student-form"
      title={STUDENT_MODAL_TITLE}
      submitLabel="Add Student"
      form={form}
      values={() => values}
      onClose={onClose}
      className="grid gap-3"
    >
      <TextField label="Student name" required {...bind("studentName")} autoFocus maxLength={120} />
      <SelectField label="Class" required {...bind("classId")}>
        <option value="">Select a class</option>
        {classes.map((klass) => (
          <option key={klass._id} value={klass._id}>
            {classLabel(klass, true)}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}
