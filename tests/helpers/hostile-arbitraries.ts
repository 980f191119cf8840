import fc from "fast-check";

/**
 * What a body field must be. Every generator below yields only values that the field's schema (or
 * the service behind it) must refuse, so a request carrying one must be answered 4xx.
 */
export type Field =
  | { kind: "text"; max: number; optional?: boolean } // trimmed, non-blank, at most `max`
  | { kind: "id" } // an existing row's id
  | { kind: "int"; min: number; max: number }
  | { kind: "number"; min: number; max: number }
  | { kind: "enum"; values: readonly string[] }
  | { kind: "date" } // YYYY-MM-DD
  | { kind: "email" }
  | { kind: "pattern"; regex: RegExp } // a string matching `regex`
  | { kind: "password"; min: number; max: number }
  | { kind: "object"; fields: Record<string, Field> };

export const SQL_AND_HTML = [
  "' OR '1'='1",
  '\'; DROP TABLE "User"; --',
  "1; SELECT pg_sleep(5)",
  '" OR ""="',
  "$1",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "{{7*7}}",
  "${process.env.NEXTAUTH_SECRET}",
  "../../etc/passwd",
  "%00",
  "\u0000",
  "\uFEFF",
  "\u202Eevil",
  "𝕳𝖊𝖑𝖑𝖔",
  "👩🏽‍🏫📚",
  "Ωmega ﷽",
  "null",
  "undefined",
  "NaN",
  "[object Object]",
  "__proto__",
];

const hostileText = fc.oneof(
  fc.constantFrom(...SQL_AND_HTML),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
);

const junk = fc.oneof(
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.array(fc.oneof(fc.integer(), hostileText), { maxLength: 3 }),
  fc.dictionary(hostileText, fc.oneof(fc.integer(), hostileText), { maxKeys: 3 }),
);
const notString = fc.oneof(
  junk.filter((value) => typeof value !== "string"),
  fc.constant(null),
);
const notNumber = fc.oneof(
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
  // Numeric strings are accepted by some schemas (older clients): only non-numeric text here.
  hostileText.filter((value) => value.trim() === "" || Number.isNaN(Number(value))),
);

const blank = fc.constantFrom("", " ", "   ", "\t", "\n\r", "\u00A0", "\u2003", "\uFEFF");
const longText = (min: number) =>
  fc.string({
    unit: fc.constantFrom("a", "é", "日", "<", "'", '"', ";", "😀", "-"),
    minLength: min + 1,
    maxLength: min + 40,
  });

/** Strings that cannot be an id: wrong characters, too long, blank. */
const badIdText = fc.oneof(
  fc.constantFrom(...SQL_AND_HTML.filter((value) => value.trim() && /[^A-Za-z0-9_-]/.test(value.trim()))),
  hostileText.filter((value) => /[^A-Za-z0-9_-]/.test(value.trim())),
  fc.string({ unit: fc.constantFrom("a", "Z", "0", "_", "-"), minLength: 65, maxLength: 300 }),
  blank,
);
/** Well-formed ids of rows that do not exist. */
const unknownId = fc.oneof(
  fc.stringMatching(/^c[a-z0-9]{24}$/),
  fc.uuid(),
  fc.constantFrom("0", "-1", "null", "admin"),
);

/** Absent, null and blank all mean "not given" for an optional field: valid, so never generated for one. */
const meansAbsent = (value: unknown) => {
  const json = JSON.stringify(value);
  return json === undefined || json === "null" || (typeof value === "string" && value.trim() === "");
};

export function invalidValue(field: Field, foreignIds: string[], optional = false): fc.Arbitrary<unknown> {
  const arbitrary = invalidFor(field, foreignIds);
  return optional ? arbitrary.filter((value) => !meansAbsent(value)) : arbitrary;
}

