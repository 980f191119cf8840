"use client";

import { useTranslations } from "next-intl";
import useSWR, { useSWRConfig } from "swr";
import { FormModal } from "@/components/ui/form-modal";
import { TextField } from "@/components/ui/field";
import { SchoolChoice } from "@/components/admin/school-choice";
import { useForm, useFormValues } from "@/components/ui/use-form";
import type { CreateModalProps } from "@/components/admin/create-modal-props";
import { ADMIN_KEYS, createAdminClass } from "@/lib/reports/admin.client";
import { swrFetcher } from "@/lib/client/fetcher";
import { SCHOOL_REPORT_KEY } from "@/lib/reports/reports.client";
import { SCHOOLS_KEY, type SchoolJson } from "@/lib/schools/schools.client";

const EMPTY = { className: "", subjectName: "", classRoom: "", classCredit: "", schoolId: "" };
type Values = typeof EMPTY;

/** Admin 'Add Class': the same checks as the server (docs/product-spec.md#validation), then POST /api/admin/classes. Mount it to open it. */
export function CreateClassModal({ title, onClose, onCreated }: CreateModalProps) {
  // Not useSchools: its copy kept for offline use belongs to the attendance screen's user.
  const schools = useSWR<{ data: SchoolJson[] }>(SCHOOLS_KEY, swrFetcher);
  const { mutate } = useSWRConfig();
  const t = useTranslations("admin.createClass");
  const form = useForm({
    schema: () => import("@/lib/reports/admin.schema").then((m) => m.adminCreateClassSchema),
    send: (_data, input) => createAdminClass(input as Values),
    onSuccess: async (created) => {
      await Promise.all([mutate(ADMIN_KEYS.classes), mutate(ADMIN_KEYS.dashboard), mutate(SCHOOL_REPORT_KEY)]);
      onCreated(t("created", { className: created.className, subjectName: created.subjectName }));
    },
    fallback: t("failed"),
    fields: ["className", "subjectName", "classRoom", "classCredit", "schoolId"],
  });
  const { values, set, bind } = useFormValues(EMPTY, form);
  const schoolList = schools.data?.data ?? [];
  const schoolId = values.schoolId || schoolList[0]?._id || "";

  return (
    <FormModal
      id="admin-create-class"
      title={title}
      submitLabel={t("submit")}
      form={form}
      values={() => ({ ...values, schoolId })}
      onClose={onClose}
    >
      <TextField label={t("className")} required {...bind("className")} autoComplete="off" />
      <TextField label={t("subjectName")} required {...bind("subjectName")} autoComplete="off" />
      <TextField label={t("classRoom")} required {...bind("classRoom")} autoComplete="off" />
      <TextField label={t("classCredit")} {...bind("classCredit")} hint={t("optional")} autoComplete="off" />
      <SchoolChoice
        label={t("school")}
        required
        schools={schoolList}
        whenEmpty={t("noSchools")}
        value={schoolId}
        onChange={set("schoolId")}
        error={form.errorFor("schoolId")}
      />
    </FormModal>
  );
}
