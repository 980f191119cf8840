import { problem } from "@/lib/problems/api-error";
import { clientAddress } from "@/lib/http/client-address";
import { readBytesAtMost } from "@/lib/http/read-body";
import { applyReceipt } from "@/lib/notices/inbound";
import { readReceipt, receiptIsGenuine } from "@/lib/notices/receipts";
import { consumeQuota } from "@/lib/platform/rate-limit";
import type { RECEIPT_PROVIDERS } from "@/lib/notices/notices.schema";
import { route } from "@/lib/http/route";
import { noticeRuleBody, noticesQuery, receiptParams } from "@/lib/notices/notices.schema";
import { listNotices } from "@/lib/notices/list";
import { getNoticeRule, setNoticeRule } from "@/lib/notices/rules";
import { schoolParams } from "@/lib/validation/common";
import type { ApiRoutes } from "@/lib/http/api-table";

// POST /api/notices/receipts/{provider}: a provider's delivery report or a family's reply, form-encoded
// as both providers send them. Nothing is read into the database before the callback is shown to be
// the provider's own (lib/notices/receipts.ts).
/** A callback is a few hundred bytes; anything near this is not one. */
const MAX_CALLBACK_BYTES = 16 * 1024;
/** Callbacks per minute from one address: a busy morning's receipts pass, a flood does not. */
const CALLBACKS_PER_MINUTE = 600;

async function receiveNoticeCallback(
  provider: (typeof RECEIPT_PROVIDERS)[number],
  request: Request,
): Promise<{ ok: true; changed: number }> {
  await consumeQuota(`notice-callbacks:${clientAddress(request)}`, CALLBACKS_PER_MINUTE, 60, "callbacks-throttled");
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") throw problem("unsupported-media-type");
  const bytes = await readBytesAtMost(request, MAX_CALLBACK_BYTES, "callback-too-large");
  const form = new URLSearchParams(bytes.toString("utf8"));
  if (!receiptIsGenuine(provider, form, new URL(request.url), request.headers.get("x-twilio-signature"))) {
    throw problem("receipt-unverified");
  }
  const { changed } = await applyReceipt(readReceipt(provider, form));
  return { ok: true, changed };
}

/** The notices feature's /api routes: URL pattern (spelled as Next names folders) → the methods it answers. */
export const noticesApi = {
  "/api/notices": {
    // GET /api/notices?date=&schoolId=&status=&classId= — a school's notices of one day (its teachers and admins)
    GET: route({ role: "daily-report", query: noticesQuery }, async ({ actor, query }) => listNotices(actor, query)),
  },
  "/api/notices/receipts/[provider]": {
    // POST /api/notices/receipts/{provider} — delivery reports and replies (STOP), verified before they change anything
    POST: route({ role: "public", params: receiptParams }, async ({ params, request }) =>
      receiveNoticeCallback(params.provider, request),
    ),
  },
  "/api/schools/[id]/notices": {
    // GET /api/schools/{id}/notices — the school's notice rule and this month's count (its teachers and admins)
    GET: route({ role: "daily-report", params: schoolParams }, async ({ actor, params }) =>
      getNoticeRule(actor, params.id),
    ),
    // PUT /api/schools/{id}/notices — admins turn notices on or off and set when they go
    PUT: route({ role: "admin", params: schoolParams, body: noticeRuleBody }, async ({ actor, params, body }) =>
      setNoticeRule(actor, params.id, body),
    ),
  },
} satisfies ApiRoutes;
