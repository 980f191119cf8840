import type { Actor } from "@/lib/auth/permissions";
import { cookieValue } from "@/lib/auth/identity";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, negotiateLocale, type Locale } from "@/lib/i18n/locales";
import { reportWords, type ReportWords } from "@/lib/reports/words";

/**
 * The language a PDF is printed in: the order of requestLocale() (lib/i18n/request.ts), read from the
 * route's own request and actor, so it costs no second session lookup and works outside a Next request.
 */
export function pdfLocale(actor: Actor | null, request: Request): Locale {
  if (actor?.locale) return actor.locale;
  const chosen = cookieValue(request.headers.get("cookie"), LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(request.headers.get("accept-language")) ?? DEFAULT_LOCALE;
}

/** The report words for the one asking for a PDF. */
export const pdfWords = (actor: Actor | null, request: Request): Promise<ReportWords> =>
  reportWords(pdfLocale(actor, request));
