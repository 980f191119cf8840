import { randomUUID } from "node:crypto";
import { expect, it, vi } from "vitest";

// The scenario of tests/idempotency/idempotency-faults*.test.ts (one file per database: each loads the app against
// its own). Nothing here imports lib/db statically: the app is loaded once DATABASE_URL names the database.
// Issue 30, finding 5: the database went away after a write but before its Idempotency-Key answer was
// stored; the claim stayed open and the key's retry after 120 s wrote a second student, a second daily
// report. The fault is injected at that very point: storing the answer fails as a dropped connection
// does. Now the write and its answer commit together (or neither does), so the retry writes once.

/** Armed by a scenario: the next Idempotency-Key answer to be stored fails. */
const fault = { armed: false };

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** The app's modules, loaded against the database DATABASE_URL names now. */
export async function loadApp() {
  vi.resetModules();
  vi.doMock("@/lib/platform/idempotency-keys", async (importOriginal) => {
    const original = await importOriginal<typeof import("@/lib/platform/idempotency-keys")>();
    return {
      ...original,
      answerIdempotencyKey: async (...args: Parameters<typeof original.answerIdempotencyKey>) => {
        if (fault.armed) {
          fault.armed = false;
          throw Object.assign(new Error("Connection terminated unexpectedly"), { code: "ECONNRESET" });
        }
        return original.answerIdempotencyKey(...args);
      },
    };
  });
  delete (globalThis as { prisma?: unknown }).prisma;
  const { db } = await import("@/lib/db");
  const { createUser } = await import("@/lib/people/users");
  const { startSession } = await import("@/lib/auth/sessions");
  const teacher = await createUser({
    username: `fault_${randomUUID().slice(0, 8)}`,
    email: `${randomUUID().slice(0, 8)}@example.test`,
    password: "blue-bicycle-7",
    role: "teacher",
  });
  const token = (await startSession(teacher)).bearer;
  const school = await db.school.create({
    data: { name: `Fault ${randomUUID().slice(0, 8)}`, memberships: { create: { userId: teacher.id } } },
  });
  const subject = await db.subject.create({ data: { schoolId: school.id, name: "Mathematics" } });
  const klass = await db.class.create({
    data: {
      schoolId: school.id,
      subjects: { create: { subjectId: subject.id, schoolId: school.id } },
      className: "P4",
      classRoom: "R4",
    },
  });
  return {
    db,
    teacher,
    token,
    school,
    klass,
    students: (await import("@/lib/schools/api")).schoolsApi["/api/students"].POST as Handler,
    comments: (await import("@/lib/lesson-reports/api")).lessonReportsApi["/api/comments"].POST as Handler,
  };
}
type App = Awaited<ReturnType<typeof loadApp>>;

async function post(app: App, handler: Handler, key: string, body: unknown) {
  const request = new Request("http://localhost/api/x", {
    method: "POST",
    headers: { authorization: `Bearer ${app.token}`, "content-type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify(body),
  });
  const response = await handler(request, { params: Promise.resolve({}) });
  return {
    status: response.status,
    replayed: response.headers.get("Idempotent-Replayed"),
    body: (await response.json()) as { _id?: string; data?: { _id: string } },
  };
}

/** The write, a fault before its answer is stored, then the key's retries once the claim is stale. */
async function writeOnceThroughAFault(app: App, handler: Handler, body: unknown, count: () => Promise<number>) {
  const key = randomUUID();
  fault.armed = true;
  const first = await post(app, handler, key, body);
  expect(fault.armed, "the fault was hit").toBe(false);
  expect(first.status).toBeGreaterThanOrEqual(500);
  // Two minutes pass: an open claim is now stale and its key may be tried again.
  await app.db.idempotencyKey.updateMany({
    where: { key },
    data: { claimedAt: new Date(Date.now() - 180_000) },
  });
  const retry = await post(app, handler, key, body);
  expect(retry.status).toBe(201);
  const again = await post(app, handler, key, body);
  expect([again.status, again.replayed]).toEqual([201, "true"]);
  expect(again.body).toEqual(retry.body);
  expect(await count(), "written once").toBe(1);
}

export function scenarios(load: () => Promise<App>) {
  let app: App;
  it("a student: the retry after the fault writes one", async () => {
    app = await load();
    const studentName = `Ann ${randomUUID().slice(0, 6)}`;
    await writeOnceThroughAFault(app, app.students, { studentName, classId: app.klass.id }, () =>
      app.db.student.count({ where: { classId: app.klass.id, studentName } }),
    );
  }, 120_000);

  it("a daily report: the retry after the fault files one", async () => {
    const body = {
      schoolId: app.school.id,
      className: app.klass.className,
      subjectName: "Mathematics",
      numberOfStudents: 31,
      successStory: "Fractions",
      challenge: "Rain",
      _gpsLocation: { latitude: -1.95, longitude: 30.07, accuracy: 12, timestamp: Date.now(), type: "gps" },
    };
    await writeOnceThroughAFault(app, app.comments, body, () =>
      app.db.lessonReport.count({ where: { teacherId: app.teacher.id } }),
    );
  });
}
