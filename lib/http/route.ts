import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { resolveActor, type AuthVia } from "@/lib/auth/actor";
import { mayCall, type Access, type Actor } from "@/lib/auth/permissions";
import { ApiError } from "@/lib/http/api-error";
import { errorResponse } from "@/lib/http/error-response";
import { readJsonBody, DEFAULT_MAX_BODY_BYTES } from "@/lib/http/read-body";
import { corsHeaders, isCrossSiteCookieWrite } from "@/lib/http/cors";

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

interface RouteOptions<B, Q, P> {
  /** Who may call (lib/auth/permissions.ts). */
  role: Access;
  body?: B;
  query?: Q;
  params?: P;
  /** Status for a successful answer that is not a Response (201 for creations). */
  status?: number;
  maxBodyBytes?: number;
  /** Accept bodies sent as text/plain (navigator.sendBeacon). */
  allowTextBody?: boolean;
}

type ActorFor<A extends Access> = A extends "public" ? Actor | null : Actor;

export interface RouteContext<A extends Access, B, Q, P> {
  actor: ActorFor<A>;
  via?: AuthVia;
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  request: Request;
  requestId: string;
}

type NextContext = { params?: Promise<Record<string, string | string[]>> };

const NUL_MESSAGE = "Text may not contain NUL characters";

/** PostgreSQL text cannot hold NUL: refuse it at the boundary with a 400 instead of failing in SQL. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (value === null || typeof value !== "object" || depth > 32) return false;
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}

function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) out[key] = value;
  return out;
}

/**
 * Wraps a route handler: who is asking → may they → parse params, query and body with the shared
 * zod schemas → handler → JSON. Every failure becomes `{ message }` with its status (DESIGN §4–5).
 */
export function route<A extends Access, B extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, P extends Schema | undefined = undefined>(
  options: RouteOptions<B, Q, P> & { role: A },
  handler: (context: RouteContext<A, B, Q, P>) => Promise<unknown>,
) {
  return async (request: Request, context?: NextContext): Promise<Response> => {
    const requestId = randomUUID().slice(0, 8);
    const cors = corsHeaders(request);
    try {
      const { actor, via } = await resolveActor(request);
      if (!mayCall(options.role, actor?.role)) {
        throw actor ? new ApiError(403, "You do not have permission to do this") : new ApiError(401, "Please sign in to continue");
      }
      if (via === "cookie" && isCrossSiteCookieWrite(request)) {
        throw new ApiError(403, "Cross-site request refused");
      }
      const rawParams = context?.params ? await context.params : {};
      const rawQuery = queryObject(new URL(request.url));
      const rawBody = options.body ? await readJsonBody(request, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, options.allowTextBody) : undefined;
      if (containsNul(rawParams) || containsNul(rawQuery) || containsNul(rawBody)) throw new ApiError(400, NUL_MESSAGE);
      const params = options.params ? options.params.parse(rawParams) : undefined;
      const query = options.query ? options.query.parse(rawQuery) : undefined;
      const body = options.body ? options.body.parse(rawBody) : undefined;

      const result = await handler({ actor: actor as ActorFor<A>, via, body, query, params, request, requestId } as RouteContext<A, B, Q, P>);
      const response = result instanceof Response ? result : Response.json(result ?? null, { status: options.status ?? 200 });
      for (const [key, value] of Object.entries(cors)) response.headers.set(key, value);
      return response;
    } catch (error) {
      const response = errorResponse(error, requestId);
      for (const [key, value] of Object.entries(cors)) response.headers.set(key, value);
      return response;
    }
  };
}
