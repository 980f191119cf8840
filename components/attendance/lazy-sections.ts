import type { ComponentType } from "react";
import { lazyComponent } from "@/components/ui/lazy";

// What the attendance screen shows only once its data has arrived (the grid), the sections folded
// below it and its load-failure notice: one chunk, which the screen fetches alongside that data (see
// lazyComponent), so none of it is in the first-load JavaScript. Until it is here each shows a spinner,
// or the network error when it cannot be fetched.
const sections = () => import("@/components/attendance/data-sections");
type Sections = Awaited<ReturnType<typeof sections>>;

const section = <P extends object>(
  pick: (chunk: Sections) => ComponentType<P>,
  Fallback?: ComponentType<P & { failed: boolean }>,
) => lazyComponent(() => sections().then(pick), Fallback);

export const MarkGrid = section((chunk) => chunk.MarkGrid);
export const StatisticsSection = section((chunk) => chunk.StatisticsSection);
export const SetupSection = section((chunk) => chunk.SetupSection);
export const LoadError = section((chunk) => chunk.LoadError);
// Nothing to say before the first tap, and the grid's code (this chunk) comes before any tap.
export const Toast = section(
  (chunk) => chunk.Toast,
  () => null,
);
// The class's students at risk (components/at-risk), under the register: nothing until its code is here.
export const AtRiskPanel = section(
  (chunk) => chunk.AtRiskPanel,
  () => null,
);
