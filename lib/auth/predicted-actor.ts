import type { Actor } from "@/lib/auth/permissions";

// The actor the database last confirmed for each session, on this instance: a guess, never an answer.
// A route that only reads (`route({ readsOnly })`, lib/http/route.ts) starts its work on the guess while
// the session row is checked, and keeps what it made only when the check names the very same actor
// (docs/design.md#predicted-actor). Every request is still checked against the Session row in the
// database, so a second instance, a sign-out or a changed role takes effect exactly as without it.

/** Enough for every session of a district on one instance; beyond it the oldest guesses go. */
export const PREDICTED_ACTORS_MAX = 10_000;

// On globalThis: proxy.ts is bundled apart from the route handlers but runs in the same process
// (the same reason as lib/db.ts's pool), so a screen's check also serves the API calls after it.
const store = globalThis as unknown as { predictedActors?: Map<string, Actor> };
const actors = (store.predictedActors ??= new Map<string, Actor>());

/** What the session check just confirmed (refreshes its place among the newest). */
export function rememberActor(sessionId: string, actor: Actor): void {
  actors.delete(sessionId);
  actors.set(sessionId, actor);
  if (actors.size > PREDICTED_ACTORS_MAX) actors.delete(actors.keys().next().value as string);
}

/** The session check found no live session: no guess for it any more. */
export function forgetActor(sessionId: string): void {
  actors.delete(sessionId);
}

/** The guess for a session whose token names `userId` (a signed, unexpired token: not yet checked). */
export function predictedActor(sessionId: string, userId: string): Actor | undefined {
  const actor = actors.get(sessionId);
  return actor?.id === userId ? actor : undefined;
}

/** Every field a handler may read: a guess is kept only when all of them are what the check found. */
export function sameActor(a: Actor, b: Actor): boolean {
  return (
    a.id === b.id &&
    a.role === b.role &&
    a.username === b.username &&
    a.email === b.email &&
    a.mustChangePassword === b.mustChangePassword &&
    a.locale === b.locale
  );
}
