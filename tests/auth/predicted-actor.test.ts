import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import {
  forgetActor,
  predictedActor,
  PREDICTED_ACTORS_MAX,
  rememberActor,
  sameActor,
} from "@/lib/auth/predicted-actor";
import type { Access, Actor } from "@/lib/auth/permissions";
import { route } from "@/lib/http/route";
import { Payload } from "@/lib/platform/payload";
import { call, makeUser, type TestUser } from "../helpers/api";

// docs/design.md#predicted-actor: a read starts on the actor its session had last time while the
// session row is checked, and only an answer made for the actor the check confirms is ever sent.

const actor = (id: string, role: Actor["role"] = "teacher"): Actor => ({
  id,
  username: id,
  email: `${id}@example.test`,
  role,
});

describe("the guess each session leaves (lib/auth/predicted-actor.ts)", () => {
  it("is only given for the user the token names, and goes when the session is found ended", () => {
    rememberActor("sid-a", actor("user-a"));
    expect(predictedActor("sid-a", "user-a")).toEqual(actor("user-a"));
    expect(predictedActor("sid-a", "user-b")).toBeUndefined();
    forgetActor("sid-a");
    expect(predictedActor("sid-a", "user-a")).toBeUndefined();
  });

  it(`keeps at most ${PREDICTED_ACTORS_MAX.toLocaleString("en")} sessions, the oldest seen going first`, () => {
    rememberActor("sid-old", actor("user-old"));
    rememberActor("sid-kept", actor("user-kept"));
    for (let i = 0; i < PREDICTED_ACTORS_MAX - 1; i++) rememberActor(`sid-${i}`, actor(`user-${i}`));
    // Seen again: now among the newest.
    rememberActor("sid-kept", actor("user-kept"));
    rememberActor("sid-new", actor("user-new"));
    expect(predictedActor("sid-old", "user-old")).toBeUndefined();
    expect(predictedActor("sid-kept", "user-kept")).toBeDefined();
    expect(predictedActor("sid-new", "user-new")).toBeDefined();
  });

  it("is the same actor only when every field a handler may read is the same", () => {
    const base = actor("user-x", "admin");
    expect(sameActor(base, { ...base })).toBe(true);
    for (const changed of [
      { role: "teacher" as const },
      { username: "renamed" },
      { email: "new@example.test" },
      { mustChangePassword: true },
      { locale: "fr" as const },
    ]) {
      expect(sameActor(base, { ...base, ...changed })).toBe(false);
    }
  });

  it("is refused to a route that takes a body or a quota: those write", () => {
    expect(() => route({ role: "signed-in", body: z.object({}), readsOnly: true }, async () => null)).toThrow(
      /readsOnly/,
    );
  });
});

/** A reads-only route that notes the role of every run of its handler. */
function spyRoute(role: Access, answer: (actor: Actor) => unknown = (who) => ({ role: who.role })) {
  const runs: string[] = [];
  let started: () => void = () => undefined;
  const GET = route({ role, readsOnly: true }, async ({ actor: who }) => {
    runs.push((who as Actor).role);
    started();
    return answer(who as Actor);
  });
  /** Resolves when the handler next starts. */
  const nextStart = () => new Promise<void>((resolve) => (started = resolve));
  return { GET, runs, nextStart };
}

