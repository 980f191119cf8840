import { ChannelError, providerFetch, retryableStatus, type NoticeChannel } from "@/lib/notices/channel";

export interface TwilioConfig {
  /** https://api.twilio.com (tests point it at a local fake). */
  apiBase: string;
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164 or an alphanumeric sender id. */
  from: string;
  /** Where Twilio posts the message's status: /api/notices/receipts/twilio on this app's public URL. */
  statusCallback: string;
}

/**
 * Twilio Programmable Messaging: POST /2010-04-01/Accounts/{sid}/Messages.json with HTTP basic auth
 * (account sid, auth token), form-encoded To, From, Body and StatusCallback. 201 with the message's
 * `sid`, which every status callback names as MessageSid. Twilio's message API takes no idempotency
 * key either (docs/design.md#notices).
 */
export function twilioChannel(config: TwilioConfig): NoticeChannel {
  const url = `${config.apiBase.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;
  return {
    provider: "twilio",
    medium: "sms",
    async send(notice) {
      const form = new URLSearchParams({
        To: notice.to,
        From: config.from,
        Body: notice.text,
        StatusCallback: config.statusCallback,
      });
      const response = await providerFetch("Twilio", url, {
        method: "POST",
        headers: {
          Authorization: auth,
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
        },
        body: form.toString(),
      });
      const answer = (await response.json().catch(() => null)) as { sid?: string; code?: number } | null;
      if (response.status === 201 && answer?.sid) return { providerId: answer.sid };
      // 401: the account's credentials are wrong; an admin fixes them and the notice still goes.
      const retryable = retryableStatus(response.status) || response.status === 401;
      throw new ChannelError(`Twilio answered ${response.status}${answer?.code ? ` (${answer.code})` : ""}`, retryable);
    },
  };
}
