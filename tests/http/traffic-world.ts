// The users and records the mixed traffic works on, created over HTTP like a school would: a few
// teachers sign up, each creates a school, classes and students, saves one attendance day and one
// set of marks. Those known rows are what the reads under load must return, and nothing else.

import { DEMO_ACCOUNTS } from "@/prisma/seed";

const DEMO_ADMIN = DEMO_ACCOUNTS.find((account) => account.role === "admin")!;

export const STATUSES = ["present", "absent", "late", "excused"] as const;
export type Status = (typeof STATUSES)[number];
/** The day saved before the traffic starts; reads under load must return exactly it. */
export const KNOWN_DAY = "2024-03-04";
export const PASSWORD = "teacher123";

export interface WorldClass {
  id: string;
  className: string;
  subjectName: string;
  studentIds: string[];
  knownDay: Record<string, Status>;
  markIds: string[];
}

export interface WorldTeacher {
  id: string;
  username: string;
  token: string;
  schoolId: string;
  classes: WorldClass[];
}

export interface World {
  base: string;
  tag: string;
  admin: { token: string; username: string };
  teachers: WorldTeacher[];
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  text: string;
}

/** A request that hangs is a failure, not a stuck run (the app's own client gives up after 10 s). */
export const REQUEST_TIMEOUT_MS = 30_000;

export async function send<T = unknown>(
  base: string,
  method: string,
  url: string,
  /** `key`: an Idempotency-Key, as the screens send with every write that creates (lib/offline/send.ts). */
  options: { token?: string; body?: unknown; key?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers["idempotency-key"] = options.key;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: response.status, body: json as T, text };
}

async function expectOk<T>(answer: Promise<Answer<T>>, what: string): Promise<T> {
  const { status, text, body } = await answer;
  if (status < 200 || status >= 300) throw new Error(`setup: ${what} answered ${status}: ${text.slice(0, 300)}`);
  return body;
}

export const statusFor = (seed: number, index: number): Status => STATUSES[(seed * 7 + index * 3) % STATUSES.length];

async function makeTeacher(
  base: string,
  tag: string,
  n: number,
  classes: number,
  students: number,
): Promise<WorldTeacher> {
  const username = `h${tag}_t${n}`;
  const signedUp = await expectOk<{ token: string; user: { _id: string } }>(
    send(base, "POST", "/api/auth/signup", {
      body: { username, email: `${username}@example.test`, password: PASSWORD },
    }),
    `sign-up ${username}`,
  );
  const token = signedUp.token;
  const school = await expectOk<{ _id: string }>(
    send(base, "POST", "/api/classes/teacher-school", { token, body: { name: `School ${tag} ${n}` } }),
    "create school",
  );
  const made: WorldClass[] = [];
  for (let c = 0; c < classes; c++) {
    const className = `P${n}${String.fromCharCode(65 + c)}`;
    const subjectName = `Subject ${n}${c}`;
    const klass = await expectOk<{ _id: string }>(
      send(base, "POST", "/api/classes", {
        token,
        body: { className, subjectName, classRoom: `Room ${c}`, schoolId: school._id },
      }),
      "create class",
    );
    const studentIds: string[] = [];
    for (let s = 0; s < students; s++) {
      const student = await expectOk<{ _id: string }>(
        send(base, "POST", "/api/students", {
          token,
          body: { studentName: `Pupil ${n}.${c}.${s}`, classId: klass._id },
        }),
        "create student",
      );
      studentIds.push(student._id);
    }
    const knownDay = Object.fromEntries(studentIds.map((id, i) => [id, statusFor(n + c, i)]));
    await expectOk(
      send(base, "POST", "/api/attendance/bulk", {
        token,
        body: {
          records: studentIds.map((studentId) => ({
            studentId,
            classId: klass._id,
            date: KNOWN_DAY,
            status: knownDay[studentId],
          })),
        },
      }),
      "save the known day",
    );
    const marks = await expectOk<{ _id: string }[]>(
      send(base, "POST", "/api/marks/bulk", {
        token,
        body: studentIds.map((studentId, i) => ({
          studentId,
          classId: klass._id,
          academicYear: "2023-2024",
          academicTerm: "FIRST_TERM",
          examType: "BEGINNING_TERM",
          totalMarks: 40 + i,
          examDate: "2024-02-01",
        })),
      }),
      "save marks",
    );
    made.push({ id: klass._id, className, subjectName, studentIds, knownDay, markIds: marks.map((m) => m._id) });
  }
  return { id: signedUp.user._id, username, token, schoolId: school._id, classes: made };
}

/** `teachers` sign-ups (the only ones before the traffic), each with its school, classes and students. */
export async function buildWorld(
  base: string,
  options: { teachers: number; classes: number; students: number },
): Promise<World> {
  const tag = Date.now().toString(36).slice(-5) + Math.floor(Math.random() * 1296).toString(36);
  const admin = await expectOk<{ token: string; user: { username: string } }>(
    send(base, "POST", "/api/auth/signin", { body: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password } }),
    "admin sign-in",
  );
  // One after the other: the setup is not under test, the rounds that follow are.
  const teachers: WorldTeacher[] = [];
  for (let n = 0; n < options.teachers; n++)
    teachers.push(await makeTeacher(base, tag, n, options.classes, options.students));
  return { base, tag, admin: { token: admin.token, username: admin.user.username }, teachers };
}