function invalidFor(field: Field, foreignIds: string[]): fc.Arbitrary<unknown> {
  const optional = field.kind === "text" && field.optional;
  switch (field.kind) {
    case "text":
      // Blank optional text means "not given", which is valid.
      return optional
        ? fc.oneof(
            notString.filter((value) => value !== null),
            longText(field.max),
          )
        : fc.oneof(notString, blank, longText(field.max));
    case "id":
      return fc.oneof(notString, badIdText, unknownId, ...(foreignIds.length ? [fc.constantFrom(...foreignIds)] : []));
    case "int":
      return fc.oneof(
        notNumber,
        fc.integer({ min: -2_147_483_648, max: field.min - 1 }),
        fc.integer({ min: field.max + 1, max: 2_147_483_647 * 2 }),
        fc.double({ min: field.min, max: field.max, noNaN: true }).filter((value) => !Number.isInteger(value)),
        fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0.5, 1e21),
      );
    case "number":
      return fc.oneof(
        notNumber,
        fc.double({ min: field.max, noNaN: true, noDefaultInfinity: true }).filter((value) => value > field.max),
        fc.double({ max: field.min, noNaN: true, noDefaultInfinity: true }).filter((value) => value < field.min),
      );
    case "enum": {
      const known = new Set(field.values.map((value) => value.toLowerCase()));
      return fc.oneof(
        notString,
        hostileText.filter((value) => !known.has(value.trim().toLowerCase().replace(/-/g, "_"))),
      );
    }
    case "date":
      return fc.oneof(
        notString,
        hostileText.filter((value) => !/^\s*\d{4}-\d{2}-\d{2}/.test(value)),
        fc.constantFrom("2026-02-30", "2026-13-01", "0000-00-00", "2025-00-10", "9999-99-99", "20260301", "03/02/2026"),
      );
    case "pattern":
      // Judged as the server sees it: NFKC-normalized (a one-dot leader U+2024 becomes ".").
      return fc.oneof(
        notString,
        hostileText.filter((value) => !field.regex.test(value.normalize("NFKC").trim())),
        longText(100).filter((value) => !field.regex.test(value.normalize("NFKC"))),
      );
    case "email":
      return fc.oneof(
        notString,
        blank,
        hostileText.filter((value) => !value.includes("@")),
      );
    case "password":
      return fc.oneof(
        notString,
        fc.string({ maxLength: field.min - 1 }),
        fc.string({ minLength: field.max + 1, maxLength: field.max + 20 }),
      );
    case "object":
      return fc.oneof(
        notString.filter((value) => value === null || typeof value !== "object" || Array.isArray(value)),
        fc.constant({}),
      );
  }
}

/** Keys a client might add to smuggle state (owner, role, timestamps) or to confuse the parser. */
export const extraKeys = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      "teacherId",
      "recordedById",
      "createdById",
      "role",
      "id",
      "createdAt",
      "__proto__",
      "constructor",
      "passwordHash",
      "isAdmin",
    ),
    fc.string({ maxLength: 12 }),
  ),
  fc.oneof(hostileText, fc.integer(), fc.constant(null), fc.constant(true)),
  { maxKeys: 4 },
);

/** Bodies that are not JSON at all, or JSON cut short. */
export function malformedJson(validText: string) {
  return fc.oneof(
    fc.string({ maxLength: 60 }).filter((text) => text.trim() !== "" && !parses(text)),
    fc
      .integer({ min: 1, max: Math.max(1, validText.length - 1) })
      .map((cut) => validText.slice(0, cut))
      .filter((text) => text.trim() !== "" && !parses(text)),
    fc.constantFrom(
      "{",
      "[",
      '{"a":}',
      "{'single':'quotes'}",
      '{"a":1,}',
      "NaN",
      "undefined",
      "\u0000",
      '{"a":"\\u12"}',
    ),
  );
}

export function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** JSON values that are no object at all (primitives, or arrays of junk). */
export const nonObjectBody = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  hostileText,
  fc.array(fc.oneof(fc.integer(), hostileText, fc.constant(null)), { maxLength: 4 }),
);

export const wrongContentType = fc.constantFrom(
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "text/html",
  "application/xml",
  "image/png",
  "application/octet-stream",
);
