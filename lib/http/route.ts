import { createHash, randomUUID } from "node:crypto";
import type { z } from "zod";
import { identify, type AuthVia } from "@/lib/auth/identity";
import { mayCall, type Access, type Actor } from "@/lib/auth/permissions";
import { problem } from "@/lib/problems/api-error";
import { errorResponse } from "@/lib/http/error-response";
import { idempotencyKeyOf, requestHash, withIdempotencyKey } from "@/lib/http/idempotency";
import { logRequest } from "@/lib/http/request-log";
import { containsNul, readBytesAtMost, readJsonBody, DEFAULT_MAX_BODY_BYTES } from "@/lib/http/read-body";
import { corsHeaders, isCrossSiteCookieWrite } from "@/lib/http/cors";
import type { Tx } from "@/lib/db";
import type { RouteLimit } from "@/lib/platform/heavy-work";
import { Payload } from "@/lib/platform/payload";
import { consumeQuota } from "@/lib/platform/rate-limit";
import type { ProblemCode } from "@/lib/problems/codes";

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
  /** Expensive work (PDF renders): a per-user quota in PostgreSQL and a per-instance gate. */
  limit?: RouteLimit;
  /**
   * The answer changes this browser's cookies (logout clears the session cookie): a cross-site write is
   * refused even when no cookie came with it (SameSite=Lax keeps it off a cross-site post, yet the
   * browser would still take the answer's Set-Cookie). Bearer callers, which no other site can forge, pass.
   */
  sameSiteOnly?: boolean;
  /**
   * A body the handler reads itself (a CSV upload) on a route that creates something: with an
   * Idempotency-Key the wrapper reads it first (at most `maxBytes`, else 413 `tooLarge`), so the key's
   * hash covers it, and hands the handler a request with the same bytes.
   */
  rawBody?: { maxBytes: number; tooLarge: ProblemCode };
}

type ActorFor<A extends Access> = A extends "public" ? Actor | null : Actor;

export interface RouteContext<A extends Access, B, Q, P> {
  actor: ActorFor<A>;
  via?: AuthVia;
  /** The caller's session (signed-in callers only). */
  sessionId?: string;
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  request: Request;
  requestId: string;
  /**
   * With an Idempotency-Key, the transaction its answer is stored in: a service handed it writes in it,
   * so its rows and the key's answer commit together (lib/http/idempotency.ts).
   */
  tx?: Tx;
}

/** What the route table hands a route (lib/http/api-table.ts): its params, and the pattern for the log. */
type NextContext = { params?: Promise<Record<string, string | string[]>>; pattern?: string };

/** What every /api answer carries: CORS for allowed origins, and never a cached copy. */
export function finishApiResponse(response: Response, request: Request): Response {
  for (const [key, value] of Object.entries(corsHeaders(request))) response.headers.set(key, value);
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/**
 * A service's payload (a file, an image, a streamed list) as the answer: its media type, download name
 * and total; CORS and Cache-Control are added with every answer's (finishApiResponse).
 */
export function payloadResponse({ body, options }: Payload, status = 200): Response {
  const headers: Record<string, string> = { "Content-Type": options.type };
  if (options.filename) headers["Content-Disposition"] = `attachment; filename="${options.filename}"`;
  if (options.total !== undefined) headers["X-Total-Count"] = String(options.total);
  if (options.noSniff) headers["X-Content-Type-Options"] = "nosniff";
  return new Response(body, { status, headers });
}

/**
 * A read's JSON with its ETag (a hash of the body), or 304 with no body when the caller already holds that
 * very answer (`If-None-Match`: the service worker sends the one of its copy, docs/offline.md#what-opens).
 * Answers stay `no-store`: a browser's HTTP cache keeps none of them, only the worker's sealed copies.
 */
function conditionalJson(request: Request, result: unknown): Response {
  const text = JSON.stringify(result);
  const etag = `"${createHash("sha256").update(text).digest("base64url").slice(0, 22)}"`;
  const asked = request.headers.get("if-none-match");
  if (asked && asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag))
    return new Response(null, { status: 304, headers: { ETag: etag } });
  return new Response(text, { headers: { "Content-Type": "application/json", ETag: etag } });
}

/** Gives the slot back once the body has been sent (or abandoned by the client). */
function releaseAfterBody(response: Response, release: () => void): Response {
  if (!response.body) {
    release();
    return response;
  }
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) out[key] = value;
  return out;
}

/**
 * Wraps a route handler: who is asking → may they → parse params, query and body with the shared
 * zod schemas → handler → JSON, or the answer of a service's Payload. Every failure becomes `{ message, code }` with its status (docs/design.md#convention-4, docs/design.md#convention-5).
 */
