"use client";

import { Button } from "@/components/ui/button";

/** The one piece of a report view that needs the browser. */
export function PrintButton() {
  return (
    <Button variant="secondary" data-track="report-view-print" onClick={() => window.print()}>
      Print
    </Button>
  );
}
