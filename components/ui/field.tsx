import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { Say } from "@/components/i18n/say";
import type { Said } from "@/lib/problems/codes";

const controlClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-600";

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: Said | null;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

export function FieldShell({ id, label, error, hint, required, children }: FieldShellProps) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span aria-hidden className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          <Say said={error} />
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: Said | null, hint?: ReactNode) {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

export type Common = { label: ReactNode; error?: Said | null; hint?: ReactNode };
type OwnProps = Common & { id?: string; required?: boolean };

/** Splits a field's props into its label shell's and its control's, wiring the id, error and hint between them. */
export function useFieldParts<P extends OwnProps>({ label, error, hint, id, required, ...rest }: P) {
  const generated = useId();
  const fieldId = id ?? generated;
  return {
    shell: { id: fieldId, label, error, hint, required },
    control: {
      id: fieldId,
      required,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(fieldId, error, hint),
      ...rest,
    },
  };
}

export function TextField({ className = "", ...props }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const { shell, control } = useFieldParts(props);
  return (
    <FieldShell {...shell}>
      <input {...control} className={`${controlClass} ${className}`} />
    </FieldShell>
  );
}

// Three components rather than one with an `as` prop: each keeps its own element's attribute types.
export function TextAreaField({ className = "", ...props }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { shell, control } = useFieldParts(props);
  return (
    <FieldShell {...shell}>
      <textarea {...control} className={`${controlClass} min-h-24 ${className}`} />
    </FieldShell>
  );
}

export function SelectField({ className = "", ...props }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const { shell, control } = useFieldParts(props);
  return (
    <FieldShell {...shell}>
      <select {...control} className={`${controlClass} ${className}`} />
    </FieldShell>
  );
}

/** A SelectField's choices: one option per value of a closed list, in its words. */
export function Options<V extends string>({ values, label }: { values: readonly V[]; label: (value: V) => string }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
