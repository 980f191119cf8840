import { describe, expect, it } from "vitest";
import { MARK_FILTER_KEYS, MARK_FILTERS, markFilterParams, readMarkFilters } from "@/lib/marks/mark-filters.schema";
import { listMarksQuery } from "@/lib/marks/marks.schema";

// A value each filter refuses on the server, and whether the screen already drops it from its URL.
const WRONG: Record<(typeof MARK_FILTER_KEYS)[number], [value: string, droppedFromUrl: boolean]> = {
  academicYear: ["1999", true],
  academicTerm: ["first_term", true],
  classId: ["'; drop table", false],
  subjectName: ["s".repeat(101), false],
  examType: ["QUIZ", true],
  teacherName: ["t".repeat(101), false],
  dateFrom: ["yesterday", true],
  dateTo: ["2026-1-1", true],
};

describe("the mark filters, one table for the URL and the API", () => {
  it("the API's query has one field per filter, in the table's order, then the paging", () => {
    expect(Object.keys(listMarksQuery.shape)).toEqual([...MARK_FILTER_KEYS, "page", "limit"]);
  });

  it.each(MARK_FILTER_KEYS)("%s: the API answers the table's message for a wrong value", (key) => {
    const result = listMarksQuery.safeParse({ [key]: WRONG[key][0] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(MARK_FILTERS[key].message);
  });

  it.each(MARK_FILTER_KEYS)("%s: a blank value is no filter, on either side", (key) => {
    expect(listMarksQuery.parse({ [key]: "  " })).toEqual({});
    expect(readMarkFilters(new URLSearchParams({ [key]: "  " }))[key]).toBe("");
  });

  it("the URL reader drops what is malformed, cuts the rest to the API's length, and writes it back", () => {
    const url = new URLSearchParams(Object.entries(WRONG).map(([key, [value]]) => [key, value]));
    const read = readMarkFilters(url);
    for (const key of MARK_FILTER_KEYS) expect(read[key] === "", key).toBe(WRONG[key][1]);
    expect(read.subjectName).toHaveLength(100);
    const good = {
      academicYear: "2025-2026",
      academicTerm: "SECOND_TERM",
      examType: "ENDTERM",
      dateFrom: "2026-01-05",
      teacherName: " Ann ",
    };
    expect(readMarkFilters(new URLSearchParams(good))).toMatchObject({ ...good, teacherName: "Ann" });
    expect(markFilterParams(good).toString()).toBe(
      "academicYear=2025-2026&academicTerm=SECOND_TERM&examType=ENDTERM&teacherName=Ann&dateFrom=2026-01-05",
    );
    expect(listMarksQuery.parse(Object.fromEntries(markFilterParams(good)))).toEqual({ ...good, teacherName: "Ann" });
  });
});
