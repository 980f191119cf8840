// A student's guardians (docs/product-spec.md#guardians): who sees their contacts, and the one way the
// list is written — by PUT /api/students/{id}/guardians and by the student CSV import alike.
import { db, sql, type Db, type Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { problem } from "@/lib/problems/api-error";
import { maskEmail, maskPhone } from "@/lib/schools/contact-mask.shared";
import { normalizePhone, type PhoneRegion } from "@/lib/schools/phone.schema";
import type { GuardianInput } from "@/lib/schools/guardians.schema";
import type { Guardian } from "@/lib/generated/prisma/client";

/**
 * Whether the actor may read guardians' phones and e-mails in full. Reaching the student at all
 * already means the school's member or an admin (lib/auth/scope.ts); of the members, mentors coach
 * teachers and never contact families, so they see contacts masked and cannot change guardians.
 */
export const seesGuardianContacts = (actor: Actor) => actor.role !== "mentor";

export function requireGuardianEditor(actor: Actor) {
  if (!seesGuardianContacts(actor)) throw problem("guardians-mentor-read-only");
}

export const toGuardianJson = (guardian: Guardian, actor: Actor) => {
  const full = seesGuardianContacts(actor);
  return {
    _id: guardian.id,
    name: guardian.name,
    relationship: guardian.relationship,
    phone: full ? guardian.phone : maskPhone(guardian.phone),
    email: guardian.email === null ? null : full ? guardian.email : maskEmail(guardian.email),
    language: guardian.language,
    consent: guardian.consent,
    consentAt: guardian.consentAt?.toISOString() ?? null,
  };
};

/** A guardian as checked: the phone in E.164. */
export type CheckedGuardian = Omit<GuardianInput, "phone" | "email"> & { phone: string; email?: string | null };

/**
 * The list with every phone read in the school's way (lib/schools/phone.schema.ts), or the first problem:
 * a number that is not one, or one given twice (every notice would go to it twice).
 */
export function checkGuardians(guardians: GuardianInput[], region: PhoneRegion): CheckedGuardian[] {
  const seen = new Set<string>();
  return guardians.map((guardian, index) => {
    const phone = normalizePhone(guardian.phone, region);
    if (!phone) throw problem("guardian-phone-invalid", { item: index + 1 });
    if (seen.has(phone)) throw problem("guardian-phone-repeated", { item: index + 1 });
    seen.add(phone);
    return { ...guardian, phone };
  });
}

/**
 * Makes the student's guardians exactly `guardians`, in order, inside `tx`. The student's row is locked
 * first, so two edits of one student (two PUTs, a PUT and an import) take turns: each sees the other's
 * result, and the database's own checks (positions 1–3, each once) never meet a race. A guardian sent
 * with the `_id` of one of this student's guardians is updated in place (its id, and anything that
 * points at it, stays); an unknown `_id` is a new guardian; those left out are removed. Consent records
 * the moment it becomes true and forgets it when withdrawn.
 */
/**
 * A guardian's row as stored at its place in the list: consent keeps the day it was first given while it
 * stands (`before`, the stored row), and is dated now when it is given anew.
 */
export function guardianRow(guardian: CheckedGuardian, index: number, now: Date, before?: Guardian) {
  return {
    position: index + 1,
    name: guardian.name,
    relationship: guardian.relationship,
    phone: guardian.phone,
    email: guardian.email ?? null,
    language: guardian.language,
    consent: guardian.consent,
    consentAt: guardian.consent ? (before?.consent ? before.consentAt : now) : null,
  };
}

export async function writeGuardians(tx: Tx, studentId: string, guardians: CheckedGuardian[], now = new Date()) {
  const locked = await sql(tx).rows<{ id: string }>`SELECT id FROM "Student" WHERE id = ${studentId} FOR UPDATE`;
  if (locked.length === 0) throw problem("not-found");
  const existing = new Map(
    (await tx.guardian.findMany({ where: { studentId } })).map((guardian) => [guardian.id, guardian]),
  );
  const kept = new Set(guardians.flatMap((g) => (g._id && existing.has(g._id) ? [g._id] : [])));
  await tx.guardian.deleteMany({ where: { studentId, id: { notIn: [...kept] } } });
  for (const [index, guardian] of guardians.entries()) {
    const before = guardian._id ? existing.get(guardian._id) : undefined;
    const data = guardianRow(guardian, index, now, before);
    if (before) await tx.guardian.update({ where: { id: before.id }, data });
    else await tx.guardian.create({ data: { ...data, studentId } });
  }
}

/** `writeGuardians` in a transaction of its own (or a savepoint of the request's) on `client`. */
export function saveGuardians(studentId: string, guardians: CheckedGuardian[], client: Db = db) {
  return client.$transaction((tx) => writeGuardians(tx, studentId, guardians));
}