export function route<
  A extends Access,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(options: RouteOptions<B, Q, P> & { role: A }, handler: (context: RouteContext<A, B, Q, P>) => Promise<unknown>) {
  return async (request: Request, context?: NextContext): Promise<Response> => {
    const started = performance.now();
    const requestId = randomUUID().slice(0, 8);
    const asked: { userId: string | null } = { userId: null };
    const response = await answer(request, context, requestId, asked);
    logRequest({
      requestId,
      method: request.method,
      pattern: context?.pattern,
      status: response.status,
      ms: performance.now() - started,
      userId: asked.userId,
    });
    return response;
  };

  async function answer(
    request: Request,
    context: NextContext | undefined,
    requestId: string,
    asked: { userId: string | null },
  ): Promise<Response> {
    try {
      // Who is asking, read from the Session row, before any of the handler's work.
      const identity = await identify(request.headers);
      asked.userId = identity?.actor.id ?? null;
      return await serve(request, context, requestId, identity ?? { actor: null });
    } catch (error) {
      return finishApiResponse(errorResponse(error, requestId), request);
    }
  }

  /** The request's work once the caller is known: may they, the parsed input, the handler's answer. */
  async function serve(
    request: Request,
    context: NextContext | undefined,
    requestId: string,
    { actor, via, sessionId }: { actor: Actor | null; via?: AuthVia; sessionId?: string },
  ): Promise<Response> {
    let release: (() => void) | undefined;
    try {
      if (!mayCall(options.role, actor?.role)) {
        throw actor ? problem("forbidden") : problem("sign-in-required");
      }
      const cookieCaller = via === "cookie" || (options.sameSiteOnly && !request.headers.has("authorization"));
      if (cookieCaller && isCrossSiteCookieWrite(request)) {
        throw problem("cross-site-refused");
      }
      const rawParams = context?.params ? await context.params : {};
      const rawQuery = queryObject(new URL(request.url));
      const rawBody = options.body
        ? await readJsonBody(request, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, options.allowTextBody)
        : undefined;
      if (containsNul(rawParams) || containsNul(rawQuery) || containsNul(rawBody)) throw problem("nul-text");
      // Writes that create something may carry an Idempotency-Key (offline queues resend them): every
      // signed-in POST with a body, JSON or its own (CSV imports).
      const key =
        request.method === "POST" && options.role !== "public" && (options.body || options.rawBody) && actor
          ? idempotencyKeyOf(request)
          : null;
      let handlerRequest = request;
      let hashedBody: unknown = rawBody;
      if (key && options.rawBody) {
        const bytes = await readBytesAtMost(request, options.rawBody.maxBytes, options.rawBody.tooLarge);
        handlerRequest = new Request(request.url, {
          method: request.method,
          headers: request.headers,
          body: new Uint8Array(bytes),
        });
        hashedBody = { sha256: createHash("sha256").update(bytes).digest("hex") };
      }
      const respond = async (tx?: Tx): Promise<Response> => {
        // reportInput: a type refusal names what it received (`invalid-type`, lib/validation/issue-problem.ts).
        const parse = (schema: Schema, raw: unknown) => schema.parse(raw, { reportInput: true });
        const params = options.params ? parse(options.params, rawParams) : undefined;
        const query = options.query ? parse(options.query, rawQuery) : undefined;
        const body = options.body ? parse(options.body, rawBody) : undefined;

        if (options.limit && actor) {
          const quota = options.limit.perUser();
          await consumeQuota(`${quota.name}:user:${actor.id}`, quota.limit, quota.windowSeconds, quota.code);
          release = await options.limit.gate.enter({ user: actor.id, busyCode: options.limit.busyCode });
        }

        const result = await handler({
          actor: actor as ActorFor<A>,
          via,
          sessionId,
          body,
          query,
          params,
          request: handlerRequest,
          requestId,
          tx,
        } as RouteContext<A, B, Q, P>);
        const status = options.status ?? 200;
        let response =
          result instanceof Response
            ? result
            : result instanceof Payload
              ? payloadResponse(result, status)
              : request.method === "GET" && status === 200
                ? conditionalJson(request, result ?? null)
                : Response.json(result ?? null, { status });
        if (release) response = releaseAfterBody(response, release);
        release = undefined;
        return response;
      };

      if (!key || !actor) return finishApiResponse(await respond(), request);
      const run = (tx: Tx) => respond(tx).catch((error: unknown) => errorResponse(error, requestId));
      return finishApiResponse(await withIdempotencyKey(actor.id, key, requestHash(request, hashedBody), run), request);
    } catch (error) {
      release?.();
      throw error;
    }
  }
}
