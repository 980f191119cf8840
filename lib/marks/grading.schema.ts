import { z } from "zod";
import { EXAM_TYPES } from "@/lib/constants";
import { id, plainNumber } from "@/lib/validation/common";
import { humanName } from "@/lib/validation/human-text";
import { academicTerm, academicYear } from "@/lib/marks/marks.schema";

export const GRADING_MESSAGES = {
  weight: "weight-invalid",
  sum: "weights-sum",
  bandMin: "band-min-invalid",
  bandLabel: "band-label-invalid",
  bandsCount: "bands-count",
  bandsZero: "bands-need-zero",
  bandsDistinct: "bands-distinct",
  remark: "remark-too-long",
} as const;

const weight = z.preprocess(
  plainNumber,
  z
    .number({ error: GRADING_MESSAGES.weight })
    .int(GRADING_MESSAGES.weight)
    .min(0, GRADING_MESSAGES.weight)
    .max(100, GRADING_MESSAGES.weight),
);

export const gradingBand = z.object(
  {
    min: z.preprocess(
      plainNumber,
      z
        .number({ error: GRADING_MESSAGES.bandMin })
        .int(GRADING_MESSAGES.bandMin)
        .min(0, GRADING_MESSAGES.bandMin)
        .max(100, GRADING_MESSAGES.bandMin),
    ),
    label: humanName({
      field: "bandName",
      required: GRADING_MESSAGES.bandLabel,
      max: 40,
      tooLong: GRADING_MESSAGES.bandLabel,
    }),
  },
  { error: GRADING_MESSAGES.bandLabel },
);

/** `PUT /api/schools/{id}/grading`: the three exam weights (percent, sum 100) and the bands. */
export const gradingBody = z
  .object({
    weights: z.object({ BEGINNING_TERM: weight, MIDTERM: weight, ENDTERM: weight }, { error: GRADING_MESSAGES.weight }),
    bands: z
      .array(gradingBand, { error: GRADING_MESSAGES.bandsCount })
      .min(1, GRADING_MESSAGES.bandsCount)
      .max(10, GRADING_MESSAGES.bandsCount),
  })
  .superRefine((value, ctx) => {
    if (EXAM_TYPES.reduce((sum, type) => sum + value.weights[type], 0) !== 100)
      ctx.addIssue({ code: "custom", message: GRADING_MESSAGES.sum, path: ["weights"] });
    const mins = value.bands.map((band) => band.min);
    if (!mins.includes(0)) ctx.addIssue({ code: "custom", message: GRADING_MESSAGES.bandsZero, path: ["bands"] });
    if (new Set(mins).size !== mins.length)
      ctx.addIssue({ code: "custom", message: GRADING_MESSAGES.bandsDistinct, path: ["bands"] });
  });
export type GradingInput = z.infer<typeof gradingBody>;

export const reportCardParams = z.object({ studentId: id("student-id-invalid") });
export const classCardsParams = z.object({ classId: id("class-id-invalid") });

/** Optional term: without it the card covers the three terms and the year's average. */
export const reportCardQuery = z.object({
  academicYear,
  academicTerm: z.preprocess((value) => (value === "" ? undefined : value), academicTerm.optional()),
});

/** `PUT /api/reports/report-card/{studentId}`: the term's remark; empty removes it. */
export const remarkBody = z.object(
  {
    academicYear,
    academicTerm,
    remark: z.string({ error: GRADING_MESSAGES.remark }).trim().max(1000, GRADING_MESSAGES.remark),
  },
  { error: GRADING_MESSAGES.remark },
);
