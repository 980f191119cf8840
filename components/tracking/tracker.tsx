"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { startTracking, track } from "@/lib/client/track";

const short = (value: string | null | undefined, max = 100) => (value ? value.trim().slice(0, max) : undefined);

/** A button's tracking name: its data-track attribute or its id; unnamed buttons are not tracked. */
function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const button = target.closest("button, [role='button'], input[type='submit'], input[type='button']");
  const buttonId = short(button?.getAttribute("data-track") || button?.id);
  if (buttonId) track("button_click", { action: "click", buttonId, path: window.location.pathname });

  const link = target.closest("a[href]");
  if (link instanceof HTMLAnchorElement) {
    const url = new URL(link.href, window.location.href);
    const sameSite = url.origin === window.location.origin;
    track("navigation", { action: sameSite ? "link" : "external_link", from: window.location.pathname, to: sameSite ? url.pathname : url.origin });
  }
}

/** Which form, never what was typed in it. */
function onSubmit(event: SubmitEvent) {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  if (!form) return;
  const formId = short(form.getAttribute("data-track") || form.id || form.getAttribute("name") || form.getAttribute("aria-label")) ?? "form";
  track("form_submit", { action: "submit", formId, path: window.location.pathname });
}

function onHistory() {
  track("navigation", { action: "history", to: window.location.pathname });
}

/** Mounted once in the root layout: app start, a page view per route, clicks, form submits, navigation. */
export function Tracker() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    startTracking();
    document.addEventListener("click", onClick, { capture: true, passive: true });
    document.addEventListener("submit", onSubmit, { capture: true });
    window.addEventListener("popstate", onHistory);
    return () => {
      document.removeEventListener("click", onClick, { capture: true });
      document.removeEventListener("submit", onSubmit, { capture: true });
      window.removeEventListener("popstate", onHistory);
    };
  }, []);

  useEffect(() => {
    if (!pathname || previous.current === pathname) return;
    track("page_view", { path: pathname, from: previous.current ?? undefined });
    previous.current = pathname;
  }, [pathname]);

  return null;
}
