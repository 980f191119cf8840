// The submit flow of every form, without React (components/ui/use-form.ts holds its state), so
// that it can be tested on its own.
import { errorSaid } from "@/lib/client/error-message";
import type { Said } from "@/lib/problems/codes";
import { problemOfIssue, type IssueLike } from "@/lib/validation/issue-problem";

/** What a zod schema offers that the form needs (structural, so zod stays out of this module). */
export interface FormSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly FormIssue[] } };
}

/**
 * Stands in for a schema that has not arrived by the tap, on a form whose server runs the same check
 * and whose answer names the problem (the sign-in): the values go as they are.
 */
export function checkedByServer<T>(): FormSchema<T> {
  return { safeParse: (value) => ({ success: true, data: value as T }) };
}

/** A schema's issue: its message is a problem code (lib/validation), with the values zod keeps. */
export type FormIssue = IssueLike & { path: readonly PropertyKey[] };

export type FieldErrors = Partial<Record<string, Said>>;
/** The form's line: a problem the screen translates, or its own words. */
export type FormMessage = { tone: "error" | "success"; text: Said };

/** A check the schema cannot make (e.g. "is this class still one of mine?"), about one field or the form. */
export class FormProblem extends Error {
  constructor(
    readonly said: Said,
    readonly field: string | null = null,
  ) {
    super(typeof said === "string" ? said : said.code);
    this.name = "FormProblem";
  }
}

export const CODE_LOAD_FAILED: Said = { code: "code-load-failed" };
export const CHECK_FIELDS: Said = { code: "check-fields" };

/** What an issue says: its problem, or (a check without a code) zod's own words as they are. */
const saidOf = (issue: IssueLike): Said => problemOfIssue(issue) ?? issue.message;

export interface FlowOptions<T, R> {
  /** The form's one network call (kept in one place so it can be swapped, e.g. for an offline queue). */
  send: (data: T, values: unknown) => Promise<R>;
  /** The success line shown in the form; omit it when onSuccess leaves the form. */
  success?: string | ((result: R, data: T) => string);
  onSuccess?: (result: R, data: T) => void | Promise<void>;
  /** Shown when a failure carries no message of its own. */
  fallback: Said;
  /** Replaces the message of a failed send (e.g. a permission message for 403/404). */
  describeFailure?: (error: unknown) => Said | undefined;
  /** Fields that show their own error beside them; an issue about any other field is shown in the form's message. */
  fields?: readonly string[];
}

export type Outcome =
  | { ok: true; message: FormMessage | null; fieldErrors: FieldErrors }
  | { ok: false; message: FormMessage; fieldErrors: FieldErrors };

/** Each issue under its top-level field (students.2.totalMarks flags students). */
export function fieldErrorsOf(issues: readonly FormIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "_form")] ??= saidOf(issue);
  return errors;
}

/** The errors among `current` that the values still have: a field that was fixed loses its message. */
export function remainingErrors<T>(current: FieldErrors, schema: FormSchema<T> | null, values: unknown): FieldErrors {
  const keys = Object.keys(current);
  if (keys.length === 0 || !schema) return current;
  const result = schema.safeParse(values);
  const still = result.success ? {} : fieldErrorsOf(result.error.issues);
  const next: FieldErrors = {};
  for (const key of keys) if (still[key]) next[key] = still[key];
  return Object.keys(next).length === keys.length ? current : next;
}

/** A script chunk that did not arrive (offline, or a deploy replaced it): webpack, Turbopack and native import(). */
export function isCodeLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "ChunkLoadError" || /chunk|dynamically imported module|module script/i.test(error.message);
}

const errorLine = (text: Said): FormMessage => ({ tone: "error", text });

/** Check, send, and say what happened: never throws, every failure becomes a message. */
export async function runSubmit<T, R>(
  loadSchema: () => Promise<FormSchema<T>>,
  values: unknown,
  options: FlowOptions<T, R>,
): Promise<Outcome> {
  const beside = (field: string | null) => field !== null && Boolean(options.fields?.includes(field));
  let schema: FormSchema<T>;
  try {
    schema = await loadSchema();
  } catch {
    return { ok: false, message: errorLine(CODE_LOAD_FAILED), fieldErrors: {} };
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const text = first && beside(String(first.path[0])) ? CHECK_FIELDS : first ? saidOf(first) : options.fallback;
    return { ok: false, message: errorLine(text), fieldErrors: fieldErrorsOf(parsed.error.issues) };
  }
  try {
    const result = await options.send(parsed.data, values);
    const text = typeof options.success === "function" ? options.success(result, parsed.data) : options.success;
    await options.onSuccess?.(result, parsed.data);
    return { ok: true, message: text ? { tone: "success", text } : null, fieldErrors: {} };
  } catch (caught) {
    if (caught instanceof FormProblem) {
      return {
        ok: false,
        message: errorLine(beside(caught.field) ? CHECK_FIELDS : caught.said),
        fieldErrors: caught.field ? { [caught.field]: caught.said } : {},
      };
    }
    if (isCodeLoadFailure(caught)) return { ok: false, message: errorLine(CODE_LOAD_FAILED), fieldErrors: {} };
    const text = options.describeFailure?.(caught) ?? errorSaid(caught, options.fallback);
    return { ok: false, message: errorLine(text), fieldErrors: {} };
  }
}

/** Runs one call at a time: a call made while one is running is dropped (a double tap sends once). */
export function singleFlight() {
  let running = false;
  return async <X>(call: () => Promise<X>): Promise<X | undefined> => {
    if (running) return undefined;
    running = true;
    try {
      return await call();
    } finally {
      running = false;
    }
  };
}
