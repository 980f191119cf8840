// The demo data a term in (issues 50 and 46): Green Hills' 22 pupils have 60 recorded school days. Early in
// a term, with five, one absence was a rate of 80 % that flagged the pupil: a minimum of recorded days
// (default 10) leaves the rate unjudged until there are enough. Here the term's days are enough, so the
// defaults judge the rate; a minimum above them leaves it unjudged and every other reason as it was.
import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/db";
import { atRiskSql, reasonsOf, type AtRiskRow } from "@/lib/early-warning/at-risk";
import { DEFAULT_EARLY_WARNING } from "@/lib/early-warning/rules.shared";
import { seedDemoData } from "@/prisma/seed";
import { setUpEmbeddedDb } from "../helpers/embedded-db";

const ADMIN = { id: "demo-admin", username: "demo-admin", email: "demo-admin@example.test", role: "admin" as const };

describe("Green Hills' demo pupils under the default rules", () => {
  let db: Db;
  setUpEmbeddedDb("atrisk-demo", async (embedded) => {
    db = embedded.db;
    await seedDemoData(db);
  });

  const flagged = async (schoolId: string) =>
    (await db.$queryRaw<AtRiskRow[]>(atRiskSql(ADMIN, { schoolId }))).map((row) => ({
      id: row.id,
      rules: reasonsOf(row).map((reason) => reason.rule),
    }));

  it("the attendance rate is judged after 10 recorded days; a higher minimum leaves only the other rules", async () => {
    const school = await db.school.findFirstOrThrow({ where: { name: "Green Hills Primary School" } });
    expect(await db.student.count({ where: { schoolId: school.id } })).toBe(22);
    const days = await db.attendance.groupBy({ by: ["studentId"], where: { schoolId: school.id }, _count: true });
    expect(new Set(days.map((row) => row._count))).toEqual(new Set([60]));

    // The school's defaults, as a school never configured has them: 60 days ≥ 10, the rate is judged.
    const before = await flagged(school.id);
    expect(before.some((entry) => entry.rules.includes("attendance-rate"))).toBe(true);

    // A minimum above the recorded days: the rate waits.
    await db.earlyWarningRules.create({ data: { schoolId: school.id, ...DEFAULT_EARLY_WARNING, minRecordedDays: 61 } });
    const after = await flagged(school.id);
    await db.earlyWarningRules.delete({ where: { schoolId: school.id } });
    expect(after.some((entry) => entry.rules.includes("attendance-rate"))).toBe(false);
    // Exactly the rate's reasons are gone: everyone else flagged stays flagged, for the same other reasons.
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect([...after].sort(byId)).toEqual(
      before
        .map((entry) => ({ ...entry, rules: entry.rules.filter((rule) => rule !== "attendance-rate") }))
        .filter((entry) => entry.rules.length > 0)
        .sort(byId),
    );
    console.info(`Green Hills flagged: ${before.length} of 22 by the defaults, ${after.length} with the rate unjudged`);
  }, 120_000);

  it("a school's rules saved without naming the minimum get the default 10 (the column's default)", async () => {
    const school = await db.school.findFirstOrThrow({ where: { name: "Lakeside Secondary School" } });
    const { minRecordedDays, ...older } = DEFAULT_EARLY_WARNING;
    expect(minRecordedDays).toBe(10);
    const row = await db.earlyWarningRules.create({ data: { schoolId: school.id, ...older } });
    expect(row.minRecordedDays).toBe(10);
  });
});
