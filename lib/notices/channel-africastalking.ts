import { ChannelError, providerFetch, retryableStatus, type NoticeChannel } from "@/lib/notices/channel";

export interface AfricasTalkingConfig {
  /** https://api.africastalking.com/version1/messaging (the sandbox: api.sandbox.africastalking.com). */
  url: string;
  username: string;
  apiKey: string;
  /** The registered alphanumeric sender id or short code; empty: the account's default. */
  senderId: string;
}

/** Recipient status codes that will not change on a retry (Africa's Talking SMS API reference). */
const REFUSED_FOR_GOOD = new Set([401, 402, 403, 404, 406, 407, 409]);

interface Recipient {
  statusCode?: number;
  status?: string;
  messageId?: string;
}

/**
 * Africa's Talking bulk SMS: POST form-encoded `username`, `to`, `message` (and `from` when a sender
 * id is set) with the key in the `apiKey` header, JSON asked for with `Accept`. The answer lists one
 * recipient: 100–102 (processed, sent, queued) took it; its `messageId` is what delivery reports carry.
 * The API has no idempotency key: see docs/design.md#notices for the one resend a crash can cause.
 */
export function africasTalkingChannel(config: AfricasTalkingConfig): NoticeChannel {
  return {
    provider: "africastalking",
    medium: "sms",
    async send(notice) {
      const form = new URLSearchParams({ username: config.username, to: notice.to, message: notice.text });
      if (config.senderId) form.set("from", config.senderId);
      const response = await providerFetch("Africa's Talking", config.url, {
        method: "POST",
        headers: {
          apiKey: config.apiKey,
          Accept: "application/json",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: form.toString(),
      });
      if (!response.ok) {
        throw new ChannelError(`Africa's Talking answered ${response.status}`, retryableStatus(response.status));
      }
      const answer = (await response.json().catch(() => null)) as {
        SMSMessageData?: { Recipients?: Recipient[] };
      } | null;
      const recipient = answer?.SMSMessageData?.Recipients?.[0];
      if (!recipient) throw new ChannelError("Africa's Talking answered without a recipient", true);
      const code = recipient.statusCode ?? 0;
      if (code >= 100 && code <= 102) return { providerId: recipient.messageId ?? null };
      throw new ChannelError(
        `Africa's Talking refused it: ${recipient.status ?? "unknown"} (${code})`,
        !REFUSED_FOR_GOOD.has(code),
      );
    },
  };
}
