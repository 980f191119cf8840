import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { notFound, problem } from "@/lib/problems/api-error";
import { requireSchool } from "@/lib/auth/scope";
import { Payload } from "@/lib/platform/payload";
import { checkImage } from "@/lib/image-check";

export const LOGO_MAX_BYTES = 200 * 1024;
/**
 * `read` gives the upload's bytes, at most LOGO_MAX_BYTES (the route reads the body: 413 beyond); it is
 * called once the school is known to be the admin's, so nobody else's upload is read at all.
 */
export async function saveLogo(actor: Actor, schoolId: string, read: () => Promise<Uint8Array>) {
  await requireSchool(actor, schoolId);
  const bytes = new Uint8Array(await read());
  // Decoded in full before it is stored: a file that only starts like an image would be drawn on no card.
  const image = checkImage(bytes);
  if (!image.ok && image.problem === "type") throw problem("logo-type");
  if (!image.ok) throw problem(image.problem === "too-large" ? "logo-dimensions" : "logo-damaged");
  const { mimeType } = image;
  const data = { mimeType, data: bytes };
  await db.schoolLogo.upsert({ where: { schoolId }, create: { schoolId, ...data }, update: data });
  return { schoolId, mimeType, bytes: bytes.length };
}

export async function getLogo(actor: Actor, schoolId: string): Promise<Payload> {
  await requireSchool(actor, schoolId);
  const logo = await db.schoolLogo.findUnique({ where: { schoolId } });
  if (!logo) throw notFound("logo-not-found");
  return new Payload(logo.data, { type: logo.mimeType, noSniff: true });
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
