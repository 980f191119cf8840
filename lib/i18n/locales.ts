/** The screens' languages (docs/design.md#languages); the REST API's `{ message }` texts stay English. */
export const LOCALES = ["en", "fr", "rw"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Where an anonymous visitor's choice is kept (a signed-in user's choice is saved on the user). */
export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Each language named in itself, so a reader finds their own in the switcher whatever is shown. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", fr: "Français", rw: "Kinyarwanda" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110 quality values; `fr-RW`
 * counts as `fr`), or null when it names none of them.
 */
export function negotiateLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .slice(0, 512)
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.trim().toLowerCase().split("-")[0], quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.quality > 0 && Number.isFinite(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? null;
}

/**
 * The one order of the screens' and PDFs' language (docs/design.md#languages): the user's saved choice,
 * else this browser's choice (the `locale` cookie), else `Accept-Language`, else English.
 */
export function chooseLocale(
  saved: Locale | undefined,
  cookie: string | undefined,
  acceptLanguage: string | null,
): Locale {
  if (saved) return saved;
  if (isLocale(cookie)) return cookie;
  return negotiateLocale(acceptLanguage) ?? DEFAULT_LOCALE;
}
