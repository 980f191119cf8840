import { looksLikeCode, type ProblemCode, type ProblemParams, type Said } from "@/lib/problems/codes";

/** An error from the API client: the HTTP status and the answer's problem (code and params) when there was one. */
export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly problem?: { code: ProblemCode; params?: ProblemParams },
    /** No answer arrived: `timeout` when the client gave up waiting. */
    readonly network: false | "offline" | "timeout" = false,
  ) {
    super(message);
    this.name = "ApiClientError";
  }

  /** The answer's code, if any. */
  get code(): ProblemCode | undefined {
    return this.problem?.code;
  }
}

/** Reads `{ message, code, params? }` of an error answer; null when the body is not one. */
export function problemOfBody(data: unknown): { code: ProblemCode; params?: ProblemParams } | null {
  if (!data || typeof data !== "object" || !("code" in data) || !looksLikeCode(data.code)) return null;
  const params = "params" in data && data.params && typeof data.params === "object" ? data.params : undefined;
  return params ? { code: data.code, params: params as ProblemParams } : { code: data.code };
}

/**
 * docs/product-spec.md#errors, the error choice for every screen: the answer's problem; else 'Server
 * error: {status}'; else the network or timeout problem when no answer arrived; else the error's own
 * message, or `fallback` (unexpected-error unless given). Screens show it in their language (useSay).
 */
export function errorSaid(error: unknown, fallback: Said = { code: "unexpected-error" }): Said {
  if (error instanceof ApiClientError) {
    if (error.problem) return error.problem;
    if (error.status) return { code: "server-status", params: { status: error.status } };
    if (error.network) return { code: error.network === "timeout" ? "request-timed-out" : "network-error" };
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
