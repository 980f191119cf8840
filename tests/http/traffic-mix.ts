// Mixed, entirely valid requests from several users, each checked against what it asked for: a 2xx
// and a body that belongs to this request (its user, its class, its rows), never another's.
import { randomUUID } from "node:crypto";
import {
  KNOWN_DAY,
  PASSWORD,
  send,
  statusFor,
  STATUSES,
  type Answer,
  type Status,
  type World,
  type WorldClass,
  type WorldTeacher,
} from "./traffic-world";

export interface Outcome {
  op: string;
  status: number;
  /** Why the answer is wrong although it may be 2xx; undefined when it is right. */
  problem?: string;
}

export interface SavedDay {
  teacher: WorldTeacher;
  klass: WorldClass;
  date: string;
  statuses: Record<string, Status>;
}

type Check = (answer: Answer<never>) => string | undefined;
type Op = (world: World, teacher: WorldTeacher, klass: WorldClass) => Promise<Outcome>;

const SLOTS = ["2023-2024", "2024-2025", "2025-2026"]
  .flatMap((year) =>
    ["FIRST_TERM", "SECOND_TERM", "THIRD_TERM"].flatMap((term) =>
      ["BEGINNING_TERM", "MIDTERM", "ENDTERM"].map((exam) => ({ year, term, exam })),
    ),
  )
  .filter((slot) => !(slot.year === "2023-2024" && slot.term === "FIRST_TERM" && slot.exam === "BEGINNING_TERM"));

const sameSet = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The mutable side of a run: unique dates and mark slots per class, the days saved under load. */
export class Traffic {
  readonly saved: SavedDay[] = [];
  private nextDay = new Map<string, number>();
  private nextSlot = new Map<string, number>();
  private signups = 0;

  constructor(private readonly world: World) {}

  private async run(op: string, answer: Promise<Answer<never>>, expected: number, check: Check): Promise<Outcome> {
    let result: Answer<never>;
    try {
      result = await answer;
    } catch (error) {
      return { op, status: -1, problem: `network: ${(error as Error).message}` };
    }
    if (result.status !== expected)
      return { op, status: result.status, problem: `expected ${expected}: ${result.text.slice(0, 200)}` };
    let problem: string | undefined;
    try {
      problem = check(result);
    } catch (error) {
      problem = `unexpected body (${(error as Error).message}): ${result.text.slice(0, 200)}`;
    }
    return { op, status: result.status, problem };
  }

  private day(klass: WorldClass): string {
    const n = this.nextDay.get(klass.id) ?? 0;
    this.nextDay.set(klass.id, n + 1);
    return new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  }

