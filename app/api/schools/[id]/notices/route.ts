import { route } from "@/lib/http/route";
import { getNoticeRule, setNoticeRule } from "@/lib/notices/rules";
import { noticeRuleBody } from "@/lib/notices/notices.schema";
import { schoolParams } from "@/lib/marks/grading.schema";

// GET /api/schools/{id}/notices — the school's notice rule and this month's count (its teachers and admins)
export const GET = route({ role: "daily-report", params: schoolParams }, async ({ actor, params }) =>
  getNoticeRule(actor, params.id),
);

// PUT /api/schools/{id}/notices — admins turn notices on or off and set when they go
export const PUT = route(
  { role: "admin", params: schoolParams, body: noticeRuleBody },
  async ({ actor, params, body }) => setNoticeRule(actor, params.id, body),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
