export interface ApiRoute {
  pattern: string;
  methods: string[];
}

type Rank = 0 | 1 | 2;
const STATIC: Rank = 0;
const DYNAMIC: Rank = 1;
const CATCH_ALL: Rank = 2;

type Segment = { rank: Rank; text: string };
const compiled = new Map<string, Segment[]>();

/** A pattern's segments and what each one matches, worked out once (every 405 and request-log line matches). */
function segmentsOf(pattern: string): Segment[] {
  let segments = compiled.get(pattern);
  if (!segments) {
    segments = pattern
      .split("/")
      .filter(Boolean)
      .map((text) => ({
        text,
        rank: /^\[\.\.\..+\]$/.test(text) ? CATCH_ALL : /^\[.+\]$/.test(text) ? DYNAMIC : STATIC,
      }));
    compiled.set(pattern, segments);
  }
  return segments;
}

/** How each segment of `pattern` matched `pathname` (static beats dynamic beats catch-all), or null. */
function matchRanks(pattern: string, have: string[]): Rank[] | null {
  const want = segmentsOf(pattern);
  const ranks: Rank[] = [];
  for (let index = 0; index < want.length; index++) {
    const { rank, text } = want[index];
    if (rank === CATCH_ALL) return have.length > index ? [...ranks, CATCH_ALL] : null;
    if (index >= have.length) return null;
    if (rank === DYNAMIC) ranks.push(DYNAMIC);
    else if (text === have[index]) ranks.push(STATIC);
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
  const have = pathname.split("/").filter(Boolean);
  for (const route of routes) {
    const ranks = matchRanks(route.pattern, have);
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
