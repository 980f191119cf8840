"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { Notice } from "@/components/ui/notice";
import { STUDENT_MODAL_TITLE } from "@/components/attendance/modal-titles";
import { errorMessage } from "@/lib/client/error-message";
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
  const [values, setValues] = useState({ studentName: "", classId });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The shared schema loads on submit, keeping zod out of the first-load JS.
    const { createStudentSchema } = await import("@/lib/validation/students");
    const checked = createStudentSchema.safeParse(values);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? "Please check the form");
    setBusy(true);
    setError(null);
    try {
      onSaved(await createStudent(values));
    } catch (caught) {
      setError(errorMessage(caught, "Failed to create student. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={STUDENT_MODAL_TITLE}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="add-student-form" loading={busy}>
            Add Student
          </Button>
        </>
      }
    >
      <form id="add-student-form" noValidate onSubmit={submit} className="grid gap-3">
        {error ? <Notice tone="error">{error}</Notice> : null}
        <TextField
          label="Student name"
          required
          value={values.studentName}
          onChange={(e) => setValues((v) => ({ ...v, studentName: e.target.value }))}
          autoFocus
          maxLength={120}
        />
        <SelectField
          label="Class"
          required
          value={values.classId}
          onChange={(e) => setValues((v) => ({ ...v, classId: e.target.value }))}
        >
          <option value="">Select a class</option>
          {classes.map((klass) => (
            <option key={klass._id} value={klass._id}>
              {classLabel(klass, true)}
            </option>
          ))}
        </SelectField>
      </form>
    </Modal>
  );
}
