"use client";

import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { FormShell } from "@/components/ui/form-shell";
import { useForm, useFormValues } from "@/components/ui/use-form";
import { apiFetch } from "@/lib/client/fetcher";
import { storeSession, type StoredUser } from "@/lib/client/session";

export function SignUpForm() {
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
    fallback: "Registration failed. Please try again.",
    lockAfterSuccess: true,
    fields: ["username", "email", "password", "role"],
  });
  const { values, bind } = useFormValues({ username: "", email: "", password: "", role: "teacher" }, form);

  return (
    <FormShell form={form} values={() => values} className="space-y-4">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        {...bind("username")}
        required
      />
      <TextField label="Email" name="email" type="email" autoComplete="email" {...bind("email")} required />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters; common passwords are refused."
        {...bind("password")}
        required
      />
      <SelectField
        label="I am a"
        name="role"
        {...bind("role")}
        hint={
          values.role === "mentor"
            ? "Mentors observe lessons and guide teachers."
            : "Teachers file daily class reports, attendance and marks."
        }
        required
      >
        <option value="teacher">Teacher</option>
        <option value="mentor">Mentor</option>
      </SelectField>
      <Button type="submit" loading={form.locked} className="w-full">
        Create account
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{" "}
        <AppLink href="/" className="font-semibold text-brand-700 hover:underline">
          Sign in
        </AppLink>
      </p>
    </FormShell>
  );
}
