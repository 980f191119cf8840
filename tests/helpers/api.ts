import { randomUUID } from "node:crypto";
import { startSession } from "@/lib/auth/sessions";
import type { Actor } from "@/lib/auth/permissions";
import { createUser } from "@/lib/people/users";
import type { Role } from "@/lib/generated/prisma/enums";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  /** A value to send as JSON; a string is sent as-is (malformed JSON tests). */
  body?: unknown;
  token?: string | null;
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /** The request's path (`/api/test` unless given): the one /api route reads its route from it. */
  path?: string;
}

/** Calls a route handler export directly with a real Request (no server needed). */
export async function call<T = unknown>(handler: Handler, options: CallOptions = {}) {
  const url = new URL(`http://localhost${options.path ?? "/api/test"}`);
  for (const [key, value] of Object.entries(options.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  const request = new Request(url, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: response.status, body: json as T, headers: response.headers };
}

export const unique = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;

export interface TestUser extends Actor {
  token: string;
  password: string;
  sessionId: string;
  /** The session cookie's value for the same session. */
  cookie: string;
}

/** A password that passes the rules (8+ characters, not on the common-password list). */
export const TEST_PASSWORD = "blue-bicycle-7";

/** A new user with a live session: its Bearer token and cookie. */
export async function makeUser(role: Role = "teacher", overrides: { username?: string } = {}): Promise<TestUser> {
  const username = overrides.username ?? unique(role);
  const password = TEST_PASSWORD;
  const user = await createUser({ username, email: `${username}@example.test`, password, role });
  const session = await startSession(user);
  return { ...user, password, token: session.bearer, sessionId: session.sessionId, cookie: session.cookie };
}
