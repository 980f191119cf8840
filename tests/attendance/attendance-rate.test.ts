import { describe, expect, it } from "vitest";
import { attendanceRate } from "@/lib/attendance/attendance-rate.shared";
import { call, makeUser } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { attendanceApi } from "@/lib/attendance/api";
import { reportsApi } from "@/lib/reports/api";

const { POST: saveBulk } = attendanceApi["/api/attendance/bulk"];
const { GET: classSummary } = attendanceApi["/api/attendance/class/[classId]/summary"];
const { GET: overview } = attendanceApi["/api/attendance/overview"];
const { GET: trends } = reportsApi["/api/admin/analytics/attendance-trends"];
const { GET: attendanceReport } = reportsApi["/api/reports/attendance/[schoolId]"];

type Json = Record<string, unknown>;
const DATE = "2026-03-09";

describe("one attendance-rate definition", () => {
  it("is present ÷ every recorded status, rounded to a whole percent; late is not present", () => {
    expect(attendanceRate({ present: 2, absent: 1, late: 1, excused: 1 })).toBe(40);
    expect(attendanceRate({ present: 2, absent: 0, late: 1, excused: 0 })).toBe(67);
    expect(attendanceRate({ present: 1, absent: 2, late: 0, excused: 0 })).toBe(33);
    expect(attendanceRate({ present: 0, absent: 0, late: 0, excused: 0 })).toBe(0);
  });

  it("gives the same rate for one class and day on the teacher's summary, the overview, the trends and the report", async () => {
    const { teacher, school, klass, students } = await classWithStudents(6);
    const statuses = ["present", "present", "late", "excused", "absent"];
    // Five of six marked: the sixth is not marked yet and must not change the rate anywhere.
    await call(saveBulk, {
      token: teacher.token,
      body: students.slice(0, 5).map((student, i) => ({
        studentId: student._id,
        classId: klass._id,
        date: DATE,
        status: statuses[i],
      })),
    });
    const admin = await makeUser("admin");

    const summary = await call<Json>(classSummary, {
      token: teacher.token,
      params: { classId: klass._id },
      query: { date: DATE },
    });
    const day = await call<{ classes: { _id: string; day: Json; overall: Json }[] }>(overview, {
      token: teacher.token,
      query: { date: DATE },
    });
    const daily = await call<Json[]>(trends, {
      token: admin.token,
      query: { startDate: DATE, endDate: DATE, classId: klass._id, view: "daily" },
    });
    const report = await call<{ attendanceSummary: Json }>(attendanceReport, {
      token: admin.token,
      params: { schoolId: school._id },
    });

    const row = day.body.classes.find((klassRow) => klassRow._id === klass._id)!;
    expect([
      summary.body.attendanceRate,
      row.day.attendanceRate,
      row.overall.attendanceRate,
      daily.body[0]?.attendanceRate,
      report.body.attendanceSummary.attendanceRate,
    ]).toEqual([40, 40, 40, 40, 40]);
  });
});
