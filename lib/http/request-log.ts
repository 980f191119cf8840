import { env, inNextServer } from "@/lib/env";
import { matchApiRoute, type ApiRoute } from "@/lib/http/api-routes";

// One JSON line per /api request on stdout, for whatever collects the logs (journald, a container runtime,
// a log shipper): when, which request (the id its error lines carry), method, the route's pattern, status,
// milliseconds until the answer's headers, and who asked. The pattern, not the path, so that no id, no query
// string (tokens) and no body (passwords, guardians' phones, GPS) is ever written (docs/deploy.md#logs).

/** The app's routes, inlined by next.config.mjs at build time; absent in tests and scripts. */
let routes: ApiRoute[] | undefined;
function routeTable(): ApiRoute[] {
  routes ??= process.env.API_ROUTE_METHODS ? (JSON.parse(process.env.API_ROUTE_METHODS) as ApiRoute[]) : [];
  return routes;
}

// The pattern of each path seen lately: matching a path against every route costs ≈ 10 µs, paid on every
// request (docs/performance.md#api-overhead). Paths with ids are many, so the memo starts again when full,
// and a path longer than any of the app's own is matched each time rather than kept.
const PATTERNS_MAX = 2_000;
const PATH_KEPT_MAX = 200;
const patterns = new Map<string, string>();
function patternOf(pathname: string): string {
  let pattern = patterns.get(pathname);
  if (pattern === undefined) {
    pattern = matchApiRoute(routeTable(), pathname)?.pattern ?? "(no route)";
    if (patterns.size >= PATTERNS_MAX) patterns.clear();
    if (pathname.length <= PATH_KEPT_MAX) patterns.set(pathname, pattern);
  }
  return pattern;
}

/** On in the app Next serves unless REQUEST_LOG=off; off in tests and scripts unless REQUEST_LOG=json. */
export const requestLogOn = () => (env.REQUEST_LOG ? env.REQUEST_LOG === "json" : inNextServer);

export interface RequestLine {
  requestId: string;
  method: string;
  pathname: string;
  status: number;
  ms: number;
  userId: string | null;
}

/** The line as written (without the newline). */
export function requestLine({ requestId, method, pathname, status, ms, userId }: RequestLine): string {
  return JSON.stringify({
    time: new Date().toISOString(),
    requestId,
    method,
    route: patternOf(pathname),
    status,
    ms: Math.round(ms * 10) / 10,
    userId,
  });
}

export function logRequest(line: RequestLine): void {
  if (!requestLogOn()) return;
  process.stdout.write(`${requestLine(line)}\n`);
}
