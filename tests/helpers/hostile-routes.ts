import {
  ACADEMIC_TERMS,
  ATTENDANCE_STATUSES,
  EXAM_TYPES,
  GENDERS,
  GUARDIAN_LANGUAGES,
  GUARDIAN_NAME_MAX,
  GUARDIAN_RELATIONSHIPS,
  TRACKING_EVENT_TYPES,
  TRACKING_MAX_BODY_BYTES,
} from "@/lib/constants";
import { DEFAULT_MAX_BODY_BYTES } from "@/lib/http/read-body";
import { LOCALES } from "@/lib/i18n/locales";
import type { Field } from "./hostile-arbitraries";
import type { MatrixFixture } from "./matrix-fixture";

export interface WriteSpec {
  as: "anonymous" | "teacherA" | "admin";
  /** Valid values for the route's dynamic segments (mutated to hostile ids too). */
  params?: (fx: MatrixFixture) => string[];
  /** A valid record; bulk routes send `records` of them through `wrap`. */
  record?: (fx: MatrixFixture, index: number) => Record<string, unknown>;
  records?: number;
  wrap?: (records: Record<string, unknown>[]) => unknown;
  /** The record's fields that must be valid, with what valid means. */
  fields: Record<string, Field>;
  /** Field paths (dotted) that may be absent: never deleted, never set to null or blank. */
  optional?: string[];
  maxBytes?: number;
  /** A valid request is answered with this (checked once, after the fuzzing). */
  okStatus: number;
}

const id: Field = { kind: "id" };
const text = (max: number, optional = false): Field => ({ kind: "text", max, optional });
const date: Field = { kind: "date" };
const enumOf = (values: readonly string[]): Field => ({ kind: "enum", values });
const USERNAME: Field = { kind: "pattern", regex: /^[\p{L}\p{N}._-]{1,50}$/u };

const markFields: Record<string, Field> = {
  academicYear: enumOf(["2023-2024", "2024-2025", "2025-2026"]),
  academicTerm: enumOf(ACADEMIC_TERMS),
  classId: id,
  examType: enumOf(EXAM_TYPES),
  // The records carry no maxMarks, so the score is at most the default 100.
  totalMarks: { kind: "int", min: 1, max: 100 },
  studentId: id,
  examDate: date,
};
const mark = (fx: MatrixFixture, index: number) => ({
  academicYear: "2024-2025",
  academicTerm: "SECOND_TERM",
  classId: fx.a.classId,
  examType: "ENDTERM",
  totalMarks: 64,
  studentId: fx.a.studentIds[index],
  examDate: "2025-03-10",
});

const attendanceFields: Record<string, Field> = {
  studentId: id,
  classId: id,
  date,
  status: enumOf(ATTENDANCE_STATUSES),
};
const attendance = (fx: MatrixFixture, index: number) => ({
  studentId: fx.a.studentIds[index],
  classId: fx.a.classId,
  schoolId: fx.a.schoolId,
  date: "2026-03-11",
  status: "present",
  remarks: "",
});

