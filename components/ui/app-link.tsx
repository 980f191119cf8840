"use client";

import { useRouter } from "next/navigation";
import { useEffect, useTransition, type AnchorHTMLAttributes, type MouseEvent } from "react";

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path inside this app. */
  href: string;
}

/** A click the browser should handle itself: new tab or window, download, or another button. */
function isBrowserNavigation(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  const target = anchor.getAttribute("target");
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (!!target && target !== "_self") ||
    anchor.hasAttribute("download")
  );
}

/**
 * The one link to another screen of the app. A real <a> (works before hydration, opens in a new tab
 * with a modifier key) that navigates through the App Router without reloading the page, and fetches
 * the next screen when a pointer rests on it or a finger touches it. A tap shows the progress bar at
 * once (docs/design.md#tap-feedback).
 *
 * Why not next/link: it adds its own code to every screen's first load (docs/performance.md#page-weight)
 * and prefetches each link as it scrolls into view (every row's Edit link in the marks table), which a
 * teacher's phone on a weak connection pays for twice. The App Router it drives is already loaded
 * (docs/design.md#page-weight).
 */
export function AppLink({ href, onClick, onMouseEnter, onTouchStart, ...rest }: AppLinkProps) {
  const router = useRouter();
  const [navigating, startTransition] = useTransition();
  // The progress bar (app/layout.tsx, app/globals.css) shows while <html> has data-navigating: set by the
  // tap itself, in its own frame; taken off when this link's navigation ends (the next screen is drawn)
  // or when the link goes with the screen it replaced.
  useEffect(() => {
    if (navigating) return () => document.documentElement.removeAttribute("data-navigating");
  }, [navigating]);
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isBrowserNavigation(event)) return;
        event.preventDefault();
        document.documentElement.setAttribute("data-navigating", "");
        startTransition(() => router.push(href));
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        router.prefetch(href);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        router.prefetch(href);
      }}
    />
  );
}
