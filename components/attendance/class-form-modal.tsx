"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { Notice } from "@/components/ui/notice";
import { CLASS_MODAL_TITLE } from "@/components/attendance/modal-titles";
import { errorMessage } from "@/lib/client/error-message";
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
  const [values, setValues] = useState<ClassFormValues>({
    className: "",
    subjectName: "",
    classRoom: "",
    classCredit: "",
    schoolId: schools[0]?._id ?? "",
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof ClassFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The shared schema loads on submit, keeping zod out of the first-load JS.
    const { classFormSchema } = await import("@/lib/validation/classes");
    const checked = classFormSchema.safeParse(values);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? "Please check the form");
    setBusy(true);
    setError(null);
    try {
      onSaved(await createClass(values));
    } catch (caught) {
      setError(errorMessage(caught, "Failed to create class. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={CLASS_MODAL_TITLE}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="create-class-form" loading={busy}>
            Create Class
          </Button>
        </>
      }
    >
      <form id="create-class-form" noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        {error ? (
          <Notice tone="error" className="sm:col-span-2">
            {error}
          </Notice>
        ) : null}
        <TextField
          label="Class name"
          required
          value={values.className}
          onChange={set("className")}
          autoFocus
          maxLength={100}
          placeholder="e.g. P4 A"
        />
        <TextField
          label="Subject name"
          required
          value={values.subjectName}
          onChange={set("subjectName")}
          maxLength={100}
          placeholder="e.g. Mathematics"
        />
        <TextField label="Class room" required value={values.classRoom} onChange={set("classRoom")} maxLength={100} />
        <TextField
          label="Class credit"
          value={values.classCredit}
          onChange={set("classCredit")}
          maxLength={50}
          hint="Optional"
        />
        <div className="sm:col-span-2">
          <SelectField label="School" required value={values.schoolId} onChange={set("schoolId")}>
            <option value="">Select a school</option>
            {schools.map((school) => (
              <option key={school._id} value={school._id}>
                {school.name}
              </option>
            ))}
          </SelectField>
        </div>
      </form>
    </Modal>
  );
}
