"use client";

import { useTranslations } from "next-intl";
import { knownTextKey } from "@/lib/i18n/known-text";

/** Turns an English message known to the catalogue into the screen's language (lib/i18n/known-text.ts). */
export function useKnownText(): (text: string) => string {
  const t = useTranslations("known");
  return (text) => {
    const key = knownTextKey(text);
    return key && t.has(key) ? t(key) : text;
  };
}
