import type { ComponentProps } from "react";
import { lazyComponent } from "@/components/ui/lazy";
import type { GradingSettings as Settings } from "@/components/report-cards/grading-settings";

// Only admins see the grading form: its code is fetched when it is shown.
export const GradingSettings = lazyComponent<ComponentProps<typeof Settings>>(() =>
  import("@/components/report-cards/grading-settings").then((m) => m.GradingSettings),
);
