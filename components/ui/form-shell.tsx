"use client";

import type { FormHTMLAttributes, ReactNode, Ref } from "react";
import { FormStatus } from "@/components/ui/form-status";
import type { Form } from "@/components/ui/use-form";

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit"> & {
  form: Form;
  /** The values to check and send, read at the tap (from state, or from the form element). */
  values: (element: HTMLFormElement) => unknown;
  /** Where the form's message goes: a scroll target, so it is seen after the tap. */
  messageRef?: Ref<HTMLDivElement>;
  children: ReactNode;
};

/** A form run by useForm: busy while sending, its message on top (field messages sit beside their fields). */
export function FormShell({ form, values, messageRef, children, ...rest }: Props) {
  return (
    <form noValidate aria-busy={form.pending || undefined} onSubmit={form.onSubmit(values)} {...rest}>
      <div ref={messageRef} className="col-span-full empty:hidden">
        <FormStatus message={form.message} />
      </div>
      {children}
    </form>
  );
}
