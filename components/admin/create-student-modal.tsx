"use client";

import { useTranslations } from "next-intl";
import { useSWRConfig } from "swr";
import { FormModal } from "@/components/ui/form-modal";
import { TextField } from "@/components/ui/field";
import { AdminClassChoice } from "@/components/admin/admin-class-choice";
import { useForm, useFormValues } from "@/components/ui/use-form";
import type { CreateModalProps } from "@/components/admin/create-modal-props";
import { ADMIN_KEYS, createAdminStudent, useAdminClasses } from "@/lib/reports/admin.client";
import { SCHOOL_REPORT_KEY } from "@/lib/reports/reports.client";

type Input = { studentName: string; classId: string; schoolId: string };

/** Admin 'Add Student': name and class required (docs/product-spec.md#validation), then POST /api/admin/students. Mount it to open it. */
// Shaped like CreateClassModal (both are FormModals on useForm); what they ask, check and refresh differs.
export function CreateStudentModal({ title, onClose, onCreated }: CreateModalProps) {
  const classes = useAdminClasses();
  const { mutate } = useSWRConfig();
  const t = useTranslations("admin.createStudent");
  const form = useForm({
    schema: () => import("@/lib/reports/admin.schema").then((m) => m.adminCreateStudentSchema),
    send: (_data, input) => createAdminStudent(input as Input),
    onSuccess: async (created) => {
      await Promise.all([
        mutate(ADMIN_KEYS.students),
        mutate(ADMIN_KEYS.classes),
        mutate(ADMIN_KEYS.dashboard),
        mutate(SCHOOL_REPORT_KEY),
      ]);
      onCreated(t("created", { studentName: created.studentName, className: created.classId.className }));
    },
    fallback: t("failed"),
    fields: ["studentName", "classId"],
  });
  const { values, bind } = useFormValues({ studentName: "", classId: "" }, form);
  const input = (): Input => {
    const klass = classes.data?.find((c) => c._id === values.classId);
    return { ...values, schoolId: klass?.schoolId._id ?? "" };
  };

  return (
    <FormModal
      id="admin-create-student"
      title={title}
      submitLabel={t("submit")}
      submitVariant="success"
      form={form}
      values={input}
      onClose={onClose}
    >
      <TextField label={t("studentName")} required {...bind("studentName")} autoComplete="off" />
      <AdminClassChoice label={t("class")} required placeholder={t("selectClass")} {...bind("classId")} />
    </FormModal>
  );
}
