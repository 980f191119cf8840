import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { haversineKm } from "@/lib/geo/distance";
import { addDays, dayIn, todayIso } from "@/lib/days";
import { DEFAULT_TIME_ZONE } from "@/lib/schools/school-time-zone";
import { call, makeUser, unique, type TestUser } from "../helpers/api";
import { lessonReportsApi } from "@/lib/lesson-reports/api";

const { GET: availableSchools } = lessonReportsApi["/api/comments/available-schools"];
const { GET: schoolClasses } = lessonReportsApi["/api/comments/school/[schoolId]/classes"];
const { GET: schoolSubjects } = lessonReportsApi["/api/comments/school/[schoolId]/subjects"];
const { POST: postComment } = lessonReportsApi["/api/comments"];
const { GET: allComments } = lessonReportsApi["/api/comments/admin/all"];

const GPS_MESSAGE = "GPS location is required. Please capture your location before submitting.";

/** A school with a member teacher, two subjects and two classes (P4 A Mathematics, P5 B English). */
async function makeSchool(owner: TestUser, options: { latitude?: number; longitude?: number } = {}) {
  const school = await db.school.create({
    data: {
      name: unique("School"),
      createdById: owner.id,
      latitude: options.latitude,
      longitude: options.longitude,
      memberships: { create: { userId: owner.id } },
    },
  });
  const [maths, english] = await Promise.all([
    db.subject.create({ data: { schoolId: school.id, name: "Mathematics" } }),
    db.subject.create({ data: { schoolId: school.id, name: "English" } }),
  ]);
  const p4 = await db.class.create({
    data: {
      schoolId: school.id,
      subjects: { create: { subjectId: maths.id, schoolId: school.id } },
      className: "P4 A",
      classRoom: "Room 1",
    },
  });
  const p5 = await db.class.create({
    data: {
      schoolId: school.id,
      subjects: { create: { subjectId: english.id, schoolId: school.id } },
      className: "P5 B",
      classRoom: "Room 2",
    },
  });
  return { school, maths, english, p4, p5 };
}

let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let mine: Awaited<ReturnType<typeof makeSchool>>;
let theirs: Awaited<ReturnType<typeof makeSchool>>;

beforeAll(async () => {
  [teacher, otherTeacher, admin] = await Promise.all([makeUser("teacher"), makeUser("teacher"), makeUser("admin")]);
  mine = await makeSchool(teacher, { latitude: -1.9441, longitude: 30.0619 });
  theirs = await makeSchool(otherTeacher);
});

