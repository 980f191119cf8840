// The demo data early in a term (issue 50): Green Hills' 22 pupils have five recorded school days, and
// without a minimum of recorded days one absence among them was a rate of 80 % that flagged the pupil.
// The default minimum (10) leaves the rate unjudged; the other rules flag as they did.
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

  it("the attendance rate waits for 10 recorded days; the marks drops still flag", async () => {
    const school = await db.school.findFirstOrThrow({ where: { name: "Green Hills Primary School" } });
    expect(await db.student.count({ where: { schoolId: school.id } })).toBe(22);

    // Before: the default rules without the minimum.
    await db.earlyWarningRules.create({
      data: { schoolId: school.id, ...DEFAULT_EARLY_WARNING, minRecordedDays: null },
    });
    const before = await flagged(school.id);
    const byRate = before.filter((entry) => entry.rules.includes("attendance-rate"));
    expect(byRate.length).toBeGreaterThan(0);

    // After: the school's defaults as a school never configured has them.
    await db.earlyWarningRules.delete({ where: { schoolId: school.id } });
    const after = await flagged(school.id);
    expect(after.some((entry) => entry.rules.includes("attendance-rate"))).toBe(false);
    // Exactly the rate's reasons are gone: everyone else flagged stays flagged, for the same other reasons.
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect([...after].sort(byId)).toEqual(
      before
        .map((entry) => ({ ...entry, rules: entry.rules.filter((rule) => rule !== "attendance-rate") }))
        .filter((entry) => entry.rules.length > 0)
        .sort(byId),
    );
    console.info(`Green Hills flagged: ${before.length} of 22 before, ${after.length} of 22 after`);
  }, 120_000);

  it("a school's rules saved without naming the minimum get the default 10 (the column's default)", async () => {
    const school = await db.school.findFirstOrThrow({ where: { name: "Lakeside Secondary School" } });
    const { minRecordedDays, ...older } = DEFAULT_EARLY_WARNING;
    expect(minRecordedDays).toBe(10);
    const row = await db.earlyWarningRules.create({ data: { schoolId: school.id, ...older } });
    expect(row.minRecordedDays).toBe(10);
  });
});
