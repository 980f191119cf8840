import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call, makeUser, type TestUser } from "../helpers/api";
import { record, schoolWithClass, type SchoolFixture } from "../fixtures/marks-fixtures";
import { marksApi } from "@/lib/marks/api";

const { GET: list } = marksApi["/api/marks"];
const { POST: bulk } = marksApi["/api/marks/bulk"];

type MarkBody = {
  _id: string;
  examDate: string;
  examType: string;
  academicYear: string;
  academicTerm: string;
  classId: { _id: string };
  subjectId: { name: string };
  teacherId: { username: string };
};

let a: SchoolFixture; // 25 marks: 5 students × (3 exam types in FIRST_TERM 2025-2026 + ENDTERM 2024-2025 THIRD_TERM + BEGINNING_TERM SECOND_TERM)
let b: SchoolFixture; // another teacher's school: 2 marks
let admin: TestUser;

async function save(fixture: SchoolFixture, records: unknown[]) {
  const res = await call(bulk, { body: records, token: fixture.teacher.token });
  expect(res.status).toBe(201);
}

const page = (user: TestUser, query: Record<string, string | number | undefined> = {}) =>
  call<MarkBody[]>(list, { token: user.token, query });

beforeAll(async () => {
  a = await schoolWithClass(5);
  b = await schoolWithClass(2);
  admin = await makeUser("admin");
  const indexes = [0, 1, 2, 3, 4];
  await save(
    a,
    indexes.map((i) => record(a, i, { examType: "BEGINNING_TERM", examDate: `2025-09-0${i + 1}` })),
  );
  await save(
    a,
    indexes.map((i) => record(a, i, { examType: "MIDTERM", examDate: "2025-10-15" })),
  );
  await save(
    a,
    indexes.map((i) => record(a, i, { examType: "ENDTERM", examDate: "2025-11-20" })),
  );
  await save(
    a,
    indexes.map((i) =>
      record(a, i, {
        examType: "ENDTERM",
        academicYear: "2024-2025",
        academicTerm: "THIRD_TERM",
        examDate: "2025-06-10",
      }),
    ),
  );
  await save(
    a,
    indexes.map((i) =>
      record(a, i, { examType: "BEGINNING_TERM", academicTerm: "SECOND_TERM", examDate: "2026-01-12" }),
    ),
  );
  await save(b, [record(b, 0), record(b, 1)]);
});

