"use client";

import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import {
  checkedByServer,
  remainingErrors,
  runSubmit,
  singleFlight,
  type FieldErrors,
  type FlowOptions,
  type FormMessage,
  type FormSchema,
} from "@/components/ui/form-flow";

export { FormProblem } from "@/components/ui/form-flow";
export type { FormMessage } from "@/components/ui/form-flow";

export interface FormOptions<T, R> extends FlowOptions<T, R> {
  /**
   * The shared zod schema, imported on its own so zod stays out of the first-load JavaScript. It is
   * fetched as soon as the form mounts, so by the time the teacher taps, the check runs at once.
   */
  schema: () => Promise<FormSchema<T>>;
  /** After a success the form stays locked (it is about to leave, or was for one-time use). */
  lockAfterSuccess?: boolean;
  /**
   * The schema is not fetched when the form mounts, and a tap before it has arrived sends at once
   * instead of waiting for it (the server checks the same schema; the fields are `required`): for a
   * form whose wait would be the whole screen's, on a slow network.
   */
  serverChecksUntilLoaded?: boolean;
}

/**
 * The one submit flow of every form (components/ui/form-flow.ts): pressed state at once (the
 * button's spinner and aria-busy come from `pending`), no second send while one is running, the
 * shared zod check with each message beside its field (gone once that field is fixed), the send,
 * and a visible message for every outcome.
 */
export function useForm<T, R = unknown>(options: FormOptions<T, R>) {
  const [pending, setPending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // A ref, not state: a second tap in the same frame must see the first one.
  const once = useRef(singleFlight()).current;
  const done = useRef(false);
  const schema = useRef<FormSchema<T> | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const loadSchema = useCallback(async () => {
    schema.current ??= await latest.current.schema();
    return schema.current;
  }, []);

  useEffect(() => {
    // A form the server checks until its schema is here (sign-in) fetches it only after a refused
    // tap: before, zod's bytes would share a slow network with the tap's own request.
    if (latest.current.serverChecksUntilLoaded) return;
    loadSchema().catch(() => undefined); // a failure here is reported on submit, when it matters
  }, [loadSchema]);

  /** Call with the new values after any change: errors of fields that are now valid disappear. */
  const revalidate = useCallback((values: unknown) => {
    setFieldErrors((current) => remainingErrors(current, schema.current, values));
    setMessage((current) => (current?.tone === "error" ? null : current));
  }, []);

  const submit = useCallback(
    async (values: unknown): Promise<boolean> => {
      if (done.current) return false;
      const ok = await once(async () => {
        setPending(true);
        setMessage(null);
        try {
          const waitless = latest.current.serverChecksUntilLoaded && !schema.current;
          const outcome = await runSubmit(
            waitless ? async () => checkedByServer<T>() : loadSchema,
            values,
            latest.current,
          );
          if (outcome.ok && latest.current.lockAfterSuccess) {
            done.current = true;
            setSucceeded(true);
          }
          setFieldErrors(outcome.fieldErrors);
          setMessage(outcome.message);
          if (!outcome.ok && waitless) loadSchema().catch(() => undefined);
          return outcome.ok;
        } finally {
          setPending(false);
        }
      });
      return ok ?? false;
    },
    [loadSchema, once],
  );

  /** An onSubmit handler reading the values at the moment of the tap (from state, or from the form itself). */
  const onSubmit = useCallback(
    (values: (form: HTMLFormElement) => unknown) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit(values(event.currentTarget));
    },
    [submit],
  );

  return {
    pending,
    succeeded,
    /** True while sending, and after a success that locks the form. */
    locked: pending || succeeded,
    message,
    fieldErrors,
    errorFor: (field: string) => fieldErrors[field] ?? null,
    submit,
    onSubmit,
    revalidate,
  };
}

export type Form = ReturnType<typeof useForm>;

/**
 * Values of a form of text fields. `bind(key)` gives a field its value, its error and a change
 * handler that re-checks the form, so the error goes once the field is fixed.
 */
export function useFormValues<V extends Record<string, string>>(
  initial: V | (() => V),
  form: Pick<Form, "revalidate" | "errorFor">,
) {
  const [values, setValues] = useState<V>(initial);
  const set = (key: keyof V) => (event: { target: { value: string } }) => {
    const next = { ...values, [key]: event.target.value };
    setValues(next);
    form.revalidate(next);
  };
  const bind = (key: keyof V & string) => ({ value: values[key], onChange: set(key), error: form.errorFor(key) });
  return { values, setValues, set, bind };
}
