import type { ComponentProps } from "react";
import { lazyComponent } from "@/components/ui/lazy";
import type { AttendanceCsvCard as Links } from "@/components/csv/csv-links";

// The attendance screen's CSV card stays out of its first-load JavaScript (150 kB budget).
export const AttendanceCsvCard = lazyComponent<ComponentProps<typeof Links>>(
  () => import("@/components/csv/csv-links").then((m) => m.AttendanceCsvCard),
  () => null,
);
