import type { InputHTMLAttributes } from "react";
import { FieldShell, useFieldParts, type Common } from "@/components/ui/field";

/** A file picker with its label and hint; the button inside it has the app's primary look. */
export function FileField({ className = "", ...props }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const { shell, control } = useFieldParts(props);
  return (
    <FieldShell {...shell}>
      <input
        type="file"
        {...control}
        className={`block w-full text-base file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white ${className}`}
      />
    </FieldShell>
  );
}
