import type { AbstractIntlMessages } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";

/** The schools are in Rwanda (docs/product-spec.md#purpose); dates on screens are read there. */
export const TIME_ZONE = "Africa/Kigali";

/** Namespaces every screen's client components may use (navigation bar, known errors, the school words: exam types, terms, statuses, roles). */
export const BASE_NAMESPACES = ["common", "nav", "known", "vocab"] as const;

/**
 * A key the catalogue lacks shows as ⟦namespace.key⟧: never in a released build (tests/i18n-catalogues
 * and tests/i18n-usage fail first), and easy for the browser tests to find if it ever does.
 */
export function messageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return `⟦${namespace ? `${namespace}.` : ""}${key}⟧`;
}

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
