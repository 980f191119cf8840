"use client";

import { useTranslations } from "next-intl";
import { useSWRConfig } from "swr";
import { FormModal } from "@/components/ui/form-modal";
import { TextField } from "@/components/ui/field";
import { PasswordField } from "@/components/auth/password-field";
import { useForm, useFormValues } from "@/components/ui/use-form";
import type { CreateModalProps } from "@/components/admin/create-modal-props";
import { ADMIN_KEYS, createAdminUser } from "@/lib/reports/admin.client";

const EMPTY = { username: "", email: "", password: "", confirmPassword: "" };

/** docs/product-spec.md#validation create admin: the same schema as POST /api/auth/create-admin, checked before sending. Mount it to open it. */
export function CreateAdminModal({ onClose, onCreated }: Omit<CreateModalProps, "title">) {
  const { mutate } = useSWRConfig();
  const t = useTranslations("admin.createAdmin");
  const form = useForm({
    schema: () => import("@/lib/people/auth.schema").then((m) => m.createAdminSchema),
    send: (data) => createAdminUser(data),
    onSuccess: async () => {
      await Promise.all([mutate(ADMIN_KEYS.users), mutate(ADMIN_KEYS.dashboard)]);
      onCreated(t("created"));
    },
    fallback: t("failed"),
    fields: ["username", "email", "password", "confirmPassword"],
  });
  const { values, bind } = useFormValues(EMPTY, form);

  return (
    <FormModal
      id="create-admin"
      title={t("title")}
      submitLabel={t("title")}
      form={form}
      values={() => values}
      onClose={onClose}
    >
      <TextField label={t("username")} required {...bind("username")} autoComplete="off" />
      <TextField label={t("email")} type="email" required {...bind("email")} autoComplete="off" />
      <PasswordField kind="new" label={t("password")} hint={t("passwordHint")} {...bind("password")} />
      <PasswordField kind="confirm" label={t("confirmPassword")} {...bind("confirmPassword")} />
    </FormModal>
  );
}
