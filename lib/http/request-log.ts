import { env, inNextServer } from "@/lib/env";

// One JSON line per /api request on stdout, for whatever collects the logs (journald, a container runtime,
// a log shipper): when, which request (the id its error lines carry), method, the route's pattern (as its
// table names it, lib/http/api-table.ts), status, milliseconds until the answer's headers, and who asked. The pattern, not the path, so that no id, no query
// string (tokens) and no body (passwords, guardians' phones, GPS) is ever written (docs/deploy.md#logs).

/** On in the app Next serves unless REQUEST_LOG=off; off in tests and scripts unless REQUEST_LOG=json. */
export const requestLogOn = () => (env.REQUEST_LOG ? env.REQUEST_LOG === "json" : inNextServer);

export interface RequestLine {
  requestId: string;
  method: string;
  /** The route's pattern (`/api/marks/[id]`), never the path; "(no route)" when called without one. */
  pattern?: string;
  status: number;
  ms: number;
  userId: string | null;
}

/** The line as written (without the newline). */
export function requestLine({ requestId, method, pattern, status, ms, userId }: RequestLine): string {
  return JSON.stringify({
    time: new Date().toISOString(),
    requestId,
    method,
    route: pattern ?? "(no route)",
    status,
    ms: Math.round(ms * 10) / 10,
    userId,
  });
}

export function logRequest(line: RequestLine): void {
  if (!requestLogOn()) return;
  process.stdout.write(`${requestLine(line)}\n`);
}
