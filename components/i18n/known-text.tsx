"use client";

import { useKnownText } from "@/components/i18n/use-known-text";

/** An English message from the API or a schema, shown in the screen's language when the catalogue knows it. */
export function KnownText({ text }: { text: string }) {
  return useKnownText()(text);
}
