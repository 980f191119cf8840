// A read's answer made on a guessed actor (lib/auth/predicted-actor.ts) while the session row is checked:
// held, success or failure alike, until the check says whether the guess was right.

export type EarlyAnswer = Promise<{ response: Response } | { error: unknown }>;

/** Starts holding `work`'s outcome (a failure is held too, never an unhandled rejection). */
export function holdEarly(work: Promise<Response>): EarlyAnswer {
  return work.then(
    (response) => ({ response }),
    (error: unknown) => ({ error }),
  );
}

/** The guess was right: the answer as if the work had run after the check. */
export async function keepEarly(early: EarlyAnswer): Promise<Response> {
  const outcome = await early;
  if ("error" in outcome) throw outcome.error;
  return outcome.response;
}

/** The guess was wrong: nothing made on it is sent, and a streamed body stops reading the database. */
export function discardEarly(early: EarlyAnswer): void {
  void early.then((outcome) => {
    if ("response" in outcome) outcome.response.body?.cancel().catch(() => undefined);
  });
}
