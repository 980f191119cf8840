"use client";

import { looksLikeCode } from "@/lib/problems/codes";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import { mutate } from "swr";
import {
  adoptNamedItems,
  listItems,
  QUEUE_CHANGED,
  removeItem,
  setQueueUser,
  type QueuedItem,
} from "@/lib/offline/queue";
import { replayQueue } from "@/lib/offline/replay";
import { registerServiceWorker } from "@/components/offline/service-worker";
import { tellWorker } from "@/lib/client/session";
import { useSay } from "@/components/i18n/use-say";

/**
 * "Waiting to send (n)": the writes kept on this phone, with their times, the server's reason for any
 * it refused, and a way to discard each. Sends them on open, on `online`, and when another tab or the
 * service worker says the queue changed.
 */
export function OfflinePanel({ username, userId }: { username: string; userId: string }) {
  const t = useTranslations("offline");
  const locale = useLocale();
  const format = useFormat();
  const say = useSay();
  const [items, setItems] = useState<QueuedItem[]>([]);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState("");
  const [sending, setSending] = useState(false);
  const count = useRef(0);
  /** When the server's Retry-After is over: the queue goes again then. */
  const [retryAt, setRetryAt] = useState<number | null>(null);

  const reload = useCallback(async () => {
    const next = await listItems(userId).catch(() => []);
    const waiting = next.filter((item) => item.state === "waiting").length;
    if (waiting > count.current) setNotice(t("queuedNotice"));
    count.current = waiting;
    setItems(next);
  }, [userId, t]);

  const send = useCallback(async () => {
    if (!navigator.onLine) return reload();
    setSending(true);
    try {
      const result = await replayQueue(userId);
      setRetryAt(result.retryAt);
      if (result.sent) {
        setNotice(t("sent", { count: result.sent }));
        // The screens show the server's copy again (e.g. "missing today", the class's marks).
        void mutate((key) => typeof key === "string" && key.startsWith("/api/"));
      }
    } catch {
      // IndexedDB unavailable: nothing was queued either.
    } finally {
      setSending(false);
      await reload();
    }
  }, [userId, reload, t]);

  useEffect(() => {
    void adoptNamedItems(username, userId)
      .then(() => setQueueUser(userId))
      .catch(() => undefined);
    // And through the worker, after the "forget" this page may have sent it (lib/client/session.ts).
    tellWorker({ type: "queue-user", user: userId });
    registerServiceWorker(locale);
    // On open: what an earlier visit left waiting goes out first.
    const first = setTimeout(() => void send(), 0);
    const onChange = () => void reload();
    const onOnline = () => void send();
    let channel: BroadcastChannel | undefined;
    try {
      channel = new BroadcastChannel("offline-queue");
      channel.onmessage = onChange;
    } catch {
      channel = undefined;
    }
    window.addEventListener(QUEUE_CHANGED, onChange);
    window.addEventListener("online", onOnline);
    navigator.serviceWorker?.addEventListener("message", onChange);
    return () => {
      clearTimeout(first);
      channel?.close();
      window.removeEventListener(QUEUE_CHANGED, onChange);
      window.removeEventListener("online", onOnline);
      navigator.serviceWorker?.removeEventListener("message", onChange);
    };
  }, [username, userId, send, reload, locale]);

  useEffect(() => {
    if (!retryAt) return;
    const timer = setTimeout(() => void send(), Math.max(retryAt - Date.now(), 0));
    return () => clearTimeout(timer);
  }, [retryAt, send]);

  function when(createdAt: number): string {
    const date = new Date(createdAt);
    const today = date.toDateString() === new Date().toDateString();
    return today ? format.time(date) : format.moment(date);
  }

  /** Why the server refused it, in the screen's language (the English it answered, on older items). */
  function refusalOf(item: QueuedItem): string {
    const problem = item.problem;
    return problem && looksLikeCode(problem.code)
      ? say({ code: problem.code, params: problem.params })
      : (item.message ?? "");
  }

  function labelOf(item: QueuedItem): string {
    return typeof item.label === "string" ? item.label : t(`label.${item.label.key}`, item.label.values);
  }

  async function discard(item: QueuedItem) {
    if (!window.confirm(t("discardConfirm", { label: labelOf(item), when: when(item.createdAt) }))) return;
    await removeItem(item.id);
  }

  const needsSignIn = items.some((item) => item.status === 401 && item.state === "waiting");
  const refused = items.filter((item) => item.state === "refused").length;
  return (
    <>
      {/* Seen as well as announced: a save kept on this phone is not a save on the server. */}
      <p
        role="status"
        className={notice ? "no-print mx-auto mt-3 max-w-6xl px-4 text-sm font-semibold text-amber-950" : "sr-only"}
      >
        {notice ? <span className="block rounded-xl border border-amber-300 bg-amber-100 p-3">{notice}</span> : null}
      </p>
      {items.length ? (
        <div className="no-print mx-auto mt-3 max-w-6xl px-4">
          <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <button
                type="button"
                className="font-semibold underline"
                aria-expanded={open}
                aria-controls="offline-queue"
                onClick={() => setOpen(!open)}
              >
                {refused
                  ? t("waitingRefused", { count: items.length, refused })
                  : t("waiting", { count: items.length })}
              </button>
              <button
                type="button"
                className="rounded-lg border border-amber-400 px-3 py-1 font-semibold disabled:opacity-50"
                onClick={() => void send()}
                disabled={sending}
              >
                {sending ? t("sending") : t("sendNow")}
              </button>
            </div>
            {needsSignIn ? (
              <p className="mt-2">
                {t.rich("sessionEnded", {
                  link: (chunks) => (
                    <a
                      className="font-semibold underline"
                      href={`/signin?callbackUrl=${encodeURIComponent(location.pathname)}`}
                    >
                      {chunks}
                    </a>
                  ),
                })}
              </p>
            ) : null}
            {open ? (
              <ul id="offline-queue" className="mt-2 max-h-64 space-y-2 overflow-y-auto">
                {items.map((item) => (
                  <li key={item.id} className="flex items-start justify-between gap-2 rounded-lg bg-white p-2">
                    <div>
                      <p className="font-medium">{labelOf(item)}</p>
                      <p className="text-xs text-slate-600">{t("savedAt", { when: when(item.createdAt) })}</p>
                      {item.state === "refused" ? (
                        <p className="text-xs font-medium text-red-700">
                          {t("notAccepted", { message: refusalOf(item) })}
                        </p>
                      ) : null}
                    </div>
                    <button
                      type="button"
                      className="shrink-0 rounded-lg border border-slate-300 px-2 py-1 text-xs font-semibold"
                      onClick={() => void discard(item)}
                      aria-label={t("discardItem", { label: labelOf(item) })}
                    >
                      {t("discard")}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      ) : null}
    </>
  );
}
