import type { ComponentProps } from "react";
import { LazyFallback, lazyComponent } from "@/components/ui/lazy";
import type { MarkGrid as Grid } from "@/components/attendance/mark-grid";
import type { Toast as ToastView } from "@/components/ui/toast";
import type { SetupSection as Setup, StatisticsSection as Statistics } from "@/components/attendance/folded-sections";
import type { LoadError as LoadFailure } from "@/components/attendance/load-error";

// What the attendance screen shows only once its data has arrived (the grid), and the sections
// folded below it: the screen fetches this code alongside that data (see lazyComponent), so it is
// not in the first-load JavaScript.
const sections = () => import("@/components/attendance/data-sections");

export const MarkGrid = lazyComponent<ComponentProps<typeof Grid>>(
  () => sections().then((m) => m.MarkGrid),
  LazyFallback,
);
export const StatisticsSection = lazyComponent<ComponentProps<typeof Statistics>>(
  () => sections().then((m) => m.StatisticsSection),
  LazyFallback,
);
export const SetupSection = lazyComponent<ComponentProps<typeof Setup>>(
  () => sections().then((m) => m.SetupSection),
  LazyFallback,
);
// Nothing to say before the first tap, and the grid's code (this chunk) comes before any tap.
export const Toast = lazyComponent<ComponentProps<typeof ToastView>>(
  () => sections().then((m) => m.Toast),
  () => null,
);
// A failed load: until its code is here (it comes with the grid's), the generic network message.
export const LoadError = lazyComponent<ComponentProps<typeof LoadFailure>>(
  () => sections().then((m) => m.LoadError),
  LazyFallback,
);
