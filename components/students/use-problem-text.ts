"use client";

import { useTranslations } from "next-intl";
import { useKnownText } from "@/components/i18n/use-known-text";
import { ApiClientError, errorMessage } from "@/lib/client/error-message";

/**
 * A failed call in the screen's language: the answer's problem code from `errors.<code>` when it has
 * one (never its English), else the known-English fallback every screen uses.
 */
export function useProblemText() {
  const t = useTranslations("errors");
  const known = useKnownText();
  return (error: unknown, fallback: string): string => {
    if (error instanceof ApiClientError && error.code && t.has(error.code)) return t(error.code, error.params);
    return known(errorMessage(error, fallback));
  };
}
