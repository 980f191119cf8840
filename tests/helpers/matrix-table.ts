import { FIXTURE_DATE, type MatrixFixture, type Who } from "./matrix-fixture";
import { makeUser, TEST_PASSWORD, unique } from "./api";
import { startSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { tinyPng } from "./tiny-png";
import { buildReportCard } from "@/lib/report-cards/build";

/** The code of teacher A's first student's card (issued now when it has none). */
const issuedCode = async (fx: MatrixFixture) =>
  (await buildReportCard(fx.users.admin, fx.a.studentIds[0], "2025-2026", "FIRST_TERM")).verification.code;

export interface MatrixRequest {
  /** Positional values for the dynamic segments, in URL order. */
  params?: (string | string[])[];
  query?: Record<string, string>;
  body?: unknown;
  /** A body sent as it is with its own type (CSV uploads). */
  rawBody?: { type: string; text: string | Uint8Array<ArrayBuffer> };
  /** Another session of the same caller, for calls that end the session they are made with. */
  token?: string;
}

export interface MatrixRow {
  /** Expected status per caller; the records in play belong to teacher A. */
  expect: Record<Who, number>;
  request?: (fixture: MatrixFixture, who: Who) => MatrixRequest | Promise<MatrixRequest>;
}

type Caller = Exclude<Who, "anonymous">;
const everyone = (status: number): MatrixRow["expect"] => ({
  anonymous: status,
  teacherA: status,
  teacherB: status,
  admin: status,
  mentor: status,
});
/** Any signed-in user (`role: "signed-in"`), on teacher A's record: B is told it does not exist; A's school's mentor may. */
const ownedByA = (ok: number): MatrixRow["expect"] => ({
  anonymous: 401,
  teacherA: ok,
  teacherB: 404,
  admin: ok,
  mentor: ok,
});
/** Any signed-in user (a route's `role: "signed-in"`); a list scoped to the caller (B's answer must not contain A's ids). */
const signedIn = (ok: number): MatrixRow["expect"] => ({
  anonymous: 401,
  teacherA: ok,
  teacherB: ok,
  admin: ok,
  mentor: ok,
});
const adminOnly = (ok: number): MatrixRow["expect"] => ({
  anonymous: 401,
  teacherA: 403,
  teacherB: 403,
  admin: ok,
  mentor: 403,
});

const credentials = (fx: MatrixFixture, who: Who) => {
  const user = fx.users[who === "anonymous" ? "teacherA" : (who as Caller)];
  return { username: user.username, password: user.password };
};

// Distinct (exam, term, year) per caller so the admin's save is not a duplicate of A's.
const markSlot: Record<Who, { examType: string; academicTerm: string; academicYear: string }> = {
  anonymous: { examType: "ENDTERM", academicTerm: "THIRD_TERM", academicYear: "2025-2026" },
  teacherB: { examType: "ENDTERM", academicTerm: "THIRD_TERM", academicYear: "2025-2026" },
  teacherA: { examType: "ENDTERM", academicTerm: "THIRD_TERM", academicYear: "2025-2026" },
  admin: { examType: "BEGINNING_TERM", academicTerm: "THIRD_TERM", academicYear: "2025-2026" },
  mentor: { examType: "MIDTERM", academicTerm: "THIRD_TERM", academicYear: "2025-2026" },
};
const dayOf: Record<Who, string> = {
  anonymous: "2026-03-03",
  teacherB: "2026-03-03",
  teacherA: "2026-03-04",
  admin: "2026-03-05",
  mentor: "2026-03-06",
};

export const markInput = (fx: MatrixFixture, who: Who, studentIndex = 2) => ({
  studentId: fx.a.studentIds[studentIndex],
  subjectId: fx.a.subjectId,
  classId: fx.a.classId,
  schoolId: fx.a.schoolId,
  teacherId: fx.users.teacherA.id,
  totalMarks: 55,
  examDate: FIXTURE_DATE,
  ...markSlot[who],
});

export const attendanceRecord = (fx: MatrixFixture, who: Who, studentIndex = 2) => ({
  studentId: fx.a.studentIds[studentIndex],
  classId: fx.a.classId,
  schoolId: fx.a.schoolId,
  date: dayOf[who],
  status: "late",
  remarks: "Late arrival",
});

export const commentInput = (fx: MatrixFixture) => ({
  schoolId: fx.a.schoolId,
  classId: fx.a.classId,
  className: fx.a.className,
  subjectId: fx.a.subjectId,
  subjectName: fx.a.subjectName,
  numberOfStudents: 3,
  successStory: "Pupils solved fractions",
  challenge: "Few textbooks",
  date: FIXTURE_DATE,
  _gpsLocation: {
    latitude: 0.3476,
    longitude: 32.5825,
    accuracy: 12,
    timestamp: new Date().toISOString(),
    type: "gps",
  },
});

/** A mentor's lesson observation as the original client sends it (commenterRole is ignored by the server). */
export const mentorCommentInput = (fx: MatrixFixture) => ({
  ...commentInput(fx),
  successStory: undefined,
  challenge: undefined,
  modelLesson: "Modelled a fractions lesson with bottle tops",
  lessonObservation: "The teacher checked every group's answers",
  commenterRole: "mentor",
});

/** A throwaway school with a teacher of its own, so joining it changes nothing the other rows use. */
async function schoolToJoin() {
  const owner = await makeUser("teacher");
  return db.school.create({
    data: { name: unique("Join School"), createdById: owner.id, memberships: { create: { userId: owner.id } } },
  });
}

/** A throwaway user with a pending request to teacher A's school. */
async function pendingRequestToA(fx: MatrixFixture) {
  const user = await makeUser("teacher");
  await db.schoolJoinRequest.create({ data: { userId: user.id, schoolId: fx.a.schoolId } });
  return user.id;
}

/** A's school's people: admins and members read; admins and A's teachers manage; the mentor may not. */
const managedByA = (ok: number): MatrixRow["expect"] => ({ ...ownedByA(ok), mentor: 403 });

// People and schools.
const PEOPLE_ROWS: Record<string, MatrixRow> = {
  "GET /api/admin/users/{id}": { expect: adminOnly(200), request: (fx) => ({ params: [fx.users.teacherA.id] }) },
  // Throwaway users: changing a fixture user's role or password would change the other rows.
  "PATCH /api/admin/users/{id}": {
    expect: adminOnly(200),
    request: async () => ({ params: [(await makeUser()).id], body: { role: "mentor" } }),
  },
  "POST /api/admin/users/{id}/reset-password": {
    expect: adminOnly(200),
    request: async () => ({ params: [(await makeUser()).id] }),
  },
  "GET /api/admin/audit": { expect: adminOnly(200), request: () => ({ query: { page: "1" } }) },
  "GET /api/schools/{id}/join-code": { expect: ownedByA(200), request: (fx) => ({ params: [fx.a.schoolId] }) },
  "POST /api/schools/{id}/join-code": { expect: managedByA(200), request: (fx) => ({ params: [fx.a.schoolId] }) },
  "PATCH /api/schools/{id}/join-code": {
    expect: managedByA(200),
    request: (fx) => ({ params: [fx.a.schoolId], body: { needsApproval: true } }),
  },
  "POST /api/schools/join": {
    expect: signedIn(200),
    request: async () => ({ body: { code: (await schoolToJoin()).joinCode } }),
  },
  "GET /api/schools/join-requests": { expect: signedIn(200) },
  "GET /api/schools/lookup": { expect: signedIn(200), request: () => ({ query: { name: "No Such School" } }) },
  "GET /api/schools/{id}/members": { expect: ownedByA(200), request: (fx) => ({ params: [fx.a.schoolId] }) },
  "POST /api/schools/{id}/members": {
    expect: adminOnly(201),
    request: async (fx) => ({ params: [fx.a.schoolId], body: { userId: (await makeUser()).id } }),
  },
  "POST /api/schools/{id}/members/{id}/approve": {
    expect: managedByA(200),
    request: async (fx) => ({ params: [fx.a.schoolId, await pendingRequestToA(fx)] }),
  },
  "DELETE /api/schools/{id}/members/{id}": {
    expect: managedByA(200),
    request: async (fx) => ({ params: [fx.a.schoolId, await pendingRequestToA(fx)] }),
  },
  "POST /api/auth/forgot-password": {
    expect: everyone(200),
    request: (fx, who) => ({ body: { username: credentials(fx, who).username } }),
  },
};

/** Pupils' records of A's school: its teachers and admins; B is told they do not exist; the mentor may not. */
const pupilsOfA = (ok: number): MatrixRow["expect"] => ({ ...ownedByA(ok), mentor: 403 });

/** An open intervention on A's first student, for a cell that resolves one. */
async function openInterventionOfA(fx: MatrixFixture) {
  const row = await db.intervention.create({
    data: {
      studentId: fx.a.studentIds[0],
      schoolId: fx.a.schoolId,
      action: "meeting",
      note: "Met the class teacher",
      createdById: fx.users.teacherA.id,
    },
  });
  return row.id;
}

// Early warning (issue 35).
const AT_RISK_ROWS: Record<string, MatrixRow> = {
  "GET /api/schools/{id}/early-warning": { expect: pupilsOfA(200), request: (fx) => ({ params: [fx.a.schoolId] }) },
  "PUT /api/schools/{id}/early-warning": {
    expect: adminOnly(200),
    request: (fx) => ({
      params: [fx.a.schoolId],
      body: {
        consecutiveAbsences: 3,
        minAttendanceRate: 85,
        windowSchoolDays: 20,
        marksDrop: 15,
        missingMarksAfterDays: null,
        minRecordedDays: 10,
      },
    }),
  },
  "GET /api/at-risk": { expect: pupilsOfA(200), request: (fx) => ({ query: { schoolId: fx.a.schoolId } }) },
  "GET /api/at-risk/figures": { expect: adminOnly(200), request: (fx) => ({ query: { schoolId: fx.a.schoolId } }) },
  "GET /api/at-risk/pdf": { expect: pupilsOfA(200), request: (fx) => ({ query: { schoolId: fx.a.schoolId } }) },
  "GET /api/at-risk/{id}": { expect: pupilsOfA(200), request: (fx) => ({ params: [fx.a.studentIds[0]] }) },
  "GET /api/at-risk/{id}/interventions": {
    expect: pupilsOfA(200),
    request: (fx) => ({ params: [fx.a.studentIds[0]] }),
  },
  "POST /api/at-risk/{id}/interventions": {
    expect: pupilsOfA(201),
    request: (fx) => ({
      params: [fx.a.studentIds[0]],
      body: {
        action: "called-guardian",
        note: "Mother says he has malaria",
        nextStep: { action: "Call again", dueOn: FIXTURE_DATE },
      },
    }),
  },
  "PATCH /api/at-risk/{id}/interventions/{id}": {
    expect: pupilsOfA(200),
    request: async (fx) => ({
      params: [fx.a.studentIds[0], await openInterventionOfA(fx)],
      body: { outcome: "Back at school" },
    }),
  },
};

/**
 * One row per `METHOD /api/path` (dynamic segments spelled `{id}`). The matrix test fails when a
 * route table (lib/<feature>/api.ts) takes a method that has no row here, and when a row names a route that is gone.
 */
export const MATRIX: Record<string, MatrixRow> = {
  // ── public ───────────────────────────────────────────────────────────────
  "POST /api/auth/signin": { expect: everyone(200), request: (fx, who) => ({ body: credentials(fx, who) }) },
  "POST /api/auth/signup": {
    expect: everyone(201),
    request: () => {
      const username = unique("matrix");
      return { body: { username, email: `${username}@example.test`, password: "blue-bicycle-7" } };
    },
  },
  // Signs out a second session of the caller's, so the fixture's own stays signed in.
  "POST /api/auth/logout": {
    expect: everyone(204),
    request: async (fx, who) => (who === "anonymous" ? {} : { token: (await startSession(fx.users[who])).bearer }),
  },
  "GET /api/health": { expect: everyone(200) },
  // The caller's own password; the fixture follows the change so later sign-ins still work.
  "PUT /api/auth/change-password": {
    expect: signedIn(200),
    request: (fx, who) => {
      if (who === "anonymous") return { body: { oldPassword: TEST_PASSWORD, newPassword: "green-kettle-19" } };
      const user = fx.users[who];
      const body = { oldPassword: user.password, newPassword: `${TEST_PASSWORD}-${who}` };
      user.password = body.newPassword;
      return { body };
    },
  },
  // The key to the caller's own sealed offline copies (never anyone else's: tests/api/offline-key.test.ts).
  "GET /api/offline/key": { expect: signedIn(200) },
  // The caller's own screen language (saved on the caller only; nobody else's record is in play).
  "PUT /api/users/me/preferences": { expect: signedIn(200), request: () => ({ body: { locale: "en" } }) },
  "POST /api/tracking": {
    expect: everyone(204),
    request: () => ({
      body: {
        event: { type: "page_view", data: { action: "view", page: "/comment" }, timestamp: new Date().toISOString() },
        session: { id: "matrix-session", startTime: new Date().toISOString() },
        device: { userAgent: "vitest", timezone: "UTC", language: "en" },
      },
    }),
  },

  // ── admin only ───────────────────────────────────────────────────────────
  // A throwaway user: ending a fixture user's sessions would sign the matrix out.
  "POST /api/admin/users/{id}/end-sessions": {
    expect: adminOnly(200),
    request: async () => ({ params: [(await makeUser()).id] }),
  },
  "POST /api/auth/create-admin": {
    expect: adminOnly(201),
    request: () => {
      const username = unique("admin");
      return {
        body: {
          username,
          email: `${username}@example.test`,
          password: "blue-bicycle-7",
          confirmPassword: "blue-bicycle-7",
        },
      };
    },
  },

  // ── classes, schools, students ───────────────────────────────────────────
  "GET /api/admin/tracking-events": { expect: adminOnly(200) },
  "GET /api/admin/adoption": { expect: adminOnly(200) },
  "GET /api/admin/dashboard": { expect: adminOnly(200) },
  "GET /api/admin/classes": { expect: adminOnly(200) },
  "GET /api/admin/students": { expect: adminOnly(200) },
  "POST /api/admin/classes": {
    expect: adminOnly(201),
    request: (fx) => ({
      body: { className: unique("Admin P7"), subjectName: "History", classRoom: "R8", schoolId: fx.a.schoolId },
    }),
  },
  "POST /api/admin/students": {
    expect: adminOnly(201),
    request: (fx) => ({ body: { studentName: unique("Admin Pupil"), classId: fx.a.classId } }),
  },
  "GET /api/admin/users": { expect: adminOnly(200) },
  "GET /api/admin/attendance": { expect: adminOnly(200), request: (fx) => ({ query: { classId: fx.a.classId } }) },
  "GET /api/admin/attendance/stats": {
    expect: adminOnly(200),
    request: (fx) => ({ query: { classId: fx.a.classId } }),
  },
  "GET /api/admin/classes/{id}/attendance": {
    expect: adminOnly(200),
    request: (fx) => ({ params: [fx.a.classId], query: { date: FIXTURE_DATE } }),
  },
  "GET /api/admin/analytics/class-performance": { expect: adminOnly(200) },
  "GET /api/admin/analytics/attendance-trends": {
    expect: adminOnly(200),
    request: () => ({ query: { startDate: "2026-03-01", endDate: "2026-03-31" } }),
  },
  "GET /api/comments/admin/all": { expect: adminOnly(200) },

  // ── classes, schools, students ───────────────────────────────────────────
  "GET /api/classes": { expect: signedIn(200), request: (fx) => ({ query: { schoolId: fx.a.schoolId } }) },
  // Filtering by another teacher's class is a 404 for that class, not an empty list.
  "GET /api/students": { expect: ownedByA(200), request: (fx) => ({ query: { classId: fx.a.classId } }) },
  "GET /api/classes/available-schools": { expect: signedIn(200) },
  // Either id names the class: the subject entry's (the original client's) is asked here.
  "GET /api/classes/{id}/subjects": { expect: ownedByA(200), request: (fx) => ({ params: [fx.a.entryId] }) },
  "PUT /api/classes/{id}/teachers": {
    expect: adminOnly(200),
    request: (fx) => ({ params: [fx.a.entryId], body: { teacherIds: [fx.users.teacherA.id] } }),
  },
  "GET /api/schools/{id}/class-reviews": { expect: adminOnly(200), request: (fx) => ({ params: [fx.a.schoolId] }) },
  "POST /api/classes": {
    expect: ownedByA(201),
    request: (fx) => ({
      body: { className: unique("P7"), subjectName: "Geography", classRoom: "R7", schoolId: fx.a.schoolId },
    }),
  },
  "POST /api/classes/teacher-school": {
    expect: signedIn(201),
    request: () => ({ body: { name: unique("Matrix School") } }),
  },
  // A mentor observes a school, it is not theirs to rename: the name opens its SMS (docs/design.md#notices).
  "PUT /api/schools/my-school": {
    expect: managedByA(200),
    request: (fx) => ({ body: { _id: fx.a.schoolId, principal: "Ms Achieng" } }),
  },
  "PUT /api/schools/primary": { expect: ownedByA(200), request: (fx) => ({ body: { schoolId: fx.a.schoolId } }) },
  "POST /api/students": {
    expect: ownedByA(201),
    request: (fx) => ({ body: { studentName: unique("Pupil"), classId: fx.a.classId } }),
  },
  "PUT /api/students/{id}": {
    expect: ownedByA(200),
    request: (fx) => ({
      params: [fx.a.studentIds[0]],
      body: { studentName: "A Student One", dateOfBirth: "2016-01-31", gender: "male" },
    }),
  },
  "GET /api/students/{id}": { expect: ownedByA(200), request: (fx) => ({ params: [fx.a.studentIds[0]] }) },
  // Mentors see guardians masked and may not change them (docs/product-spec.md#guardians).
  "PUT /api/students/{id}/guardians": {
    expect: { anonymous: 401, teacherA: 200, teacherB: 404, admin: 200, mentor: 403 },
    request: (fx) => ({
      params: [fx.a.studentIds[1]],
      body: { guardians: [{ name: "Jeanne Uwase", relationship: "mother", phone: "0788 555 010", language: "rw" }] },
    }),
  },

  // ── attendance ───────────────────────────────────────────────────────────
  "POST /api/attendance": { expect: ownedByA(200), request: (fx, who) => ({ body: attendanceRecord(fx, who, 1) }) },
  "POST /api/attendance/bulk": {
    expect: ownedByA(200),
    request: (fx, who) => ({ body: { records: [0, 1, 2].map((index) => attendanceRecord(fx, who, index)) } }),
  },
  "PUT /api/attendance/{id}": {
    expect: ownedByA(200),
    request: (fx) => ({ params: [fx.a.attendanceId], body: { status: "excused" } }),
  },
  "GET /api/attendance/class/{id}": {
    expect: ownedByA(200),
    request: (fx) => ({ params: [fx.a.classId], query: { date: FIXTURE_DATE } }),
  },
  "GET /api/attendance/class/{id}/summary": {
    expect: ownedByA(200),
    request: (fx) => ({ params: [fx.a.classId], query: { date: FIXTURE_DATE } }),
  },
  "GET /api/attendance/overview": { expect: signedIn(200), request: () => ({ query: { date: FIXTURE_DATE } }) },
  "GET /api/attendance/missing": { expect: signedIn(200), request: () => ({ query: { date: FIXTURE_DATE } }) },

  // ── comments ─────────────────────────────────────────────────────────────
  "GET /api/comments/available-schools": { expect: signedIn(200) },
  "GET /api/comments/school/{id}/classes": { expect: ownedByA(200), request: (fx) => ({ params: [fx.a.schoolId] }) },
  "GET /api/comments/school/{id}/subjects": { expect: ownedByA(200), request: (fx) => ({ params: [fx.a.schoolId] }) },
  // The daily report is a teacher's (and admin's); a mentor files lesson observations instead.
  "POST /api/comments": { expect: { ...ownedByA(201), mentor: 403 }, request: (fx) => ({ body: commentInput(fx) }) },
  "POST /api/comments/mentor": {
    expect: { anonymous: 401, teacherA: 403, teacherB: 403, admin: 201, mentor: 201 },
    request: (fx) => ({ body: mentorCommentInput(fx) }),
  },
  "GET /api/geocode": {
    expect: signedIn(200),
    request: () => ({ query: { latitude: "0.3476", longitude: "32.5825" } }),
  },

  // ── marks ────────────────────────────────────────────────────────────────
  "GET /api/marks": { expect: signedIn(200), request: (fx) => ({ query: { classId: fx.a.classId } }) },
  "GET /api/marks/class/{id}": {
    expect: ownedByA(200),
    request: (fx) => ({ params: [fx.a.classId], query: { academicYear: "2025-2026" } }),
  },
  "GET /api/students/class/{id}": { expect: ownedByA(200), request: (fx) => ({ params: [fx.a.classId] }) },
  "POST /api/marks/bulk": { expect: ownedByA(201), request: (fx, who) => ({ body: [markInput(fx, who)] }) },
  "GET /api/marks/{id}": { expect: ownedByA(200), request: (fx) => ({ params: [fx.a.markId] }) },
  "PUT /api/marks/{id}": {
    expect: ownedByA(200),
    request: (fx, who) => ({
      params: [fx.a.markId],
      body: {
        ...markInput(fx, who, 0),
        ...markSlot.teacherA,
        academicTerm: "FIRST_TERM",
        examType: "MIDTERM",
        academicYear: "2025-2026",
        totalMarks: 81,
      },
    }),
  },
  "DELETE /api/marks/{id}": { expect: ownedByA(200), request: async (fx) => ({ params: [await fx.newMark()] }) },

  // ── reports (teachers see their own schools) ─────────────────────────────
  "GET /api/reports/schools": { expect: signedIn(200) },
  "GET /api/reports/marks/{id}": { expect: ownedByA(200), request: (fx) => ({ params: [fx.a.schoolId] }) },
  "GET /api/reports/attendance/{id}": { expect: ownedByA(200), request: (fx) => ({ params: [fx.a.schoolId] }) },
  "GET /api/reports/class/{id}": { expect: ownedByA(200), request: (fx) => ({ params: [fx.a.classId] }) },
  "GET /api/reports/schools/pdf": { expect: signedIn(200) },
  "GET /api/reports/marks/{id}/pdf": { expect: ownedByA(200), request: (fx) => ({ params: [fx.a.schoolId] }) },
  "GET /api/reports/attendance/{id}/pdf": { expect: ownedByA(200), request: (fx) => ({ params: [fx.a.schoolId] }) },
  "GET /api/reports/class/{id}/pdf": { expect: ownedByA(200), request: (fx) => ({ params: [fx.a.classId] }) },
  "GET /api/reports/marks/all": { expect: signedIn(200) },
  "GET /api/reports/attendance/all": { expect: signedIn(200) },
  "GET /api/reports/marks/excel": { expect: signedIn(200) },
  "GET /api/reports/comments/{id}": { expect: signedIn(200), request: () => ({ params: ["all"] }) },
  "GET /api/reports/comments/{id}/pdf": { expect: signedIn(200), request: () => ({ params: ["mentor"] }) },

  ...PEOPLE_ROWS,
  // ── absence notices ──────────────────────────────────────────
  // The school's teachers and admins; a mentor coaches teachers and is not told about families.
  "GET /api/notices": {
    expect: { anonymous: 401, teacherA: 200, teacherB: 404, admin: 200, mentor: 403 },
    request: (fx) => ({ query: { date: FIXTURE_DATE, schoolId: fx.a.schoolId } }),
  },
  "GET /api/schools/{id}/notices": {
    expect: { anonymous: 401, teacherA: 200, teacherB: 404, admin: 200, mentor: 403 },
    request: (fx) => ({ params: [fx.a.schoolId] }),
  },
  "PUT /api/schools/{id}/notices": {
    expect: adminOnly(200),
    request: (fx) => ({
      params: [fx.a.schoolId],
      body: { enabled: false, statuses: ["absent"], sendAfterMinutes: 60, quietHours: null, monthlyLimit: 500 },
    }),
  },
  // Providers call it, signed in as nobody: what counts is the signature (none here), whoever calls.
  "POST /api/notices/receipts/{id}": {
    expect: everyone(403),
    request: () => ({
      params: ["africastalking"],
      rawBody: { type: "application/x-www-form-urlencoded", text: "id=ATXid_1&status=Success" },
    }),
  },
  ...AT_RISK_ROWS,
  // ── report cards and grading ─────────────────────────────────
  "GET /api/schools/{id}/grading": { expect: ownedByA(200), request: (fx) => ({ params: [fx.a.schoolId] }) },
  "PUT /api/schools/{id}/grading": {
    expect: adminOnly(200),
    request: (fx) => ({
      params: [fx.a.schoolId],
      body: { weights: { BEGINNING_TERM: 20, MIDTERM: 30, ENDTERM: 50 }, bands: [{ min: 0, label: "All" }] },
    }),
  },
  "GET /api/reports/report-card/{id}": {
    expect: ownedByA(200),
    request: (fx) => ({
      params: [fx.a.studentIds[0]],
      query: { academicYear: "2025-2026", academicTerm: "FIRST_TERM" },
    }),
  },
  "PUT /api/reports/report-card/{id}": {
    // The class's teachers and admins write remarks; a mentor observes lessons, not pupils.
    expect: { anonymous: 401, teacherA: 200, teacherB: 404, admin: 200, mentor: 403 },
    request: (fx) => ({
      params: [fx.a.studentIds[0]],
      body: { academicYear: "2025-2026", academicTerm: "FIRST_TERM", remark: "Reads fluently" },
    }),
  },
  // CSV import: a dry run answers the preview and writes nothing.
  "POST /api/students/import": {
    expect: ownedByA(200),
    request: (fx) => ({
      query: { classId: fx.a.classId },
      rawBody: { type: "text/csv", text: "studentName\nNew Pupil\n" },
    }),
  },
  "POST /api/marks/import": {
    expect: ownedByA(200),
    request: (fx) => ({
      query: {
        classId: fx.a.classId,
        subjectId: fx.a.subjectId,
        examType: "MIDTERM",
        academicYear: "2024-2025",
        academicTerm: "FIRST_TERM",
        examDate: FIXTURE_DATE,
      },
      rawBody: { type: "text/csv", text: "studentName,totalMarks\nA Student 1,50\n" },
    }),
  },
  // CSV export: scoped like the JSON routes.
  "GET /api/export/students.csv": { expect: ownedByA(200), request: (fx) => ({ query: { classId: fx.a.classId } }) },
  "GET /api/export/attendance.csv": {
    expect: ownedByA(200),
    request: (fx) => ({ query: { classId: fx.a.classId, from: "2026-01-01", to: "2026-06-30" } }),
  },
  "GET /api/export/marks.csv": { expect: signedIn(200), request: (fx) => ({ query: { classId: fx.a.classId } }) },
  "GET /api/export/school-report.csv": { expect: signedIn(200) },
  // Report-card PDFs and the school's logo.
  "GET /api/reports/report-card/{id}/pdf": {
    expect: ownedByA(200),
    request: (fx) => ({
      params: [fx.a.studentIds[0]],
      query: { academicYear: "2025-2026", academicTerm: "FIRST_TERM" },
    }),
  },
  "GET /api/reports/report-cards/class/{id}": {
    expect: ownedByA(200),
    request: (fx) => ({ params: [fx.a.classId], query: { academicYear: "2025-2026" } }),
  },
  "GET /api/schools/{id}/logo": {
    expect: ownedByA(200),
    request: async (fx) => {
      const data = new Uint8Array(tinyPng());
      await db.schoolLogo.upsert({
        where: { schoolId: fx.a.schoolId },
        create: { schoolId: fx.a.schoolId, mimeType: "image/png", data },
        update: {},
      });
      return { params: [fx.a.schoolId] };
    },
  },
  "PUT /api/schools/{id}/logo": {
    expect: adminOnly(200),
    request: (fx) => ({ params: [fx.a.schoolId], rawBody: { type: "image/png", text: new Uint8Array(tinyPng()) } }),
  },
  "DELETE /api/schools/{id}/logo": { expect: adminOnly(200), request: (fx) => ({ params: [fx.a.schoolId] }) },
  // Signed report cards: anyone checks a code (signed in or not); admins withdraw one.
  "GET /api/verify/{id}": { expect: everyone(200), request: async (fx) => ({ params: [await issuedCode(fx)] }) },
  "POST /api/reports/issued-cards/{id}/revoke": {
    expect: adminOnly(200),
    request: async (fx) => ({ params: [await issuedCode(fx)] }),
  },
};