describe("GET /api/marks", () => {
  it("answers 401 to an anonymous caller", async () => {
    expect((await call(list)).status).toBe(401);
  });

  it("answers every mark the caller may see when no page is asked (the original client never pages), newest exam first", async () => {
    const all = await page(a.teacher);
    expect(all.status).toBe(200);
    expect(all.headers.get("X-Total-Count")).toBe("25");
    expect(all.body).toHaveLength(25);
    expect(new Set(all.body.map((mark) => mark._id)).size).toBe(25);
    const dates = all.body.map((mark) => mark.examDate);
    expect(dates).toEqual([...dates].sort().reverse());
    // Read the way the client reads it: subjectId.subjectName, schoolId.name, maxMarks.
    expect(all.body[0]).toMatchObject({
      subjectId: { subjectName: a.subjectName },
      schoolId: { _id: a.schoolId, name: expect.any(String) },
      maxMarks: 100,
      teacherId: { role: "teacher" },
    });
    expect((await page(b.teacher)).body.every((mark) => mark.classId._id === b.classId)).toBe(true);
  });

  it("pages a teacher's marks with page or limit: 10 by default, newest exam first, total in X-Total-Count, populated", async () => {
    const first = await page(a.teacher, { page: 1 });
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Total-Count")).toBe("25");
    expect(first.body).toHaveLength(10);
    const dates = first.body.map((mark) => mark.examDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.body[0]).toMatchObject({
      examDate: "2026-01-12",
      classId: { _id: a.classId },
      subjectId: { name: a.subjectName },
      teacherId: { username: a.teacher.username },
    });

    const ids = new Set<string>();
    for (const n of [1, 2, 3]) for (const mark of (await page(a.teacher, { page: n })).body) ids.add(mark._id);
    expect(ids.size).toBe(25);
    const third = await page(a.teacher, { page: 3 });
    expect(third.body).toHaveLength(5);
    const beyond = await page(a.teacher, { page: 9 });
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get("X-Total-Count")).toBe("25");
    expect((await page(a.teacher, { limit: 7 })).body).toHaveLength(7);
  });

  it("never shows another teacher's marks; an admin sees every school", async () => {
    const mine = await page(b.teacher, { limit: 100 });
    expect(mine.headers.get("X-Total-Count")).toBe("2");
    expect(mine.body.every((mark) => mark.classId._id === b.classId)).toBe(true);
    const probing = await page(b.teacher, { classId: a.classId });
    expect(probing.body).toEqual([]);
    expect(probing.headers.get("X-Total-Count")).toBe("0");
    expect((await page(admin, { classId: a.classId })).headers.get("X-Total-Count")).toBe("25");
    expect((await page(admin, { classId: b.classId })).headers.get("X-Total-Count")).toBe("2");
  });

  const filters: [string, () => Record<string, string>, number][] = [
    ["academicYear", () => ({ academicYear: "2024-2025" }), 5],
    ["academicTerm", () => ({ academicTerm: "SECOND_TERM" }), 5],
    ["classId", () => ({ classId: a.classId }), 25],
    ["subjectName (any case)", () => ({ subjectName: a.subjectName.toUpperCase() }), 25],
    ["an unknown subjectName", () => ({ subjectName: "Astrology" }), 0],
    ["examType", () => ({ examType: "ENDTERM" }), 10],
    ["teacherName (part, any case)", () => ({ teacherName: a.teacher.username.slice(2, 10).toUpperCase() }), 25],
    ["a teacherName with LIKE wildcards", () => ({ teacherName: "%_" }), 0],
    ["dateFrom", () => ({ dateFrom: "2025-10-15" }), 15],
    ["dateTo", () => ({ dateTo: "2025-09-03" }), 8],
    ["a date range", () => ({ dateFrom: "2025-09-02", dateTo: "2025-09-04" }), 3],
    ["combined filters", () => ({ academicYear: "2025-2026", academicTerm: "FIRST_TERM", examType: "MIDTERM" }), 5],
    [
      "blank filters (ignored)",
      () => ({
        academicYear: "",
        academicTerm: " ",
        classId: "",
        subjectName: "",
        examType: "",
        teacherName: "",
        dateFrom: "",
        dateTo: "",
        page: "",
        limit: "",
      }),
      25,
    ],
  ];
  it.each(filters)("filters by %s", async (_, query, expected) => {
    const res = await page(a.teacher, { ...query(), limit: 100 });
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Total-Count")).toBe(String(expected));
    expect(res.body).toHaveLength(expected);
  });

  const bad: [Record<string, string>, string][] = [
    [{ academicYear: "1999" }, "Unknown academic year"],
    [{ examType: "QUIZ" }, "Unknown exam type"],
    [{ dateFrom: "yesterday" }, "Date from must be YYYY-MM-DD"],
    [{ page: "0" }, "Page must be at least 1"],
    [{ limit: "1000" }, "Limit must be at most 100"],
    [{ classId: "'; drop table" }, "Invalid class id"],
  ];
  it.each(bad)("rejects %o with 400", async (query, message) => {
    const res = await call<{ message: string }>(list, { token: a.teacher.token, query });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("keeps working with the count and page in one statement after deletes", async () => {
    const victim = (await page(b.teacher, { page: 1 })).body[0];
    await db.mark.delete({ where: { id: victim._id } });
    expect((await page(b.teacher, { page: 1 })).headers.get("X-Total-Count")).toBe("1");
  });
});
