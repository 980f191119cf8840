"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import { useSay } from "@/components/i18n/use-say";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { errorSaid } from "@/lib/client/error-message";

/** What failed to load, named in the messages (attendance.loadFailed / attendance.staleData). */
export type LoadWhat = "classes" | "students" | "records" | "statistics" | "schools";

/** A failed load: the error, a retry, and whether the last data this browser loaded is shown instead. */
export function LoadError({
  what,
  error,
  savedAt,
  onRetry,
}: {
  what: LoadWhat;
  error: Error;
  savedAt: string | null;
  onRetry: () => void;
}) {
  const t = useTranslations("attendance");
  const format = useFormat();
  const say = useSay();
  return (
    <Notice tone={savedAt ? "warning" : "error"} className="flex flex-wrap items-center justify-between gap-3">
      <span>
        {t("loadFailed", { what, error: say(errorSaid(error)) })}
        {savedAt ? (
          <>
            {" "}
            <strong>
              {t("staleData", {
                what,
                savedAt: format.moment(savedAt),
              })}
            </strong>
          </>
        ) : null}
      </span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t("retry")}
      </Button>
    </Notice>
  );
}
