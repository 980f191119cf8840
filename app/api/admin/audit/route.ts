import { route } from "@/lib/http/route";
import { listAudit } from "@/lib/people/audit";
import { pageQuery } from "@/lib/people/people.schema";

// GET /api/admin/audit?page=&limit= — who changed which user or membership, when, before → after; newest first
export const GET = route({ role: "admin", query: pageQuery }, async ({ query }) => {
  const { total, entries } = await listAudit(query);
  return Response.json(entries, { headers: { "X-Total-Count": String(total) } });
});

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
