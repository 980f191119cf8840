"use client";

import { useSay } from "@/components/i18n/use-say";
import { errorSaid } from "@/lib/client/error-message";

/**
 * A failed call in the screen's language: the answer's problem code from `errors.<code>` when it has
 * one (never its English), else the screen's own fallback line.
 */
export function useProblemText() {
  const say = useSay();
  return (error: unknown, fallback: string): string => say(errorSaid(error, fallback));
}
