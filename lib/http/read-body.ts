import { problem } from "@/lib/problems/api-error";
import type { ProblemCode } from "@/lib/problems/codes";

export const DEFAULT_MAX_BODY_BYTES = 100 * 1024;
/** The deepest JSON any route reads (the deepest real body, a tracking event, is 5 levels). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`, read in one pass over the text (no
 * recursion): checked before parsing, so nothing after (the Idempotency-Key's hash, zod, the NUL check)
 * ever walks a body deep enough to overflow the stack.
 */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return false;
}

/**
 * Reads a JSON body with a size cap (413), a depth cap (400, before parsing) and a clear 400 for malformed
 * JSON or a wrong content type. Every JSON body of the API is read here.
 */
export async function readJsonBody(request: Request, maxBytes: number, allowText = false): Promise<unknown> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const isJson = type.includes("application/json");
  if (!isJson && !(allowText && (type === "" || type.startsWith("text/plain")))) {
    throw problem("content-type-json");
  }
  // Read as a TextDecoder would (bad bytes as U+FFFD, a leading byte-order mark dropped) without making one
  // on every request.
  let text = (await readBytesAtMost(request, maxBytes, "body-too-large")).toString("utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (!text.trim()) throw problem("body-required");
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) throw problem("body-too-deep", { max: MAX_JSON_DEPTH });
  try {
    return JSON.parse(text);
  } catch {
    throw problem("body-malformed");
  }
}

/**
 * The request body's bytes, refused with 413 `tooLarge` (a code of lib/problems/codes.ts) past `maxBytes` (by its declared length, or
 * as soon as the stream passes it, reading no further). No body reads as no bytes.
 */
export async function readBytesAtMost(request: Request, maxBytes: number, tooLarge: ProblemCode): Promise<Buffer> {
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) throw problem(tooLarge);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw problem(tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** PostgreSQL text cannot hold NUL: refuse it at the boundary with a 400 instead of failing in SQL. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (value === null || typeof value !== "object" || depth > 32) return false;
  // Loops rather than Object.entries: every body of every write is walked, and the pairs were its garbage.
  if (Array.isArray(value)) {
    for (const item of value) if (containsNul(item, depth + 1)) return true;
    return false;
  }
  for (const key of Object.keys(value)) {
    if (key.includes("\u0000") || containsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}
