import { route } from "@/lib/http/route";
import { listNotices } from "@/lib/notices/list";
import { noticesQuery } from "@/lib/notices/notices.schema";

// GET /api/notices?date=&schoolId=&status=&classId= — a school's notices of one day (its teachers and admins)
export const GET = route({ role: "daily-report", query: noticesQuery }, async ({ actor, query }) =>
  listNotices(actor, query),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
