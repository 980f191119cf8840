"use client";

import { useEffect, useState, type ComponentType } from "react";
import { Say } from "@/components/i18n/say";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { afterEssentials, essential, whenIdle } from "@/lib/client/load-order";
import type { Said } from "@/lib/problems/codes";

export const LAZY_LOAD_FAILED: Said = { code: "network-error" };

export interface Preloadable {
  preload: () => Promise<unknown>;
}

/**
 * A component whose code stays out of the screen's first-load JavaScript (docs/design.md#page-weight: a teacher
 * screen has a budget, docs/performance.md#page-weight). Used for what a screen shows only once its data has
 * arrived (the screen preloads that code at once, alongside the data) and for modals (preloaded when idle).
 * Until the code is here `Fallback` (a spinner by default) shows; when it cannot be fetched (offline)
 * the fallback says so, and it is fetched again once the browser is back online or the component
 * mounts again.
 *
 * Not React.lazy: it remembers a failed load for good. Not next/dynamic: its runtime costs about
 * as much as it saves here.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P & { failed: boolean }> = LazyFallback,
) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  function Lazy(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    const [failed, setFailed] = useState(false);

    useEffect(() => {
      if (Component) return;
      let live = true;
      const fetchCode = () =>
        preload().then(
          (component) => live && setComponent(() => component),
          () => live && setFailed(true),
        );
      void fetchCode();
      window.addEventListener("online", fetchCode);
      return () => {
        live = false;
        window.removeEventListener("online", fetchCode);
      };
    }, [Component]);

    return Component ? <Component {...props} /> : <Fallback {...props} failed={failed} />;
  }
  return Object.assign(Lazy, { preload });
}

/** The fallback of a lazily loaded part of a screen: a spinner, or the network error. */
export function LazyFallback({ failed }: { failed: boolean }) {
  return failed ? (
    <Notice tone="error">
      <Say said={LAZY_LOAD_FAILED} />
    </Notice>
  ) : (
    <Spinner />
  );
}

/**
 * Fetches lazily loaded code as soon as the screen mounts ("now": the screen needs it to be usable,
 * lib/client/load-order.ts), or once that code has arrived and the browser is idle.
 */
export function usePreload(parts: Preloadable[], when: "now" | "idle") {
  useEffect(() => {
    if (when === "now") return parts.forEach((part) => essential(part.preload()));
    let live = true;
    let cancel: (() => void) | undefined;
    const run = () => parts.forEach((part) => part.preload().catch(() => undefined));
    void afterEssentials().then(() => {
      if (live) cancel = whenIdle(run, { timeout: 3_000, fallbackMs: 1_500 });
    });
    return () => {
      live = false;
      cancel?.();
    };
    // The parts are module constants: preload once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
