import { problem } from "@/lib/problems/api-error";
import { allowHeader, matchApiRoute, type ApiRoute } from "@/lib/http/api-routes";
import { preflight } from "@/lib/http/cors";
import { problemResponse } from "@/lib/http/error-response";
import { finishApiResponse } from "@/lib/http/route";

// Each feature keeps its /api routes in one table (`lib/<feature>/api.ts`), so a feature is one folder
// instead of one folder per URL; `app/api/[...path]/route.ts` is the one Next route, and it hands every
// request to the table's route for its path, with the params Next would have given a route file of its own.

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export const API_METHODS: readonly ApiMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** What a route answers with: the request, its path's params, and the pattern it matched (for the log). */
export interface ApiContext {
  params: Promise<Record<string, string | string[]>>;
  pattern?: string;
}
export type ApiHandler = (request: Request, context?: ApiContext) => Promise<Response>;
export type ApiMethods = Partial<Record<ApiMethod, ApiHandler>>;
/** `"/api/marks/[id]"` (dynamic segments spelled as Next names folders) → the methods it answers. */
export type ApiRoutes = Record<string, ApiMethods>;

/** The features' tables as one; a pattern two features both claim is a mistake caught when the app loads. */
export function apiTable(...tables: ApiRoutes[]): ApiRoutes {
  const all: ApiRoutes = {};
  for (const table of tables)
    for (const [pattern, methods] of Object.entries(table)) {
      if (all[pattern]) throw new Error(`${pattern} is in two route tables`);
      all[pattern] = methods;
    }
  return all;
}

/** The pattern and methods of each route, as the matcher and the Allow header read them. */
export function routeList(routes: ApiRoutes): ApiRoute[] {
  return Object.entries(routes).map(([pattern, methods]) => ({ pattern, methods: Object.keys(methods).sort() }));
}

/** A path's params by the pattern's segment names; a segment that is not valid percent-encoding stays as sent. */
export function paramsOf(pattern: string, pathname: string): Record<string, string | string[]> {
  const have = pathname.split("/").filter(Boolean);
  const decode = (segment: string) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  };
  const params: Record<string, string | string[]> = {};
  pattern
    .split("/")
    .filter(Boolean)
    .forEach((segment, index) => {
      const catchAll = /^\[\.\.\.(.+)\]$/.exec(segment);
      const dynamic = /^\[(.+)\]$/.exec(segment);
      if (catchAll) params[catchAll[1]] = have.slice(index).map(decode);
      else if (dynamic) params[dynamic[1]] = decode(have[index]);
    });
  return params;
}

/** `/main/api/…` is rewritten to `/api/…` (next.config.mjs), and the table knows the latter. */
function apiPath(pathname: string): string {
  return pathname.startsWith("/main/") ? pathname.slice("/main".length) : pathname;
}

/**
 * One handler for every method of every /api path: the table's route for the path (the most specific, as
 * Next would pick among route files), a JSON 404 for a path no route has, 405 with Allow for a method the
 * route does not take, and the CORS preflight for OPTIONS. HEAD is Next's: it runs GET without the body.
 */
export function apiDispatcher(routes: ApiRoutes): (request: Request) => Promise<Response> {
  const list = routeList(routes);
  return async (request) => {
    const pathname = apiPath(new URL(request.url).pathname);
    if (request.method === "OPTIONS") return preflight(request);
    const route = matchApiRoute(list, pathname);
    if (!route) return finishApiResponse(problemResponse(problem("no-such-endpoint")), request);
    const method = (request.method === "HEAD" ? "GET" : request.method) as ApiMethod;
    const handler = routes[route.pattern][method];
    if (!handler) {
      const allow = allowHeader(route);
      return problemResponse(
        problem("method-not-allowed", { method: request.method, allow }, { Allow: allow, "Cache-Control": "no-store" }),
      );
    }
    return handler(request, { params: Promise.resolve(paramsOf(route.pattern, pathname)), pattern: route.pattern });
  };
}
