import { attendanceRate } from "@/lib/attendance/attendance-rate.shared";
import { describe, expect, it } from "vitest";
import {
  bandFor,
  bandLegend,
  DEFAULT_BANDS,
  DEFAULT_WEIGHTS,
  mean,
  percentOf,
  rankWithTies,
  termScore,
} from "@/lib/marks/grading-math";

describe("term score", () => {
  it("weights the three exams 20/30/50 by default", () => {
    expect(termScore({ BEGINNING_TERM: 60, MIDTERM: 70, ENDTERM: 80 }, DEFAULT_WEIGHTS)).toEqual({
      score: 73,
      missing: [],
      rescaled: false,
    });
  });

  it("leaves a missing exam out and rescales the others", () => {
    // (20 × 60 + 50 × 80) / 70 = 74.29
    expect(termScore({ BEGINNING_TERM: 60, ENDTERM: 80 }, DEFAULT_WEIGHTS)).toEqual({
      score: 74.3,
      missing: ["MIDTERM"],
      rescaled: true,
    });
    expect(termScore({ MIDTERM: 45, ENDTERM: null }, DEFAULT_WEIGHTS)).toEqual({
      score: 45,
      missing: ["BEGINNING_TERM", "ENDTERM"],
      rescaled: true,
    });
  });

  it("has no score without any weighted exam, and ignores an exam of weight 0", () => {
    expect(termScore({}, DEFAULT_WEIGHTS).score).toBeNull();
    const weights = { BEGINNING_TERM: 0, MIDTERM: 40, ENDTERM: 60 };
    expect(termScore({ BEGINNING_TERM: 10, MIDTERM: 50, ENDTERM: 100 }, weights)).toEqual({
      score: 80,
      missing: [],
      rescaled: false,
    });
    expect(termScore({ BEGINNING_TERM: 10 }, weights).score).toBeNull();
  });

  it("turns a score out of any maximum into a percentage", () => {
    expect(percentOf(18, 20)).toBe(90);
    expect(percentOf(45, 50)).toBe(90);
    expect(mean([80, null, 71])).toBe(75.5);
    expect(mean([null])).toBeNull();
  });
});

describe("positions", () => {
  it("share a place on a tie and skip the next (1, 2, 2, 4)", () => {
    const ranks = rankWithTies(
      new Map<string, number | null>([
        ["a", 90],
        ["b", 75.5],
        ["c", 75.5],
        ["d", 60],
        ["e", null],
      ]),
    );
    expect([...ranks].map(([id, p]) => `${id}:${p.rank}/${p.outOf}`)).toEqual(["a:1/4", "b:2/4", "c:2/4", "d:4/4"]);
    expect(ranks.has("e")).toBe(false);
  });

  it("ties at the top are all first", () => {
    const ranks = rankWithTies(
      new Map([
        ["x", 50],
        ["y", 50],
        ["z", 40],
      ]),
    );
    expect([ranks.get("x")!.rank, ranks.get("y")!.rank, ranks.get("z")!.rank]).toEqual([1, 1, 3]);
  });
});

describe("attendance rate and bands", () => {
  it("is present ÷ total as a whole percent; late and excused are not present", () => {
    expect(attendanceRate({ present: 2, absent: 1, late: 0, excused: 0 })).toBe(67);
    expect(attendanceRate({ present: 17, absent: 1, late: 1, excused: 1 })).toBe(85);
    expect(attendanceRate({ present: 0, absent: 0, late: 0, excused: 0 })).toBe(0);
  });

  it("bands a score and prints the legend", () => {
    expect(bandFor(80, DEFAULT_BANDS)).toBe("Excellent");
    expect(bandFor(79.9, DEFAULT_BANDS)).toBe("Very good");
    expect(bandFor(0, DEFAULT_BANDS)).toBe("Needs improvement");
    expect(bandFor(null, DEFAULT_BANDS)).toBeNull();
    expect(bandLegend(DEFAULT_BANDS)).toEqual([
      "80–100 Excellent",
      "70–79 Very good",
      "60–69 Good",
      "50–59 Satisfactory",
      "0–49 Needs improvement",
    ]);
  });
});