// These hold the Session table locked from a second connection, so that the check waits while the guess
// runs: the embedded database has a single connection.
describe.skipIf(inject("databaseKind") === "embedded")("a read started on the guess (route({ readsOnly }))", () => {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  afterAll(() => pool.end());

  /** Runs `call` while the Session table is locked; `during` runs in the lock's transaction, then it commits. */
  async function whileCheckWaits<T>(
    request: () => Promise<T>,
    handlerStarted: Promise<void>,
    during: (client: pg.PoolClient) => Promise<unknown> = async () => undefined,
  ) {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await client.query('LOCK TABLE "Session" IN ACCESS EXCLUSIVE MODE');
      const pending = request();
      // The handler starts although the session row cannot be read yet: it runs on the guess.
      await handlerStarted;
      await during(client);
      await client.query("COMMIT");
      return await pending;
    } finally {
      client.release();
    }
  }

  async function signedInTwice(role: Actor["role"], spy: ReturnType<typeof spyRoute>): Promise<TestUser> {
    const user = await makeUser(role);
    // The first read has no guess yet: it waits for the check, which leaves one.
    expect((await call(spy.GET, { token: user.token })).status).toBe(200);
    expect(predictedActor(user.sessionId, user.id)).toMatchObject({ id: user.id, role });
    return user;
  }

  it("answers from the guess when the check confirms it, the handler running once", async () => {
    const spy = spyRoute("signed-in");
    const user = await signedInTwice("admin", spy);
    const answer = await whileCheckWaits(() => call(spy.GET, { token: user.token }), spy.nextStart());
    expect(answer).toMatchObject({ status: 200, body: { role: "admin" } });
    expect(spy.runs).toEqual(["admin", "admin"]);
  });

  it("a role changed meanwhile: the guess's answer is dropped and the handler runs again for the new role", async () => {
    const spy = spyRoute("signed-in");
    const user = await signedInTwice("admin", spy);
    const answer = await whileCheckWaits(
      () => call(spy.GET, { token: user.token }),
      spy.nextStart(),
      (client) => client.query(`UPDATE "User" SET role = 'teacher' WHERE id = $1`, [user.id]),
    );
    expect(answer).toMatchObject({ status: 200, body: { role: "teacher" } });
    expect(spy.runs).toEqual(["admin", "admin", "teacher"]);
    expect(predictedActor(user.sessionId, user.id)?.role).toBe("teacher");
  });

  it("an admin made a teacher meanwhile gets 403 from an admin route, nothing of what was read for the admin", async () => {
    const spy = spyRoute("admin", () => ({ secret: "for admins" }));
    const user = await signedInTwice("admin", spy);
    const answer = await whileCheckWaits(
      () => call(spy.GET, { token: user.token }),
      spy.nextStart(),
      (client) => client.query(`UPDATE "User" SET role = 'teacher' WHERE id = $1`, [user.id]),
    );
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).not.toContain("for admins");
  });

  it("a session ended meanwhile: 401, nothing of the guess's answer, and no guess left for it", async () => {
    const spy = spyRoute("signed-in", () => ({ secret: "for the session" }));
    const user = await signedInTwice("teacher", spy);
    const answer = await whileCheckWaits(
      () => call(spy.GET, { token: user.token }),
      spy.nextStart(),
      (client) => client.query(`DELETE FROM "Session" WHERE id = $1`, [user.sessionId]),
    );
    expect(answer.status).toBe(401);
    expect(JSON.stringify(answer.body)).not.toContain("for the session");
    expect(predictedActor(user.sessionId, user.id)).toBeUndefined();
  });

  it("a streamed answer made on a wrong guess is cancelled, so it stops reading", async () => {
    let cancelled: () => void = () => undefined;
    const wasCancelled = new Promise<void>((resolve) => (cancelled = resolve));
    const spy = spyRoute(
      "signed-in",
      (who) =>
        new Payload(
          new ReadableStream<Uint8Array>({
            pull: (controller) => controller.enqueue(new TextEncoder().encode(`${who.role}\n`)),
            cancel: () => cancelled(),
          }),
          { type: "text/plain" },
        ),
    );
    const user = await makeUser("admin");
    // The first read leaves the guess; its endless body is left unread.
    const first = await spy.GET(
      new Request("http://localhost/api/test", { headers: { authorization: `Bearer ${user.token}` } }),
      {},
    );
    await first.body?.cancel();
    const second = await whileCheckWaits(
      () =>
        spy.GET(new Request("http://localhost/api/test", { headers: { authorization: `Bearer ${user.token}` } }), {}),
      spy.nextStart(),
      (client) => client.query(`UPDATE "User" SET role = 'mentor' WHERE id = $1`, [user.id]),
    );
    await wasCancelled;
    const reader = second.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("mentor\n");
    await reader.cancel();
  });
});