/** Every route that writes, keyed like the matrix. Routes left out must be listed in NOT_FUZZED. */
export const WRITE_SPECS: Record<string, WriteSpec> = {
  "POST /api/auth/signin": {
    as: "anonymous",
    record: (fx) => ({ username: fx.users.teacherA.username, password: fx.users.teacherA.password }),
    fields: { username: text(50), password: { kind: "password", min: 1, max: 200 } },
    okStatus: 200,
  },
  "PUT /api/users/me/preferences": {
    as: "teacherA",
    record: () => ({ locale: "en" }),
    fields: { locale: enumOf(LOCALES) },
    okStatus: 200,
  },
  "POST /api/auth/signup": {
    as: "anonymous",
    record: () => ({ username: "fuzz_valid_user", email: "fuzz_valid@example.test", password: "blue-bicycle-7" }),
    fields: { username: USERNAME, email: { kind: "email" }, password: { kind: "password", min: 8, max: 200 } },
    okStatus: 201,
  },
  "POST /api/auth/create-admin": {
    as: "admin",
    record: () => ({
      username: "fuzz_admin",
      email: "fuzz_admin@example.test",
      password: "blue-bicycle-7",
      confirmPassword: "blue-bicycle-7",
    }),
    fields: {
      username: USERNAME,
      email: { kind: "email" },
      password: { kind: "password", min: 8, max: 200 },
      confirmPassword: { kind: "password", min: 8, max: 200 },
    },
    okStatus: 201,
  },
  "POST /api/tracking": {
    as: "anonymous",
    record: () => ({ event: { type: "page_view", data: { page: "/comment" } }, session: { id: "fuzz-session-0001" } }),
    fields: {
      event: { kind: "object", fields: { type: enumOf(TRACKING_EVENT_TYPES) } },
      session: { kind: "object", fields: { id: { kind: "pattern", regex: /^[A-Za-z0-9_-]{8,100}$/ } } },
    },
    // A payload without an event is the original client's session start.
    optional: ["event"],
    maxBytes: TRACKING_MAX_BODY_BYTES,
    okStatus: 204,
  },
  "POST /api/comments": {
    as: "teacherA",
    record: (fx) => ({
      schoolId: fx.a.schoolId,
      className: fx.a.className,
      subjectName: fx.a.subjectName,
      numberOfStudents: 3,
      successStory: "Fuzz story",
      challenge: "Fuzz challenge",
      date: "2026-03-02",
      _gpsLocation: { latitude: 0.35, longitude: 32.58, accuracy: 10 },
    }),
    fields: {
      schoolId: id,
      className: text(100),
      subjectName: text(100),
      numberOfStudents: { kind: "int", min: 1, max: 1000 },
      _gpsLocation: {
        kind: "object",
        fields: { latitude: { kind: "number", min: -90, max: 90 }, longitude: { kind: "number", min: -180, max: 180 } },
      },
      successStory: text(2000, true),
      challenge: text(2000, true),
    },
    optional: ["successStory", "challenge"],
    okStatus: 201,
  },
  "POST /api/comments/mentor": {
    as: "admin",
    record: (fx) => ({
      schoolId: fx.a.schoolId,
      className: fx.a.className,
      subjectName: fx.a.subjectName,
      numberOfStudents: 3,
      modelLesson: "Fuzz model lesson",
      lessonObservation: "Fuzz observation",
      date: "2026-03-02",
      _gpsLocation: { latitude: 0.35, longitude: 32.58, accuracy: 10 },
    }),
    fields: {
      schoolId: id,
      className: text(100),
      subjectName: text(100),
      numberOfStudents: { kind: "int", min: 1, max: 1000 },
      modelLesson: text(2000),
      lessonObservation: text(2000),
      _gpsLocation: {
        kind: "object",
        fields: { latitude: { kind: "number", min: -90, max: 90 }, longitude: { kind: "number", min: -180, max: 180 } },
      },
      successStory: text(2000, true),
    },
    optional: ["successStory"],
    okStatus: 201,
  },
  "POST /api/classes": {
    as: "teacherA",
    record: (fx) => ({ className: "Fuzz P7", subjectName: "Fuzzing", classRoom: "R9", schoolId: fx.a.schoolId }),
    fields: {
      className: text(100),
      subjectName: text(100),
      classRoom: text(100),
      schoolId: id,
      classCredit: text(50, true),
    },
    optional: ["classCredit"],
    okStatus: 201,
  },
  // The list's items (ids of the school's teachers) are attacked in tests/people/class-subjects.test.ts.
  "PUT /api/classes/{id}/teachers": {
    as: "admin",
    params: (fx) => [fx.a.entryId],
    record: (fx) => ({ teacherIds: [fx.users.teacherA.id] }),
    fields: {},
    okStatus: 200,
  },
  "POST /api/classes/teacher-school": {
    as: "teacherA",
    record: () => ({ name: "Fuzz Valid School", establishedYear: 1999 }),
    fields: {
      name: text(200),
      establishedYear: { kind: "int", min: 1800, max: new Date().getUTCFullYear() },
      address: text(300, true),
    },
    optional: ["establishedYear", "address"],
    okStatus: 201,
  },
  "PUT /api/schools/my-school": {
    as: "teacherA",
    record: (fx) => ({ _id: fx.a.schoolId, principal: "Mr Fuzz" }),
    fields: {
      _id: id,
      principal: text(200, true),
      establishedYear: { kind: "int", min: 1800, max: new Date().getUTCFullYear() },
      // The SMS sender name: anything beyond letters, digits and spaces (a link, a "+", ":") is a 400
      // before the admin-only check (docs/design.md#notices: hostile sender names never reach a family).
      senderName: { kind: "pattern", regex: /^[\p{L}\p{N}\s]*$/u },
    },
    optional: ["principal", "establishedYear", "senderName"],
    okStatus: 200,
  },
  "PUT /api/schools/primary": {
    as: "teacherA",
    record: (fx) => ({ schoolId: fx.a.schoolId }),
    // Any school may be asked to by id (the request waits for its approval), so another school's id
    // is a valid request here, not a hostile one: only the id's form is fuzzed.
    fields: { schoolId: { kind: "pattern", regex: /^[A-Za-z0-9_-]{1,64}$/ } },
    okStatus: 200,
  },
  "POST /api/admin/classes": {
    as: "admin",
    record: (fx) => ({ className: "Fuzz Admin P7", subjectName: "Fuzzing", classRoom: "R9", schoolId: fx.a.schoolId }),
    fields: {
      className: text(100),
      subjectName: text(100),
      classRoom: text(100),
      schoolId: id,
      classCredit: text(50, true),
    },
    optional: ["classCredit"],
    okStatus: 201,
  },
  "POST /api/admin/students": {
    as: "admin",
    record: (fx) => ({ studentName: "Fuzz Admin Pupil", classId: fx.a.classId }),
    fields: { studentName: text(120), classId: id },
    okStatus: 201,
  },
  "POST /api/students": {
    as: "teacherA",
    record: (fx) => ({ studentName: "Fuzz Pupil", classId: fx.a.classId }),
    fields: { studentName: text(120), classId: id },
    okStatus: 201,
  },
  "PUT /api/students/{id}": {
    as: "teacherA",
    params: (fx) => [fx.a.studentIds[2]],
    record: () => ({ studentName: "A Student Three" }),
    fields: {
      studentName: text(120, true),
      classId: id,
      dateOfBirth: date,
      gender: enumOf(GENDERS),
      studentCode: { kind: "pattern", regex: /^[A-Za-z0-9](?:[A-Za-z0-9./-]{0,38}[A-Za-z0-9])?$/ },
    },
    optional: ["studentName", "classId", "dateOfBirth", "gender", "studentCode"],
    okStatus: 200,
  },
  // Guardians' e-mails are optional (blank clears) and `_id` may name no guardian (a new one): both are
  // in tests/people/guardians.test.ts; every other field of every guardian is fuzzed here.
  "PUT /api/students/{id}/guardians": {
    as: "teacherA",
    params: (fx) => [fx.a.studentIds[2]],
    record: (_fx, index) => ({
      name: `Guardian ${index + 1}`,
      relationship: "guardian",
      phone: `+250 788 000 10${index}`,
      language: "fr",
    }),
    records: 2,
    wrap: (guardians) => ({ guardians }),
    fields: {
      name: text(GUARDIAN_NAME_MAX),
      relationship: enumOf(GUARDIAN_RELATIONSHIPS),
      phone: { kind: "pattern", regex: /^[+\d \u00A0.()-]+$/ },
      language: enumOf(GUARDIAN_LANGUAGES),
    },
    okStatus: 200,
  },
  "POST /api/attendance": {
    as: "teacherA",
    record: (fx) => attendance(fx, 1),
    fields: attendanceFields,
    optional: ["classId"],
    okStatus: 200,
  },
  "POST /api/attendance/bulk": {
    as: "teacherA",
    record: attendance,
    records: 3,
    wrap: (records) => ({ records }),
    fields: attendanceFields,
    okStatus: 200,
  },
  "PUT /api/attendance/{id}": {
    as: "teacherA",
    params: (fx) => [fx.a.attendanceId],
    record: () => ({ status: "late" }),
    fields: { status: enumOf(ATTENDANCE_STATUSES) },
    okStatus: 200,
  },
  "POST /api/marks/bulk": {
    as: "teacherA",
    record: mark,
    records: 3,
    wrap: (records) => records,
    fields: markFields,
    okStatus: 201,
  },
  "PUT /api/marks/{id}": {
    as: "teacherA",
    params: (fx) => [fx.a.markId],
    record: (fx) => ({
      ...mark(fx, 0),
      academicYear: "2025-2026",
      academicTerm: "FIRST_TERM",
      examType: "MIDTERM",
      examDate: "2026-03-10",
    }),
    fields: markFields,
    // A partial PUT keeps what it leaves out (the original client's quick edit).
    optional: Object.keys(markFields),
    okStatus: 200,
  },
  "DELETE /api/marks/{id}": { as: "teacherA", params: (fx) => [fx.a.markId], fields: {}, okStatus: 200 },
  "POST /api/admin/users/{id}/end-sessions": {
    as: "admin",
    params: (fx) => [fx.users.teacherB.id],
    fields: {},
    okStatus: 200,
  },
  // People and schools. Control requests change nothing the fixture relies on.
  "PATCH /api/admin/users/{id}": {
    as: "admin",
    params: (fx) => [fx.users.teacherB.id],
    record: () => ({ role: "teacher" }),
    fields: { role: enumOf(["admin", "teacher", "mentor"]) },
    okStatus: 200,
  },
  "POST /api/admin/users/{id}/reset-password": {
    as: "admin",
    params: (fx) => [fx.users.mentor.id],
    fields: {},
    okStatus: 200,
  },
  "POST /api/schools/{id}/join-code": {
    as: "teacherA",
    params: (fx) => [fx.a.schoolId],
    fields: {},
    okStatus: 200,
  },
  "PATCH /api/schools/{id}/join-code": {
    as: "teacherA",
    params: (fx) => [fx.a.schoolId],
    record: () => ({ needsApproval: true }),
    fields: {},
    okStatus: 200,
  },
  "POST /api/schools/join": {
    as: "teacherA",
    record: (fx) => ({ schoolId: fx.a.schoolId }),
    // Any school may be asked to by id (the request waits for its approval), so another school's id
    // is a valid request here, not a hostile one: only the id's form is fuzzed.
    fields: { schoolId: { kind: "pattern", regex: /^[A-Za-z0-9_-]{1,64}$/ } },
    okStatus: 200,
  },
  "POST /api/schools/{id}/members": {
    as: "admin",
    params: (fx) => [fx.a.schoolId],
    record: (fx) => ({ userId: fx.users.teacherA.id }),
    fields: { userId: id },
    okStatus: 201,
  },
  "POST /api/auth/forgot-password": {
    as: "anonymous",
    record: (fx) => ({ username: fx.users.teacherA.username }),
    fields: { username: text(100) },
    okStatus: 200,
  },
  // Last: its control request really changes teacher A's password.
  "PUT /api/auth/change-password": {
    as: "teacherA",
    record: (fx) => ({ oldPassword: fx.users.teacherA.password, newPassword: "green-kettle-19" }),
    fields: {
      oldPassword: { kind: "password", min: 1, max: 200 },
      newPassword: { kind: "password", min: 8, max: 200 },
    },
    okStatus: 200,
  },
  "PUT /api/schools/{id}/notices": {
    as: "admin",
    params: (fx) => [fx.a.schoolId],
    record: () => ({
      enabled: false,
      statuses: ["absent"],
      sendAfterMinutes: 60,
      quietHours: { from: "20:00", to: "07:00" },
      monthlyLimit: 500,
    }),
    fields: {
      sendAfterMinutes: { kind: "int", min: 0, max: 240 },
      monthlyLimit: { kind: "int", min: 0, max: 100_000 },
      quietHours: {
        kind: "object",
        fields: {
          from: { kind: "pattern", regex: /^([01]\d|2[0-3]):[0-5]\d$/ },
          to: { kind: "pattern", regex: /^([01]\d|2[0-3]):[0-5]\d$/ },
        },
      },
    },
    okStatus: 200,
  },
  "PUT /api/schools/{id}/grading": {
    as: "admin",
    params: (fx) => [fx.a.schoolId],
    record: () => ({
      weights: { BEGINNING_TERM: 20, MIDTERM: 30, ENDTERM: 50 },
      bands: [
        { min: 80, label: "Excellent" },
        { min: 0, label: "Keep going" },
      ],
    }),
    fields: {
      weights: {
        kind: "object",
        fields: {
          BEGINNING_TERM: { kind: "int", min: 0, max: 100 },
          MIDTERM: { kind: "int", min: 0, max: 100 },
          ENDTERM: { kind: "int", min: 0, max: 100 },
        },
      },
    },
    okStatus: 200,
  },
  "DELETE /api/schools/{id}/logo": { as: "admin", params: (fx) => [fx.a.schoolId], fields: {}, okStatus: 200 },
  "PUT /api/reports/report-card/{id}": {
    as: "teacherA",
    params: (fx) => [fx.a.studentIds[0]],
    record: () => ({ academicYear: "2025-2026", academicTerm: "SECOND_TERM", remark: "Reads fluently" }),
    // Blank remark is valid: it removes the remark.
    fields: {
      academicYear: enumOf(["2023-2024", "2024-2025", "2025-2026"]),
      academicTerm: enumOf(ACADEMIC_TERMS),
      remark: text(1000, true),
    },
    okStatus: 200,
  },
  "PUT /api/schools/{id}/early-warning": {
    as: "admin",
    params: (fx) => [fx.a.schoolId],
    record: () => ({
      consecutiveAbsences: 3,
      minAttendanceRate: 85,
      windowSchoolDays: 20,
      marksDrop: 15,
      missingMarksAfterDays: 14,
      minRecordedDays: 10,
    }),
    // Each may be null (off), so none is ever deleted or nulled here; every other value is fuzzed.
    fields: {
      consecutiveAbsences: { kind: "int", min: 1, max: 60 },
      minAttendanceRate: { kind: "int", min: 1, max: 100 },
      windowSchoolDays: { kind: "int", min: 1, max: 200 },
      marksDrop: { kind: "int", min: 1, max: 100 },
      missingMarksAfterDays: { kind: "int", min: 0, max: 365 },
      minRecordedDays: { kind: "int", min: 1, max: 60 },
    },
    optional: [
      "consecutiveAbsences",
      "minAttendanceRate",
      "windowSchoolDays",
      "marksDrop",
      "missingMarksAfterDays",
      "minRecordedDays",
    ],
    okStatus: 200,
  },
  "POST /api/at-risk/{id}/interventions": {
    as: "teacherA",
    params: (fx) => [fx.a.studentIds[0]],
    record: (fx) => ({
      action: "home-visit",
      note: "Visited the family",
      nextStep: { action: "Meet the head teacher", dueOn: "2026-03-09" },
      ownerId: fx.users.teacherA.id,
    }),
    fields: {
      action: enumOf(["called-guardian", "home-visit", "meeting", "referred", "other"]),
      note: text(1000),
      outcome: text(1000, true),
      nextStep: { kind: "object", fields: { action: text(200), dueOn: date } },
      ownerId: id,
    },
    optional: ["outcome", "nextStep", "ownerId"],
    okStatus: 201,
  },
  "PATCH /api/at-risk/{id}/interventions/{id}": {
    as: "teacherA",
    params: (fx) => [fx.a.studentIds[0], fx.a.interventionId],
    record: () => ({ outcome: "Back at school" }),
    fields: { outcome: text(1000) },
    okStatus: 200,
  },
};

/** Writes that take no input worth fuzzing: sign-out, and the JSON 404 for unknown /api paths. */
export const NOT_FUZZED = new Set([
  // CSV bodies, not JSON: their hostile files are in tests/csv/csv-import.test.ts.
  "POST /api/students/import",
  "POST /api/marks/import",
  // Image bytes, not JSON: tests/report-cards/report-card-pdf.test.ts sends it fakes (by content), oversized and foreign files.
  "PUT /api/schools/{id}/logo",
  "POST /api/auth/logout",
  // Form-encoded provider callbacks, not JSON: forged, oversized and mistyped ones are in tests/notices/notice-receipts.test.ts.
  "POST /api/notices/receipts/{id}",
  // Their only input is the path (a school and a user with a pending request, consumed by the control request).
  "POST /api/schools/{id}/members/{id}/approve",
  "DELETE /api/schools/{id}/members/{id}",
  // Its only input is the path (a card's code): tests/report-cards/card-verification.test.ts sends it hostile codes.
  "POST /api/reports/issued-cards/{id}/revoke",
]);

export const bodyLimit = (spec: WriteSpec) => spec.maxBytes ?? DEFAULT_MAX_BODY_BYTES;
