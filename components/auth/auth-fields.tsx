"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps, ReactNode } from "react";
import { PromptLink } from "@/components/auth/prompt-link";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { MIN_PASSWORD_LENGTH } from "@/lib/constants";

type FieldProps = Omit<ComponentProps<typeof TextField>, "label">;

/** The username box of every auth form: never auto-capitalised, since usernames are matched as typed. */
export function UsernameField(props: FieldProps) {
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

/**
 * A password box: "current" is the one to check, "new" one being chosen (with the rules as a hint),
 * "confirm" the new one typed again. The kind decides what the browser's password manager offers.
 */
export function PasswordField({
  kind,
  hint,
  ...props
}: FieldProps & { kind: "current" | "new" | "confirm"; label: ReactNode }) {
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

const FOOT = {
  signIn: { submit: "signIn", prompt: "noAccount", href: "/signup", link: "signUp" },
  signUp: { submit: "createAccount", prompt: "haveAccount", href: "/", link: "signIn" },
} as const;

/** The foot of the sign-in and sign-up forms: the full-width submit, then the way to the other form. */
export function AuthFormFoot({ of, loading }: { of: keyof typeof FOOT; loading: boolean }) {
  const t = useTranslations("auth");
  const words = FOOT[of];
  return (
    <>
      <Button type="submit" loading={loading} className="w-full">
        {t(words.submit)}
      </Button>
      <PromptLink prompt={t(words.prompt)} href={words.href}>
        {t(words.link)}
      </PromptLink>
    </>
  );
}
