import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { notFound, problem } from "@/lib/http/api-error";
import { requireSchool } from "@/lib/services/scope";
import { readBytesAtMost } from "@/lib/http/read-body";
import { checkImage } from "@/lib/image-check";

export const LOGO_MAX_BYTES = 200 * 1024;
/** The request body, at most 200 kB (413 beyond, read no further). */
export async function readLogo(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await readBytesAtMost(request, LOGO_MAX_BYTES, "logo-too-large"));
}

export async function saveLogo(actor: Actor, schoolId: string, read: () => Promise<Uint8Array<ArrayBuffer>>) {
  await requireSchool(actor, schoolId);
  const bytes = await read();
  // Decoded in full before it is stored: a file that only starts like an image would be drawn on no card.
  const image = checkImage(bytes);
  if (!image.ok && image.problem === "type") throw problem("logo-type");
  if (!image.ok) throw problem(image.problem === "too-large" ? "logo-dimensions" : "logo-damaged");
  const { mimeType } = image;
  const data = { mimeType, data: bytes };
  await db.schoolLogo.upsert({ where: { schoolId }, create: { schoolId, ...data }, update: data });
  return { schoolId, mimeType, bytes: bytes.length };
}

export async function getLogo(actor: Actor, schoolId: string): Promise<Response> {
  await requireSchool(actor, schoolId);
  const logo = await db.schoolLogo.findUnique({ where: { schoolId } });
  if (!logo) throw notFound("logo-not-found");
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
