import type { Actor } from "@/lib/auth/permissions";
import { cookieValue } from "@/lib/auth/identity";
import { chooseLocale, LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";
import { reportWords, type ReportWords } from "@/lib/i18n/report-words";

/**
 * The language a PDF is printed in, by the one order (chooseLocale), read from the
 * route's own request and actor, so it costs no second session lookup and works outside a Next request.
 */
export function pdfLocale(actor: Actor | null, request: Request): Locale {
  return chooseLocale(
    actor?.locale,
    cookieValue(request.headers.get("cookie"), LOCALE_COOKIE),
    request.headers.get("accept-language"),
  );
}

/** The report words for the one asking for a PDF. */
export const pdfWords = (actor: Actor | null, request: Request): Promise<ReportWords> =>
  reportWords(pdfLocale(actor, request));
