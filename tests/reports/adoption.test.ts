import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { recordServerEvent } from "@/lib/tracking/tracking";
import type { SchoolAdoption, TeacherAdoption } from "@/lib/people/adoption";
import { call, makeUser, unique, type TestUser } from "../helpers/api";
import { peopleApi } from "@/lib/people/api";

const { GET: adoption } = peopleApi["/api/admin/adoption"];

const DAY_MS = 86_400_000;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const at = (iso: string) => new Date(iso);

interface AdoptionBody {
  period: { from: string; to: string };
  schools: SchoolAdoption[];
  teachers: TeacherAdoption[];
}

/** A school with one class and `students` students, and the given teachers as members. */
// A period in the future (dates may be at most a year ahead), so nothing else in the run falls in it.
const PERIOD_START = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) + 120 * DAY_MS;
const d = (offset: number) => new Date(PERIOD_START + offset * DAY_MS).toISOString().slice(0, 10);

async function makeSchool(teachers: TestUser[], students = 2) {
  const school = await db.school.create({
    data: {
      name: unique("Adoption School"),
      memberships: { create: teachers.map((teacher) => ({ userId: teacher.id })) },
    },
  });
  const subject = await db.subject.create({ data: { schoolId: school.id, name: "Maths" } });
  const klass = await db.class.create({ data: { schoolId: school.id, className: "P4", classRoom: "R1" } });
  await db.classSubject.create({
    data: { id: klass.id, classId: klass.id, subjectId: subject.id, schoolId: school.id },
  });
  const pupils = await Promise.all(
    Array.from({ length: students }, (_, index) =>
      db.student.create({ data: { studentName: `Pupil ${index}`, classId: klass.id, schoolId: school.id } }),
    ),
  );
  return { school, klass, pupils };
}

async function fileReport(teacher: TestUser, schoolId: string, date: string) {
  await db.lessonReport.create({
    data: {
      teacherId: teacher.id,
      schoolId,
      className: "P4",
      subjectName: "Maths",
      numberOfStudents: 20,
      successStory: "Good",
      challenge: "None",
      date: day(date),
      latitude: 1,
      longitude: 1,
    },
  });
}

async function takeAttendance(teacher: TestUser, place: Awaited<ReturnType<typeof makeSchool>>, date: string) {
  await db.attendance.createMany({
    data: place.pupils.map((pupil) => ({
      studentId: pupil.id,
      classId: place.klass.id,
      schoolId: place.school.id,
      date: day(date),
      status: "present" as const,
      recordedById: teacher.id,
    })),
  });
}

async function event(userId: string, type: string, createdAt: Date, data: object = {}) {
  await db.trackingEvent.create({
    data: { type, userId, sessionId: "adoptiontest", occurredAt: createdAt, createdAt, data },
  });
}

