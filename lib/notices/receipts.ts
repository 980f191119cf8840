// What a provider's callback means, once it is shown to come from the provider (docs/design.md#notices).
// Verification happens before anything is read into the database: a forged receipt changes nothing.
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import type { NoticeProvider } from "@/lib/constants";
import { receiptUrl } from "@/lib/notices/channels";

export type Receipt =
  /** A delivery report for the message the provider knows as `providerId`. */
  | { kind: "status"; providerId: string; status: "delivered" | "failed" | "pending"; error: string | null }
  /** A family's reply asking for no more messages (or the provider's own opt-out notice). */
  | { kind: "stop"; phone: string }
  /** A callback we have nothing to do with (a reply that is not an opt-out). */
  | { kind: "ignored" };

/**
 * Opt-out words: the English ones carriers and Rwanda's bulk SMS senders honour (STOP, CANCEL, END,
 * QUIT, UNSUBSCRIBE), French ARRET/ARRÊT and STOP, and Kinyarwanda HAGARIKA ("stop"), the word
 * Rwandan senders print as "Andika HAGARIKA". Only the reply's first word counts, any case, accents
 * ignored, so "Stop please" stops and "do not stop" does not.
 */
export const STOP_WORDS = new Set(["STOP", "STOPALL", "CANCEL", "END", "QUIT", "UNSUBSCRIBE", "ARRET", "HAGARIKA"]);

export function isStopReply(text: string): boolean {
  const first = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .trim()
    .split(/[\s.!,;:]+/)[0]
    ?.toUpperCase();
  return Boolean(first && STOP_WORDS.has(first));
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Twilio's X-Twilio-Signature: base64 HMAC-SHA1, keyed with the auth token, of the full URL Twilio
 * called followed by every POST parameter's name and value in name order. The URL is ours as Twilio
 * knows it (NOTICE_PUBLIC_URL), not as a proxy in front of us rewrote it.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const names = [...new Set(params.keys())].sort();
  let data = url;
  for (const name of names) for (const value of params.getAll(name)) data += name + value;
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** Whether a callback is the provider's own: Twilio by its signature, Africa's Talking by our secret. */
export function receiptIsGenuine(
  provider: NoticeProvider,
  form: URLSearchParams,
  url: URL,
  signature: string | null,
): boolean {
  if (provider === "twilio") {
    const token = env.NOTICE_TWILIO_AUTH_TOKEN;
    if (!token || !signature || !env.NOTICE_PUBLIC_URL) return false;
    return sameSecret(signature, twilioSignature(token, receiptUrl("twilio"), form));
  }
  if (provider === "africastalking") {
    // Africa's Talking signs nothing: the callback URL set in its dashboard carries a secret only
    // this server and that dashboard know (?secret=…, over HTTPS).
    const secret = env.NOTICE_RECEIPT_SECRET;
    const given = url.searchParams.get("secret");
    return Boolean(secret && given && sameSecret(given, secret));
  }
  // The log and SMTP send no receipts: nothing may claim to be one.
  return false;
}

const AT_FINAL: Record<string, "delivered" | "failed"> = { Success: "delivered", Failed: "failed", Rejected: "failed" };
const TWILIO_FINAL: Record<string, "delivered" | "failed"> = {
  delivered: "delivered",
  read: "delivered",
  undelivered: "failed",
  failed: "failed",
};

/** The meaning of a genuine callback's form fields. */
export function readReceipt(provider: NoticeProvider, form: URLSearchParams): Receipt {
  if (provider === "africastalking") {
    // Incoming message: from, to, text, date, id, linkId. Bulk SMS opt-out: senderId, phoneNumber.
    const text = form.get("text");
    const from = form.get("from");
    if (text !== null && from) return isStopReply(text) ? { kind: "stop", phone: from } : { kind: "ignored" };
    const id = form.get("id");
    const status = form.get("status");
    if (id && status) {
      return {
        kind: "status",
        providerId: id,
        status: AT_FINAL[status] ?? "pending",
        error:
          AT_FINAL[status] === "failed"
            ? `${status}${form.get("failureReason") ? `: ${form.get("failureReason")}` : ""}`
            : null,
      };
    }
    const optedOut = form.get("phoneNumber");
    if (optedOut && form.has("senderId")) return { kind: "stop", phone: optedOut };
    return { kind: "ignored" };
  }
  if (provider === "twilio") {
    // A reply to our number carries Body; a status callback MessageStatus.
    const body = form.get("Body");
    const from = form.get("From");
    if (body !== null && from) return isStopReply(body) ? { kind: "stop", phone: from } : { kind: "ignored" };
    const sid = form.get("MessageSid");
    const status = form.get("MessageStatus");
    if (sid && status) {
      const final = TWILIO_FINAL[status];
      const code = form.get("ErrorCode");
      return {
        kind: "status",
        providerId: sid,
        status: final ?? "pending",
        error: final === "failed" ? `${status}${code ? ` (${code})` : ""}` : null,
      };
    }
  }
  return { kind: "ignored" };
}
