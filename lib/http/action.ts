// The form actions' route(): a screen's form posted to its own page (a Server Action) gets the same
// guards as an /api call — the cross-site check, the actor, a bound on what it sends — and every failure
// comes back as a typed outcome (a problem code and its values) that the screen words in its language.
import { randomUUID } from "node:crypto";
import { headers as requestHeaders } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { currentActor } from "@/lib/auth/current-actor";
import type { Actor } from "@/lib/auth/permissions";
import { problem } from "@/lib/problems/api-error";
import { isCrossSite } from "@/lib/http/cors";
import { toApiError } from "@/lib/http/error-response";
import { DEFAULT_MAX_BODY_BYTES } from "@/lib/http/read-body";
import type { ProblemCode, ProblemParams } from "@/lib/problems/codes";

/** Why an action did nothing: a problem of lib/problems/codes.ts, never English and never the server's own error. */
export interface ActionProblem {
  code: ProblemCode;
  params?: ProblemParams;
  /** The problem's status (lib/problems/codes.ts): the visitor's (4xx) or the server's (5xx). */
  status: number;
  /** Seconds to wait before trying again, for a throttle's refusal (its Retry-After); else null. */
  retryAfterS: number | null;
}

export type ActionOutcome<T> =
  | { ok: true; value: T }
  /** `fields`: the form as read, null when it was refused before (cross-site, too large). */
  | { ok: false; problem: ActionProblem; fields: URLSearchParams | null };

/** "anyone": no actor is looked up (signing in); "signed-in": none is `sign-in-required`. */
export type ActionWho = "anyone" | "signed-in";

export interface ActionContext<W extends ActionWho> {
  actor: W extends "signed-in" ? Actor : null;
  /** The form's text fields (a file counts towards the bound and is left out). */
  fields: URLSearchParams;
  headers: Headers;
  requestId: string;
}

/** The request an action answers: Next.js's own, or a test's. */
export interface ActionEdge {
  headers: () => Promise<Headers>;
  actor: () => Promise<Actor | null>;
}

const nextEdge: ActionEdge = { headers: requestHeaders, actor: currentActor };

/**
 * The form as the browser posted it (FormData) or the page's script sent it (an object of fields), as
 * text fields, refused with 413 past `maxBytes` (names and values, a separator each).
 */
function readFields(input: unknown, maxBytes: number): URLSearchParams {
  const entries: [string, unknown][] =
    input instanceof FormData
      ? [...input]
      : input !== null && typeof input === "object"
        ? Object.entries(input as Record<string, unknown>)
        : [];
  const fields = new URLSearchParams();
  let size = 0;
  for (const [name, value] of entries) {
    const valueBytes = typeof value === "string" ? Buffer.byteLength(value) : value instanceof Blob ? value.size : 0;
    size += Buffer.byteLength(name) + valueBytes + 2;
    if (size > maxBytes) throw problem("body-too-large");
    if (typeof value === "string") fields.append(name, value);
  }
  return fields;
}

/** The site the action was posted to, for the checks that resolve an address against it. */
export const siteOrigin = (headers: Headers) => `http://${headers.get("host") ?? "localhost"}`;

/**
 * Wraps a form action's work: cross-site posts are refused (Next.js checks Origin against the host;
 * Sec-Fetch-Site also covers a browser that sends none), then the actor, then the form's size (at most
 * `maxBytes`, by default the JSON routes' own bound). What the work throws becomes the outcome's problem
 * through the API's one mapper (lib/http/error-response.ts): a server fault is logged there with the
 * request id and comes back as `server-error` with that reference only. Next.js's own redirects pass.
 */
export function action<W extends ActionWho, T>(
  options: { who: W; maxBytes?: number },
  work: (context: ActionContext<W>) => Promise<T>,
  edge: ActionEdge = nextEdge,
): (input: unknown) => Promise<ActionOutcome<T>> {
  return async (input) => {
    const requestId = randomUUID().slice(0, 8);
    let fields: URLSearchParams | null = null;
    try {
      const headers = await edge.headers();
      if (isCrossSite(headers)) throw problem("cross-site-refused");
      const actor = options.who === "signed-in" ? await edge.actor() : null;
      if (options.who === "signed-in" && !actor) throw problem("sign-in-required");
      fields = readFields(input, options.maxBytes ?? DEFAULT_MAX_BODY_BYTES);
      const context = { actor, fields, headers, requestId } as ActionContext<W>;
      return { ok: true, value: await work(context) };
    } catch (error) {
      unstable_rethrow(error);
      const { code, params, status, headers } = toApiError(error, requestId);
      const retryAfterS = Number(headers?.["Retry-After"]) || null;
      return { ok: false, problem: { code, ...(params && { params }), status, retryAfterS }, fields };
    }
  };
}
