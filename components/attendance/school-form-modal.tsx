"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { TextAreaField, TextField } from "@/components/ui/field";
import { FormModal } from "@/components/ui/form-modal";
import { useForm, useFormValues } from "@/components/ui/use-form";
import { SchoolCalendarFields } from "@/components/attendance/school-calendar-fields";
import { ApiClientError, errorSaid } from "@/lib/client/error-message";
import { AppLink } from "@/components/ui/app-link";
import { useSay } from "@/components/i18n/use-say";
import { apiFetch } from "@/lib/client/fetcher";
import { SCHOOL_FORM_FIELDS } from "@/lib/schools/school-fields.shared";
import { createSchool, updateSchool, type SchoolFormValues, type SchoolJson } from "@/lib/schools/schools.client";

const EMPTY = Object.fromEntries(SCHOOL_FORM_FIELDS.map((key) => [key, ""])) as SchoolFormValues;

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
  title: string;
  /** The school to edit; null to create one. */
  school: SchoolJson | null;
  onClose: () => void;
  onSaved: (school: SchoolJson, message: string) => void;
}

/** Create school / edit school (docs/product-spec.md#attendance-screen): name required, the rest optional. Mount it to open it. */
export function SchoolFormModal({ title, school, onClose, onSaved }: Props) {
  const t = useTranslations("attendance");
  const say = useSay();
  const [existing, setExisting] = useState<{ _id: string; name: string } | null>(null);
  const editing = school !== null;
  const form = useForm({
    schema: () => import("@/lib/schools/schools.schema").then((m) => m.createSchoolSchema),
    send: (_data, input) =>
      school ? updateSchool(school._id, input as SchoolFormValues) : createSchool(input as SchoolFormValues),
    onSuccess: (saved) => onSaved(saved, editing ? t("schoolUpdated") : t("schoolCreated")),
    describeFailure: (caught) => {
      const status = caught instanceof ApiClientError ? caught.status : undefined;
      // The school already exists (same name and district): offer to ask to join it instead.
      if (!editing && status === 409) {
        const query = new URLSearchParams({ name: values.name, district: values.district });
        void apiFetch<{ school: { _id: string; name: string } | null }>(`/api/schools/lookup?${query}`).then(
          (found) => setExisting(found.school),
          () => setExisting(null),
        );
        return errorSaid(caught);
      }
      if (editing && (status === 401 || status === 403 || status === 404)) return t("noPermission");
      const error = say(errorSaid(caught));
      return editing ? t("schoolUpdateFailed", { error }) : t("schoolCreateFailed", { error });
    },
    fallback: t("schoolSaveFailed"),
    fields: SCHOOL_FORM_FIELDS,
  });
  const { values, setValues, bind } = useFormValues<SchoolFormValues>(() => valuesOf(school), form);

  const formId = editing ? "edit-school-form" : "create-school-form";
  return (
    <FormModal
      id={formId}
      title={title}
      submitLabel={editing ? t("updateSchool") : t("createSchool")}
      submitDisabled={values.name.trim() === ""}
      form={form}
      values={() => values}
      onClose={onClose}
      className="grid gap-3 sm:grid-cols-2"
    >
      {existing ? (
        <p className="text-sm sm:col-span-2">
          <AppLink href={`/join-school?schoolId=${existing._id}`} className="font-semibold text-brand-700 underline">
            {t("askToJoin", { name: existing.name })}
          </AppLink>
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <TextField label={t("schoolName")} required {...bind("name")} autoFocus maxLength={200} />
      </div>
      <TextField label={t("address")} {...bind("address")} maxLength={300} />
      <TextField label={t("district")} {...bind("district")} maxLength={120} />
      <TextField label={t("phone")} type="tel" {...bind("phone")} maxLength={30} />
      <TextField label={t("email")} type="email" {...bind("email")} maxLength={200} />
      <TextField label={t("principal")} {...bind("principal")} maxLength={200} />
      <TextField label={t("establishedYear")} inputMode="numeric" {...bind("establishedYear")} maxLength={4} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t("latitude")} inputMode="decimal" {...bind("latitude")} hint={t("optional")} />
        <TextField label={t("longitude")} inputMode="decimal" {...bind("longitude")} />
      </div>
      {school ? (
        <SchoolCalendarFields
          timeZone={values.timeZone ?? school.timeZone}
          yearStartMonth={values.yearStartMonth ?? String(school.yearStartMonth)}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        />
      ) : null}
      <div className="sm:col-span-2">
        <TextAreaField label={t("descriptionLabel")} {...bind("description")} maxLength={2000} />
      </div>
    </FormModal>
  );
}
