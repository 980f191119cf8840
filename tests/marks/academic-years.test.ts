import { describe, expect, it } from "vitest";
import { academicYearOf, academicYearOptions, currentAcademicYear } from "@/lib/academic-years";
import { academicYearRange, examDateOutsideYear, isInAcademicYear } from "@/lib/academic-year-range";
import { englishOf } from "@/lib/problems/problem-text";

// Local noon: the options read the day on the local clock, which noon keeps away from any zone's midnight.
const on = (isoDay: string) => new Date(`${isoDay}T12:00:00`);

describe("academic years from the calendar", () => {
  it("offers the current school year first and the three before it, whatever today is", () => {
    expect(academicYearOptions(on("2026-11-23"))).toEqual(["2026-2027", "2025-2026", "2024-2025", "2023-2024"]);
    expect(academicYearOptions(on("2031-02-01"))).toEqual(["2030-2031", "2029-2030", "2028-2029", "2027-2028"]);
    expect(currentAcademicYear(on("2026-11-23"))).toBe("2026-2027");
  });

  it("turns over on the 1st of the school's start month (September unless the school says otherwise)", () => {
    expect(academicYearOf("2026-08-31")).toBe("2025-2026");
    expect(academicYearOf("2026-09-01")).toBe("2026-2027");
    expect(academicYearOf("2026-01-31", 2)).toBe("2025-2026");
    expect(academicYearOf("2026-02-01", 2)).toBe("2026-2027");
    expect(academicYearOf("2026-12-31", 1)).toBe("2026-2027");
    expect(academicYearOptions(on("2026-01-15"), 1)[0]).toBe("2026-2027");
  });

  it("knows each year's first and last day, leap years included", () => {
    expect(academicYearRange("2026-2027")).toEqual({ from: "2026-09-01", to: "2027-08-31" });
    expect(academicYearRange("2023-2024", 3)).toEqual({ from: "2023-03-01", to: "2024-02-29" });
    expect(academicYearRange("2026-2027", 1)).toEqual({ from: "2026-01-01", to: "2026-12-31" });
  });

  it("checks an exam day against its year and says which days the year covers", () => {
    expect(isInAcademicYear("2026-10-15", "2026-2027")).toBe(true);
    expect(isInAcademicYear("2026-08-15", "2026-2027")).toBe(false);
    expect(englishOf("exam-date-outside-year", examDateOutsideYear("2026-2027"))).toBe(
      "Exam date must be within the academic year 2026-2027 (1 Sep 2026 to 31 Aug 2027)." +
        " Marks for the current academic year are recorded on the Marks screen of the app.",
    );
  });
});
