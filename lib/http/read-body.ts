import { ApiError } from "@/lib/http/api-error";

export const DEFAULT_MAX_BODY_BYTES = 100 * 1024;

/** Reads a JSON body with a size cap (413) and a clear 400 for malformed JSON or a wrong content type. */
export async function readJsonBody(request: Request, maxBytes: number, allowText = false): Promise<unknown> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const isJson = type.includes("application/json");
  if (!isJson && !(allowText && (type === "" || type.startsWith("text/plain")))) {
    throw new ApiError(415, "Content-Type must be application/json");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new ApiError(413, "Request body is too large");

  const reader = request.body?.getReader();
  if (!reader) throw new ApiError(400, "Request body is required");
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ApiError(413, "Request body is too large");
    }
    chunks.push(value);
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  if (!text.trim()) throw new ApiError(400, "Request body is required");
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "Malformed JSON in request body");
  }
}
