"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { Notice } from "@/components/ui/notice";
import { schoolModalTitle } from "@/components/attendance/modal-titles";
import { SchoolCalendarFields } from "@/components/attendance/school-calendar-fields";
import { ApiClientError, errorMessage } from "@/lib/client/error-message";
import { AppLink } from "@/components/ui/app-link";
import { apiFetch } from "@/lib/client/fetcher";
import { createSchool, updateSchool, type SchoolFormValues, type SchoolJson } from "@/lib/client/schools";

const EMPTY: SchoolFormValues = {
  name: "",
  address: "",
  district: "",
  phone: "",
  email: "",
  principal: "",
  establishedYear: "",
  description: "",
  latitude: "",
  longitude: "",
};
const NO_PERMISSION = "You do not have permission to edit this school. Please contact your administrator.";

const valuesOf = (school: SchoolJson | null): SchoolFormValues =>
  school
    ? {
        name: school.name,
        address: school.address,
        district: school.district,
        phone: school.phone,
        email: school.email,
        principal: school.principal,
        establishedYear: school.establishedYear?.toString() ?? "",
        description: school.description,
        latitude: school.latitude?.toString() ?? "",
        longitude: school.longitude?.toString() ?? "",
        timeZone: school.timeZone,
        yearStartMonth: String(school.yearStartMonth),
      }
    : EMPTY;

interface Props {
  /** The school to edit; null to create one. */
  school: SchoolJson | null;
  onClose: () => void;
  onSaved: (school: SchoolJson, message: string) => void;
}

/** Create school / edit school (docs/product-spec.md#attendance-screen): name required, the rest optional. Mount it to open it. */
export function SchoolFormModal({ school, onClose, onSaved }: Props) {
  const [values, setValues] = useState<SchoolFormValues>(() => valuesOf(school));
  const [error, setError] = useState<string | null>(null);
  const [existing, setExisting] = useState<{ _id: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const editing = school !== null;
  const set = (field: keyof SchoolFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The shared schema loads on submit, keeping zod out of the first-load JS.
    const { createSchoolSchema } = await import("@/lib/validation/schools");
    const checked = createSchoolSchema.safeParse(values);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? "Please check the form");
    setBusy(true);
    setError(null);
    try {
      const saved = editing ? await updateSchool(school._id, values) : await createSchool(values);
      onSaved(saved, editing ? "School updated successfully!" : "School created successfully!");
    } catch (caught) {
      const status = caught instanceof ApiClientError ? caught.status : undefined;
      // The school already exists (same name and district): offer to ask to join it instead.
      if (!editing && status === 409) {
        const query = new URLSearchParams({ name: values.name, district: values.district });
        const found = await apiFetch<{ school: { _id: string; name: string } | null }>(`/api/schools/lookup?${query}`);
        setExisting(found.school);
        setError(errorMessage(caught));
      } else if (editing && (status === 401 || status === 403 || status === 404)) setError(NO_PERMISSION);
      else setError(`${editing ? "Failed to update school" : "Failed to create school"}: ${errorMessage(caught)}`);
    } finally {
      setBusy(false);
    }
  }

  const formId = editing ? "edit-school-form" : "create-school-form";
  return (
    <Modal
      open
      title={schoolModalTitle(school)}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={values.name.trim() === ""}>
            {editing ? "Update School" : "Create School"}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        {error ? (
          <Notice tone="error" className="sm:col-span-2">
            {error}
            {existing ? (
              <AppLink href={`/join-school?schoolId=${existing._id}`} className="ml-1 font-semibold underline">
                Ask to join {existing.name}
              </AppLink>
            ) : null}
          </Notice>
        ) : null}
        <div className="sm:col-span-2">
          <TextField
            label="School name"
            required
            value={values.name}
            onChange={set("name")}
            autoFocus
            maxLength={200}
          />
        </div>
        <TextField label="Address" value={values.address} onChange={set("address")} maxLength={300} />
        <TextField label="District" value={values.district} onChange={set("district")} maxLength={120} />
        <TextField label="Phone" type="tel" value={values.phone} onChange={set("phone")} maxLength={30} />
        <TextField label="Email" type="email" value={values.email} onChange={set("email")} maxLength={200} />
        <TextField label="Principal" value={values.principal} onChange={set("principal")} maxLength={200} />
        <TextField
          label="Established year"
          inputMode="numeric"
          value={values.establishedYear}
          onChange={set("establishedYear")}
          maxLength={4}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Latitude"
            inputMode="decimal"
            value={values.latitude}
            onChange={set("latitude")}
            hint="Optional"
          />
          <TextField label="Longitude" inputMode="decimal" value={values.longitude} onChange={set("longitude")} />
        </div>
        {editing ? (
          <SchoolCalendarFields
            timeZone={values.timeZone ?? school.timeZone}
            yearStartMonth={values.yearStartMonth ?? String(school.yearStartMonth)}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          />
        ) : null}
        <div className="sm:col-span-2">
          <TextAreaField
            label="Description"
            value={values.description}
            onChange={set("description")}
            maxLength={2000}
          />
        </div>
      </form>
    </Modal>
  );
}
