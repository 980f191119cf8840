import { route } from "@/lib/http/route";
import { fileDailyReport } from "@/lib/lesson-reports/lesson-reports";
import { createDailyReportSchema } from "@/lib/lesson-reports/lesson-reports.schema";

// POST /api/comments — file the day's class report with its GPS location (teacher from the session;
// mentors file lesson observations at /api/comments/mentor instead)
export const POST = route(
  { role: "daily-report", body: createDailyReportSchema, status: 201 },
  async ({ actor, body, tx }) => ({
    message: "Comment submitted successfully",
    data: await fileDailyReport(actor, body, tx),
  }),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
