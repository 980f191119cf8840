"use client";

import { useState, type FormEvent } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Notice } from "@/components/ui/notice";
import { SelectField, TextField } from "@/components/ui/field";
import { ADMIN_KEYS, createAdminStudent, useAdminClasses } from "@/lib/client/admin";
import { ApiClientError } from "@/lib/client/error-message";
import { SCHOOL_REPORT_KEY } from "@/lib/client/reports";
import { adminCreateStudentSchema } from "@/lib/validation/admin";

/** Admin 'Add Student': name and class required (docs/product-spec.md#validation), then POST /api/admin/students. Mount it to open it. */
export function CreateStudentModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (message: string) => void;
}) {
  const [studentName, setStudentName] = useState("");
  const [classId, setClassId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const classes = useAdminClasses();
  const { mutate } = useSWRConfig();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const klass = classes.data?.find((c) => c._id === classId);
    const input = { studentName, classId, schoolId: klass?.schoolId._id ?? "" };
    const parsed = adminCreateStudentSchema.safeParse(input);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setSaving(true);
    setError(null);
    try {
      const created = await createAdminStudent(input);
      await Promise.all([
        mutate(ADMIN_KEYS.students),
        mutate(ADMIN_KEYS.classes),
        mutate(ADMIN_KEYS.dashboard),
        mutate(SCHOOL_REPORT_KEY),
      ]);
      onCreated(`Student ${created.studentName} added to ${created.classId.className}!`);
    } catch (err) {
      setError(err instanceof ApiClientError && err.serverMessage ? err.serverMessage : "Failed to create student");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title="Add Student"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="admin-create-student" variant="success" loading={saving}>
            Add Student
          </Button>
        </>
      }
    >
      <form id="admin-create-student" noValidate onSubmit={submit} className="space-y-3">
        {error ? <Notice tone="error">{error}</Notice> : null}
        <TextField
          label="Student name"
          required
          value={studentName}
          onChange={(event) => setStudentName(event.target.value)}
          autoComplete="off"
        />
        <SelectField label="Class" required value={classId} onChange={(event) => setClassId(event.target.value)}>
          <option value="">Select a class</option>
          {(classes.data ?? []).map((klass) => (
            <option key={klass._id} value={klass._id}>
              {klass.className} – {klass.subjectName} ({klass.schoolId.name})
            </option>
          ))}
        </SelectField>
      </form>
    </Modal>
  );
}
