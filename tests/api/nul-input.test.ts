import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call, makeUser } from "../helpers/api";
import { attendanceApi } from "@/lib/attendance/api";
import { marksApi } from "@/lib/marks/api";
import { peopleApi } from "@/lib/people/api";

const { POST: signup } = peopleApi["/api/auth/signup"];
const { POST: saveBulk } = attendanceApi["/api/attendance/bulk"];
const { GET: listMarks } = marksApi["/api/marks"];

// PostgreSQL text cannot hold NUL (SQLSTATE 22021): found by the hostile-query fuzz as a 500.
describe("NUL characters in input", () => {
  it("are refused in a JSON body with 400 and nothing written", async () => {
    const before = await db.user.count();
    const res = await call<{ message: string }>(signup, {
      body: { username: "nul\u0000user", email: "nul@example.test", password: "secret1" },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Text may not contain NUL characters");
    expect(await db.user.count()).toBe(before);
  });

  it("are refused in a query string with 400", async () => {
    const teacher = await makeUser("teacher");
    const res = await call<{ message: string }>(listMarks, {
      token: teacher.token,
      query: { teacherName: "a\u0000b" },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Text may not contain NUL characters");
  });

  it.each([
    [
      "in a string of an array's object",
      { records: [{ studentId: "s1", status: "present" }, { studentId: "s\u00002" }] },
    ],
    ["in a key of an array's object", { records: [{ "student\u0000Id": "s1" }] }],
    ["in a string of an array in an array", { records: [[["a", "b\u0000"]]] }],
  ])("are refused %s, however deep the body holds it", async (_, body) => {
    const teacher = await makeUser("teacher");
    const res = await call<{ message: string }>(saveBulk, { token: teacher.token, body });
    expect([res.status, res.body.message]).toEqual([400, "Text may not contain NUL characters"]);
  });
});
