import { env } from "@/lib/env";
import { africasTalkingChannel } from "@/lib/notices/channel-africastalking";
import { logChannel } from "@/lib/notices/channel-log";
import { smtpChannel } from "@/lib/notices/channel-smtp";
import { twilioChannel } from "@/lib/notices/channel-twilio";
import type { NoticeChannel, NoticeMedium } from "@/lib/notices/channel";
import type { NoticeProvider } from "@/lib/constants";
import type { OptOutWay } from "@/lib/notices/notice-text";

/** The medium a provider sends over: what a new notice's `channel` and `to` are chosen by. */
export const MEDIUM_OF: Record<NoticeProvider, NoticeMedium> = {
  log: "log",
  africastalking: "sms",
  twilio: "sms",
  smtp: "email",
};

/** A sender a reply can be written to: a number or a short code. An alphanumeric sender id takes none. */
const isNumberSender = (sender: string | undefined) => /^\+?\d{3,15}$/.test((sender ?? "").replace(/\s/g, ""));

/**
 * Whether a guardian's reply can reach this app, so a text may say "Reply STOP": only by SMS, from a
 * number (not an alphanumeric sender id: Rwanda's standard A2P routes carry no replies to those), with
 * the provider's inbound callback set up (Africa's Talking: its secret; Twilio: the public URL its
 * webhook and signature use). The log and SMTP receive nothing (docs/deploy.md#notices).
 */
export function repliesReachUs(): boolean {
  switch (env.NOTICE_PROVIDER) {
    case "africastalking":
      return env.NOTICE_RECEIPT_SECRET !== undefined && isNumberSender(env.NOTICE_AT_SENDER_ID);
    case "twilio":
      return env.NOTICE_PUBLIC_URL !== undefined && isNumberSender(env.NOTICE_TWILIO_FROM);
    default:
      return false;
  }
}

/** How this server's texts tell a guardian to withdraw consent (notice-text.ts `OptOutWay`). */
export const optOutWay = (): OptOutWay => (repliesReachUs() ? "reply" : "school");

/** The path providers post receipts and replies to, on NOTICE_PUBLIC_URL. */
export function receiptUrl(provider: NoticeProvider, secret?: string): string {
  const base = (env.NOTICE_PUBLIC_URL ?? "").replace(/\/$/, "");
  const url = `${base}/api/notices/receipts/${provider}`;
  return secret ? `${url}?secret=${encodeURIComponent(secret)}` : url;
}

function need<T>(value: T | undefined, name: string): T {
  if (value === undefined) {
    throw new Error(`${name} is not set: NOTICE_PROVIDER=${env.NOTICE_PROVIDER} needs it (docs/deploy.md#notices)`);
  }
  return value;
}

let built: { key: string; channel: NoticeChannel } | undefined;

/** The channel NOTICE_PROVIDER names, built once per setting (a missing setting is one clear sentence). */
export function noticeChannel(): NoticeChannel {
  const key = JSON.stringify(Object.entries(env).filter(([name]) => name.startsWith("NOTICE_")));
  if (built?.key === key) return built.channel;
  const channel = buildChannel(env.NOTICE_PROVIDER);
  built = { key, channel };
  return channel;
}

function buildChannel(provider: NoticeProvider): NoticeChannel {
  switch (provider) {
    case "log":
      return logChannel;
    case "africastalking":
      return africasTalkingChannel({
        url: env.NOTICE_AT_URL,
        username: need(env.NOTICE_AT_USERNAME, "NOTICE_AT_USERNAME"),
        apiKey: need(env.NOTICE_AT_API_KEY, "NOTICE_AT_API_KEY"),
        senderId: env.NOTICE_AT_SENDER_ID,
      });
    case "twilio":
      return twilioChannel({
        apiBase: env.NOTICE_TWILIO_URL,
        accountSid: need(env.NOTICE_TWILIO_ACCOUNT_SID, "NOTICE_TWILIO_ACCOUNT_SID"),
        authToken: need(env.NOTICE_TWILIO_AUTH_TOKEN, "NOTICE_TWILIO_AUTH_TOKEN"),
        from: need(env.NOTICE_TWILIO_FROM, "NOTICE_TWILIO_FROM"),
        statusCallback: need(env.NOTICE_PUBLIC_URL, "NOTICE_PUBLIC_URL") && receiptUrl("twilio"),
      });
    case "smtp":
      return smtpChannel({
        url: need(env.NOTICE_SMTP_URL, "NOTICE_SMTP_URL"),
        from: need(env.NOTICE_SMTP_FROM, "NOTICE_SMTP_FROM"),
      });
  }
}
