import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { requireSchool } from "@/lib/auth/scope";
import { DEFAULT_BANDS, DEFAULT_WEIGHTS, type Band, type Weights } from "@/lib/marks/grading-math";
import type { GradingInput } from "@/lib/marks/grading.schema";

export interface Grading {
  schoolId: string;
  weights: Weights;
  bands: Band[];
  /** False while the school still uses the defaults. */
  custom: boolean;
}

const sortBands = (bands: Band[]) => [...bands].sort((a, b) => b.min - a.min);

/** The grading of schools by id (defaults where a school has set none), in one query. */
export async function gradingOf(schoolIds: string[]): Promise<Map<string, Grading>> {
  const rows = await db.gradingScheme.findMany({ where: { schoolId: { in: schoolIds } } });
  const out = new Map<string, Grading>();
  for (const schoolId of schoolIds)
    out.set(schoolId, { schoolId, weights: DEFAULT_WEIGHTS, bands: DEFAULT_BANDS, custom: false });
  for (const row of rows)
    out.set(row.schoolId, {
      schoolId: row.schoolId,
      weights: { BEGINNING_TERM: row.beginningWeight, MIDTERM: row.midtermWeight, ENDTERM: row.endWeight },
      bands: sortBands(row.bands as unknown as Band[]),
      custom: true,
    });
  return out;
}

/** GET /api/schools/{id}/grading: members of the school and admins. */
export async function getGrading(actor: Actor, schoolId: string): Promise<Grading> {
  await requireSchool(actor, schoolId);
  return (await gradingOf([schoolId])).get(schoolId)!;
}

/** PUT /api/schools/{id}/grading (admins): replaces the weights and bands. */
export async function setGrading(actor: Actor, schoolId: string, input: GradingInput): Promise<Grading> {
  await requireSchool(actor, schoolId);
  const data = {
    beginningWeight: input.weights.BEGINNING_TERM,
    midtermWeight: input.weights.MIDTERM,
    endWeight: input.weights.ENDTERM,
    bands: sortBands(input.bands) as unknown as object,
  };
  await db.gradingScheme.upsert({ where: { schoolId }, create: { schoolId, ...data }, update: data });
  return { schoolId, weights: input.weights, bands: sortBands(input.bands), custom: true };
}
