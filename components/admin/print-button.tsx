"use client";

import { Button } from "@/components/ui/button";

/** The one piece of a report view that needs the browser; its label comes translated from the server. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="secondary" data-track="report-view-print" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
