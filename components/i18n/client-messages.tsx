import { getLocale, getMessages } from "next-intl/server";
import { IntlClient } from "@/components/i18n/intl-client";
import { pickNamespaces } from "@/lib/i18n/messages";

/**
 * Gives the client components below it the base namespaces plus `namespaces` of the active language
 * only, so a page sends the words it shows and not the whole catalogue of three languages.
 */
export async function ClientMessages({
  namespaces = [],
  children,
}: {
  namespaces?: readonly string[];
  children: React.ReactNode;
}) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <IntlClient locale={locale} messages={pickNamespaces(messages, namespaces)}>
      {children}
    </IntlClient>
  );
}
