"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/auth/password-field";
import { FormShell } from "@/components/ui/form-shell";
import { useForm, useFormValues } from "@/components/ui/use-form";
import { apiFetch } from "@/lib/client/fetcher";

const EMPTY = { oldPassword: "", newPassword: "", confirmPassword: "" };

/** `then`: where to go once it is changed (a forced change after an admin's reset goes on to the home screen). */
export function ChangePasswordForm({ then }: { then?: string } = {}) {
  const t = useTranslations("auth");
  const form = useForm({
    schema: () => import("@/lib/people/auth.schema").then((m) => m.changePasswordForm),
    send: (data) =>
      apiFetch<{ message: string; endedSessions: number }>("/api/auth/change-password", {
        method: "PUT",
        body: { oldPassword: data.oldPassword, newPassword: data.newPassword },
      }),
    // The server's English line in this screen's language, then how many other devices were signed out.
    success: (result) =>
      result.endedSessions > 0
        ? `${t("passwordChanged")} ${t("otherDevicesSignedOut", { count: result.endedSessions })}`
        : t("passwordChanged"),
    onSuccess: (): void => {
      setValues(EMPTY);
      if (then) window.location.assign(then);
    },
    fallback: t("changePasswordFailed"),
    fields: ["oldPassword", "newPassword", "confirmPassword"],
  });
  const { values, setValues, bind } = useFormValues(EMPTY, form);

  return (
    <FormShell form={form} values={() => values} className="space-y-4">
      <PasswordField kind="current" label={t("currentPassword")} name="oldPassword" {...bind("oldPassword")} />
      <PasswordField kind="new" label={t("newPassword")} name="newPassword" {...bind("newPassword")} />
      <PasswordField
        kind="confirm"
        label={t("confirmNewPassword")}
        name="confirmPassword"
        {...bind("confirmPassword")}
      />
      <Button type="submit" loading={form.pending} className="w-full">
        {t("changePasswordTitle")}
      </Button>
    </FormShell>
  );
}
