"use client";

import { useEffect } from "react";
import { PRINT_CLOSE_MS } from "@/lib/constants";

/**
 * docs/product-spec.md#admin-screen: a printable page prints itself once shown, then closes its window
 * PRINT_CLOSE_MS later.
 * Its two lines come translated from the print page (a server component), so no catalogue travels here.
 */
export function AutoPrint({ note, again }: { note: string; again: string }) {
  useEffect(() => {
    window.print();
    const timer = setTimeout(() => window.close(), PRINT_CLOSE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <p className="no-print mb-4 text-sm text-slate-600">
      {note}{" "}
      <button type="button" className="font-semibold text-brand-700 underline" onClick={() => window.print()}>
        {again}
      </button>
    </p>
  );
}
