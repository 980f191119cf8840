import { ZodError } from "zod";
import { ApiError, problem } from "@/lib/problems/api-error";
import { describeError } from "@/lib/platform/log-error";
import { isProblemCode, type ProblemBody } from "@/lib/problems/codes";
import { problemOfIssue } from "@/lib/validation/issue-problem";

// Connection-level failures: refused, reset, timed out, or the server shutting down / starting up
// (SQLSTATE class 08 and 57P0x), Prisma's own "can't reach / closed" codes, and driver-adapter kinds.
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300",
  "P1001",
  "P1002",
  "P1008",
  "P1017",
]);
// Too busy to serve in time: a statement cancelled after waiting (57014: the embedded database's
// queue timeout, or statement_timeout) and Prisma's "transaction could not start / expired" (P2028).
const BUSY_CODES = new Set(["57014", "P2028"]);
const CONNECTION_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "TlsConnectionError",
]);
const CONNECTION_MESSAGE =
  /Connection terminated|connect ECONNREFUSED|Can't reach database|timeout exceeded when trying to connect|DatabaseNotReachable|terminating connection due to|database system is (starting up|shutting down|not yet accepting|in recovery)|Server has closed the connection|Connection refused|Client has encountered a connection error|Connection closed/i;

type ErrorNode = {
  code?: unknown;
  cause?: unknown;
  originalCode?: unknown;
  kind?: unknown;
  meta?: { driverAdapterError?: unknown };
};

/** The error, its causes and the driver-adapter error Prisma wraps (P2039 & co. carry the real cause there). */
function chain(error: unknown): ErrorNode[] {
  const out: ErrorNode[] = [];
  const queue: unknown[] = [error];
  while (queue.length && out.length < 10) {
    const current = queue.shift();
    if (!current || typeof current !== "object") continue;
    const node = current as ErrorNode;
    out.push(node);
    queue.push(node.meta?.driverAdapterError, node.cause);
  }
  return out;
}

function errorCode(error: unknown): string | undefined {
  for (const node of chain(error)) {
    if (typeof node.originalCode === "string") return node.originalCode;
    if (typeof node.code === "string" && node.code !== "P2010" && node.code !== "P2039") return node.code;
  }
  return undefined;
}

function isClientAbort(error: unknown): boolean {
  return chain(error).some((node) => node.code === "ECONNRESET" && node instanceof Error && node.message === "aborted");
}

function isConnectionError(error: unknown): boolean {
  for (const node of chain(error)) {
    for (const code of [node.code, node.originalCode]) {
      if (typeof code === "string" && (CONNECTION_CODES.has(code) || BUSY_CODES.has(code))) return true;
    }
    if (typeof node.kind === "string" && CONNECTION_KINDS.has(node.kind)) return true;
    if (node instanceof Error && CONNECTION_MESSAGE.test(node.message)) return true;
  }
  return false;
}

/** The answer of a problem: `{ message, code, params? }` with its status and headers. */
export function problemResponse(error: ApiError): Response {
  const body: ProblemBody = { message: error.message, code: error.code };
  if (error.params && Object.keys(error.params).length) body.params = error.params;
  return Response.json(body, { status: error.status, headers: error.headers });
}

/**
 * A schema's failure: its first issue's message is a problem code (lib/validation writes them so, and
 * the screens translate the same code), with the values it keeps. A check without one of its own
 * answers the generic `invalid-input`.
 */
function invalidInput(error: ZodError): ApiError {
  const found = problemOfIssue(error.issues[0]);
  return found && isProblemCode(found.code) ? problem(found.code, found.params) : problem("invalid-input");
}

/** Maps anything thrown below a route to a status and `{ message, code }` (docs/design.md#convention-5). */
export function errorResponse(error: unknown, requestId: string): Response {
  return problemResponse(toApiError(error, requestId));
}

/** Anything thrown below a route or form action as the problem it answers (server faults logged here). */
export function toApiError(error: unknown, requestId: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return invalidInput(error);
  const code = errorCode(error);
  if (code === "P2002" || code === "23505") return problem("already-exists");
  if (code === "P2025") return problem("not-found");
  if (code === "P2003" || code === "23503") return problem("reference-missing");
  // Text PostgreSQL cannot store (a NUL byte, an invalid encoding) is bad input, not a server fault.
  if (
    code === "22021" ||
    code === "22P05" ||
    (error instanceof Error && /invalid byte sequence for encoding|unsupported Unicode escape/i.test(error.message))
  ) {
    return problem("nul-text");
  }
  // The client hung up while its body was being read (Node's "aborted", code ECONNRESET like a database
  // socket's reset): nobody will read this answer, and the database is fine.
  if (isClientAbort(error)) return problem("request-cancelled");
  if (isConnectionError(error)) {
    console.error(`[${requestId}] database unavailable: ${describeError(error).split("\n")[0]}`);
    return problem("database-unavailable", undefined, { "Retry-After": "5" });
  }
  console.error(`[${requestId}] unhandled error: ${describeError(error)}`);
  return problem("server-error", { reference: requestId });
}
