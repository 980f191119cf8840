import { Prisma } from "@/lib/generated/prisma/client";

// Where a person's text meets SQL, it matches only itself (docs/design.md#exact-text). `%` and `_` are
// LIKE's wildcards and `\` its escape, and Prisma passes them on untouched in `contains`, `startsWith`,
// `endsWith` and in `equals` with `mode: "insensitive"` (which it compiles to ILIKE): "teach%" would
// match "teacher". Every such filter goes through this file (ESLint refuses them elsewhere).

/** `text` as a LIKE / ILIKE pattern that matches only itself. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, "\\$&");

/** An ILIKE pattern for raw SQL: `text` anywhere in the value. */
export const containsPattern = (text: string): string => `%${likeLiteral(text)}%`;

/** A Prisma string filter: `text` anywhere in the value, case ignored. */
export const containsText = (text: string) => ({ contains: likeLiteral(text), mode: "insensitive" as const });

/** A Prisma string filter: the value is `text`, case ignored. */
export const sameText = (text: string) => ({ equals: likeLiteral(text), mode: "insensitive" as const });

/** Raw SQL: `column` is `text`, case ignored, compared as the unique index on lower(username) compares. */
export const lowerEquals = (column: Prisma.Sql, text: string): Prisma.Sql =>
  Prisma.sql`lower(${column}) = lower(${text})`;
