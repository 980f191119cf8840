export interface ApiRoute {
  pattern: string;
  methods: string[];
}

type Rank = 0 | 1 | 2;
const STATIC: Rank = 0;
const DYNAMIC: Rank = 1;
const CATCH_ALL: Rank = 2;

/** How each segment of `pattern` matched `pathname` (static beats dynamic beats catch-all), or null. */
function matchRanks(pattern: string, pathname: string): Rank[] | null {
  const want = pattern.split("/").filter(Boolean);
  const have = pathname.split("/").filter(Boolean);
  const ranks: Rank[] = [];
  for (let index = 0; index < want.length; index++) {
    const segment = want[index];
    if (/^\[\.\.\..+\]$/.test(segment)) return have.length > index ? [...ranks, CATCH_ALL] : null;
    if (index >= have.length) return null;
    if (/^\[.+\]$/.test(segment)) ranks.push(DYNAMIC);
    else if (segment === have[index]) ranks.push(STATIC);
    else return null;
  }
  return have.length === want.length ? ranks : null;
}

function compareRanks(a: Rank[], b: Rank[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++)
    if (a[index] !== b[index]) return a[index] - b[index];
  return b.length - a.length;
}

/** The route Next would serve `pathname` with (the most specific match), if any. */
export function matchApiRoute(routes: readonly ApiRoute[], pathname: string): ApiRoute | undefined {
  let best: { route: ApiRoute; ranks: Rank[] } | undefined;
  for (const route of routes) {
    const ranks = matchRanks(route.pattern, pathname);
    if (ranks && (!best || compareRanks(ranks, best.ranks) < 0)) best = { route, ranks };
  }
  return best?.route;
}

/** The Allow header Next's own OPTIONS answer would give: the exported methods, HEAD with GET, and OPTIONS. */
export function allowHeader(route: ApiRoute): string {
  const allow = new Set([...route.methods, "OPTIONS"]);
  if (allow.has("GET")) allow.add("HEAD");
  return [...allow].sort().join(", ");
}

/** 405 `{ message }` with Allow when the route exists but does not take this method; null otherwise. */
export function methodNotAllowed(routes: readonly ApiRoute[], pathname: string, method: string): Response | null {
  const route = matchApiRoute(routes, pathname);
  if (!route) return null;
  const allow = allowHeader(route);
  if (allow.split(", ").includes(method)) return null;
  return Response.json(
    { message: `${method} is not allowed here. Allowed: ${allow}` },
    { status: 405, headers: { Allow: allow, "Cache-Control": "no-store" } },
  );
}
