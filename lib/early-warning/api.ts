import { route } from "@/lib/http/route";
import { createIntervention, listInterventions, resolveIntervention } from "@/lib/early-warning/interventions";
import {
  atRiskQuery,
  earlyWarningBody,
  figuresQuery,
  interventionBody,
  interventionParams,
  resolveBody,
  studentParams,
} from "@/lib/early-warning/early-warning.schema";
import { getAtRiskStudent } from "@/lib/early-warning/at-risk-student";
import { getAtRisk, getAtRiskFigures } from "@/lib/early-warning/at-risk";
import { printableAtRisk } from "@/lib/early-warning/at-risk-printable";
import { pdfDownload } from "@/lib/reports/pdf/respond";
import { PDF_RENDER } from "@/lib/reports/pdf/render-limit";
import { pdfWords } from "@/lib/http/request-locale";
import { getEarlyWarning, setEarlyWarning } from "@/lib/early-warning/early-warning";
import { schoolParams } from "@/lib/validation/common";
import type { ApiRoutes } from "@/lib/http/api-table";

/** The early warning feature's /api routes: URL pattern (spelled as Next names folders) → the methods it answers. */
export const earlyWarningApi = {
  "/api/at-risk": {
    // GET /api/at-risk?schoolId=&classId= — the students the school's rules flag now, most rules and longest
    // first; teachers their schools' classes, admins any school, mentors none
    GET: route({ role: "daily-report", query: atRiskQuery }, async ({ actor, query }) => getAtRisk(actor, query)),
  },
  "/api/at-risk/[studentId]": {
    // GET /api/at-risk/{studentId} — one student's reasons, attendance calendar and marks trend
    GET: route({ role: "daily-report", params: studentParams }, async ({ actor, params }) =>
      getAtRiskStudent(actor, params.studentId),
    ),
  },
  "/api/at-risk/[studentId]/interventions": {
    // GET /api/at-risk/{studentId}/interventions — what was done for the student, newest first
    GET: route({ role: "daily-report", params: studentParams }, async ({ actor, params }) =>
      listInterventions(actor, params.studentId),
    ),
    // POST /api/at-risk/{studentId}/interventions — record one: action, note, outcome?, nextStep?, ownerId?
    POST: route(
      { role: "daily-report", params: studentParams, body: interventionBody, status: 201 },
      async ({ actor, params, body, tx }) => createIntervention(actor, params.studentId, body, tx),
    ),
  },
  "/api/at-risk/[studentId]/interventions/[id]": {
    // PATCH /api/at-risk/{studentId}/interventions/{id} — resolve it with its outcome (who and when are recorded)
    PATCH: route(
      { role: "daily-report", params: interventionParams, body: resolveBody },
      async ({ actor, params, body }) => resolveIntervention(actor, params.studentId, params.id, body.outcome),
    ),
  },
  "/api/at-risk/figures": {
    // GET /api/at-risk/figures?schoolId= — the admin dashboard's early-warning figures of one school
    GET: route({ role: "admin", query: figuresQuery }, async ({ actor, query }) =>
      getAtRiskFigures(actor, query.schoolId),
    ),
  },
  "/api/at-risk/pdf": {
    // GET /api/at-risk/pdf?schoolId=&classId= — the at-risk list for the staff meeting, in the reader's language
    GET: route({ role: "daily-report", limit: PDF_RENDER, query: atRiskQuery }, async ({ actor, query, request }) => {
      const { layout, filename } = await printableAtRisk(actor, query, await pdfWords(actor, request));
      return pdfDownload(layout, filename);
    }),
  },
  "/api/schools/[id]/early-warning": {
    // GET /api/schools/{id}/early-warning — the school's at-risk rules (defaults when unset); teachers and
    // admins ("daily-report": mentors observe lessons, not pupils)
    GET: route({ role: "daily-report", params: schoolParams }, async ({ actor, params }) =>
      getEarlyWarning(actor, params.id),
    ),
    // PUT /api/schools/{id}/early-warning — admins set every rule; null switches one off
    PUT: route({ role: "admin", params: schoolParams, body: earlyWarningBody }, async ({ actor, params, body }) =>
      setEarlyWarning(actor, params.id, body),
    ),
  },
} satisfies ApiRoutes;
