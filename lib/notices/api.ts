import { receiveNoticeCallback } from "@/lib/http/notice-callback";
import { route } from "@/lib/http/route";
import { noticeRuleBody, noticesQuery, receiptParams } from "@/lib/notices/notices.schema";
import { listNotices } from "@/lib/notices/list";
import { getNoticeRule, setNoticeRule } from "@/lib/notices/rules";
import { schoolParams } from "@/lib/validation/common";
import type { ApiRoutes } from "@/lib/http/api-table";

/** The notices feature's /api routes: URL pattern (spelled as Next names folders) → the methods it answers. */
export const noticesApi = {
  "/api/notices": {
    // GET /api/notices?date=&schoolId=&status=&classId= — a school's notices of one day (its teachers and admins)
    GET: route({ role: "daily-report", query: noticesQuery }, async ({ actor, query }) => listNotices(actor, query)),
  },
  "/api/notices/receipts/[provider]": {
    // POST /api/notices/receipts/{provider} — delivery reports and replies (STOP), verified before they change anything
    POST: route({ role: "public", params: receiptParams }, async ({ params, request }) =>
      receiveNoticeCallback(params.provider, request),
    ),
  },
  "/api/schools/[id]/notices": {
    // GET /api/schools/{id}/notices — the school's notice rule and this month's count (its teachers and admins)
    GET: route({ role: "daily-report", params: schoolParams }, async ({ actor, params }) =>
      getNoticeRule(actor, params.id),
    ),
    // PUT /api/schools/{id}/notices — admins turn notices on or off and set when they go
    PUT: route({ role: "admin", params: schoolParams, body: noticeRuleBody }, async ({ actor, params, body }) =>
      setNoticeRule(actor, params.id, body),
    ),
  },
} satisfies ApiRoutes;