const gps = {
  latitude: -1.95,
  longitude: 30.07,
  accuracy: 12.5,
  altitude: 1550,
  altitudeAccuracy: 5,
  heading: null,
  speed: null,
  timestamp: Date.now() - 1000,
  type: "gps",
};
const validBody = () => ({
  schoolId: mine.school.id,
  className: "P4 A",
  subjectName: "Mathematics",
  numberOfStudents: 28,
  successStory: "  Everyone finished the fractions worksheet.  ",
  challenge: "  Two learners were late. ",
  date: new Date().toISOString().slice(0, 10),
  _gpsLocation: { ...gps, address: "Gasabo, Kigali, Rwanda", city: "Kigali", state: "Kigali City", country: "Rwanda" },
});
const commentCount = () => db.lessonReport.count();
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("GET /api/comments/available-schools", () => {
  it("is 401 without a token", async () => {
    const res = await call<{ message: string }>(availableSchools);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Please sign in to continue");
  });

  it("answers only the teacher's schools under data", async () => {
    const res = await call<{ data: { _id: string; name: string }[] }>(availableSchools, { token: teacher.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((s) => s._id)).toEqual([mine.school.id]);
    expect(res.body.data[0]).toMatchObject({
      _id: mine.school.id,
      name: mine.school.name,
      latitude: -1.9441,
      longitude: 30.0619,
      createdBy: teacher.id,
    });
  });

  it("answers every school to an admin", async () => {
    const res = await call<{ data: { _id: string }[] }>(availableSchools, { token: admin.token });
    expect(res.body.data.map((s) => s._id)).toEqual(expect.arrayContaining([mine.school.id, theirs.school.id]));
  });
});

describe.each([
  ["classes", schoolClasses],
  ["subjects", schoolSubjects],
] as const)("GET /api/comments/school/{schoolId}/%s", (_, handler) => {
  it("is 401 without a token", async () => {
    expect((await call(handler, { params: { schoolId: mine.school.id } })).status).toBe(401);
  });

  it("is 404 for a school the teacher does not belong to, and for an unknown or malformed id", async () => {
    for (const schoolId of [theirs.school.id, "nope123", "../../etc"]) {
      const res = await call<{ message: string }>(handler, { token: teacher.token, params: { schoolId } });
      expect(res.status, schoolId).toBe(schoolId.includes("/") ? 400 : 404);
      expect(res.body.message).toBe("School not found");
    }
  });

  it("lets an admin read any school", async () => {
    const res = await call<{ data: unknown[] }>(handler, {
      token: admin.token,
      params: { schoolId: theirs.school.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
  });
});

describe("school classes and subjects: contract shapes", () => {
  it("answers the classes as { data: [Class] }", async () => {
    const res = await call<{ data: unknown[] }>(schoolClasses, {
      token: teacher.token,
      params: { schoolId: mine.school.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        // One subject taught in the class (docs/api-contract.md#classes): the entry's id, the class's beside it.
        _id: expect.any(String),
        classId: mine.p4.id,
        className: "P4 A",
        subjectName: "Mathematics",
        subjectId: mine.maths.id,
        classRoom: "Room 1",
        classCredit: "",
        schoolId: { _id: mine.school.id, name: mine.school.name, yearStartMonth: 9 },
        students: 0,
        teacherIds: [],
        createdAt: expect.any(String),
      },
      expect.objectContaining({ classId: mine.p5.id, className: "P5 B", subjectName: "English" }),
    ]);
  });

  it("answers the subjects as { data: [{ _id, name }] } sorted by name", async () => {
    const res = await call<{ data: unknown[] }>(schoolSubjects, {
      token: teacher.token,
      params: { schoolId: mine.school.id },
    });
    expect(res.body).toEqual({
      data: [
        { _id: mine.english.id, name: "English" },
        { _id: mine.maths.id, name: "Mathematics" },
      ],
    });
  });
});

describe("POST /api/comments", () => {
  it("is 401 without a token and writes nothing", async () => {
    const before = await commentCount();
    const res = await call<{ message: string }>(postComment, { body: validBody() });
    expect(res.status).toBe(401);
    expect(await commentCount()).toBe(before);
  });

  it("files the report for the session's teacher and answers { message, data } with the read shape (201)", async () => {
    const body = { ...validBody(), teacherId: otherTeacher.id };
    const res = await call<{ message: string; data: Record<string, unknown> }>(postComment, {
      token: teacher.token,
      body,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Comment submitted successfully");
    const distance = haversineKm({ latitude: -1.9441, longitude: 30.0619 }, gps);
    expect(res.body.data).toEqual({
      _id: expect.any(String),
      className: "P4 A",
      subjectName: "Mathematics",
      classId: mine.p4.id,
      subjectId: mine.maths.id,
      numberOfStudents: 28,
      successStory: "Everyone finished the fractions worksheet.",
      challenge: "Two learners were late.",
      commenterRole: "teacher",
      modelLesson: null,
      lessonObservation: null,
      date: body.date,
      teacherId: { _id: teacher.id, username: teacher.username, email: teacher.email, role: "teacher" },
      schoolId: { _id: mine.school.id, name: mine.school.name, createdBy: teacher.id },
      createdAt: expect.any(String),
      gpsLocation: {
        source: "gps",
        type: "gps",
        coordinates: {
          latitude: -1.95,
          longitude: 30.07,
          accuracy: 12.5,
          altitude: 1550,
          altitudeAccuracy: 5,
          heading: null,
          speed: null,
        },
        address: { fullAddress: "Gasabo, Kigali, Rwanda", city: "Kigali", state: "Kigali City", country: "Rwanda" },
        timestamp: new Date(gps.timestamp).toISOString(),
      },
      tracking: { distanceFromSchoolKm: Math.round(distance * 1000) / 1000 },
    });
    const stored = await db.lessonReport.findUniqueOrThrow({ where: { id: res.body.data._id as string } });
    expect(stored.teacherId).toBe(teacher.id);
    expect(stored.distanceKm).toBeCloseTo(distance, 6);
  });

  it("geocodes on the server when no address was sent, and falls back to 'Unknown …' when the geocoder is down", async () => {
    const body = validBody();
    const res = await call<{ data: { gpsLocation: { address: unknown; coordinates: { latitude: number } } } }>(
      postComment,
      {
        token: teacher.token,
        body: { ...body, _gpsLocation: { latitude: 0, longitude: 0 } },
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.data.gpsLocation.coordinates.latitude).toBe(0);
    expect(res.body.data.gpsLocation.address).toEqual({
      fullAddress: "Unknown Address",
      city: "Unknown City",
      state: "Unknown State",
      country: "Unknown Country",
    });
  });

  it("matches class and subject case-insensitively, defaults the date to today and stores no distance without school coordinates", async () => {
    const res = await call<{
      data: { className: string; subjectName: string; date: string; tracking: unknown; successStory: string };
    }>(postComment, {
      token: otherTeacher.token,
      body: {
        schoolId: theirs.school.id,
        className: "p5 b",
        subjectName: "ENGLISH",
        numberOfStudents: "12",
        _gpsLocation: gps,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      className: "P5 B",
      subjectName: "English",
      // The school's today (Kigali), not the server's UTC day.
      date: dayIn(DEFAULT_TIME_ZONE),
      tracking: { distanceFromSchoolKm: null },
      successStory: "",
    });
  });

  it("without a date, at 22:30 UTC a Kigali school's report is dated the next day (its today)", async () => {
    // Yesterday's 22:30 UTC: in the past, so the report is not the newest of the lists read later.
    const utcDay = addDays(todayIso(), -1);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date(`${utcDay}T22:30:00Z`));
      const res = await call<{ data: { date: string } }>(postComment, {
        token: otherTeacher.token,
        body: {
          schoolId: theirs.school.id,
          className: "P5 B",
          subjectName: "English",
          numberOfStudents: "9",
          _gpsLocation: gps,
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.data.date).toBe(addDays(utcDay, 1));
    } finally {
      vi.useRealTimers();
    }
  });

  it("accepts tomorrow (UTC) for a teacher already in tomorrow's time zone", async () => {
    const res = await call(postComment, { token: teacher.token, body: { ...validBody(), date: dayFromToday(1) } });
    expect(res.status).toBe(201);
  });

  const long = "x".repeat(2001);
  const bad: [string, (b: ReturnType<typeof validBody>) => unknown, string][] = [
    ["an empty body", () => ({}), "Please select a school"],
    ["no school", (b) => ({ ...b, schoolId: "" }), "Please select a school"],
    ["no class (checked before subject)", (b) => ({ ...b, className: " ", subjectName: "" }), "Please select a class"],
    [
      "no subject (checked before students)",
      (b) => ({ ...b, subjectName: "", numberOfStudents: 0 }),
      "Please select a subject",
    ],
    [
      "zero students (checked before GPS)",
      (b) => ({ ...b, numberOfStudents: 0, _gpsLocation: undefined }),
      "Number of students must be greater than 0",
    ],
    ["negative students", (b) => ({ ...b, numberOfStudents: -3 }), "Number of students must be greater than 0"],
    ["blank students", (b) => ({ ...b, numberOfStudents: "" }), "Number of students must be greater than 0"],
    ["fractional students", (b) => ({ ...b, numberOfStudents: 2.5 }), "Number of students must be a whole number"],
    ["absurd students", (b) => ({ ...b, numberOfStudents: 100000 }), "Number of students must be at most 1000"],
    ["no GPS location", (b) => ({ ...b, _gpsLocation: undefined }), GPS_MESSAGE],
    ["GPS without coordinates", (b) => ({ ...b, _gpsLocation: { accuracy: 10 } }), GPS_MESSAGE],
    [
      "latitude out of range",
      (b) => ({ ...b, _gpsLocation: { ...gps, latitude: 91 } }),
      "Latitude must be between -90 and 90",
    ],
    [
      "longitude out of range",
      (b) => ({ ...b, _gpsLocation: { ...gps, longitude: -181 } }),
      "Longitude must be between -180 and 180",
    ],
    [
      "negative accuracy",
      (b) => ({ ...b, _gpsLocation: { ...gps, accuracy: -1 } }),
      "Accuracy must be between 0 and 1000000",
    ],
    ["bad GPS timestamp", (b) => ({ ...b, _gpsLocation: { ...gps, timestamp: "yesterday" } }), "Invalid GPS timestamp"],
    [
      "a success story that is too long",
      (b) => ({ ...b, successStory: long }),
      "Success story must be at most 2000 characters",
    ],
    ["a challenge that is too long", (b) => ({ ...b, challenge: long }), "Challenge must be at most 2000 characters"],
    ["a date in the future", (b) => ({ ...b, date: dayFromToday(2) }), "Date cannot be in the future"],
    ["an impossible date", (b) => ({ ...b, date: "2025-02-30" }), "Please enter a valid date"],
    ["malformed JSON", () => "{schoolId:", "Malformed JSON in request body"],
  ];
  it.each(bad)("rejects %s with 400 and the spec's message, writing nothing", async (_, make, message) => {
    const before = await commentCount();
    const res = await call<{ message: string }>(postComment, { token: teacher.token, body: make(validBody()) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await commentCount()).toBe(before);
  });

  const missing: [string, (b: ReturnType<typeof validBody>) => unknown, string][] = [
    ["another teacher's school", (b) => ({ ...b, schoolId: theirs.school.id }), "School not found"],
    ["an unknown school", (b) => ({ ...b, schoolId: "unknownschool1" }), "School not found"],
    [
      "a class of no such name in the school",
      (b) => ({ ...b, className: "S6 Z" }),
      "Class not found in the selected school",
    ],
    [
      "a subject the school does not teach",
      (b) => ({ ...b, subjectName: "Latin" }),
      "Subject not found in the selected school",
    ],
  ];
  it.each(missing)("answers 404 for %s and writes nothing", async (_, make, message) => {
    const before = await commentCount();
    const res = await call<{ message: string }>(postComment, { token: teacher.token, body: make(validBody()) });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(message);
    expect(await commentCount()).toBe(before);
  });

  it("refuses a class that only exists in another school", async () => {
    await db.class.create({
      data: {
        schoolId: theirs.school.id,
        subjects: { create: { subjectId: theirs.maths.id, schoolId: theirs.school.id } },
        className: "Only Theirs",
        classRoom: "X",
      },
    });
    const res = await call<{ message: string }>(postComment, {
      token: teacher.token,
      body: { ...validBody(), className: "Only Theirs" },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Class not found in the selected school");
  });
});

describe("GET /api/comments/admin/all", () => {
  it("is 401 anonymous and 403 for a teacher", async () => {
    expect((await call(allComments)).status).toBe(401);
    const res = await call<{ message: string }>(allComments, { token: teacher.token });
    expect(res.status).toBe(403);
  });

  it("answers every report newest first with teacher, school, coordinates and address", async () => {
    const first = await call<{ data: { _id: string } }>(postComment, {
      token: otherTeacher.token,
      body: { ...validBody(), schoolId: theirs.school.id, className: "P5 B", subjectName: "English" },
    });
    const second = await call<{ data: { _id: string } }>(postComment, { token: teacher.token, body: validBody() });
    const res = await call<
      {
        _id: string;
        createdAt: string;
        teacherId: { username: string };
        schoolId: { name: string };
        gpsLocation: { coordinates: object; address: { fullAddress: string } };
      }[]
    >(allComments, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(await commentCount());
    expect(res.body.slice(0, 2).map((c) => c._id)).toEqual([second.body.data._id, first.body.data._id]);
    const times = res.body.map((c) => c.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.body[0]).toMatchObject({
      teacherId: { username: teacher.username },
      schoolId: { name: mine.school.name },
      gpsLocation: {
        coordinates: { latitude: -1.95, longitude: 30.07, accuracy: 12.5, altitude: 1550 },
        address: { fullAddress: "Gasabo, Kigali, Rwanda" },
      },
    });
  });

  it("filters by class and limits to the newest n", async () => {
    const byClass = await call<{ classId: string }[]>(allComments, {
      token: admin.token,
      query: { classId: mine.p4.id },
    });
    expect(byClass.body.length).toBeGreaterThan(0);
    expect(byClass.body.every((c) => c.classId === mine.p4.id)).toBe(true);
    const newest = await call<unknown[]>(allComments, { token: admin.token, query: { limit: 1 } });
    expect(newest.body).toHaveLength(1);
    const bad = await call<{ message: string }>(allComments, { token: admin.token, query: { limit: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Limit must be between 1 and 1000");
  });
});
