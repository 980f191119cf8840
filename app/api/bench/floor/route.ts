import { env } from "@/lib/env";
import { GET as unknownPath } from "@/app/api/[...path]/route";

// GET|POST /api/bench/floor — the framework's floor for the API benches (docs/performance.md#api-overhead):
// a route handler that does nothing but answer 200, served by the same build as the app, so a bench
// can subtract what Next itself costs a request from what a real route costs. Deliberately not wrapped
// in route(): the wrapper's work (identity, parsing, logging) is part of what is measured above it.
// `?echo`: it answers the request's own body, streamed back untouched, so the floor also pays what Next
// costs to receive a body and to send one (its compression, its separate writes of headers and body).
// Off unless the app was started with BENCH_FLOOR_ROUTE=on (only the benches do): then it is the same
// 404 as any unknown path, so a school's server never has it.
function floor(request: Request): Response {
  if (env.BENCH_FLOOR_ROUTE !== "on") return unknownPath(request);
  const echo = request.method === "POST" && new URL(request.url).searchParams.has("echo");
  return new Response(echo ? request.body : "{}", { headers: { "content-type": "application/json" } });
}

export { floor as GET, floor as POST };

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
