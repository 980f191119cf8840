"use client";

import { useState, type FormEvent } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Notice } from "@/components/ui/notice";
import { TextField } from "@/components/ui/field";
import { ADMIN_KEYS, createAdminUser } from "@/lib/client/admin";
import { ApiClientError } from "@/lib/client/error-message";
import { createAdminSchema } from "@/lib/validation/auth";

const EMPTY = { username: "", email: "", password: "", confirmPassword: "" };

/** docs/product-spec.md#validation create admin: the same schema as POST /api/auth/create-admin, checked before sending. Mount it to open it. */
export function CreateAdminModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (message: string) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { mutate } = useSWRConfig();
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createAdminSchema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setSaving(true);
    setError(null);
    try {
      await createAdminUser(parsed.data);
      await Promise.all([mutate(ADMIN_KEYS.users), mutate(ADMIN_KEYS.dashboard)]);
      onCreated("Admin user created successfully!");
    } catch (err) {
      setError(err instanceof ApiClientError && err.serverMessage ? err.serverMessage : "Failed to create admin user");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title="Create Admin"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="create-admin" loading={saving}>
            Create Admin
          </Button>
        </>
      }
    >
      <form id="create-admin" noValidate onSubmit={submit} className="space-y-3">
        {error ? <Notice tone="error">{error}</Notice> : null}
        <TextField label="Username" required value={values.username} onChange={set("username")} autoComplete="off" />
        <TextField
          label="Email"
          type="email"
          required
          value={values.email}
          onChange={set("email")}
          autoComplete="off"
        />
        <TextField
          label="Password"
          type="password"
          required
          value={values.password}
          onChange={set("password")}
          autoComplete="new-password"
          hint="At least 8 characters; common passwords are refused"
        />
        <TextField
          label="Confirm password"
          type="password"
          required
          value={values.confirmPassword}
          onChange={set("confirmPassword")}
          autoComplete="new-password"
        />
      </form>
    </Modal>
  );
}
