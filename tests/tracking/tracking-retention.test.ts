import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { purgeTrackingEvents } from "@/lib/tracking/tracking";

const DAY_MS = 86_400_000;
const run = promisify(execFile);

/** Events received at the given instants, in a session of their own. */
async function eventsAt(instants: Date[]) {
  const sessionId = `retention${randomUUID().slice(0, 8)}`;
  await db.trackingEvent.createMany({
    data: instants.map((createdAt, index) => ({
      type: "page_view",
      sessionId,
      occurredAt: createdAt,
      createdAt,
      data: { index },
    })),
  });
  return sessionId;
}

const remaining = async (sessionId: string) =>
  (await db.trackingEvent.findMany({ where: { sessionId }, select: { data: true } }))
    .map((event) => (event.data as { index: number }).index)
    .sort();

describe("purgeTrackingEvents", () => {
  it("deletes exactly the events received before now minus the retention", async () => {
    await db.trackingEvent.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - 20 * DAY_MS) } } });
    const now = new Date(Date.now() - 1000);
    const cutoff = now.getTime() - 30 * DAY_MS;
    const sessionId = await eventsAt([
      new Date(cutoff - 365 * DAY_MS), // 0: long gone
      new Date(cutoff - 1), // 1: one millisecond too old
      new Date(cutoff), // 2: exactly 30 days old: kept
      new Date(cutoff + 1), // 3
      new Date(now.getTime() - DAY_MS), // 4
    ]);
    const result = await purgeTrackingEvents(30, now);
    expect(result).toEqual({ deleted: 2, cutoff: new Date(cutoff) });
    expect(await remaining(sessionId)).toEqual([2, 3, 4]);
    expect(await purgeTrackingEvents(30, now)).toMatchObject({ deleted: 0 });
    await db.trackingEvent.deleteMany({ where: { sessionId } });
  });

  it("refuses a retention that is not a whole number of days", async () => {
    await expect(purgeTrackingEvents(0)).rejects.toThrow("at least 1");
    await expect(purgeTrackingEvents(1.5)).rejects.toThrow();
  });
});

describe("npm run tracking:purge", () => {
  it("uses TRACKING_RETENTION_DAYS and reports what it deleted", async () => {
    const now = Date.now();
    const sessionId = await eventsAt([
      new Date(now - 10 * DAY_MS - 60_000),
      new Date(now - 10 * DAY_MS + 60_000),
      new Date(now - 60_000),
    ]);
    const root = path.resolve(import.meta.dirname, "../..");
    const { stdout } = await run(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/tracking-purge.mts"],
      {
        cwd: root,
        env: { ...process.env, TRACKING_RETENTION_DAYS: "10" },
        timeout: 30_000,
      },
    );
    expect(stdout).toMatch(/^Deleted 1 tracking event\(s\) received before .* \(retention 10 days\)\.$/m);
    expect(await remaining(sessionId)).toEqual([1, 2]);
  }, 40_000);
});
