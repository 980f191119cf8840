"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { TextField } from "@/components/ui/field";

/** The username box of every auth form: never auto-capitalised, since usernames are matched as typed. */
export function UsernameField(props: Omit<ComponentProps<typeof TextField>, "label">) {
  const t = useTranslations("auth");
  return (
    <TextField
      label={t("username")}
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      required
      {...props}
    />
  );
}
