"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps, ReactNode } from "react";
import { TextField } from "@/components/ui/field";
import { MIN_PASSWORD_LENGTH } from "@/lib/constants";

/**
 * A password box: "current" is the one to check, "new" one being chosen (with the rules as a hint),
 * "confirm" the new one typed again. The kind decides what the browser's password manager offers.
 */
export function PasswordField({
  kind,
  hint,
  ...props
}: Omit<ComponentProps<typeof TextField>, "label"> & { kind: "current" | "new" | "confirm"; label: ReactNode }) {
  const t = useTranslations("auth");
  return (
    <TextField
      type="password"
      autoComplete={kind === "current" ? "current-password" : "new-password"}
      hint={hint ?? (kind === "new" ? t("passwordHint", { min: MIN_PASSWORD_LENGTH }) : undefined)}
      required
      {...props}
    />
  );
}
