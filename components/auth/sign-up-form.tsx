"use client";

import { useTranslations } from "next-intl";
import { AuthFormFoot } from "@/components/auth/auth-form-foot";
import { PasswordField } from "@/components/auth/password-field";
import { UsernameField } from "@/components/auth/username-field";
import { SelectField, TextField } from "@/components/ui/field";
import { FormShell } from "@/components/ui/form-shell";
import { useForm, useFormValues } from "@/components/ui/use-form";
import { apiFetch } from "@/lib/client/fetcher";
import { storeSession, type StoredUser } from "@/lib/client/session";

export function SignUpForm() {
  const t = useTranslations("auth");
  const vocab = useTranslations("vocab");
  const form = useForm({
    schema: () => import("@/lib/people/auth.schema").then((m) => m.signUpSchema),
    send: (data) =>
      apiFetch<{ token: string; user: StoredUser }>("/api/auth/signup", {
        method: "POST",
        body: data,
        redirectOn401: false,
      }),
    onSuccess: (result) => {
      storeSession(result.token, result.user);
      window.location.assign("/comment");
    },
    fallback: t("signUpFailed"),
    lockAfterSuccess: true,
    fields: ["username", "email", "password", "role"],
  });
  const { values, bind } = useFormValues({ username: "", email: "", password: "", role: "teacher" }, form);

  return (
    <FormShell form={form} values={() => values} className="space-y-4">
      <UsernameField {...bind("username")} />
      <TextField label={t("email")} name="email" type="email" autoComplete="email" {...bind("email")} required />
      <PasswordField kind="new" label={t("password")} name="password" {...bind("password")} />
      <SelectField
        label={t("roleLabel")}
        name="role"
        {...bind("role")}
        hint={values.role === "mentor" ? t("mentorHint") : t("teacherHint")}
        required
      >
        <option value="teacher">{vocab("role.teacher")}</option>
        <option value="mentor">{vocab("role.mentor")}</option>
      </SelectField>
      <AuthFormFoot of="signUp" loading={form.locked} />
    </FormShell>
  );
}
