import { receiveNoticeCallback } from "@/lib/http/notice-callback";
import { route } from "@/lib/http/route";
import { receiptParams } from "@/lib/notices/notices.schema";

// POST /api/notices/receipts/{provider} — delivery reports and replies (STOP), verified before they change anything
export const POST = route({ role: "public", params: receiptParams }, async ({ params, request }) =>
  receiveNoticeCallback(params.provider, request),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
