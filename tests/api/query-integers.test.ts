import { beforeAll, describe, expect, it } from "vitest";
import { queryInteger } from "@/lib/validation/common";
import { call, makeUser, type TestUser } from "../helpers/api";
import { issueText } from "../helpers/issue-text";
import { lessonReportsApi } from "@/lib/lesson-reports/api";
import { marksApi } from "@/lib/marks/api";
import { peopleApi } from "@/lib/people/api";
import { reportsApi } from "@/lib/reports/api";
import { trackingApi } from "@/lib/tracking/api";

const { GET: listMarks } = marksApi["/api/marks"];
const { GET: exportMarks } = reportsApi["/api/export/marks.csv"];
const { GET: adminAttendance } = reportsApi["/api/admin/attendance"];
const { GET: adminUsers } = peopleApi["/api/admin/users"];
const { GET: adminAudit } = peopleApi["/api/admin/audit"];
const { GET: adoption } = peopleApi["/api/admin/adoption"];
const { GET: trackingEvents } = trackingApi["/api/admin/tracking-events"];
const { GET: allComments } = lessonReportsApi["/api/comments/admin/all"];

// Query strings carry numbers as text: only plain decimal digits are numbers (docs/product-spec.md#validation),
// as in bodies. `0x10`, `1e1`, `page=0x2` used to be read as 16, 10 and 2.
let admin: TestUser;
beforeAll(async () => {
  admin = await makeUser("admin");
});

type Handler = Parameters<typeof call>[0];
const routes: [string, Handler, ("page" | "limit")[]][] = [
  ["GET /api/marks", listMarks, ["page", "limit"]],
  ["GET /api/export/marks.csv", exportMarks, ["page", "limit"]],
  ["GET /api/admin/attendance", adminAttendance, ["page", "limit"]],
  ["GET /api/admin/users", adminUsers, ["page", "limit"]],
  ["GET /api/admin/audit", adminAudit, ["page", "limit"]],
  ["GET /api/admin/adoption", adoption, ["page", "limit"]],
  ["GET /api/admin/tracking-events", trackingEvents, ["limit"]],
  ["GET /api/comments/admin/all", allComments, ["limit"]],
];
const NOT_DIGITS = ["0x10", "0x2", "1e1", "1E1", "1.0", "2.", " 2", "2 ", "Infinity", "0b11", "1_0", "١٢"];

describe("numbers in query strings are plain decimal integers", () => {
  it.each(routes)(
    "%s refuses hex, exponents, fractions and spaces in its paging with 400",
    async (_, handler, names) => {
      for (const name of names) {
        for (const value of NOT_DIGITS) {
          const res = await call<{ message: string }>(handler, { token: admin.token, query: { [name]: value } });
          expect([value, res.status, res.body.message]).toEqual([
            value,
            400,
            `${name === "page" ? "Page" : "Limit"} must be a whole number written in digits, such as 2`,
          ]);
        }
        const ok = await call(handler, { token: admin.token, query: { [name]: "2" } });
        expect(ok.status, `${name}=2`).toBeLessThan(300);
      }
    },
  );

  it("one schema: digits become the number, bounds keep their own words", () => {
    const page = queryInteger("page", { min: 1, max: 10 });
    expect(page.parse("007")).toBe(7);
    expect(page.parse(3)).toBe(3);
    expect(issueText(page.safeParse("0").error?.issues[0])).toBe("Page must be at least 1");
    expect(issueText(page.safeParse("-4").error?.issues[0])).toBe("Page must be at least 1");
    expect(issueText(page.safeParse("11").error?.issues[0])).toBe("Page must be at most 10");
    expect(issueText(page.safeParse("99999999999999999999").error?.issues[0])).toBe("Page must be at most 10");
    expect(issueText(page.safeParse("0x2").error?.issues[0])).toBe(
      "Page must be a whole number written in digits, such as 2",
    );
  });
});
