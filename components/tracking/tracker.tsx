"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { startTracking, trackPageView } from "@/lib/client/track";

/**
 * Mounted once in the root layout: starts the tracker (app start, clicks, form submits, navigation;
 * its code loads after the page) and records a page view per route.
 */
export function Tracker() {
  const pathname = usePathname();
  useEffect(() => startTracking(), []);
  useEffect(() => {
    if (pathname) trackPageView(pathname);
  }, [pathname]);
  return null;
}
