"use client";

import { useTranslations } from "next-intl";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { FormShell } from "@/components/ui/form-shell";
import { useForm, useFormValues } from "@/components/ui/use-form";
import { apiFetch } from "@/lib/client/fetcher";
import { storeSession, type StoredUser } from "@/lib/client/session";
import { MIN_PASSWORD_LENGTH } from "@/lib/constants";

export function SignUpForm() {
  const t = useTranslations("auth");
  const vocab = useTranslations("vocab");
  const form = useForm({
    schema: () => import("@/lib/validation/auth").then((m) => m.signUpSchema),
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
      <TextField
        label={t("username")}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        {...bind("username")}
        required
      />
      <TextField label={t("email")} name="email" type="email" autoComplete="email" {...bind("email")} required />
      <TextField
        label={t("password")}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t("passwordHint", { min: MIN_PASSWORD_LENGTH })}
        {...bind("password")}
        required
      />
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
      <Button type="submit" loading={form.locked} className="w-full">
        {t("createAccount")}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t("haveAccount")}{" "}
        <AppLink href="/" className="font-semibold text-brand-700 hover:underline">
          {t("signIn")}
        </AppLink>
      </p>
    </FormShell>
  );
}
