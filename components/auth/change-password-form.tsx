"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { apiFetch } from "@/lib/client/fetcher";
import { errorMessage } from "@/lib/client/error-message";
import { MIN_PASSWORD_LENGTH } from "@/lib/constants";

const EMPTY = { oldPassword: "", newPassword: "", confirmPassword: "" };

/** `then`: where to go once it is changed (a forced change after an admin's reset goes on to the home screen). */
export function ChangePasswordForm({ then }: { then?: string } = {}) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: event.target.value });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(null);
    // The shared schema loads on submit, keeping zod out of the first-load JS.
    const { changePasswordForm } = await import("@/lib/validation/auth");
    const parsed = changePasswordForm.safeParse(form);
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setBusy(true);
    try {
      const result = await apiFetch<{ message: string; endedSessions: number }>("/api/auth/change-password", {
        method: "PUT",
        body: { oldPassword: form.oldPassword, newPassword: form.newPassword },
      });
      const others =
        result.endedSessions === 1
          ? " 1 other device was signed out."
          : result.endedSessions > 1
            ? ` ${result.endedSessions} other devices were signed out.`
            : "";
      setDone(`${result.message}${others}`);
      setForm(EMPTY);
      if (then) window.location.assign(then);
    } catch (caught) {
      setError(errorMessage(caught, "Failed to change password. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error ? <Notice tone="error">{error}</Notice> : null}
      {done ? <Notice tone="success">{done}</Notice> : null}
      <TextField
        label="Current password"
        name="oldPassword"
        type="password"
        autoComplete="current-password"
        value={form.oldPassword}
        onChange={set("oldPassword")}
        required
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters; common passwords are refused.`}
        value={form.newPassword}
        onChange={set("newPassword")}
        required
      />
      <TextField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set("confirmPassword")}
        required
      />
      <Button type="submit" loading={busy} className="w-full">
        Change password
      </Button>
    </form>
  );
}
