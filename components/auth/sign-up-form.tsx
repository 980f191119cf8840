"use client";

import { AppLink } from "@/components/ui/app-link";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { apiFetch } from "@/lib/client/fetcher";
import { errorMessage } from "@/lib/client/error-message";
import { storeSession, type StoredUser } from "@/lib/client/session";

export function SignUpForm() {
  const [form, setForm] = useState({ username: "", email: "", password: "", role: "teacher" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm({ ...form, [key]: event.target.value });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    // The shared schema loads on submit, keeping zod out of the first-load JS.
    const { signUpSchema } = await import("@/lib/validation/auth");
    const parsed = signUpSchema.safeParse(form);
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setBusy(true);
    try {
      const result = await apiFetch<{ token: string; user: StoredUser }>("/api/auth/signup", {
        method: "POST",
        body: parsed.data,
        redirectOn401: false,
      });
      storeSession(result.token, result.user);
      window.location.assign("/comment");
    } catch (caught) {
      setError(errorMessage(caught, "Registration failed. Please try again."));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error ? <Notice tone="error">{error}</Notice> : null}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        value={form.username}
        onChange={set("username")}
        required
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set("email")}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters; common passwords are refused."
        value={form.password}
        onChange={set("password")}
        required
      />
      <SelectField
        label="I am a"
        name="role"
        value={form.role}
        onChange={set("role")}
        hint={
          form.role === "mentor"
            ? "Mentors observe lessons and guide teachers."
            : "Teachers file daily class reports, attendance and marks."
        }
        required
      >
        <option value="teacher">Teacher</option>
        <option value="mentor">Mentor</option>
      </SelectField>
      <Button type="submit" loading={busy} className="w-full">
        Create account
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{" "}
        <AppLink href="/" className="font-semibold text-brand-700 hover:underline">
          Sign in
        </AppLink>
      </p>
    </form>
  );
}
