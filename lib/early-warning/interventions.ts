// What staff do for a student at risk (docs/product-spec.md#early-warning): each intervention is kept;
// the latest one not resolved gives the at-risk list its owner and next step.
import { db as defaultDb, type Db, type DbClient } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { notFound, problem } from "@/lib/problems/api-error";
import { requireStudent } from "@/lib/auth/scope";
import { fromIsoDay, toIsoDay } from "@/lib/days";
import type { Intervention } from "@/lib/generated/prisma/client";
import type { InterventionAction } from "@/lib/early-warning/rules.shared";
import type { InterventionInput } from "@/lib/early-warning/early-warning.schema";

/** The history a student's page shows: enough for years of a case, bounded all the same. */
export const INTERVENTIONS_SHOWN = 200;

type Person = { id: string; username: string } | null;
type InterventionWithPeople = Intervention & { owner: Person; createdBy: Person; resolvedBy: Person };

const person = (user: Person) => (user ? { _id: user.id, username: user.username } : null);
const PEOPLE = {
  owner: { select: { id: true, username: true } },
  createdBy: { select: { id: true, username: true } },
  resolvedBy: { select: { id: true, username: true } },
} as const;

// The database spells the actions with hyphens (`@map`); the client's enum with underscores.
const toDb = (action: InterventionAction) => action.replace("-", "_") as Intervention["action"];
const fromDb = (action: Intervention["action"]) => action.replace("_", "-") as InterventionAction;

export const toInterventionJson = (row: InterventionWithPeople) => ({
  _id: row.id,
  studentId: row.studentId,
  action: fromDb(row.action),
  note: row.note,
  outcome: row.outcome,
  nextStep:
    row.nextStepAction && row.nextStepDueOn ? { action: row.nextStepAction, dueOn: toIsoDay(row.nextStepDueOn) } : null,
  owner: person(row.owner),
  createdBy: person(row.createdBy),
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
  resolvedBy: person(row.resolvedBy),
});
export type InterventionJson = ReturnType<typeof toInterventionJson>;

/** GET /api/at-risk/{studentId}/interventions: newest first. */
export async function listInterventions(actor: Actor, studentId: string): Promise<InterventionJson[]> {
  await requireStudent(actor, studentId);
  const rows = await defaultDb.intervention.findMany({
    where: { studentId },
    include: PEOPLE,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: INTERVENTIONS_SHOWN,
  });
  return rows.map(toInterventionJson);
}

/**
 * POST /api/at-risk/{studentId}/interventions. The owner is a member of the student's school; without
 * one named, the case keeps its current owner. An outcome given at once resolves it at once.
 */
export async function createIntervention(
  actor: Actor,
  studentId: string,
  input: InterventionInput,
  client: DbClient = defaultDb,
): Promise<InterventionJson> {
  const student = await requireStudent(actor, studentId, client);
  let ownerId: string | null;
  if (input.ownerId) {
    const member = await client.schoolMembership.findUnique({
      where: { userId_schoolId: { userId: input.ownerId, schoolId: student.schoolId } },
      select: { userId: true },
    });
    if (!member) throw problem("intervention-owner-not-member");
    ownerId = input.ownerId;
  } else {
    const open = await client.intervention.findFirst({
      where: { studentId, resolvedAt: null },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { ownerId: true },
    });
    ownerId = open?.ownerId ?? null;
  }
  const resolved = input.outcome ? { resolvedAt: new Date(), resolvedById: actor.id } : {};
  const row = await client.intervention.create({
    data: {
      studentId,
      schoolId: student.schoolId,
      action: toDb(input.action),
      note: input.note,
      outcome: input.outcome ?? null,
      nextStepAction: input.nextStep?.action ?? null,
      nextStepDueOn: input.nextStep ? fromIsoDay(input.nextStep.dueOn) : null,
      ownerId,
      createdById: actor.id,
      ...resolved,
    },
    include: PEOPLE,
  });
  return toInterventionJson(row);
}

/**
 * The one write that resolves: conditional on the intervention still being open, so of several people
 * resolving at once exactly one changes it (true) and the rest change nothing (false). `db` for the
 * embedded database's test.
 */
export async function resolveOnce(
  interventionId: string,
  studentId: string,
  outcome: string,
  resolvedById: string,
  db: Db = defaultDb,
): Promise<boolean> {
  const { count } = await db.intervention.updateMany({
    where: { id: interventionId, studentId, resolvedAt: null },
    data: { outcome, resolvedAt: new Date(), resolvedById },
  });
  return count === 1;
}

/** PATCH /api/at-risk/{studentId}/interventions/{id}: resolves it once, recording who and when. */
export async function resolveIntervention(
  actor: Actor,
  studentId: string,
  interventionId: string,
  outcome: string,
): Promise<InterventionJson> {
  await requireStudent(actor, studentId);
  const won = await resolveOnce(interventionId, studentId, outcome, actor.id);
  const row = await defaultDb.intervention.findFirst({ where: { id: interventionId, studentId }, include: PEOPLE });
  if (!row) throw notFound("intervention-not-found");
  if (!won) throw problem("intervention-already-resolved");
  return toInterventionJson(row);
}
