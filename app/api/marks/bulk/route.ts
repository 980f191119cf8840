import { route } from "@/lib/http/route";
import { createMarksBulk } from "@/lib/marks/marks";
import { createMarksBulkBody } from "@/lib/marks/marks.schema";

// POST /api/marks/bulk — record marks for one or more students of a class in one transaction
export const POST = route({ role: "signed-in", body: createMarksBulkBody, status: 201 }, async ({ actor, body, tx }) =>
  createMarksBulk(actor, body, tx),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
