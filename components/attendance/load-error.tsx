"use client";

import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { errorMessage } from "@/lib/client/error-message";

/** A failed load: the error, a retry, and whether the last data this browser loaded is shown instead. */
export function LoadError({
  what,
  prefix,
  error,
  savedAt,
  onRetry,
}: {
  what: string;
  prefix?: string;
  error: Error;
  savedAt: string | null;
  onRetry: () => void;
}) {
  return (
    <Notice tone={savedAt ? "warning" : "error"} className="flex flex-wrap items-center justify-between gap-3">
      <span>
        {prefix ?? `Could not load ${what}`}: {errorMessage(error)}
        {savedAt ? (
          <>
            {" "}
            <strong>
              Showing the last {what} this browser loaded, on {new Date(savedAt).toLocaleString()}; it may be out of
              date.
            </strong>
          </>
        ) : null}
      </span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </Notice>
  );
}
