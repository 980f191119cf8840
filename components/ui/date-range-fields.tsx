import type { ChangeEventHandler, ReactNode } from "react";
import { TextField } from "@/components/ui/field";

interface End {
  label: ReactNode;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
}

/** A from/to pair of date boxes, each one's calendar stopping at the other's day. */
export function DateRangeFields({ from, to }: { from: End; to: End }) {
  return (
    <>
      <TextField type="date" max={to.value || undefined} {...from} />
      <TextField type="date" min={from.value || undefined} {...to} />
    </>
  );
}
