// What the attendance screen sends with a save (lib/attendance/attendance.client.ts through lib/offline/send.ts): a
// same-origin fetch with the session cookie and a fresh Idempotency-Key. Every bench that times a save
// sends exactly these headers, so its figures are the screen's.
import { randomUUID } from "node:crypto";

/** `cookie` is the session cookie as the browser sends it back (`name=value`). */
export function screenHeaders(base: string, cookie: string): Record<string, string> {
  return {
    "Content-Type": "application/json",
    Accept: "application/json",
    "Idempotency-Key": randomUUID(),
    Cookie: cookie,
    Origin: base,
    "Sec-Fetch-Site": "same-origin",
  };
}

/** The session cookie (`name=value`) a sign-in answer sets, as a browser would keep it. */
export function sessionCookieOf(response: Response, name: string): string {
  const pair = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .find((cookie) => cookie.startsWith(`${name}=`));
  if (!pair) throw new Error(`The sign-in set no ${name} cookie`);
  return pair;
}
