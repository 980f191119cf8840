// Mentors (docs/product-spec.md#roles): chosen at sign-up, enforced on the server, lesson observations filed as
// the original client's mentor form sends them, and shown and filtered in the admin's list.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call, makeUser, TEST_PASSWORD, unique, type TestUser } from "../helpers/api";
import { lessonReportsApi } from "@/lib/lesson-reports/api";
import { peopleApi } from "@/lib/people/api";
import { schoolsApi } from "@/lib/schools/api";

const { POST: signUp } = peopleApi["/api/auth/signup"];
const { POST: createSchool } = schoolsApi["/api/classes/teacher-school"];
const { POST: createClass } = schoolsApi["/api/classes"];
const { POST: postComment } = lessonReportsApi["/api/comments"];
const { POST: postObservation } = lessonReportsApi["/api/comments/mentor"];
const { GET: allComments } = lessonReportsApi["/api/comments/admin/all"];

type Json = Record<string, unknown> & { _id: string };

async function signUpAs(role?: string) {
  const username = unique("signup");
  return call<{ token: string; user: Json & { role: string } } & { message?: string }>(signUp, {
    body: {
      username,
      email: `${username}@example.test`,
      password: TEST_PASSWORD,
      ...(role === undefined ? {} : { role }),
    },
  });
}

/** A school with one class, created through the API by `owner` (who becomes its member). */
async function schoolOf(owner: { token: string }) {
  const school = await call<Json & { name: string }>(createSchool, {
    token: owner.token,
    body: { name: unique("Observed School") },
  });
  const klass = await call<Json & { className: string; subjectName: string }>(createClass, {
    token: owner.token,
    body: { className: "P3", subjectName: "Mathematics", classRoom: "R3", schoolId: school.body._id },
  });
  return { school: school.body, klass: klass.body };
}

/** The body the original client's Comment.jsx sends for a mentor (a Date for `date`, its GPS object). */
const observation = (place: Awaited<ReturnType<typeof schoolOf>>, overrides: Record<string, unknown> = {}) =>
  JSON.parse(
    JSON.stringify({
      schoolId: place.school._id,
      className: place.klass.className,
      subjectName: place.klass.subjectName,
      numberOfStudents: 31,
      date: new Date(new Date().toISOString().slice(0, 10)),
      commenterRole: "mentor",
      _gpsLocation: {
        latitude: -1.9441,
        longitude: 30.0619,
        accuracy: 20,
        altitude: null,
        altitudeAccuracy: null,
        heading: null,
        speed: null,
        timestamp: new Date().toISOString(),
      },
      modelLesson: "  Modelled fractions with bottle tops  ",
      lessonObservation: "The teacher let every group explain their answer.",
      challenge: "Too few desks",
      ...overrides,
    }),
  );

describe("mentor role at sign-up", () => {
  it("creates a mentor when asked, a teacher by default, and never an admin", async () => {
    const mentor = await signUpAs("mentor");
    expect(mentor.status).toBe(201);
    expect(mentor.body.user.role).toBe("mentor");
    expect((await signUpAs()).body.user.role).toBe("teacher");
    expect((await signUpAs("")).body.user.role).toBe("teacher");
    const admin = await signUpAs("admin");
    expect([admin.status, admin.body.message]).toEqual([400, "Please select a role (Teacher or Mentor)"]);
  });
});

describe("POST /api/comments/mentor", () => {
  it("files a lesson observation for a school the mentor belongs to, in the shape the admin reads (201)", async () => {
    const { body } = await signUpAs("mentor");
    const mentor = { token: body.token, id: body.user._id };
    const place = await schoolOf(mentor);
    const res = await call<{ message: string; data: Json }>(postObservation, {
      token: mentor.token,
      body: observation(place),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      commenterRole: "mentor",
      modelLesson: "Modelled fractions with bottle tops",
      lessonObservation: "The teacher let every group explain their answer.",
      successStory: "",
      challenge: "Too few desks",
      className: "P3",
      subjectName: "Mathematics",
      numberOfStudents: 31,
      teacherId: { _id: mentor.id, role: "mentor" },
      schoolId: { _id: place.school._id, name: place.school.name },
      gpsLocation: { coordinates: { latitude: -1.9441, longitude: 30.0619, accuracy: 20 } },
    });
    expect(await db.lessonReport.findUniqueOrThrow({ where: { id: res.body.data._id } })).toMatchObject({
      commenterRole: "mentor",
      teacherId: mentor.id,
    });
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ["no model lesson", { modelLesson: "  " }, "Model Lesson is required for mentor comments"],
    ["no lesson observation", { lessonObservation: undefined }, "Lesson Observation is required for mentor comments"],
    ["no class", { className: "" }, "Please select a class"],
    [
      "no GPS",
      { _gpsLocation: undefined },
      "GPS location is required. Please capture your location before submitting.",
    ],
  ];
  it.each(bad)("refuses %s with the client's message and writes nothing", async (_, overrides, message) => {
    const mentor = await makeUser("mentor");
    const place = await schoolOf(mentor);
    const before = await db.lessonReport.count();
    const res = await call<{ message: string }>(postObservation, {
      token: mentor.token,
      body: observation(place, overrides),
    });
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await db.lessonReport.count()).toBe(before);
  });

  it("is the mentor's: a teacher gets 403, a school the mentor does not belong to 404, anonymous 401", async () => {
    const mentor = await makeUser("mentor");
    const teacher = await makeUser("teacher");
    const teachersPlace = await schoolOf(teacher);
    const before = await db.lessonReport.count();
    expect((await call(postObservation, { token: teacher.token, body: observation(teachersPlace) })).status).toBe(403);
    expect((await call(postObservation, { token: mentor.token, body: observation(teachersPlace) })).status).toBe(404);
    expect((await call(postObservation, { body: observation(teachersPlace) })).status).toBe(401);
    expect(await db.lessonReport.count()).toBe(before);
  });

  it("keeps the daily report for teachers: a mentor's POST /api/comments is 403", async () => {
    const mentor = await makeUser("mentor");
    const place = await schoolOf(mentor);
    const res = await call<{ message: string }>(postComment, {
      token: mentor.token,
      body: { ...observation(place), successStory: "x" },
    });
    expect(res.status).toBe(403);
  });
});

describe("GET /api/comments/admin/all with mentors", () => {
  it("shows commenterRole on every comment and filters by it", async () => {
    const admin = await makeUser("admin");
    const mentor: TestUser = await makeUser("mentor");
    const place = await schoolOf(mentor);
    await call(postObservation, { token: mentor.token, body: observation(place) });
    const all = await call<Json[]>(allComments, { token: admin.token });
    expect(all.headers.get("X-Total-Count")).toBe(String(all.body.length));
    expect(new Set(all.body.map((comment) => comment.commenterRole))).toContain("mentor");
    const mentors = await call<Json[]>(allComments, { token: admin.token, query: { commenterRole: "mentor" } });
    expect(mentors.body.length).toBeGreaterThan(0);
    expect(
      mentors.body.every(
        (comment) => comment.commenterRole === "mentor" && typeof comment.lessonObservation === "string",
      ),
    ).toBe(true);
    const teachers = await call<Json[]>(allComments, { token: admin.token, query: { commenterRole: "teacher" } });
    expect(teachers.body.every((comment) => comment.commenterRole === "teacher" && comment.modelLesson === null)).toBe(
      true,
    );
    const bad = await call<{ message: string }>(allComments, { token: admin.token, query: { commenterRole: "admin" } });
    expect([bad.status, bad.body.message]).toEqual([400, "Role must be teacher or mentor"]);
  });
});
