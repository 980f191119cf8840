import type { ComponentProps } from "react";
import { LazyFallback, lazyComponent } from "@/components/ui/lazy";
import type { AttendanceCsvLinks as Attendance, MarksCsvLinks as Marks } from "@/components/csv/csv-links";

// The CSV buttons stay out of the teacher screens' first-load JavaScript (150 kB budget).
const links = () => import("@/components/csv/csv-links");

export const AttendanceCsvLinks = lazyComponent<ComponentProps<typeof Attendance>>(
  () => links().then((m) => m.AttendanceCsvLinks),
  LazyFallback,
);
export const MarksCsvLinks = lazyComponent<ComponentProps<typeof Marks>>(
  () => links().then((m) => m.MarksCsvLinks),
  () => null,
);
