import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { withIdempotencyKey } from "@/lib/http/idempotency";
import { purgeExpired } from "@/lib/platform/housekeeping";
import { answerIdempotencyKey, claimIdempotencyKey, holdIdempotencyKey } from "@/lib/platform/idempotency-keys";
import { call, makeUser, TEST_PASSWORD, type TestUser } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { attendanceApi } from "@/lib/attendance/api";
import { lessonReportsApi } from "@/lib/lesson-reports/api";
import { peopleApi } from "@/lib/people/api";

const { POST: postComment } = lessonReportsApi["/api/comments"];
const { POST: saveBulk } = attendanceApi["/api/attendance/bulk"];
const { POST: signIn } = peopleApi["/api/auth/signin"];

type Fixture = Awaited<ReturnType<typeof classWithStudents>>;
let fx: Fixture;
let other: TestUser;

beforeAll(async () => {
  fx = await classWithStudents(3);
  other = await makeUser("teacher");
  await db.schoolMembership.create({ data: { userId: other.id, schoolId: fx.school._id } });
});

const report = (numberOfStudents = 28) => ({
  schoolId: fx.school._id,
  className: fx.klass.className,
  subjectName: "Mathematics",
  numberOfStudents,
  successStory: "Fractions went well.",
  challenge: "Two late.",
  _gpsLocation: { latitude: -1.95, longitude: 30.07, accuracy: 12, timestamp: 1_770_000_000_000, type: "gps" },
});
const reportsBy = (teacher: TestUser) => db.lessonReport.count({ where: { teacherId: teacher.id } });
const bulk = (status: string) => ({
  records: fx.students.map((student) => ({
    studentId: student._id,
    classId: fx.klass._id,
    schoolId: fx.school._id,
    date: "2026-03-09",
    status,
    remarks: "",
  })),
});
const send = (handler: typeof postComment, token: string, key: string, body: unknown) =>
  call<{ message?: string; code?: string; data?: { _id: string } }>(handler, {
    token,
    body,
    headers: { "Idempotency-Key": key },
  });

