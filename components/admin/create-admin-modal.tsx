"use client";

import { useSWRConfig } from "swr";
import { FormModal } from "@/components/ui/form-modal";
import { TextField } from "@/components/ui/field";
import { useForm, useFormValues } from "@/components/ui/use-form";
import { ADMIN_KEYS, createAdminUser } from "@/lib/client/admin";

const EMPTY = { username: "", email: "", password: "", confirmPassword: "" };

/** docs/product-spec.md#validation create admin: the same schema as POST /api/auth/create-admin, checked before sending. Mount it to open it. */
export function CreateAdminModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (message: string) => void;
}) {
  const { mutate } = useSWRConfig();
  const form = useForm({
    schema: () => import("@/lib/validation/auth").then((m) => m.createAdminSchema),
    send: (data) => createAdminUser(data),
    onSuccess: async () => {
      await Promise.all([mutate(ADMIN_KEYS.users), mutate(ADMIN_KEYS.dashboard)]);
      onCreated("Admin user created successfully!");
    },
    fallback: "Failed to create admin user",
    fields: ["username", "email", "password", "confirmPassword"],
  });
  const { values, bind } = useFormValues(EMPTY, form);

  return (
    <FormModal
      id="create-admin"
      title="Create Admin"
      submitLabel="Create Admin"
      form={form}
      values={() => values}
      onClose={onClose}
    >
      <TextField label="Username" required {...bind("username")} autoComplete="off" />
      <TextField label="Email" type="email" required {...bind("email")} autoComplete="off" />
      <TextField
        label="Password"
        type="password"
        required
        {...bind("password")}
        autoComplete="new-password"
        hint="At least 8 characters; common passwords are refused"
      />
      <TextField
        label="Confirm password"
        type="password"
        required
        {...bind("confirmPassword")}
        autoComplete="new-password"
      />
    </FormModal>
  );
}
