"use client";

import { TextAreaField, TextField } from "@/components/ui/field";
import { FormModal } from "@/components/ui/form-modal";
import { useForm, useFormValues } from "@/components/ui/use-form";
import { schoolModalTitle } from "@/components/attendance/modal-titles";
import { ApiClientError, errorMessage } from "@/lib/client/error-message";
import { createSchool, updateSchool, type SchoolFormValues, type SchoolJson } from "@/lib/client/schools";

const EMPTY: SchoolFormValues = {
  name: "",
  address: "",
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
        phone: school.phone,
        email: school.email,
        principal: school.principal,
        establishedYear: school.establishedYear?.toString() ?? "",
        description: school.description,
        latitude: school.latitude?.toString() ?? "",
        longitude: school.longitude?.toString() ?? "",
      }
    : EMPTY;

interface Props {
  /** The school to edit; null to create one. */
  school: SchoolJson | null;
  onClose: () => void;
  onSaved: (school: SchoolJson, message: string) => void;
}

/** Create school / edit school (spec §2): name required, the rest optional. Mount it to open it. */
export function SchoolFormModal({ school, onClose, onSaved }: Props) {
  const editing = school !== null;
  const form = useForm({
    schema: () => import("@/lib/validation/schools").then((m) => m.createSchoolSchema),
    send: (_data, input) =>
      school ? updateSchool(school._id, input as SchoolFormValues) : createSchool(input as SchoolFormValues),
    onSuccess: (saved) => onSaved(saved, editing ? "School updated successfully!" : "School created successfully!"),
    describeFailure: (caught) => {
      const status = caught instanceof ApiClientError ? caught.status : undefined;
      if (editing && (status === 401 || status === 403 || status === 404)) return NO_PERMISSION;
      return `${editing ? "Failed to update school" : "Failed to create school"}: ${errorMessage(caught)}`;
    },
    fallback: "Failed to save school. Please try again.",
    fields: [
      "name",
      "address",
      "phone",
      "email",
      "principal",
      "establishedYear",
      "latitude",
      "longitude",
      "description",
    ],
  });
  const { values, bind } = useFormValues<SchoolFormValues>(() => valuesOf(school), form);

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
      <div className="sm:col-span-2">
        <TextField label="School name" required {...bind("name")} autoFocus maxLength={200} />
      </div>
      <TextField label="Address" {...bind("address")} maxLength={300} />
      <TextField label="Phone" type="tel" {...bind("phone")} maxLength={30} />
      <TextField label="Email" type="email" {...bind("email")} maxLength={200} />
      <TextField label="Principal" {...bind("principal")} maxLength={200} />
      <TextField label="Established year" inputMode="numeric" {...bind("establishedYear")} maxLength={4} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Latitude" inputMode="decimal" {...bind("latitude")} hint="Optional" />
        <TextField label="Longitude" inputMode="decimal" {...bind("longitude")} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField label="Description" {...bind("description")} maxLength={2000} />
      </div>
    </FormModal>
  );
}
