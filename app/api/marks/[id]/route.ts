import { route } from "@/lib/http/route";
import { deleteMark, getMark, updateMark } from "@/lib/marks/marks";
import { idParams } from "@/lib/validation/common";
import { updateMarkBody } from "@/lib/marks/marks.schema";

// GET /api/marks/{id} — one mark of the actor's schools, populated
export const GET = route({ role: "signed-in", params: idParams }, async ({ actor, params }) =>
  getMark(actor, params.id),
);

// PUT /api/marks/{id} — correct one mark (same checks as creation, one student)
export const PUT = route(
  { role: "signed-in", params: idParams, body: updateMarkBody },
  async ({ actor, params, body }) => updateMark(actor, params.id, body),
);

// DELETE /api/marks/{id} — remove one mark
export const DELETE = route({ role: "signed-in", params: idParams }, async ({ actor, params }) =>
  deleteMark(actor, params.id),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
