"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { MARKS_REDIRECT_MS } from "@/lib/constants";

export type FieldError = { message: string; field: string | null };

/**
 * What the create and edit marks forms share: the message shown (scrolled into view), the busy flag,
 * and the return to /marks MARKS_REDIRECT_MS after a success (docs/product-spec.md#constants).
 */
export function useMarksFormState() {
  const router = useRouter();
  const [error, setError] = useState<FieldError | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => router.push("/marks"), MARKS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [success, router]);

  useEffect(() => {
    if (error || success) messageRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [error, success]);

  return { router, error, setError, success, setSuccess, busy, setBusy, messageRef };
}
