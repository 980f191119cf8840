import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { ApiError, notFound } from "@/lib/http/api-error";
import { requireSchool } from "@/lib/services/scope";
import { readBytesAtMost } from "@/lib/http/read-body";

export const LOGO_MAX_BYTES = 200 * 1024;
export const LOGO_MESSAGES = {
  tooLarge: "The logo must be at most 200 kB",
  type: "The logo must be a PNG or JPEG image",
  none: "This school has no logo",
} as const;

/** The image type by its first bytes, whatever the upload claims. */
export function imageTypeOf(bytes: Uint8Array): "image/png" | "image/jpeg" | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > 8 && png.every((byte, index) => bytes[index] === byte)) return "image/png";
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

/** The request body, at most 200 kB (413 beyond, read no further). */
export async function readLogo(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await readBytesAtMost(request, LOGO_MAX_BYTES, LOGO_MESSAGES.tooLarge));
}

export async function saveLogo(actor: Actor, schoolId: string, read: () => Promise<Uint8Array<ArrayBuffer>>) {
  await requireSchool(actor, schoolId);
  const bytes = await read();
  const mimeType = imageTypeOf(bytes);
  if (!mimeType) throw new ApiError(415, LOGO_MESSAGES.type);
  const data = { mimeType, data: bytes };
  await db.schoolLogo.upsert({ where: { schoolId }, create: { schoolId, ...data }, update: data });
  return { schoolId, mimeType, bytes: bytes.length };
}

export async function getLogo(actor: Actor, schoolId: string): Promise<Response> {
  await requireSchool(actor, schoolId);
  const logo = await db.schoolLogo.findUnique({ where: { schoolId } });
  if (!logo) throw notFound("Logo");
  return new Response(Buffer.from(logo.data), {
    headers: { "Content-Type": logo.mimeType, "X-Content-Type-Options": "nosniff" },
  });
}

export async function deleteLogo(actor: Actor, schoolId: string) {
  await requireSchool(actor, schoolId);
  await db.schoolLogo.deleteMany({ where: { schoolId } });
  return { schoolId, removed: true };
}

/** The logo as a `data:` URL for the PDF renderer (no network in the worker). */
export async function logoDataUrl(schoolId: string): Promise<string | undefined> {
  const logo = await db.schoolLogo.findUnique({ where: { schoolId } });
  return logo ? `data:${logo.mimeType};base64,${Buffer.from(logo.data).toString("base64")}` : undefined;
}
