import { route } from "@/lib/http/route";
import { revokeCard } from "@/lib/report-cards/issued-cards";
import { revokeParams } from "@/lib/report-cards/verify.schema";

// POST /api/reports/issued-cards/{code}/revoke — an admin withdraws a card issued in error
export const POST = route({ role: "admin", params: revokeParams }, async ({ actor, params }) =>
  revokeCard(actor, params.code),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