describe("GET /api/admin/adoption", () => {
  it("is for admins only: 401 anonymous, 403 teacher", async () => {
    const teacher = await makeUser("teacher");
    expect((await call(adoption)).status).toBe(401);
    expect((await call(adoption, { token: teacher.token })).status).toBe(403);
  });

  const bad: [string, Record<string, string>, string][] = [
    ["a malformed date", { from: "2026-13-01" }, "From must be YYYY-MM-DD"],
    ["a malformed end", { to: "yesterday" }, "To must be YYYY-MM-DD"],
    [
      "an inverted period",
      { from: "2026-03-02", to: "2026-03-01" },
      "The start of the period must be on or before its end",
    ],
    ["a period over a year", { from: "2024-01-01", to: "2026-01-01" }, "The period can be at most 366 days"],
  ];
  it.each(bad)("rejects %s (400)", async (_, query, message) => {
    const admin = await makeUser("admin");
    const res = await call<{ message: string }>(adoption, { token: admin.token, query });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("defaults to the last 30 days ending today", async () => {
    const admin = await makeUser("admin");
    const res = await call<AdoptionBody>(adoption, { token: admin.token });
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.body.period).toEqual({
      to: today,
      from: new Date(Date.parse(`${today}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10),
    });
  });

  it("counts sign-ins, reports, attendance days and last seen per teacher and per school, inside the period only", async () => {
    const admin = await makeUser("admin");
    const [busy, quiet, both] = await Promise.all([makeUser("teacher"), makeUser("teacher"), makeUser("teacher")]);
    const first = await makeSchool([busy, quiet, both]);
    const second = await makeSchool([both]);

    // busy: 2 server sign-ins + 2 browser login successes for the same sign-ins (max, not sum), 1 failure, 1 outside.
    await event(busy.id, "sign_in", at(`${d(1)}T08:00:00Z`));
    await event(busy.id, "sign_in", at(`${d(4)}T08:00:00Z`));
    await event(busy.id, "login_attempt", at(`${d(1)}T08:00:01Z`), { success: true });
    await event(busy.id, "login_attempt", at(`${d(4)}T08:00:01Z`), { success: true });
    await event(busy.id, "login_attempt", at(`${d(3)}T08:00:00Z`), { success: false });
    await event(busy.id, "sign_in", at(`${d(-1)}T23:59:59Z`));
    await event(busy.id, "page_view", at(`${d(8)}T10:00:00Z`));
    await fileReport(busy, first.school.id, d(1));
    await fileReport(busy, first.school.id, d(2));
    await fileReport(busy, first.school.id, d(10));
    await takeAttendance(busy, first, d(1));
    await takeAttendance(busy, first, d(2));
    await takeAttendance(busy, first, d(-2));

    // both: browser tracker only (no server events), one report in the second school, attendance there on the last day.
    await event(both.id, "login_attempt", at(`${d(9)}T23:59:59Z`), { success: true });
    await fileReport(both, second.school.id, d(9));
    await takeAttendance(both, second, d(9));

    const res = await call<AdoptionBody>(adoption, { token: admin.token, query: { from: d(0), to: d(9) } });
    expect(res.status).toBe(200);
    expect(res.body.period).toEqual({ from: d(0), to: d(9) });

    const teacher = (user: TestUser) => res.body.teachers.find((row) => row._id === user.id);
    expect(teacher(busy)).toEqual({
      _id: busy.id,
      username: busy.username,
      email: busy.email,
      role: "teacher",
      schools: [{ _id: first.school.id, name: first.school.name }],
      signIns: 2,
      reportsFiled: 2,
      attendanceDays: 2,
      lastSeen: `${d(8)}T10:00:00.000Z`,
    });
    expect(teacher(quiet)).toMatchObject({ signIns: 0, reportsFiled: 0, attendanceDays: 0, lastSeen: null });
    expect(teacher(both)).toMatchObject({
      signIns: 1,
      reportsFiled: 1,
      attendanceDays: 1,
      lastSeen: `${d(9)}T23:59:59.000Z`,
    });
    expect(
      teacher(both)
        ?.schools.map((school) => school._id)
        .sort(),
    ).toEqual([first.school.id, second.school.id].sort());
    expect(res.body.teachers.find((row) => row._id === admin.id)).toBeUndefined();

    const school = (id: string) => res.body.schools.find((row) => row._id === id);
    expect(school(first.school.id)).toEqual({
      _id: first.school.id,
      name: first.school.name,
      teachers: 3,
      activeTeachers: 2,
      signIns: 3,
      reportsFiled: 2,
      attendanceDays: 2,
      lastSeen: `${d(9)}T23:59:59.000Z`,
    });
    expect(school(second.school.id)).toMatchObject({
      teachers: 1,
      activeTeachers: 1,
      signIns: 1,
      reportsFiled: 1,
      attendanceDays: 1,
    });
  });

  it("lists mentors with their lesson observations, and filters by role", async () => {
    const admin = await makeUser("admin");
    const mentor = await makeUser("mentor");
    const teacher = await makeUser("teacher");
    const place = await makeSchool([mentor, teacher]);
    await fileReport(teacher, place.school.id, d(202));
    await db.lessonReport.create({
      data: {
        teacherId: mentor.id,
        schoolId: place.school.id,
        className: "P4",
        subjectName: "Maths",
        numberOfStudents: 20,
        successStory: "",
        challenge: "",
        commenterRole: "mentor",
        modelLesson: "Modelled",
        lessonObservation: "Observed",
        date: day(d(203)),
        latitude: 1,
        longitude: 1,
      },
    });
    const period = { from: d(201), to: d(210) };
    const both = await call<AdoptionBody>(adoption, { token: admin.token, query: period });
    expect(both.body.teachers.find((row) => row._id === mentor.id)).toMatchObject({ role: "mentor", reportsFiled: 1 });
    expect(both.body.schools.find((row) => row._id === place.school.id)).toMatchObject({
      teachers: 2,
      reportsFiled: 2,
    });
    const mentors = await call<AdoptionBody>(adoption, { token: admin.token, query: { ...period, role: "mentor" } });
    expect(mentors.body.teachers.map((row) => row.role)).not.toContain("teacher");
    expect(mentors.body.schools.find((row) => row._id === place.school.id)).toMatchObject({
      teachers: 1,
      reportsFiled: 1,
    });
    const bad = await call<{ message: string }>(adoption, { token: admin.token, query: { role: "admin" } });
    expect([bad.status, bad.body.message]).toEqual([400, "Role must be teacher or mentor"]);
  });

  it("counts the server's sign-in events recorded by recordServerEvent", async () => {
    const admin = await makeUser("admin");
    const teacher = await makeUser("teacher");
    await recordServerEvent({ type: "sign_in", userId: teacher.id });
    await recordServerEvent({ type: "sign_in", userId: teacher.id });
    const res = await call<AdoptionBody>(adoption, { token: admin.token });
    expect(res.body.teachers.find((row) => row._id === teacher.id)).toMatchObject({ signIns: 2 });
    expect(res.body.teachers.find((row) => row._id === teacher.id)?.lastSeen).not.toBeNull();
  });
});
