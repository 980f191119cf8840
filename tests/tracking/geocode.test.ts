import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { GEOCODE_LIMIT_PER_MINUTE } from "@/lib/geo/geocode";
import { answerKigali } from "@/scripts/lib/fake-geocoder.mts";
import { call, makeUser, unique, type TestUser } from "../helpers/api";
import { withFakeGeocoder } from "../helpers/fake-providers";
import { lessonReportsApi } from "@/lib/lesson-reports/api";

const { GET: geocode } = lessonReportsApi["/api/geocode"];
const { POST: postComment } = lessonReportsApi["/api/comments"];

// A local stand-in for the provider (BigDataCloud's answer shape): latitude 0 answers 500, latitude 1 hangs.
const seen: URL[] = [];
withFakeGeocoder((url, response) => {
  seen.push(url);
  const latitude = url.searchParams.get("latitude");
  if (latitude === "0") return void response.writeHead(500).end();
  if (latitude === "1") return; // never answers: the timeout must cut it short
  answerKigali(response);
});

describe("GET /api/geocode", () => {
  let teacher: TestUser;
  beforeAll(async () => {
    teacher = await makeUser("teacher");
  });

  it("is 401 without a token", async () => {
    const res = await call<{ message: string }>(geocode, { query: { latitude: 1, longitude: 2 } });
    expect(res.status).toBe(401);
  });

  it("answers the provider's address for a signed-in user", async () => {
    const res = await call(geocode, { token: teacher.token, query: { latitude: -1.95, longitude: 30.07 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      latitude: -1.95,
      longitude: 30.07,
      address: "Gasabo, Kigali, Kigali City, Rwanda",
      city: "Kigali",
      state: "Kigali City",
      country: "Rwanda",
    });
    expect(seen.at(-1)?.searchParams.get("latitude")).toBe("-1.95");
  });

  it("falls back to 'Unknown …' when the provider fails or is too slow", async () => {
    const fallback = {
      address: "Unknown Address",
      city: "Unknown City",
      state: "Unknown State",
      country: "Unknown Country",
    };
    const down = await call(geocode, { token: teacher.token, query: { latitude: 0, longitude: 0 } });
    expect(down.status).toBe(200);
    expect(down.body).toEqual({ latitude: 0, longitude: 0, ...fallback });
    const started = Date.now();
    const slow = await call(geocode, { token: teacher.token, query: { latitude: 1, longitude: 0 } });
    expect(slow.body).toEqual({ latitude: 1, longitude: 0, ...fallback });
    expect(Date.now() - started).toBeLessThan(env.GEOCODER_TIMEOUT_MS + 1000);
  });

  const bad: [string, Record<string, string | number | undefined>, string][] = [
    ["no latitude", { longitude: 2 }, "Latitude is required"],
    ["no longitude", { latitude: 2 }, "Longitude is required"],
    ["text", { latitude: "north", longitude: 2 }, "Latitude is required"],
    ["latitude above 90", { latitude: 90.5, longitude: 2 }, "Latitude must be between -90 and 90"],
    ["longitude below -180", { latitude: 2, longitude: -200 }, "Longitude must be between -180 and 180"],
    ["infinity", { latitude: "Infinity", longitude: 2 }, "Latitude is required"],
  ];
  it.each(bad)("rejects %s with 400 without calling the provider", async (_, query, message) => {
    const calls = seen.length;
    const res = await call<{ message: string }>(geocode, { token: teacher.token, query });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(seen.length).toBe(calls);
  });

  it(`limits each user to ${GEOCODE_LIMIT_PER_MINUTE} lookups a minute (429 with Retry-After)`, async () => {
    const busy = await makeUser("teacher");
    for (let i = 0; i < GEOCODE_LIMIT_PER_MINUTE; i++) {
      expect((await call(geocode, { token: busy.token, query: { latitude: 2, longitude: 2 } })).status).toBe(200);
    }
    const res = await call<{ message: string }>(geocode, { token: busy.token, query: { latitude: 2, longitude: 2 } });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe("Too many address lookups. Please wait a moment and try again.");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call(geocode, { token: teacher.token, query: { latitude: 2, longitude: 2 } })).status).toBe(200);
  });
});

describe("POST /api/comments geocodes on the server when the browser sent no address", () => {
  it("stores the provider's address, or the fallbacks when it is down, and the report is saved either way", async () => {
    const teacher = await makeUser("teacher");
    const school = await db.school.create({
      data: { name: unique("Geo School"), memberships: { create: { userId: teacher.id } } },
    });
    const subject = await db.subject.create({ data: { schoolId: school.id, name: "Science" } });
    await db.class.create({
      data: {
        schoolId: school.id,
        subjects: { create: { subjectId: subject.id, schoolId: school.id } },
        className: "P6 A",
        classRoom: "Lab",
      },
    });
    const body = (latitude: number, address?: string) => ({
      schoolId: school.id,
      className: "P6 A",
      subjectName: "Science",
      numberOfStudents: 20,
      _gpsLocation: { latitude, longitude: 30, address },
    });

    const found = await call<{ data: { gpsLocation: { address: unknown } } }>(postComment, {
      token: teacher.token,
      body: body(-1.9),
    });
    expect(found.status).toBe(201);
    expect(found.body.data.gpsLocation.address).toEqual({
      fullAddress: "Gasabo, Kigali, Kigali City, Rwanda",
      city: "Kigali",
      state: "Kigali City",
      country: "Rwanda",
    });

    // The browser's own lookup had failed ('Unknown Address'): the server tries again.
    const retried = await call<{ data: { gpsLocation: { address: { city: string } } } }>(postComment, {
      token: teacher.token,
      body: body(-1.9, "Unknown Address"),
    });
    expect(retried.body.data.gpsLocation.address.city).toBe("Kigali");

    const down = await call<{ data: { gpsLocation: { address: unknown } } }>(postComment, {
      token: teacher.token,
      body: body(0),
    });
    expect(down.status).toBe(201);
    expect(down.body.data.gpsLocation.address).toEqual({
      fullAddress: "Unknown Address",
      city: "Unknown City",
      state: "Unknown State",
      country: "Unknown Country",
    });
    expect(await db.lessonReport.count({ where: { schoolId: school.id } })).toBe(3);
  });
});