describe("Idempotency-Key on writes", () => {
  it("the same key sent twice at once writes one report; both answers are the first one", async () => {
    const before = await reportsBy(fx.teacher);
    const key = randomUUID();
    const body = report();
    const answers = await Promise.all([1, 2, 3].map(() => send(postComment, fx.teacher.token, key, body)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data?._id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get("Idempotent-Replayed") === "true")).toHaveLength(2);
    expect(await reportsBy(fx.teacher)).toBe(before + 1);

    const later = await send(postComment, fx.teacher.token, key, body);
    expect(later.body.data?._id).toBe(answers[0].body.data?._id);
    expect(await reportsBy(fx.teacher)).toBe(before + 1);
  });

  it("a bulk attendance save replayed in parallel keeps one row per student and the first statuses", async () => {
    const key = randomUUID();
    const answers = await Promise.all([0, 1].map(() => send(saveBulk, fx.teacher.token, key, bulk("late"))));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0].body).toEqual(answers[1].body);
    expect(await db.attendance.count({ where: { classId: fx.klass._id } })).toBe(3);
  });

  it("the same key with a different body is 422 and writes nothing", async () => {
    const key = randomUUID();
    expect((await send(postComment, fx.teacher.token, key, report(28))).status).toBe(201);
    const before = await reportsBy(fx.teacher);
    const res = await send(postComment, fx.teacher.token, key, report(29));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("idempotency-key-reused");
    expect(await reportsBy(fx.teacher)).toBe(before);
  });

  it("keys are per user: another teacher's same key is their own write", async () => {
    const key = randomUUID();
    const [mine, theirs] = await Promise.all([
      send(postComment, fx.teacher.token, key, report()),
      send(postComment, other.token, key, report()),
    ]);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(mine.body.data?._id).not.toBe(theirs.body.data?._id);
  });

  it("a refused request is remembered with its message; a malformed key is 400 and writes nothing", async () => {
    const key = randomUUID();
    const body = { ...report(), schoolId: "" };
    const first = await send(postComment, fx.teacher.token, key, body);
    expect(first.status).toBe(400);
    expect(first.body.message).toBe("Please select a school");
    const again = await send(postComment, fx.teacher.token, key, body);
    expect([again.status, again.body.message]).toEqual([400, "Please select a school"]);

    const before = await reportsBy(fx.teacher);
    for (const bad of ["short", "has space inside it", "x".repeat(101)]) {
      const res = await send(postComment, fx.teacher.token, bad, report());
      expect([res.status, res.body.code]).toEqual([400, "idempotency-key-invalid"]);
    }
    expect(await reportsBy(fx.teacher)).toBe(before);
  });

  it("is ignored on sign-in (public): nothing is stored for a request without a user", async () => {
    const key = randomUUID();
    const res = await call(signIn, {
      body: { username: fx.teacher.username, password: TEST_PASSWORD },
      headers: { "Idempotency-Key": key },
    });
    expect(res.status).toBe(200);
    expect(await db.idempotencyKey.count({ where: { key } })).toBe(0);
  });

  it("a 5xx answer is not kept: the next try runs again", async () => {
    const key = randomUUID();
    let runs = 0;
    const failing = async () => {
      runs += 1;
      return Response.json({ message: "down" }, { status: 503 });
    };
    expect((await withIdempotencyKey(fx.teacher.id, key, "h", failing)).status).toBe(503);
    const ok = async () => {
      runs += 1;
      return Response.json({ ok: true }, { status: 201 });
    };
    expect((await withIdempotencyKey(fx.teacher.id, key, "h", ok)).status).toBe(201);
    expect((await withIdempotencyKey(fx.teacher.id, key, "h", ok)).status).toBe(201);
    expect(runs).toBe(2);
  });

  it("a claim left by a request that died is taken over after two minutes; keys are purged after 24 h", async () => {
    const stale = randomUUID();
    await db.idempotencyKey.create({
      data: { userId: fx.teacher.id, key: stale, requestHash: "h", claimedAt: new Date(Date.now() - 180_000) },
    });
    const ok = async () => Response.json({ ok: true }, { status: 201 });
    expect((await withIdempotencyKey(fx.teacher.id, stale, "h", ok)).status).toBe(201);

    const old = randomUUID();
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await db.idempotencyKey.create({
      data: { userId: fx.teacher.id, key: old, requestHash: "h", status: 201, body: "{}", createdAt: dayAgo },
    });
    const purged = await purgeExpired();
    expect(purged.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(await db.idempotencyKey.count({ where: { key: old } })).toBe(0);
    expect(await db.idempotencyKey.count({ where: { key: stale } })).toBe(1);
  });

  it("a stale claim whose transaction is still open is never taken over: the repeat waits for its answer", async () => {
    const key = randomUUID();
    await db.idempotencyKey.create({
      data: { userId: fx.teacher.id, key, requestHash: "h", claimedAt: new Date(Date.now() - 180_000) },
    });
    const [{ token }] = await db.$queryRaw<{ token: string }[]>`
      SELECT "claimedAt"::text AS "token" FROM "IdempotencyKey" WHERE "key" = ${key}`;
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    // The first request, still writing three minutes after its claim: its transaction holds the row.
    const first = db.$transaction(async (tx) => {
      expect(await holdIdempotencyKey(fx.teacher.id, key, token, tx)).toBe(true);
      held();
      await finished;
      await answerIdempotencyKey(fx.teacher.id, key, 201, '{"first":true}', tx);
    });
    await holding;
    expect(await claimIdempotencyKey(fx.teacher.id, key, "h")).toEqual({ kind: "running" });
    finish();
    await first;
    expect(await claimIdempotencyKey(fx.teacher.id, key, "h")).toEqual({
      kind: "answered",
      status: 201,
      body: '{"first":true}',
    });
  });
});
