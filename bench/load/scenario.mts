// What one simulated client does, and how often (weights are relative).
import { screenHeaders, sessionCookieOf } from "../lib/screen-request.mts";

export type Op = "signin" | "bulkAttendance" | "marksList" | "dashboard";

export interface World {
  teachers: string[];
  admin: string;
  /** Each class with its teacher's session cookie (`name=value`), as the attendance screen sends it. */
  classes: { cookie: string; classId: string; studentIds: string[] }[];
}

const STATUSES = ["present", "present", "present", "absent", "late", "excused"];
const YEARS = ["", "2023-2024", "2024-2025", "2025-2026"];
const TERMS = ["", "FIRST_TERM", "SECOND_TERM", "THIRD_TERM"];

const any = <T,>(list: T[]): T => list[Math.floor(Math.random() * list.length)];

async function status(response: Promise<Response>): Promise<number> {
  const res = await response;
  await res.arrayBuffer();
  return res.status;
}

export const mix: Record<Op, { weight: number; send(world: World, base: string): Promise<number> }> = {
  // Sign-in is deliberately costly (scrypt): a small share, as in real use (once per session).
  signin: {
    weight: 5,
    send: (_, base) =>
      status(
        fetch(`${base}/api/auth/signin`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: any(["teacher", "teacher2"]), password: "teacher123" }),
        }),
      ),
  },
  // A whole class for one of the last 10 days: many clients save the same class and date at once. The
  // screen's request: its cookie, same-origin, a fresh Idempotency-Key (bench/lib/screen-request.mts).
  bulkAttendance: {
    weight: 30,
    send: (world, base) => {
      const klass = any(world.classes);
      const date = new Date(Date.now() - Math.floor(Math.random() * 10) * 86_400_000).toISOString().slice(0, 10);
      const records = klass.studentIds.map((studentId) => ({
        studentId,
        classId: klass.classId,
        date,
        status: any(STATUSES),
      }));
      return status(
        fetch(`${base}/api/attendance/bulk`, {
          method: "POST",
          headers: screenHeaders(base, klass.cookie),
          body: JSON.stringify({ records }),
        }),
      );
    },
  },
  marksList: {
    weight: 40,
    send: (world, base) => {
      const query = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 3)), limit: "10" });
      const year = any(YEARS);
      const term = any(TERMS);
      if (year) query.set("academicYear", year);
      if (term) query.set("academicTerm", term);
      return status(
        fetch(`${base}/api/marks?${query}`, { headers: { authorization: `Bearer ${any(world.teachers)}` } }),
      );
    },
  },
  dashboard: {
    weight: 25,
    send: (world, base) =>
      status(fetch(`${base}/api/admin/dashboard`, { headers: { authorization: `Bearer ${world.admin}` } })),
  },
};

/** One of `ops`, drawn by the mix's weights. */
export function pickOp(ops: readonly Op[] = Object.keys(mix) as Op[]): Op {
  let roll = Math.random() * ops.reduce((sum, op) => sum + mix[op].weight, 0);
  for (const op of ops) {
    roll -= mix[op].weight;
    if (roll <= 0) return op;
  }
  return ops[ops.length - 1];
}

// The session cookie's name over http, as the app started by a bench names it (lib/auth/tokens.ts).
export const SESSION_COOKIE = "next-auth.session-token";

/** A demo account signed in as the sign-in screen does: its token (the reads' Bearer) and its session cookie. */
export async function signInDemo(base: string, username: string, password: string) {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${username}: ${res.status}`);
  const cookie = sessionCookieOf(res, SESSION_COOKIE);
  return { token: ((await res.json()) as { token: string }).token, cookie };
}
