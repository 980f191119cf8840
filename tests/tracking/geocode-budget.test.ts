// The outside geocoder's budget is spent per user, never by anonymous tracking, and daily reports have a
// share of it nothing else can use; a report left as 'Unknown Address' is looked up again later.
// Real parallel requests through the routes; the work Next runs after answering is collected and awaited.
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { answerKigali } from "@/scripts/lib/fake-geocoder.mts";
import { call, makeUser, unique, type TestUser } from "../helpers/api";
import { withFakeGeocoder } from "../helpers/fake-providers";
import { lessonReportsApi } from "@/lib/lesson-reports/api";
import { trackingApi } from "@/lib/tracking/api";

const { POST: track } = trackingApi["/api/tracking"];
const { POST: postComment } = lessonReportsApi["/api/comments"];
const { GET: geocode } = lessonReportsApi["/api/geocode"];

const afterAnswering = vi.hoisted(() => [] as (() => Promise<unknown>)[]);
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => void afterAnswering.push(task),
}));
/** Runs what the routes left to do after answering, as Next would once the answers are sent. */
async function settled() {
  while (afterAnswering.length) await Promise.all(afterAnswering.splice(0).map((task) => task()));
}

let answering = true;
let calls = 0;
withFakeGeocoder((_, response) => {
  calls++;
  if (answering) answerKigali(response);
  else response.writeHead(503).end();
});
// A report's retry run left queued is not counted in the next test.
afterEach(settled);
beforeEach(async () => {
  // Fresh budgets and cache: earlier files may have spent this minute's.
  await db.rateLimit.deleteMany({ where: { key: { startsWith: "geocoder:" } } });
  await db.rateLimit.deleteMany({ where: { key: "housekeeping:report-addresses" } });
  await db.geocodeCache.deleteMany();
  answering = true;
});

/** A distinct place per request (3 decimals apart), so none is answered from the cache. */
let place = 0;
const nextPosition = () => ({ latitude: -2 + ++place / 1000, longitude: 29 + place / 1000 });

const trackWithPosition = (token?: string) =>
  call(track, {
    token,
    body: {
      event: { type: "page_view", data: { action: "page_view" } },
      location: { coordinates: { ...nextPosition(), accuracy: 30 } },
      session: { id: `s${randomUUID().replace(/-/g, "")}` },
    },
    headers: { "x-forwarded-for": `10.9.${place % 250}.${Math.floor(place / 250)}` },
  });

async function reportingTeacher() {
  const teacher = await makeUser("teacher");
  const school = await db.school.create({
    data: { name: unique("Budget School"), memberships: { create: { userId: teacher.id } } },
  });
  const subject = await db.subject.create({ data: { schoolId: school.id, name: "Science" } });
  await db.class.create({
    data: {
      schoolId: school.id,
      subjects: { create: { subjectId: subject.id, schoolId: school.id } },
      className: "P6",
      classRoom: "Lab",
    },
  });
  const file = () =>
    call<{ data: { _id: string; gpsLocation: { address: { fullAddress: string } } } }>(postComment, {
      token: teacher.token,
      body: {
        schoolId: school.id,
        className: "P6",
        subjectName: "Science",
        numberOfStudents: 20,
        _gpsLocation: nextPosition(),
      },
    });
  return { teacher, file };
}

describe("the geocoder budget", () => {
  it("70 anonymous tracking requests with positions at once spend none of it; the next report finds its address", async () => {
    const before = calls;
    const answers = await Promise.all(Array.from({ length: 70 }, () => trackWithPosition()));
    expect(answers.every((answer) => answer.status === 204)).toBe(true);
    await settled();
    expect(calls - before).toBe(0);

    const { file } = await reportingTeacher();
    const report = await file();
    expect(report.status).toBe(201);
    expect(report.body.data.gpsLocation.address.fullAddress).toBe("Gasabo, Kigali, Kigali City, Rwanda");
  });

  it("one signed-in user's lookups and tracking at once spend only that user's share; another's report is unharmed", async () => {
    const greedy: TestUser = await makeUser("teacher");
    const before = calls;
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, () => trackWithPosition(greedy.token)),
      ...Array.from({ length: 30 }, () => call(geocode, { token: greedy.token, query: nextPosition() })),
    ]);
    expect(answers.every((answer) => answer.status === 204 || answer.status === 200)).toBe(true);
    await settled();
    expect(calls - before).toBeLessThanOrEqual(10);

    const { file } = await reportingTeacher();
    const report = await file();
    expect(report.body.data.gpsLocation.address.fullAddress).toBe("Gasabo, Kigali, Kigali City, Rwanda");
  });

  it("many users' lookups cannot use the reports' share", async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => makeUser("teacher")));
    await Promise.all(
      users.flatMap((user) =>
        Array.from({ length: 10 }, () => call(geocode, { token: user.token, query: nextPosition() })),
      ),
    );
    const { file } = await reportingTeacher();
    expect((await file()).body.data.gpsLocation.address.fullAddress).toBe("Gasabo, Kigali, Kigali City, Rwanda");
  });
});

describe("a report stored without an address", () => {
  it("is looked up again after answering when the provider was down", async () => {
    const { file } = await reportingTeacher();
    answering = false;
    const report = await file();
    expect(report.status).toBe(201);
    expect(report.body.data.gpsLocation.address.fullAddress).toBe("Unknown Address");
    answering = true;
    await db.geocodeCache.deleteMany(); // the failure is remembered for 5 minutes: they have passed
    await settled();
    expect(await db.lessonReport.findUniqueOrThrow({ where: { id: report.body.data._id } })).toMatchObject({
      address: "Gasabo, Kigali, Kigali City, Rwanda",
      city: "Kigali",
      country: "Rwanda",
    });
  });

  it("is looked up again when the reports' budget was spent", async () => {
    const { file } = await reportingTeacher();
    await db.rateLimit.create({
      data: { key: "geocoder:calls:reports", count: 1_000, resetAt: new Date(Date.now() + 60_000) },
    });
    const before = calls;
    const report = await file();
    expect(calls).toBe(before);
    expect(report.body.data.gpsLocation.address.fullAddress).toBe("Unknown Address");
    await db.rateLimit.deleteMany({ where: { key: "geocoder:calls:reports" } }); // a minute later
    await settled();
    expect((await db.lessonReport.findUniqueOrThrow({ where: { id: report.body.data._id } })).address).toBe(
      "Gasabo, Kigali, Kigali City, Rwanda",
    );
  });
});
