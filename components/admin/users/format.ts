import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";

/** A timestamp in the reader's language and the schools' clock, or "Never". */
export function useWhen() {
  const format = useFormat();
  const t = useTranslations("adminUsers.common");
  return (iso: string | null | undefined): string => (iso ? format.moment(iso) : t("never"));
}
