import { Badge } from "@/components/ui/badge";
import { rateBand } from "@/lib/constants";

const tones = { present: "green", absent: "red", late: "yellow", excused: "blue" } as const;

export function StatusBadge({ status }: { status: string | null }) {
  const value = (status ?? "absent") as keyof typeof tones;
  return <Badge tone={tones[value] ?? "slate"}>{value}</Badge>;
}

/** A rate with its docs/product-spec.md#constants colour band. */
export function RateBadge({ rate }: { rate: number }) {
  return <Badge tone={rateBand(rate)}>{rate}%</Badge>;
}
