"use client";

import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormShell } from "@/components/ui/form-shell";
import { useForm, useFormValues } from "@/components/ui/use-form";
import { apiFetch } from "@/lib/client/fetcher";
import { MIN_PASSWORD_LENGTH } from "@/lib/constants";

const EMPTY = { oldPassword: "", newPassword: "", confirmPassword: "" };

function signedOutLine(ended: number) {
  if (ended === 1) return " 1 other device was signed out.";
  return ended > 1 ? ` ${ended} other devices were signed out.` : "";
}

/** `then`: where to go once it is changed (a forced change after an admin's reset goes on to the home screen). */
export function ChangePasswordForm({ then }: { then?: string } = {}) {
  const form = useForm({
    schema: () => import("@/lib/validation/auth").then((m) => m.changePasswordForm),
    send: (data) =>
      apiFetch<{ message: string; endedSessions: number }>("/api/auth/change-password", {
        method: "PUT",
        body: { oldPassword: data.oldPassword, newPassword: data.newPassword },
      }),
    success: (result) => `${result.message}${signedOutLine(result.endedSessions)}`,
    onSuccess: (): void => {
      setValues(EMPTY);
      if (then) window.location.assign(then);
    },
    fallback: "Failed to change password. Please try again.",
    fields: ["oldPassword", "newPassword", "confirmPassword"],
  });
  const { values, setValues, bind } = useFormValues(EMPTY, form);

  return (
    <FormShell form={form} values={() => values} className="space-y-4">
      <TextField
        label="Current password"
        name="oldPassword"
        type="password"
        autoComplete="current-password"
        {...bind("oldPassword")}
        required
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters; common passwords are refused.`}
        {...bind("newPassword")}
        required
      />
      <TextField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        {...bind("confirmPassword")}
        required
      />
      <Button type="submit" loading={form.pending} className="w-full">
        Change password
      </Button>
    </FormShell>
  );
}
