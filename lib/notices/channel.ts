// The one small interface every way of telling a family goes through (docs/design.md#notices). A
// channel sends one message and says what the provider answered; it never touches the database, so
// the dispatcher alone decides what a failure means for the notice's row.

import type { NoticeProvider } from "@/lib/constants";

/** What a notice is sent over, as its row records it: `log` leaves the server never. */
export type NoticeMedium = "log" | "sms" | "email";

export interface OutgoingNotice {
  /** The notice's id: the provider's callbacks name it back where they can (Twilio's StatusCallback). */
  id: string;
  /** E.164 phone for SMS and the log, an e-mail address for SMTP. */
  to: string;
  text: string;
  /** The e-mail's subject (SMS has none). */
  subject: string;
}

export interface SentNotice {
  /** The provider's id for the message, which its delivery receipts carry; null for the log. */
  providerId: string | null;
}

export interface NoticeChannel {
  readonly provider: NoticeProvider;
  readonly medium: NoticeMedium;
  send(notice: OutgoingNotice): Promise<SentNotice>;
}

/**
 * A send that did not go. `retryable`: the provider or the network may take it later (timeouts, 5xx,
 * throttling); otherwise the address itself is refused and trying again only spends money. The
 * message names the provider's own code, never the address (logs and screens show it).
 */
export class ChannelError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "ChannelError";
  }
}

/** How long one provider call may take before it counts as a (retryable) failure. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** A fetch that fails as a retryable ChannelError when the network or the clock does. */
export async function providerFetch(name: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    const why = error instanceof Error && error.name === "TimeoutError" ? "timed out" : "could not be reached";
    throw new ChannelError(`${name} ${why}`, true);
  }
}

/** An HTTP status's meaning for a retry: throttling and the provider's own failures pass. */
export const retryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;
