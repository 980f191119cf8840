import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import { JsonText } from "@/lib/services/json";

// JSON answers are gzipped here, in one piece, when the client takes it. Next's own compression would
// gzip them too, but as a stream flushed chunk by chunk: for the bulk save's 15 kB answer that was the
// largest part of the app's CPU above the framework's floor (docs/performance.md#api-overhead). Next
// leaves an answer that already has a Content-Encoding alone; streamed answers (lists, PDFs, CSV) are
// still compressed by Next as they go. The level is zlib's default, as Next's: the same bytes on the wire.

const gzip = promisify(gzipCallback);

/** Answers smaller than this go as they are (the threshold of Next's own compression). */
const GZIP_THRESHOLD_BYTES = 1024;

/** The bytes of the answers built here, whole in memory, so they can be gzipped in one call. */
const wholeBodies = new WeakMap<Response, Uint8Array>();

/** A JSON answer from text already in memory (a handler's result, or an answer kept for a replay). */
export function jsonBody(text: string, init: { status: number; statusText?: string; headers?: HeadersInit }): Response {
  const bytes = new TextEncoder().encode(text);
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json");
  const response = new Response(bytes, { ...init, headers });
  wholeBodies.set(response, bytes);
  return response;
}

/** A handler's result (not a Response) as its JSON answer. */
export function jsonAnswer(result: unknown, status: number): Response {
  return jsonBody(result instanceof JsonText ? result.text : JSON.stringify(result ?? null), { status });
}

/**
 * Whether the client takes gzip (RFC 9110, section 12.5.3): named with a q above 0, or else `*` with one.
 * An explicit `gzip;q=0` refuses it whatever `*` says.
 */
export function acceptsGzip(header: string | null): boolean {
  let star: boolean | undefined;
  for (const part of (header ?? "").split(",")) {
    const [coding, ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    const wanted = q === undefined || Number(q.slice(2)) > 0;
    if (coding === "gzip" || coding === "x-gzip") return wanted;
    if (coding === "*") star = wanted;
  }
  return star ?? false;
}

/** The answer gzipped when it was built by jsonBody, is large enough and the client takes gzip. */
export async function gzipped(response: Response, request: Request): Promise<Response> {
  const bytes = wholeBodies.get(response);
  if (!bytes) return response;
  response.headers.append("Vary", "Accept-Encoding");
  if (bytes.length < GZIP_THRESHOLD_BYTES || !acceptsGzip(request.headers.get("accept-encoding"))) return response;
  const headers = new Headers(response.headers);
  headers.set("Content-Encoding", "gzip");
  return new Response(await gzip(bytes), { status: response.status, statusText: response.statusText, headers });
}
