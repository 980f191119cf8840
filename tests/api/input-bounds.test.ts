import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { isoDate, maxDate, plainNumber } from "@/lib/validation/common";
import { totalMarks } from "@/lib/marks/marks.schema";
import { signUpSchema, signInSchema } from "@/lib/people/auth.schema";
import { isCommonPassword } from "@/lib/auth/password-policy";
import { createMatrixFixture } from "../helpers/matrix-fixture";
import { call, TEST_PASSWORD, unique } from "../helpers/api";
import { issueText } from "../helpers/issue-text";
import { attendanceApi } from "@/lib/attendance/api";
import { peopleApi } from "@/lib/people/api";

const { POST: saveAttendance } = attendanceApi["/api/attendance"];
const { POST: signup } = peopleApi["/api/auth/signup"];

describe("dates: 2000-01-01 to one year ahead", () => {
  const schema = isoDate();
  it.each(["0001-01-01", "1999-12-31", "9999-12-31", "2100-01-01"])("refuses %s", (value) => {
    const parsed = schema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(issueText(parsed.error?.issues[0])).toBe(`Date must be between 2000-01-01 and ${maxDate()}`);
  });
  it("accepts the bounds themselves and today", () => {
    for (const value of ["2000-01-01", maxDate(), new Date().toISOString().slice(0, 10)])
      expect(schema.parse(value)).toBe(value);
  });
  it("one year ahead is computed from today (a leap day falls back to 28 February)", () => {
    expect(maxDate(new Date("2026-11-23T10:00:00Z"))).toBe("2027-11-23");
    expect(maxDate(new Date("2028-02-29T10:00:00Z"))).toBe("2029-03-01");
  });

  it("attendance dated 0001-01-01 or 9999-12-31 is refused with 400 and nothing is stored", async () => {
    const fx = await createMatrixFixture();
    const before = await db.attendance.count();
    for (const date of ["0001-01-01", "9999-12-31"]) {
      const res = await call<{ message: string }>(saveAttendance, {
        token: fx.users.teacherA.token,
        body: { studentId: fx.a.studentIds[0], classId: fx.a.classId, date, status: "present" },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Date must be between 2000-01-01 and /);
    }
    expect(await db.attendance.count()).toBe(before);
  });
});

describe("numbers: JSON numbers or plain decimal strings only", () => {
  it.each(["0x10", "1e3", " 12 ", "12 ", "", "Infinity", "NaN", "1_000", "0b11", "+", "1.", ".5"])(
    "%j is not turned into a number",
    (value) => {
      expect(plainNumber(value)).toBe(value);
      expect(totalMarks.safeParse(value).success).toBe(false);
    },
  );
  it.each([
    ["12", 12],
    ["-3.5", -3.5],
    ["+7", 7],
    ["007", 7],
  ] as const)("%j is %d", (value, expected) => {
    expect(plainNumber(value)).toBe(expected);
  });
  it("JSON numbers pass through", () => {
    expect(totalMarks.parse(64)).toBe(64);
    expect(totalMarks.parse("64")).toBe(64);
  });
});

describe("passwords", () => {
  it("at least 8 characters, and not on the common-password list (the old demo admin123 and secret123 are on it)", () => {
    expect(
      issueText(signUpSchema.safeParse({ username: "abc", email: "a@b.co", password: "abc1234" }).error?.issues[0]),
    ).toBe("Password must be at least 8 characters long");
    for (const common of ["123456", "password", "12345678", "admin123", "secret123", "Password1", "qwertyuiop"])
      expect(isCommonPassword(common)).toBe(true);
    for (const fine of [TEST_PASSWORD, "teacher123", "schooladmin1", "green-kettle-19"])
      expect(isCommonPassword(fine)).toBe(false);
  });

  it.each(["123456", "password", "qwerty123"])("sign-up with %j is refused and stores nothing", async (password) => {
    const before = await db.user.count();
    const username = unique("weak");
    const res = await call<{ message: string }>(signup, {
      body: { username, email: `${username}@example.test`, password },
    });
    expect(res.status).toBe(400);
    expect(await db.user.count()).toBe(before);
  });
});

describe("usernames: NFKC-normalized, invisible characters refused", () => {
  it("full-width and ligature forms fold to their plain letters (sign-up and sign-in alike)", () => {
    expect(
      signUpSchema.parse({ username: "ｔｅａｃｈｅｒ７", email: "a@b.co", password: TEST_PASSWORD }).username,
    ).toBe("teacher7");
    expect(signInSchema.parse({ username: " ﬁona ", password: "x" }).username).toBe("fiona");
  });

  it.each([
    ["zero-width space", "ad\u200Bmin"],
    ["zero-width joiner", "ad\u200Dmin"],
    ["right-to-left override", "admin\u202Egpj"],
    ["Hangul filler", "admin\u3164"],
    ["soft hyphen", "ad\u00ADmin"],
    ["byte order mark inside", "ad\uFEFFmin"],
  ])("refuses a %s", (_, username) => {
    const parsed = signUpSchema.safeParse({ username, email: "a@b.co", password: TEST_PASSWORD });
    expect(issueText(parsed.error?.issues[0])).toBe("Username may not contain invisible characters");
  });

  it("a look-alike of a taken name (full-width) is taken", async () => {
    const username = unique("twin").toLowerCase();
    expect(
      (await call(signup, { body: { username, email: `${username}@example.test`, password: TEST_PASSWORD } })).status,
    ).toBe(201);
    const wide = [...username]
      .map((char) => (/[a-z0-9]/.test(char) ? String.fromCodePoint(char.codePointAt(0)! + 0xfee0) : char))
      .join("");
    const res = await call<{ message: string }>(signup, {
      body: { username: wide, email: `wide-${username}@example.test`, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This username is already taken");
  });
});