  readonly ops: Record<string, Op> = {
    signin: (world, t) =>
      this.run(
        "signin",
        send(world.base, "POST", "/api/auth/signin", { body: { username: t.username, password: PASSWORD } }),
        200,
        ({ body }) => {
          const b = body as { token: string; user: { _id: string; username: string } };
          return b.user.username === t.username && b.user._id === t.id && b.token
            ? undefined
            : `signed in as ${b.user.username}`;
        },
      ),
    bulkAttendance: (world, t, k) => {
      const date = this.day(k);
      const seed = Math.floor(Math.random() * 1000);
      const statuses = Object.fromEntries(k.studentIds.map((id, i) => [id, statusFor(seed, i)]));
      const records = k.studentIds.map((studentId) => ({
        studentId,
        classId: k.id,
        date,
        status: statuses[studentId],
      }));
      return this.run(
        "bulkAttendance",
        send(world.base, "POST", "/api/attendance/bulk", { token: t.token, body: { records }, key: randomUUID() }),
        200,
        ({ body }) => {
          const rows = body as { studentId: string; classId: string; date: string; status: string }[];
          this.saved.push({ teacher: t, klass: k, date, statuses });
          const wrong = rows.find((r) => r.classId !== k.id || r.date !== date || statuses[r.studentId] !== r.status);
          return rows.length !== records.length || wrong
            ? `saved ${rows.length} rows, first wrong ${JSON.stringify(wrong)}`
            : undefined;
        },
      );
    },
    markEdit: (world, t, k) => {
      const i = Math.floor(Math.random() * k.markIds.length);
      const totalMarks = 1 + Math.floor(Math.random() * 99);
      const body = {
        studentId: k.studentIds[i],
        classId: k.id,
        academicYear: "2023-2024",
        academicTerm: "FIRST_TERM",
        examType: "BEGINNING_TERM",
        totalMarks,
        examDate: "2024-02-01",
      };
      return this.run(
        "markEdit",
        send(world.base, "PUT", `/api/marks/${k.markIds[i]}`, { token: t.token, body }),
        200,
        ({ body: b }) => {
          const mark = b as { _id: string; totalMarks: number; studentId: { _id: string } };
          return mark._id === k.markIds[i] && mark.totalMarks === totalMarks && mark.studentId._id === k.studentIds[i]
            ? undefined
            : `edited ${mark._id}`;
        },
      );
    },
    marksBulk: (world, t, k) => {
      const n = this.nextSlot.get(k.id) ?? 0;
      this.nextSlot.set(k.id, n + 1);
      const slot = SLOTS[n % SLOTS.length];
      if (n >= SLOTS.length) return this.ops.listMarks(world, t, k);
      const body = k.studentIds.map((studentId, i) => ({
        studentId,
        classId: k.id,
        academicYear: slot.year,
        academicTerm: slot.term,
        examType: slot.exam,
        totalMarks: 10 + i,
        // Inside the school year (September start): March of its second calendar year.
        examDate: `${slot.year.slice(5)}-03-03`,
      }));
      return this.run(
        "marksBulk",
        send(world.base, "POST", "/api/marks/bulk", { token: t.token, body, key: randomUUID() }),
        201,
        ({ body: b }) => {
          const marks = b as {
            classId: { _id: string };
            teacherId: { _id: string };
            studentId: { _id: string };
            academicTerm: string;
            examType: string;
          }[];
          const wrong = marks.find(
            (m) =>
              m.classId._id !== k.id ||
              m.teacherId._id !== t.id ||
              m.academicTerm !== slot.term ||
              m.examType !== slot.exam,
          );
          return marks.length !== body.length ||
            wrong ||
            !sameSet(
              marks.map((m) => m.studentId._id),
              k.studentIds,
            )
            ? `saved ${marks.length} marks, first wrong ${JSON.stringify(wrong)}`
            : undefined;
        },
      );
    },
    comment: (world, t, k) => {
      const body = {
        schoolId: t.schoolId,
        className: k.className,
        subjectName: k.subjectName,
        numberOfStudents: k.studentIds.length,
        successStory: `Story of ${t.username}`,
        challenge: "None",
        _gpsLocation: {
          latitude: -1.95,
          longitude: 30.06,
          accuracy: 12,
          address: "KG 7 Ave",
          city: "Kigali",
          state: "Kigali",
          country: "Rwanda",
          type: "gps",
        },
      };
      return this.run(
        "comment",
        send(world.base, "POST", "/api/comments", { token: t.token, body, key: randomUUID() }),
        201,
        ({ body: b }) => {
          const c = (
            b as {
              data: { className: string; teacherId: { _id: string }; schoolId: { _id: string }; successStory: string };
            }
          ).data;
          return c.teacherId._id === t.id && c.schoolId._id === t.schoolId && c.successStory === body.successStory
            ? undefined
            : `comment of ${c.teacherId._id}`;
        },
      );
    },
    listClasses: (world, t) =>
      this.run("listClasses", send(world.base, "GET", "/api/classes", { token: t.token }), 200, ({ body }) => {
        const ids = (body as { _id: string }[]).map((c) => c._id);
        return sameSet(
          ids,
          t.classes.map((c) => c.id),
        )
          ? undefined
          : `classes ${ids.join(",")}`;
      }),
    listStudents: (world, t, k) =>
      this.run(
        "listStudents",
        send(world.base, "GET", `/api/students?classId=${k.id}`, { token: t.token }),
        200,
        ({ body }) => {
          const students = body as { _id: string; classId: { _id: string } }[];
          return sameSet(
            students.map((s) => s._id),
            k.studentIds,
          ) && students.every((s) => s.classId._id === k.id)
            ? undefined
            : `${students.length} students`;
        },
      ),
    listMarks: (world, t) =>
      this.run("listMarks", send(world.base, "GET", "/api/marks?limit=10", { token: t.token }), 200, ({ body }) => {
        const marks = body as { schoolId: { _id: string } }[];
        return marks.length > 0 && marks.every((m) => m.schoolId._id === t.schoolId)
          ? undefined
          : `marks of schools ${[...new Set(marks.map((m) => m.schoolId._id))].join(",")}`;
      }),
    knownDay: (world, t, k) =>
      this.run(
        "knownDay",
        send(world.base, "GET", `/api/attendance/class/${k.id}?date=${KNOWN_DAY}`, { token: t.token }),
        200,
        ({ body }) => {
          const rows = body as { studentId: string; status: string; classId: string }[];
          return rows.length === k.studentIds.length &&
            rows.every((r) => r.classId === k.id && k.knownDay[r.studentId] === r.status)
            ? undefined
            : `${rows.length} rows differ`;
        },
      ),
    summary: (world, t, k) =>
      this.run(
        "summary",
        send(world.base, "GET", `/api/attendance/class/${k.id}/summary?date=${KNOWN_DAY}`, { token: t.token }),
        200,
        ({ body }) => {
          const s = body as Record<string, number>;
          const expected = Object.fromEntries(
            STATUSES.map((status) => [status, Object.values(k.knownDay).filter((v) => v === status).length]),
          );
          return s.totalStudents === k.studentIds.length && STATUSES.every((status) => s[status] === expected[status])
            ? undefined
            : `summary ${JSON.stringify(s)}`;
        },
      ),
    classReport: (world, t, k) =>
      this.run(
        "classReport",
        send(world.base, "GET", `/api/reports/class/${k.id}`, { token: t.token }),
        200,
        ({ body }) => {
          const r = body as { classDetails: { _id: string }; totalStudents: number; students: { studentId: string }[] };
          return r.classDetails._id === k.id &&
            r.totalStudents === k.studentIds.length &&
            sameSet(
              r.students.map((s) => s.studentId),
              k.studentIds,
            )
            ? undefined
            : `report of ${r.classDetails._id}`;
        },
      ),
    schoolsReport: (world, t) =>
      this.run(
        "schoolsReport",
        send(world.base, "GET", "/api/reports/schools", { token: t.token }),
        200,
        ({ body }) => {
          const r = body as { totalSchools: number; schools: { schoolId: string }[] };
          return r.totalSchools === 1 && r.schools[0]?.schoolId === t.schoolId
            ? undefined
            : `schools ${r.schools.map((s) => s.schoolId).join(",")}`;
        },
      ),
    adminDashboard: (world) =>
      this.run(
        "adminDashboard",
        send(world.base, "GET", "/api/admin/dashboard", { token: world.admin.token }),
        200,
        ({ body }) =>
          typeof (body as { totalStudents?: unknown }).totalStudents === "number" ? undefined : "no totals",
      ),
    tracking: (world, t) =>
      this.run(
        "tracking",
        send(world.base, "POST", "/api/tracking", {
          token: t.token,
          body: {
            event: {
              type: "page_view",
              data: { action: "view", page: "/attendance" },
              timestamp: new Date().toISOString(),
            },
            session: { id: `s-${t.username}`, startTime: new Date().toISOString() },
            location: {
              coordinates: { latitude: -1.95, longitude: 30.06, accuracy: 20 },
              fullAddress: "Kigali",
              source: "gps",
            },
          },
        }),
        204,
        () => undefined,
      ),
    signup: (world) => {
      const username = `h${world.tag}_new${this.signups++}`;
      return this.run(
        "signup",
        send(world.base, "POST", "/api/auth/signup", {
          body: { username, email: `${username}@example.test`, password: PASSWORD },
        }),
        201,
        ({ body }) => {
          const user = (body as { user: { username: string } }).user;
          return user.username === username ? undefined : `signed up as ${user.username}`;
        },
      );
    },
  };

