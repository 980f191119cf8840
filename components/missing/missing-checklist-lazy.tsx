"use client";

import { afterPage } from "@/components/offline/after-page";

/** The teacher home's "still to do today" list, loaded after the report form. */
export const MissingChecklistLazy = afterPage(() =>
  import("@/components/missing/missing-checklist").then((m) => m.MissingChecklist),
);
