"use client";

import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { messageFallback, TIME_ZONE } from "@/lib/i18n/shared-config";

// Functions cannot travel from the server, so the client side of the fallback is set here.
function ignoreMissing() {
  // A missing key shows as ⟦namespace.key⟧ (messageFallback); the catalogue tests catch it first.
}

/** The language and the messages the client components below it read through useTranslations. */
export function IntlClient({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: AbstractIntlMessages;
  children: React.ReactNode;
}) {
  // Alike other components' props lists in shape only: these are next-intl's provider settings.
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={messages}
      timeZone={TIME_ZONE}
      getMessageFallback={messageFallback}
      onError={ignoreMissing}
    >
      {children}
    </NextIntlClientProvider>
  );
}
