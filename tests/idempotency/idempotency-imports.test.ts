import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call, makeUser } from "../helpers/api";
import { discoverApiRoutes } from "../helpers/matrix-routes";
import { createCardFixture, type CardFixture } from "../fixtures/report-card-fixture";
import { marksApi } from "@/lib/marks/api";
import { schoolsApi } from "@/lib/schools/api";

const { POST: importStudents } = schoolsApi["/api/students/import"];
const { POST: importMarks } = marksApi["/api/marks/import"];

// Issue 30, finding 12: a CSV import sent again with its Idempotency-Key (the offline queue resends a
// commit it never heard back from) answered 422 "Nothing was imported…" (every row now "Already in
// this class") instead of the first answer. Imports are creating routes: the key covers them too.
let f: CardFixture;
let classId: string;
beforeAll(async () => {
  f = await createCardFixture();
  classId = (
    await db.class.create({
      data: {
        schoolId: f.schoolId,
        subjects: { create: { subjectId: f.subjectId, schoolId: f.schoolId } },
        className: "P7",
        classRoom: "R7",
      },
    })
  ).id;
});

type Answer = { message?: string; code?: string; written?: number; dryRun?: boolean };
const send = (handler: typeof importStudents, query: Record<string, string>, body: string, key: string) =>
  call<Answer>(handler, {
    method: "POST",
    token: f.teacher.token,
    query,
    body,
    headers: { "content-type": "text/csv", "Idempotency-Key": key },
  });

describe("Idempotency-Key on CSV imports", () => {
  it("a students commit replayed answers the first answer and writes the rows once", async () => {
    const key = randomUUID();
    const body = "studentName\nKeza Aline\nMugabo Eric\n";
    const first = await send(importStudents, { classId, commit: "true" }, body, key);
    expect([first.status, first.body.written]).toEqual([201, 2]);
    const again = await send(importStudents, { classId, commit: "true" }, body, key);
    expect([again.status, again.headers.get("Idempotent-Replayed")]).toEqual([201, "true"]);
    expect(again.body).toEqual(first.body);
    expect(await db.student.count({ where: { classId } })).toBe(2);
  });

  it("the same commit sent four times at once writes once; every answer is the first one", async () => {
    const target = (
      await db.class.create({
        data: {
          schoolId: f.schoolId,
          subjects: { create: { subjectId: f.subjectId, schoolId: f.schoolId } },
          className: "P8",
          classRoom: "R8",
        },
      })
    ).id;
    const key = randomUUID();
    const body = "studentName\nIrakoze Jean\nUwase Marie\nNiyonsaba Claude\n";
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => send(importStudents, { classId: target, commit: "true" }, body, key)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(answers.every((a) => a.body.written === 3)).toBe(true);
    expect(answers.filter((a) => a.headers.get("Idempotent-Replayed") === "true")).toHaveLength(3);
    expect(await db.student.count({ where: { classId: target } })).toBe(3);
  });

  it("the key covers the file and the query: another file or a preview with it is 422, writing nothing", async () => {
    const key = randomUUID();
    const body = "studentName\nHirwa Paul\n";
    expect((await send(importStudents, { classId, commit: "true" }, body, key)).status).toBe(201);
    const before = await db.student.count({ where: { classId } });
    for (const [query, text] of [
      [{ classId, commit: "true" }, "studentName\nSomeone Else\n"],
      [{ classId }, body],
    ] as const) {
      const res = await send(importStudents, query, text, key);
      expect([res.status, res.body.code]).toEqual([422, "idempotency-key-reused"]);
    }
    expect(await db.student.count({ where: { classId } })).toBe(before);
  });

  it("a marks commit replayed answers the first answer and writes each mark once", async () => {
    const students = await db.student.findMany({ where: { classId: f.classId }, select: { id: true } });
    const query = {
      classId: f.classId,
      subjectId: f.subjectId,
      examType: "MIDTERM",
      academicYear: "2025-2026",
      academicTerm: "SECOND_TERM",
      examDate: "2026-03-02",
      commit: "true",
    };
    const body = `studentId,totalMarks\n${students.map((s, i) => `${s.id},${50 + i}`).join("\n")}\n`;
    const count = () =>
      db.mark.count({
        where: { classId: f.classId, academicTerm: "SECOND_TERM", examType: "MIDTERM", academicYear: "2025-2026" },
      });
    const before = await count();
    const key = randomUUID();
    const first = await send(importMarks, query, body, key);
    expect([first.status, first.body.message]).toEqual([201, undefined]);
    const again = await send(importMarks, query, body, key);
    expect([again.status, again.headers.get("Idempotent-Replayed")]).toEqual([201, "true"]);
    expect(again.body).toEqual(first.body);
    expect(await count()).toBe(before + students.length);
  });

  it("an import past 1 MB with a key is still 413 with the file's own message", async () => {
    const res = await send(
      importStudents,
      { classId, commit: "true" },
      `studentName\n${"x".repeat(1_000_001)}\n`,
      randomUUID(),
    );
    expect([res.status, res.body.message]).toEqual([413, "The file is too large: at most 1,000,000 bytes (1 MB)"]);
  });
});

describe("every signed-in POST that creates something takes an Idempotency-Key", () => {
  // POSTs that create nothing a queue would resend: they take no body and ignore the header.
  const NOT_CREATING = new Map([
    ["/api/admin/users/{id}/end-sessions", "ends sessions; a repeat ends none"],
    ["/api/admin/users/{id}/reset-password", "a one-time password must never be stored for a replay"],
    ["/api/schools/{id}/join-code", "renews a code: a repeat renews it again, as asked"],
    ["/api/schools/{id}/members/{id}/approve", "approving twice is approving once"],
    ["/api/reports/issued-cards/{id}/revoke", "no body; withdrawing a card twice is withdrawing it once"],
    ["/api/notices/receipts/{id}", "a provider's callback, signed by the provider, not a user"],
    // Public: there is no user to keep a key for.
    ["/api/auth/signin", "public"],
    ["/api/auth/signup", "public"],
    ["/api/auth/logout", "public"],
    ["/api/auth/forgot-password", "public"],
    ["/api/tracking", "public"],
    ["/api/{...}", "unknown paths are 404"],
  ]);

  it("each one checks the key (a malformed key is 400 before anything is done)", async () => {
    const { token } = await makeUser("admin");
    // (Not sent to the others: logout would end this very session.)
    const routes = (await discoverApiRoutes()).filter((route) => route.handlers.POST && !NOT_CREATING.has(route.key));
    const honours: string[] = [];
    for (const route of routes) {
      const csv = route.key.endsWith("/import");
      const request = new Request(`http://localhost${route.pattern}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": csv ? "text/csv" : "application/json",
          "Idempotency-Key": "bad key",
        },
        body: csv ? "studentName\nX\n" : "{}",
      });
      const params = Object.fromEntries(route.params.map(({ name }) => [name, "x"]));
      const res = await route.handlers.POST!(request, { params: Promise.resolve(params) });
      const body = (await res.json().catch(() => ({}))) as { code?: string };
      if (res.status === 400 && body.code === "idempotency-key-invalid") honours.push(route.key);
    }
    expect(honours.sort()).toEqual(routes.map((route) => route.key).sort());
    expect(honours).toEqual(expect.arrayContaining(["/api/students/import", "/api/marks/import"]));
  });
});
