import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/http/client-address";
import { verifyCard } from "@/lib/report-cards/verification";
import { verifyParams, verifyQuery } from "@/lib/report-cards/verify.schema";

// GET /api/verify/{code} — public: what a report card's code proves (Valid, Changed since, Not valid)
export const GET = route(
  { role: "public", params: verifyParams, query: verifyQuery },
  async ({ params, query, request }) => verifyCard(params.code, query.s, clientAddress(request)),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
