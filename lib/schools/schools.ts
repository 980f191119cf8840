import { db, type DbClient } from "@/lib/db";
import { isAdmin, type Actor } from "@/lib/auth/permissions";
import { problem } from "@/lib/problems/api-error";
import { requireSchool, schoolsOf } from "@/lib/auth/scope";
import {
  ADMIN_SCHOOL_FIELDS,
  SENDER_SCHOOL_FIELDS,
  type CreateSchoolInput,
  type UpdateSchoolInput,
} from "@/lib/schools/schools.schema";
import { toSchoolJson } from "@/lib/schools/contract-json";
import { refuseSameSchool } from "@/lib/people/same-school";

/** The actor's schools (admins: all), the user's primary school first, then oldest first. */
export async function listSchools(actor: Actor) {
  const [schools, user] = await Promise.all([
    db.school.findMany({ where: schoolsOf(actor), orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db.user.findUnique({ where: { id: actor.id }, select: { primarySchoolId: true } }),
  ]);
  const primary = user?.primarySchoolId;
  const ordered = primary
    ? [...schools.filter((s) => s.id === primary), ...schools.filter((s) => s.id !== primary)]
    : schools;
  return ordered.map(toSchoolJson);
}

/**
 * Creates a school; the creator becomes its first member (one transaction). A teacher is refused one
 * that already exists under the same name and district (they ask to join it instead).
 */
export async function createSchool(actor: Actor, input: CreateSchoolInput, client: DbClient = db) {
  await refuseSameSchool(actor, input.name, input.district, client);
  const school = await client.school.create({
    data: { ...input, createdById: actor.id, memberships: { create: { userId: actor.id } } },
  });
  return toSchoolJson(school);
}

/**
 * Teacher members and admins may edit a school (the route refuses mentors with 403); anyone else gets
 * 404 (the screen shows the permission message). The clock, the calendar and the SMS sender name are
 * an admin's alone: a teacher sending one of them gets 403 and nothing is written.
 */
export async function updateSchool(actor: Actor, input: UpdateSchoolInput) {
  await requireSchool(actor, input.schoolId);
  if (!isAdmin(actor) && ADMIN_SCHOOL_FIELDS.some((key) => input.fields[key] !== undefined)) {
    throw problem("school-settings-admin-only");
  }
  if (!isAdmin(actor) && SENDER_SCHOOL_FIELDS.some((key) => input.fields[key] !== undefined)) {
    throw problem("sender-name-admin-only");
  }
  // Left out: unchanged; sent blank: cleared (null, see updateSchoolSchema).
  const fields = Object.fromEntries(Object.entries(input.fields).filter(([, value]) => value !== undefined));
  const school = await db.school.update({ where: { id: input.schoolId }, data: fields });
  return toSchoolJson(school);
}

/** 'Set Primary': remembered per user, so listSchools puts it first on every device. */
export async function setPrimarySchool(actor: Actor, schoolId: string) {
  const school = await requireSchool(actor, schoolId);
  await db.user.update({ where: { id: actor.id }, data: { primarySchoolId: school.id } });
  return toSchoolJson(school);
}

/** A value as the API sends it (dates as text), so the screen cannot tell it from a fetched one. */
export const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