  /** One round: `size` requests at once, cycling through the op list and the teachers. */
  async round(size: number, roundIndex: number, options: { signup: boolean }): Promise<Outcome[]> {
    const order = [
      "bulkAttendance",
      "listClasses",
      "signin",
      "markEdit",
      "knownDay",
      "marksBulk",
      "listStudents",
      "summary",
      "comment",
      "listMarks",
      "classReport",
      "tracking",
      "schoolsReport",
      "bulkAttendance",
      "adminDashboard",
      "listMarks",
    ];
    const teachers = this.world.teachers;
    return Promise.all(
      Array.from({ length: size }, (_, i) => {
        if (i === 0 && options.signup) return this.ops.signup(this.world, teachers[0], teachers[0].classes[0]);
        const teacher = teachers[(i + roundIndex) % teachers.length];
        const klass = teacher.classes[Math.floor(i / teachers.length) % teacher.classes.length];
        return this.ops[order[(i + roundIndex) % order.length]](this.world, teacher, klass);
      }),
    );
  }

  /** After the traffic: every day saved under load reads back exactly as it was sent. */
  async readBack(): Promise<Outcome[]> {
    return Promise.all(
      this.saved.map((day) =>
        this.run(
          "readBack",
          send(this.world.base, "GET", `/api/attendance/class/${day.klass.id}?date=${day.date}`, {
            token: day.teacher.token,
          }),
          200,
          ({ body }) => {
            const rows = body as { studentId: string; status: string }[];
            return rows.length === day.klass.studentIds.length &&
              rows.every((r) => day.statuses[r.studentId] === r.status)
              ? undefined
              : `${day.date}: ${rows.length} rows, not as sent`;
          },
        ),
      ),
    );
  }
}

/** "op status: problem" lines, counted, for the failure message. */
export function describeFailures(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const o of outcomes.filter((x) => x.problem)) {
    const key = `${o.op} ${o.status}: ${o.problem}`.slice(0, 240);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${n} × ${key}`).join("\n");
}
