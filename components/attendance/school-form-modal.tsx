"use client";

import { useState } from "react";
import { TextAreaField, TextField } from "@/components/ui/field";
import { FormModal } from "@/components/ui/form-modal";
import { useForm, useFormValues } from "@/components/ui/use-form";
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
  const [existing, setExisting] = useState<{ _id: string; name: string } | null>(null);
  const editing = school !== null;
  const form = useForm({
    schema: () => import("@/lib/validation/schools").then((m) => m.createSchoolSchema),
    send: (_data, input) =>
      school ? updateSchool(school._id, input as SchoolFormValues) : createSchool(input as SchoolFormValues),
    onSuccess: (saved) => onSaved(saved, editing ? "School updated successfully!" : "School created successfully!"),
    describeFailure: (caught) => {
      const status = caught instanceof ApiClientError ? caught.status : undefined;
      // The school already exists (same name and district): offer to ask to join it instead.
      if (!editing && status === 409) {
        const query = new URLSearchParams({ name: values.name, district: values.district });
        void apiFetch<{ school: { _id: string; name: string } | null }>(`/api/schools/lookup?${query}`).then(
          (found) => setExisting(found.school),
          () => setExisting(null),
        );
        return errorMessage(caught);
      }
      if (editing && (status === 401 || status === 403 || status === 404)) return NO_PERMISSION;
      return `${editing ? "Failed to update school" : "Failed to create school"}: ${errorMessage(caught)}`;
    },
    fallback: "Failed to save school. Please try again.",
    fields: [
      "name",
      "address",
      "district",
      "phone",
      "email",
      "principal",
      "establishedYear",
      "latitude",
      "longitude",
      "description",
    ],
  });
  const { values, setValues, bind } = useFormValues<SchoolFormValues>(() => valuesOf(school), form);

  const formId = editing ? "edit-school-form" : "create-school-form";
  return (
    <FormModal
      id={formId}
      title={schoolModalTitle(school)}
      submitLabel={editing ? "Update School" : "Create School"}
      submitDisabled={values.name.trim() === ""}
      form={form}
      values={() => values}
      onClose={onClose}
      className="grid gap-3 sm:grid-cols-2"
    >
      {existing ? (
        <p className="text-sm sm:col-span-2">
          <AppLink href={`/join-school?schoolId=${existing._id}`} className="font-semibold text-brand-700 underline">
            Ask to join {existing.name}
          </AppLink>
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <TextField label="School name" required {...bind("name")} autoFocus maxLength={200} />
      </div>
      <TextField label="Address" {...bind("address")} maxLength={300} />
      <TextField label="District" {...bind("district")} maxLength={120} />
      <TextField label="Phone" type="tel" {...bind("phone")} maxLength={30} />
      <TextField label="Email" type="email" {...bind("email")} maxLength={200} />
      <TextField label="Principal" {...bind("principal")} maxLength={200} />
      <TextField label="Established year" inputMode="numeric" {...bind("establishedYear")} maxLength={4} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Latitude" inputMode="decimal" {...bind("latitude")} hint="Optional" />
        <TextField label="Longitude" inputMode="decimal" {...bind("longitude")} />
      </div>
      {school ? (
        <SchoolCalendarFields
          timeZone={values.timeZone ?? school.timeZone}
          yearStartMonth={values.yearStartMonth ?? String(school.yearStartMonth)}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        />
      ) : null}
      <div className="sm:col-span-2">
        <TextAreaField label="Description" {...bind("description")} maxLength={2000} />
      </div>
    </FormModal>
  );
}
