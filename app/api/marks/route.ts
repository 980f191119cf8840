import { route } from "@/lib/http/route";
import { listMarks } from "@/lib/services/marks-list";
import { listMarksQuery } from "@/lib/validation/marks";

// GET /api/marks — one filtered page of the actor's marks, populated; the total in X-Total-Count
export const GET = route({ role: "teacher", query: listMarksQuery }, async ({ actor, query }) => {
  const { items, total } = await listMarks(actor, query);
  return Response.json(items, { headers: { "X-Total-Count": String(total) } });
});
