// What the server and the browser configure alike. Kept apart from lib/i18n/messages.ts, whose
// catalogue imports would otherwise be bundled for the browser too.

/** The schools are in Rwanda (docs/product-spec.md#purpose); dates on screens are read there. */
export const TIME_ZONE = "Africa/Kigali";

/**
 * A key the catalogue lacks shows as ⟦namespace.key⟧: never in a released build (tests/i18n/i18n-catalogues
 * and tests/i18n/i18n-usage fail first), and easy for the browser tests to find if it ever does.
 */
export function messageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return `⟦${namespace ? `${namespace}.` : ""}${key}⟧`;
}
