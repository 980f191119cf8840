"use client";

import { useState, type FormEvent } from "react";
import useSWR, { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Notice } from "@/components/ui/notice";
import { SelectField, TextField } from "@/components/ui/field";
import { ADMIN_KEYS, createAdminClass } from "@/lib/client/admin";
import { ApiClientError } from "@/lib/client/error-message";
import { swrFetcher } from "@/lib/client/fetcher";
import { SCHOOL_REPORT_KEY } from "@/lib/client/reports";
import { SCHOOLS_KEY, type SchoolJson } from "@/lib/client/schools";
import { adminCreateClassSchema } from "@/lib/validation/admin";

const EMPTY = { className: "", subjectName: "", classRoom: "", classCredit: "", schoolId: "" };

/** Admin 'Add Class': the same checks as the server (docs/product-spec.md#validation), then POST /api/admin/classes. Mount it to open it. */
export function CreateClassModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (message: string) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Not useSchools: its copy kept for offline use belongs to the attendance screen's user.
  const schools = useSWR<{ data: SchoolJson[] }>(SCHOOLS_KEY, swrFetcher);
  const { mutate } = useSWRConfig();
  const schoolList = schools.data?.data ?? [];
  const schoolId = values.schoolId || schoolList[0]?._id || "";
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...values, schoolId };
    const parsed = adminCreateClassSchema.safeParse(input);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setSaving(true);
    setError(null);
    try {
      const created = await createAdminClass(input);
      await Promise.all([mutate(ADMIN_KEYS.classes), mutate(ADMIN_KEYS.dashboard), mutate(SCHOOL_REPORT_KEY)]);
      onCreated(`Class ${created.className} (${created.subjectName}) created successfully!`);
    } catch (err) {
      setError(err instanceof ApiClientError && err.serverMessage ? err.serverMessage : "Failed to create class");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title="Add Class"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="admin-create-class" loading={saving}>
            Create Class
          </Button>
        </>
      }
    >
      <form id="admin-create-class" noValidate onSubmit={submit} className="space-y-3">
        {error ? <Notice tone="error">{error}</Notice> : null}
        <TextField
          label="Class name"
          required
          value={values.className}
          onChange={set("className")}
          autoComplete="off"
        />
        <TextField
          label="Subject name"
          required
          value={values.subjectName}
          onChange={set("subjectName")}
          autoComplete="off"
        />
        <TextField
          label="Class room"
          required
          value={values.classRoom}
          onChange={set("classRoom")}
          autoComplete="off"
        />
        <TextField
          label="Class credit"
          value={values.classCredit}
          onChange={set("classCredit")}
          hint="Optional"
          autoComplete="off"
        />
        <SelectField label="School" required value={schoolId} onChange={set("schoolId")}>
          {schoolList.length === 0 ? <option value="">No Schools Found</option> : null}
          {schoolList.map((school) => (
            <option key={school._id} value={school._id}>
              {school.name}
            </option>
          ))}
        </SelectField>
      </form>
    </Modal>
  );
}
