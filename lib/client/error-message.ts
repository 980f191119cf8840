import type { ProblemCode, ProblemParams } from "@/lib/problems";

/** An error from the API client: carries the HTTP status and the server's message when there was one. */
export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly serverMessage?: string,
    readonly network = false,
    /** The answer's problem code and its values (lib/problems.ts), for a screen to say it in its language. */
    readonly code?: ProblemCode,
    readonly params?: ProblemParams,
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

/**
 * docs/product-spec.md#errors, the error choice for every screen: the server's message if present; else
 * 'Server error: {status}'; else the network message when no response arrived; else the error's own
 * message, or `fallback`, or 'An unexpected error occurred.'
 */
export function errorMessage(error: unknown, fallback = "An unexpected error occurred."): string {
  if (error instanceof ApiClientError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status) return `Server error: ${error.status}`;
    if (error.network) return "Network error. Please check your connection.";
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
