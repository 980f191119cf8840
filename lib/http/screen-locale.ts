import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { currentActor } from "@/lib/auth/current-actor";
import { chooseLocale, isLocale, LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { messageFallback, TIME_ZONE } from "@/lib/i18n/shared-config";

/**
 * The language of a screen (docs/design.md#languages): the signed-in user's saved choice, else the
 * visitor's own choice on this browser, else the browser's Accept-Language, else English.
 */
export async function requestLocale(): Promise<Locale> {
  // A page still renders in the browser's language when the database cannot say the user's choice.
  const actor = await currentActor().catch(() => null);
  return chooseLocale(
    actor?.locale,
    (await cookies()).get(LOCALE_COOKIE)?.value,
    (await headers()).get("accept-language"),
  );
}

export default getRequestConfig(async ({ locale: explicit }) => {
  const locale = isLocale(explicit) ? explicit : await requestLocale();
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: TIME_ZONE,
    getMessageFallback: messageFallback,
  };
});
