import nodemailer from "nodemailer";
import { ChannelError, PROVIDER_TIMEOUT_MS, type NoticeChannel } from "@/lib/notices/channel";

export interface SmtpConfig {
  /** smtp://user:pass@host:587 or smtps://…:465 (nodemailer's connection URL). */
  url: string;
  /** The From address families see. */
  from: string;
}

/**
 * E-mail through any SMTP server with nodemailer (STARTTLS when the server offers it). The server's
 * Message-ID is the provider id; SMTP has no delivery receipts, so an e-mail stays `sent`. A 5xx reply
 * refuses the address for good; a 4xx or a broken connection is tried again later.
 */
export function smtpChannel(config: SmtpConfig): NoticeChannel {
  const transport = nodemailer.createTransport(config.url, {
    connectionTimeout: PROVIDER_TIMEOUT_MS,
    greetingTimeout: PROVIDER_TIMEOUT_MS,
    socketTimeout: PROVIDER_TIMEOUT_MS,
  });
  return {
    provider: "smtp",
    medium: "email",
    async send(notice) {
      try {
        const info = await transport.sendMail({
          from: config.from,
          to: notice.to,
          subject: notice.subject,
          text: notice.text,
          headers: { "X-Notice-Id": notice.id },
        });
        return { providerId: info.messageId ?? null };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        throw new ChannelError(
          code ? `The mail server answered ${code}` : "The mail server could not be reached",
          !(code && code >= 500),
        );
      }
    },
  };
}
