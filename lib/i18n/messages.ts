import type { AbstractIntlMessages } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";

/** Namespaces every screen's client components may use (navigation bar, problems by code, the school words: exam types, terms, statuses, roles). */
export const BASE_NAMESPACES = ["common", "nav", "errors", "vocab"] as const;

/** One language's catalogue (messages/<locale>.json), without its reviewers' marks. */
export async function loadMessages(locale: Locale): Promise<AbstractIntlMessages> {
  const catalogue = (await import(`../../messages/${locale}.json`)).default as AbstractIntlMessages;
  const { $review: _review, ...messages } = catalogue;
  return messages;
}

/** Only the namespaces a screen's client components use travel to the browser. */
export function pickNamespaces(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of [...BASE_NAMESPACES, ...namespaces]) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
