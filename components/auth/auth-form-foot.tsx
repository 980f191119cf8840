"use client";

import { useTranslations } from "next-intl";
import { PromptLink } from "@/components/auth/prompt-link";
import { Button } from "@/components/ui/button";

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
