import { problem } from "@/lib/problems/api-error";
import { allowHeader, matchApiRoute, type ApiRoute } from "@/lib/http/api-routes";
import { preflight } from "@/lib/http/cors";
import { problemResponse } from "@/lib/http/error-response";

// Every app/api route file ends with `export * from "@/lib/http/other-methods"`: a module's own exports
// win over a star export, so each method the route does not take is answered here (405 with Allow, or
// the CORS preflight) instead of by Next's empty 405 / 204. Doing it in the route module rather than in
// proxy.ts keeps the proxy off every /api request (docs/performance.md#api-overhead). HEAD is left to
// Next: it runs the route's GET, which is this module's 405 when the route has no GET of its own.

// next.config.mjs inlines the app/api route table at build time; without it (tests) it is read from source.
let table: ApiRoute[] | undefined;
async function apiRoutes(): Promise<ApiRoute[]> {
  if (!table) {
    const inlined = process.env.API_ROUTE_METHODS;
    if (inlined) table = JSON.parse(inlined) as ApiRoute[];
    else {
      const { scanApiRoutes } = await import("@/lib/http/api-routes-scan.mjs");
      table = scanApiRoutes(process.cwd()) as ApiRoute[];
    }
  }
  return table;
}

/** `/main/api/…` is rewritten to `/api/…` (next.config.mjs): the table knows the latter. */
function apiPath(pathname: string): string {
  return pathname.startsWith("/main/") ? pathname.slice("/main".length) : pathname;
}

/**
 * 405 `{ message, code: "method-not-allowed" }` with the Allow header Next's own OPTIONS answer would give
 * for this route (the message names the methods, as it did before codes, for clients that show it).
 */
async function methodNotAllowed(request: Request): Promise<Response> {
  const route = matchApiRoute(await apiRoutes(), apiPath(new URL(request.url).pathname));
  const allow = route ? allowHeader(route) : "OPTIONS";
  return problemResponse(
    problem("method-not-allowed", { method: request.method, allow }, { Allow: allow, "Cache-Control": "no-store" }),
  );
}

/** CORS preflight for the origins in CORS_ORIGINS; 403 for any other (lib/http/cors.ts). */
async function options(request: Request): Promise<Response> {
  return preflight(request);
}

export {
  methodNotAllowed as GET,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
  methodNotAllowed as PATCH,
  methodNotAllowed as DELETE,
  options as OPTIONS,
};
