import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { rateBand } from "@/lib/constants";
import { useAdminFormat } from "@/components/admin/use-admin-format";

const tones = { present: "green", absent: "red", late: "yellow", excused: "blue" } as const;
const STATUS = { present: "present", absent: "absent", late: "late", excused: "excused" } as const;

/** A student's status on a day; no record reads as absent (docs/product-spec.md#admin-screen). */
export function StatusBadge({ status }: { status: string | null }) {
  const t = useTranslations("vocab.status");
  const value = (status ?? "absent") as keyof typeof tones;
  return <Badge tone={tones[value] ?? "slate"}>{value in STATUS ? t(STATUS[value]) : value}</Badge>;
}

/** A rate with its docs/product-spec.md#constants colour band. */
export function RateBadge({ rate }: { rate: number }) {
  const { percent } = useAdminFormat();
  return <Badge tone={rateBand(rate)}>{percent(rate)}</Badge>;
}
