import { getLocale } from "next-intl/server";
import { formatsFor, type Formats } from "@/lib/i18n/format";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";

/** lib/i18n/format.ts for a server component, in the request's language. */
export async function getFormat(): Promise<Formats> {
  const locale = await getLocale();
  return formatsFor(isLocale(locale) ? locale : DEFAULT_LOCALE);
}
