import { ZodError } from "zod";
import { ApiError } from "@/lib/http/api-error";

const DB_UNAVAILABLE = "The database is unavailable right now. Please try again in a moment.";

// Connection-level failures: refused, reset, timed out, or the server shutting down / starting up.
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "57P01", "57P02", "57P03", "08000", "08001", "08003", "08006"]);

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const record = current as { code?: unknown; cause?: unknown; originalCode?: unknown };
    if (typeof record.originalCode === "string") return record.originalCode;
    if (typeof record.code === "string" && record.code !== "P2010") return record.code;
    current = record.cause;
  }
  return undefined;
}

function isConnectionError(error: unknown): boolean {
  const code = errorCode(error);
  if (code && CONNECTION_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : "";
  return /Connection terminated|connect ECONNREFUSED|Can't reach database|timeout exceeded when trying to connect|DatabaseNotReachable/i.test(message);
}

/** Maps anything thrown below a route to a status and a `{ message }` (DESIGN convention 5). */
export function errorResponse(error: unknown, requestId: string): Response {
  if (error instanceof ApiError) {
    return Response.json({ message: error.message }, { status: error.status, headers: error.headers });
  }
  if (error instanceof ZodError) {
    return Response.json({ message: error.issues[0]?.message ?? "Invalid input" }, { status: 400 });
  }
  const code = errorCode(error);
  if (code === "P2002") return Response.json({ message: "This record already exists" }, { status: 409 });
  if (code === "P2025") return Response.json({ message: "Record not found" }, { status: 404 });
  if (code === "P2003") return Response.json({ message: "A referenced record does not exist" }, { status: 400 });
  if (isConnectionError(error)) {
    console.error(`[${requestId}] database unavailable:`, error instanceof Error ? error.message : error);
    return Response.json({ message: DB_UNAVAILABLE }, { status: 503, headers: { "Retry-After": "5" } });
  }
  console.error(`[${requestId}] unhandled error:`, error);
  return Response.json({ message: `Something went wrong on our side (reference ${requestId}).` }, { status: 500 });
}
