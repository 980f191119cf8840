"use client";

import { afterPage } from "@/components/offline/after-page";

/** The attendance screen's at-risk panel, loaded after the page: the register comes first. */
export const AtRiskPanelLazy = afterPage(() => import("@/components/at-risk/at-risk-panel").then((m) => m.AtRiskPanel));
