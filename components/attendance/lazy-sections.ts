import type { ComponentProps } from "react";
import { LazyFallback, lazyComponent } from "@/components/ui/lazy";
import type { ClassesOverview as Classes } from "@/components/attendance/classes-overview";
import type { DateSummary as Summary } from "@/components/attendance/date-summary";
import type { MarkGrid as Grid } from "@/components/attendance/mark-grid";
import type { SchoolCards as Schools } from "@/components/attendance/school-cards";
import type { StatsCards as Stats } from "@/components/attendance/stats-cards";

// What the attendance screen shows only once its data has arrived: the screen fetches this code
// alongside that data (see lazyComponent), so it is not in the first-load JavaScript.
const sections = () => import("@/components/attendance/data-sections");

export const SchoolCards = lazyComponent<ComponentProps<typeof Schools>>(
  () => sections().then((m) => m.SchoolCards),
  LazyFallback,
);
export const StatsCards = lazyComponent<ComponentProps<typeof Stats>>(
  () => sections().then((m) => m.StatsCards),
  LazyFallback,
);
export const ClassesOverview = lazyComponent<ComponentProps<typeof Classes>>(
  () => sections().then((m) => m.ClassesOverview),
  LazyFallback,
);
export const DateSummary = lazyComponent<ComponentProps<typeof Summary>>(
  () => sections().then((m) => m.DateSummary),
  LazyFallback,
);
export const MarkGrid = lazyComponent<ComponentProps<typeof Grid>>(
  () => sections().then((m) => m.MarkGrid),
  LazyFallback,
);
