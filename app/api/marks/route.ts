import { route } from "@/lib/http/route";
import { listMarks, streamMarks } from "@/lib/marks/marks-list";
import { listMarksQuery, pageOf } from "@/lib/marks/marks.schema";

// GET /api/marks — the actor's marks, filtered and populated: one page with `page` (our screen), else
// every match up to LIST_CAP, streamed; the total in X-Total-Count either way
export const GET = route({ role: "signed-in", query: listMarksQuery }, async ({ actor, query }) => {
  const page = pageOf(query);
  if (!page) return streamMarks(actor, query);
  const { items, total } = await listMarks(actor, page);
  return Response.json(items, { headers: { "X-Total-Count": String(total) } });
});

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
