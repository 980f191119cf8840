import { randomUUID } from "node:crypto";
import { env } from "@/lib/env";
import { GET as unknownPath } from "@/app/api/[...path]/route";
import { resolveActor } from "@/lib/auth/identity";
import { errorResponse } from "@/lib/http/error-response";
import { DEFAULT_MAX_BODY_BYTES, readJsonBody } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { bulkAttendanceSchema } from "@/lib/validation/attendance";

// GET|POST /api/bench/floor — the framework's floor for the API benches (docs/performance.md#api-overhead):
// a route handler that does nothing but answer 200, served by the same build as the app, so a bench
// can subtract what Next itself costs a request from what a real route costs. Deliberately not wrapped
// in route(): the wrapper's work (identity, parsing, logging) is part of what is measured above it.
// `?echo`: it answers the request's own body, streamed back untouched, so the floor also pays what Next
// costs to receive a body and to send one (its compression, its separate writes of headers and body).
// `?part=…` adds one piece of the bulk save's own work at a time, so `bench:attendance --parts` can say
// what each costs: `read` (the API's JSON body reader), `identity` (the session check every route
// makes), `wrapper` (route() whole, with the bulk save's schema, answering the parsed records: all of
// the save but its statement and its answer), `answer` (nothing read, only an answer of the bulk save's
// size and shape sent as the save sends its own: what Next costs to send it, compression included).
// Off unless the app was started with BENCH_FLOOR_ROUTE=on (only the benches do): then it is the same
// 404 as any unknown path, so a school's server never has it.
const EMPTY = () => new Response("{}", { headers: { "content-type": "application/json" } });

// 60 records as the bulk save answers them (≈ 18 kB of JSON, as compressible), made once.
let sampleAnswer: string | undefined;
function saveSizedAnswer(): string {
  sampleAnswer ??= JSON.stringify(Array.from({ length: 60 }, sampleRecord));
  return sampleAnswer;
}
function sampleRecord() {
  const now = new Date().toISOString();
  return {
    _id: randomUUID(),
    studentId: randomUUID(),
    classId: "cbench0000000000000000000",
    schoolId: "sbench0000000000000000000",
    date: now.slice(0, 10),
    status: "present",
    remarks: "Present",
    recordedBy: "ubench0000000000000000000",
    createdAt: now,
    updatedAt: now,
  };
}

const wrapper = route({ role: "signed-in", body: bulkAttendanceSchema }, async ({ body }) => body.entries);

async function floor(request: Request): Promise<Response> {
  if (env.BENCH_FLOOR_ROUTE !== "on") return unknownPath(request);
  const query = new URL(request.url).searchParams;
  const part = query.get("part");
  if (part === "wrapper") return wrapper(request);
  if (part === "answer") return new Response(saveSizedAnswer(), { headers: { "content-type": "application/json" } });
  if (part === "read" || part === "identity")
    return (part === "read" ? readJsonBody(request, DEFAULT_MAX_BODY_BYTES) : resolveActor(request)).then(
      EMPTY,
      (error) => errorResponse(error, "bench"),
    );
  const echo = request.method === "POST" && query.has("echo");
  return echo ? new Response(request.body, { headers: { "content-type": "application/json" } }) : EMPTY();
}

export { floor as GET, floor as POST };

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
