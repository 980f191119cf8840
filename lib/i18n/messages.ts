import type { AbstractIntlMessages } from "next-intl";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

/** Namespaces every screen's client components may use (navigation bar, known errors, the school words: exam types, terms, statuses, roles). */
export const BASE_NAMESPACES = ["common", "nav", "known", "vocab"] as const;

/** One language's catalogue (messages/<locale>.json), without its reviewers' marks. */
export async function loadMessages(locale: Locale): Promise<AbstractIntlMessages> {
  const catalogue = (await import(`../../messages/${locale}.json`)).default as AbstractIntlMessages;
  const { $review: _review, ...messages } = catalogue;
  return messages;
}

/** Only the namespaces a screen's client components use travel to the browser. */
export function pickNamespaces(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
  locale: string,
): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of [...BASE_NAMESPACES, ...namespaces]) {
    // English known messages are the texts themselves (useKnownText shows a text it cannot find as it
    // is): 5 kB gzipped a page saved for English readers.
    if (namespace === "known" && locale === DEFAULT_LOCALE) continue;
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
