import { z } from "zod";
import { isRealIsoDay, toIsoDay } from "@/lib/days";
import type { ProblemCode } from "@/lib/problems/codes";

// Every message here is a problem code (lib/problems/codes.ts): the server answers its English, the screens
// show `errors.<code>` in their language, with the values zod keeps (`max`, `min`) or `params`.

/** An optional text field: trimmed; blank becomes undefined. */
export const optionalText = (max = 500) =>
  z
    .string({ error: "not-text" })
    .trim()
    .max(max, "text-too-long")
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));

/** An entity id as a string (cuid/uuid), bounded so a hostile id never reaches the database. */
export const id = (message: ProblemCode = "id-invalid") =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(64, message)
    .regex(/^[A-Za-z0-9_-]+$/, message);

export const MIN_DATE = "2000-01-01";

/** The latest date accepted anywhere: one year after today (UTC). */
export function maxDate(now = new Date()): string {
  return toIsoDay(new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate())));
}

/** A calendar date `YYYY-MM-DD` that exists, from 2000-01-01 to one year ahead (no year 0001 or 9999). */
export const isoDate = (message: ProblemCode = "date-invalid") =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isRealIsoDay, message)
    .superRefine((value, ctx) => {
      const latest = maxDate();
      // ISO dates compare correctly as text.
      if (value < MIN_DATE || value > latest)
        ctx.addIssue({ code: "custom", message: "date-out-of-range", params: { min: MIN_DATE, max: latest } });
    });

const PLAIN_DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/**
 * For z.preprocess: a number may come as a JSON number or as a plain decimal string ("12", "-3.5").
 * Anything else stays as it is for the schema to refuse: no hex ("0x10"), exponents ("1e3"),
 * surrounding spaces (" 12 "), "Infinity" or empty strings turning into 0.
 */
export function plainNumber(value: unknown): unknown {
  return typeof value === "string" && PLAIN_DECIMAL.test(value) ? Number(value) : value;
}

/** An optional entity id: blank or null becomes undefined. */
export const optionalId = (message: ProblemCode) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), id(message).optional());

export const idParams = z.object({ id: id() });
/** `/api/schools/{id}/…`: the school a route is about. */
export const schoolParams = z.object({ id: id("school-id-invalid") });

/** Parsed input with its possibly-undefined fields optional, so services can be called directly. */
export type Loose<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: T[K];
};

const QUERY_INTEGER = /^-?\d+$/;

/**
 * A whole number in a query string (docs/product-spec.md#validation): plain decimal digits only, as the
 * body's numbers (`plainNumber`), so `0x10`, `1e1`, `1.0`, ` 2` or `Infinity` are refused with one clear
 * message instead of being read as some other number. Every numeric query parameter (page, limit, …)
 * goes through it; each bound names the parameter in its own words.
 */
export const queryInteger = (
  name: "page" | "limit",
  { min, max, tooSmall, tooLarge }: { min: number; max: number; tooSmall?: ProblemCode; tooLarge?: ProblemCode },
) =>
  z.preprocess(
    (value) => (typeof value === "string" && QUERY_INTEGER.test(value) ? Number(value) : value),
    z
      .number({ error: `${name}-not-integer` })
      .min(min, tooSmall ?? `${name}-too-small`)
      .max(max, tooLarge ?? `${name}-too-large`)
      .int(`${name}-not-integer`),
  );

/** A `page` or `limit` of a paged list: a whole number from 1 to `max`, each fault named in its words. */
export const pagingNumber = (name: "page" | "limit", max: number, tooLarge?: ProblemCode) =>
  queryInteger(name, { min: 1, max, tooLarge });

const blankIsAbsent = (value: unknown) => (value === "" ? undefined : value);

/** `page` of a paged list: a whole number from 1 (blank: not given). */
export const pageNumber = z.preprocess(blankIsAbsent, pagingNumber("page", 100_000).optional());

/** `limit` of a paged list: 1 to 100 rows (blank: not given). */
export const pageLimit = z.preprocess(blankIsAbsent, pagingNumber("limit", 100).optional());

/** A list query as one page (the first, of `pageSize` rows, unless it says), or null when it asks for the whole list. */
export const onePage = <Q extends { page?: number; limit?: number }>(query: Q, pageSize: number) =>
  query.page === undefined && query.limit === undefined
    ? null
    : { ...query, page: query.page ?? 1, limit: query.limit ?? pageSize };

/** A list's `search` text: trimmed, at most 100 characters (blank: not given). */
export const searchText = z.preprocess(blankIsAbsent, z.string().trim().max(100, "search-too-long").optional());
