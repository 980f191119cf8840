import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attendanceRecordSchema, bulkAttendanceSchema } from "@/lib/attendance/attendance.schema";
import { issueText } from "../helpers/issue-text";

/** The bulk schema as it reads with every record through attendanceRecordSchema (no shortcut). */
function reference(records: unknown[]) {
  if (records.length < 1 || records.length > 500) return "array";
  const parsed: { studentId: string; classId: string; date: string; status: string }[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of records.entries()) {
    const result = attendanceRecordSchema.safeParse(raw);
    if (!result.success) return `${index}:${issueText(result.error.issues[0])}`;
    const first = parsed[0] ?? result.data;
    if (result.data.classId !== first.classId || result.data.date !== first.date) return `${index}:mixed`;
    if (seen.has(result.data.studentId)) return `${index}:twice`;
    seen.add(result.data.studentId);
    parsed.push(result.data);
  }
  return {
    classId: parsed[0].classId,
    date: parsed[0].date,
    entries: parsed.map(({ studentId, status }) => ({ studentId, status })),
  };
}

// Mostly well-formed values (so most bodies pass and the shortcut is taken), with the near misses the
// schema must refuse or normalise: blanks, padding, wrong types, impossible or out-of-range dates.
const often = <T, U>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<U>) =>
  fc.oneof({ arbitrary: good, weight: 12 }, { arbitrary: bad, weight: 1 });
const studentId = often(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/),
  fc.constantFrom(" s1", "s1 ", "", "x".repeat(65), "a b", "é", 5, null),
);
const classId = often(fc.constantFrom("c1", "c2"), fc.constantFrom(" c1", "", "x".repeat(65), 7));
const date = often(
  fc.constantFrom("2026-01-05", "2026-01-06"),
  fc.constantFrom(" 2026-01-05", "2026-02-30", "2026-1-5", "1999-12-31", "2999-01-01", 20260105),
);
const status = often(fc.constantFrom("present", "absent", "late", "excused"), fc.constantFrom("Present", "", 1));
const record = fc.record(
  { studentId, classId, date, status, schoolId: fc.anything(), remarks: fc.anything() },
  { requiredKeys: ["studentId", "classId", "date", "status"] },
);
const stray = fc.oneof(fc.constant(null), fc.string(), fc.record({ studentId }, { requiredKeys: [] }));
// Records that share the first one's class and date, as real saves do, with strays mixed in.
export const records = fc
  .tuple(record, fc.array(often(record, stray), { maxLength: 12 }), fc.integer({ min: 0, max: 30 }))
  .map(([first, rest, keep]) => [
    first,
    ...rest.map((item, index) =>
      index === keep || typeof item !== "object" || item === null || !("classId" in item)
        ? item
        : { ...item, classId: first.classId, date: first.date },
    ),
  ]);

describe("bulkAttendanceSchema", () => {
  it("reads every body exactly as record-by-record validation does", () => {
    fc.assert(
      fc.property(records, (body) => {
        const expected = reference(body);
        const result = bulkAttendanceSchema.safeParse({ records: body });
        if (typeof expected === "string") {
          expect(result.success).toBe(false);
          if (expected === "array") return;
          const [index, what] = [Number(expected.split(":")[0]), expected.slice(expected.indexOf(":") + 1)];
          const message = issueText(result.error?.issues[0]) ?? "";
          expect(message).toMatch(new RegExp(`^Record ${index + 1}\\b`));
          const words = { mixed: "all records must be for the same class and date", twice: "appears more than once" };
          expect(message).toContain(words[what as keyof typeof words] ?? what);
        } else {
          expect(result.success).toBe(true);
          expect(result.data).toEqual(expected);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
