// Early warning (docs/product-spec.md#early-warning): a school's rules, the at-risk list's filters and an
// intervention's fields. Shared by the screens and the routes; messages are problem codes
// (lib/problems/codes.ts), so the screens say them in their own language.
import { z } from "zod";
import { id, isoDate, plainNumber } from "@/lib/validation/common";
import {
  INTERVENTION_ACTIONS,
  NEXT_STEP_MAX,
  NOTE_MAX,
  RULE_BOUNDS,
  type EarlyWarningRules,
} from "@/lib/early-warning/rules.shared";

const rule = (name: keyof EarlyWarningRules) =>
  z.preprocess(
    plainNumber,
    z
      .number({ error: "early-warning-rule" })
      .int("early-warning-rule")
      .min(RULE_BOUNDS[name].min, "early-warning-rule")
      .max(RULE_BOUNDS[name].max, "early-warning-rule")
      .nullable(),
  );

/**
 * `PUT /api/schools/{id}/early-warning`: every rule, each a number or null (off); the rate's minimum of
 * recorded days within its window.
 */
export const earlyWarningBody = z
  .strictObject(
    {
      consecutiveAbsences: rule("consecutiveAbsences"),
      minAttendanceRate: rule("minAttendanceRate"),
      windowSchoolDays: rule("windowSchoolDays"),
      marksDrop: rule("marksDrop"),
      missingMarksAfterDays: rule("missingMarksAfterDays"),
      minRecordedDays: rule("minRecordedDays"),
    },
    { error: "early-warning-rule" },
  )
  .superRefine((value, ctx) => {
    if (value.minAttendanceRate !== null && value.windowSchoolDays === null)
      ctx.addIssue({ code: "custom", message: "early-warning-window-needed", path: ["windowSchoolDays"] });
    // A minimum the window cannot hold would switch the rate off without saying so.
    else if (
      value.minAttendanceRate !== null &&
      value.minRecordedDays !== null &&
      value.windowSchoolDays !== null &&
      value.minRecordedDays > value.windowSchoolDays
    )
      ctx.addIssue({ code: "custom", message: "early-warning-min-days-window", path: ["minRecordedDays"] });
  });

/** `GET /api/at-risk`: one school or one class (a list never spans every school at once). */
export const atRiskQuery = z
  .object({
    schoolId: id("school-id-invalid").optional(),
    classId: id("class-id-invalid").optional(),
  })
  .refine((value) => value.schoolId || value.classId, { message: "at-risk-scope-needed" });
export type AtRiskQuery = z.infer<typeof atRiskQuery>;

/** `GET /api/at-risk/figures`: one school's (every school at once would cost a list of every student). */
export const figuresQuery = z.object({ schoolId: id("school-id-invalid") });

export const studentParams = z.object({ studentId: id("student-id-invalid") });
export const interventionParams = z.object({ studentId: id("student-id-invalid"), id: id("id-invalid") });

const note = z
  .string({ error: "intervention-note" })
  .trim()
  .min(1, "intervention-note")
  .max(NOTE_MAX, "intervention-note");
const outcome = z
  .string({ error: "intervention-outcome" })
  .trim()
  .min(1, "intervention-outcome")
  .max(NOTE_MAX, "intervention-outcome");

/** `POST /api/at-risk/{studentId}/interventions`. With an outcome it is resolved at once. */
export const interventionBody = z.object(
  {
    action: z.enum(INTERVENTION_ACTIONS, { error: "intervention-action" }),
    note,
    outcome: outcome.optional(),
    nextStep: z
      .strictObject(
        {
          action: z
            .string({ error: "intervention-next-step" })
            .trim()
            .min(1, "intervention-next-step")
            .max(NEXT_STEP_MAX, "intervention-next-step"),
          dueOn: isoDate(),
        },
        { error: "intervention-next-step" },
      )
      .optional(),
    ownerId: id("user-id-invalid").optional(),
  },
  { error: "intervention-body-invalid" },
);
export type InterventionInput = z.infer<typeof interventionBody>;

/** `PATCH /api/at-risk/{studentId}/interventions/{id}`: resolves it with its outcome. */
export const resolveBody = z.object({ outcome }, { error: "intervention-outcome" });
