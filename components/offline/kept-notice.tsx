"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { SIGNED_OUT_USER } from "@/lib/offline/cache-names";

/**
 * On the sign-in screen: items saved on this phone wait for their owner's sign-in (after a Logout, or a
 * session an admin ended, or one that ran out). Right after a Logout it speaks to that user ("wait for
 * you"); otherwise it gives only the number, since what they are is shown to their owner alone.
 */
export function KeptNotice() {
  const t = useTranslations("offlineKept");
  const [notice, setNotice] = useState("");
  useEffect(() => {
    let live = true;
    let signedOut: string | null = null;
    try {
      signedOut = sessionStorage.getItem(SIGNED_OUT_USER);
      // Once: the next person at this sign-in screen is not "you".
      sessionStorage.removeItem(SIGNED_OUT_USER);
    } catch {
      signedOut = null;
    }
    // The queue's code only here, after the screen: most sign-ins have nothing waiting.
    void import("@/lib/offline/queue")
      .then(async ({ countItems, listItems }) => {
        const yours = signedOut ? (await listItems(signedOut)).length : 0;
        const all = await countItems();
        if (!live) return;
        if (yours) setNotice(t("forYou", { count: yours }));
        else if (all) setNotice(t("forOwner", { count: all }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [t]);
  return (
    <p role="status" className={notice ? "mx-auto mt-4 max-w-md px-4 text-sm font-semibold text-amber-950" : "sr-only"}>
      {notice ? <span className="block rounded-xl border border-amber-300 bg-amber-100 p-3">{notice}</span> : null}
    </p>
  );
}
