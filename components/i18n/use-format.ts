"use client";

import { useLocale } from "next-intl";
import { formatsFor, type Formats } from "@/lib/i18n/format";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";

/** Numbers and dates in the screen's language, written as its PDFs write them (lib/i18n/format.ts). */
export function useFormat(): Formats {
  const locale = useLocale();
  return formatsFor(isLocale(locale) ? locale : DEFAULT_LOCALE);
}
