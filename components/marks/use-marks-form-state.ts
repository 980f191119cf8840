"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { MARKS_REDIRECT_MS } from "@/lib/constants";
import type { FormMessage } from "@/components/ui/use-form";

/**
 * What the create and edit marks forms share around useForm: the message scrolled into view, and
 * the return to the list MARKS_REDIRECT_MS after a success (docs/product-spec.md#constants), to the list as it was left
 * (its filters and page are in the address the form was opened from).
 */
export function useMarksReturn(message: FormMessage | null, succeeded: boolean) {
  const router = useRouter();
  const messageRef = useRef<HTMLDivElement>(null);
  const back = () => router.push(marksListHref());

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => router.push(marksListHref()), MARKS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, router]);

  useEffect(() => {
    if (message) messageRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [message]);

  return { back, messageRef };
}

/** The marks list the form was opened from: `?from=` holds its query (filters and page). */
export function marksListHref(): string {
  if (typeof window === "undefined") return "/marks";
  // Re-serialised as a query string after a fixed path, so a link can only ever lead back to /marks.
  const query = new URLSearchParams(new URLSearchParams(window.location.search).get("from") ?? "").toString();
  return query ? `/marks?${query}` : "/marks";
}
