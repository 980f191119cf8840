import { useFormatter, useTranslations } from "next-intl";

/** A timestamp in the reader's language and the schools' clock, or "Never". */
export function useWhen() {
  const format = useFormatter();
  const t = useTranslations("adminUsers.common");
  return (iso: string | null | undefined): string =>
    iso ? format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" }) : t("never");
}
