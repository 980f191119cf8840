"use client";

import { useEffect } from "react";
import { whenIdle } from "@/lib/client/load-order";

/**
 * Once this page has loaded and the browser is idle, asks for the script files of the screen the user
 * opens next (given by the server: lib/http/screen-code.ts) as low-priority prefetches, which the
 * browser keeps in its cache. On the sign-in page a teacher spends seconds typing while a slow link
 * sits idle; the daily report form's code then arrives in that time instead of after the tap
 * (docs/performance.md#slow-3g). Not when the browser asks to save data.
 */
export function PrefetchCode({ paths }: { paths: readonly string[] }) {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (paths.length === 0 || connection?.saveData) return;
    let cancel: (() => void) | undefined;
    const prefetch = () => {
      for (const path of paths) {
        if (document.head.querySelector(`link[rel="prefetch"][href="${CSS.escape(path)}"]`)) continue;
        const link = document.createElement("link");
        link.rel = "prefetch";
        link.as = "script";
        link.href = path;
        document.head.appendChild(link);
      }
    };
    // After the page's own scripts (they decide when the form works), when nothing else is waiting.
    const afterLoad = () => {
      cancel = whenIdle(prefetch, { timeout: 1_000, fallbackMs: 200 });
    };
    if (document.readyState === "complete") afterLoad();
    else {
      window.addEventListener("load", afterLoad, { once: true });
      cancel = () => window.removeEventListener("load", afterLoad);
    }
    return () => cancel?.();
  }, [paths]);
  return null;
}
