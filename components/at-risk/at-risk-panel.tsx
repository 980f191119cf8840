"use client";

import { useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { useTranslations } from "next-intl";
import { AppLink } from "@/components/ui/app-link";
import { AtRiskList } from "@/components/at-risk/at-risk-list";
import { classAttendanceKey } from "@/lib/api-keys";
import { useAtRisk } from "@/lib/early-warning/at-risk.client";
import { storedRole } from "@/lib/client/session";

/**
 * The attendance screen's "At risk in this class". It watches the class's register in the shared cache:
 * every save there changes it, and the list is read again once the taps pause, so a third absence in a
 * row shows a moment after the register is saved, and forty taps cost one read, not forty. Mentors, who
 * do not follow pupils' cases, get nothing (and send nothing).
 */
const REREAD_AFTER_MS = 3_000;

export function AtRiskPanel({ classId, date }: { classId: string | null; date: string }) {
  const t = useTranslations("atRisk");
  // Only ever rendered in the browser, after the page (a lazy section of the attendance screen): the stored user is there.
  const [mayFollow] = useState(() => storedRole() !== "mentor");
  const list = useAtRisk(classId && mayFollow ? { classId } : {});
  // Read from the cache only (no fetcher): the screen itself loads the register.
  const register = useSWR(classId ? classAttendanceKey(classId, date) : null, null);
  const { mutate } = list;
  const seen = useRef<unknown>(undefined);
  useEffect(() => {
    if (!register.data || seen.current === register.data) return;
    const first = seen.current === undefined;
    seen.current = register.data;
    // The register as the page loaded it: the list was read with it.
    if (first) return;
    const timer = setTimeout(() => void mutate(), REREAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [register.data, mutate]);
  if (!classId || !list.data) return null;
  return (
    <section aria-labelledby="at-risk-panel" className="rounded-xl border border-red-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="at-risk-panel" className="text-lg font-semibold text-slate-900">
          {t("panelTitle")}
        </h2>
        <AppLink href="/at-risk" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {t("panelMore")}
        </AppLink>
      </div>
      {list.data.length ? (
        <AtRiskList entries={list.data} />
      ) : (
        <p className="text-sm text-slate-700">{t("panelNone")}</p>
      )}
    </section>
  );
}
