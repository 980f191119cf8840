"use client";

import { useSay } from "@/components/i18n/use-say";
import { errorSaid } from "@/lib/client/error-message";

/** A failed call in the screen's language: its problem code's words, else the network's message. */
export function useProblemText() {
  const say = useSay();
  return (error: unknown) => say(errorSaid(error));
}
