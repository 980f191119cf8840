import { ApiError } from "@/lib/http/api-error";

export const DEFAULT_MAX_BODY_BYTES = 100 * 1024;

/** Reads a JSON body with a size cap (413) and a clear 400 for malformed JSON or a wrong content type. */
export async function readJsonBody(request: Request, maxBytes: number, allowText = false): Promise<unknown> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const isJson = type.includes("application/json");
  if (!isJson && !(allowText && (type === "" || type.startsWith("text/plain")))) {
    throw new ApiError(415, "Content-Type must be application/json");
  }
  const text = new TextDecoder().decode(await readBytesAtMost(request, maxBytes, "Request body is too large"));
  if (!text.trim()) throw new ApiError(400, "Request body is required");
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "Malformed JSON in request body");
  }
}

/**
 * The request body's bytes, refused with 413 `tooLarge` past `maxBytes` (by its declared length, or
 * as soon as the stream passes it, reading no further). No body reads as no bytes.
 */
export async function readBytesAtMost(request: Request, maxBytes: number, tooLarge: string): Promise<Buffer> {
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) throw new ApiError(413, tooLarge);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ApiError(413, tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
