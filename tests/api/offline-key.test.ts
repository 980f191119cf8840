// GET /api/offline/key (docs/offline.md#copies-at-sign-out): the key a phone seals its copies of one user's
// screens and data with. Only a signed-in caller gets one, always their own, the same at every sign-in, a
// new one after a change of password, and never a cached answer.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { httpApi } from "@/lib/http/api";
import { peopleApi } from "@/lib/people/api";
import { schoolsApi } from "@/lib/schools/api";
import { POST as anyApiPost, PUT as anyApiPut, DELETE as anyApiDelete } from "@/app/api/[...path]/route";
import { endSession, startSession } from "@/lib/auth/sessions";
import { deriveOfflineKey } from "@/lib/auth/offline-key";
import { importSealKey } from "@/lib/offline/seal";
import { call, makeUser } from "../helpers/api";

const { GET: offlineKey } = httpApi["/api/offline/key"];
const { PUT: changePassword } = peopleApi["/api/auth/change-password"];

const cookieHeader = (cookie: string) => ({ cookie: `next-auth.session-token=${cookie}` });
const keyOf = (token: string) => call<{ user: string; key: string; message?: string }>(offlineKey, { token });

describe("GET /api/offline/key", () => {
  it("anonymous, a forged token, an ended session and a deactivated user: 401, no key", async () => {
    const user = await makeUser();
    const anonymous = await call<{ key?: string; code?: string }>(offlineKey);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.key).toBeUndefined();
    expect((await keyOf("not-a-token")).status).toBe(401);
    const ended = await startSession(user);
    await endSession(ended.sessionId);
    expect((await keyOf(ended.bearer)).status).toBe(401);
    const gone = await makeUser();
    await db.user.update({ where: { id: gone.id }, data: { active: false } });
    const refused = await keyOf(gone.token);
    expect(refused.status).toBe(401);
    expect(refused.body.key).toBeUndefined();
  });

  it("answers the caller's own id and a 256-bit key, never cached; the same by cookie or Bearer, at every sign-in", async () => {
    const user = await makeUser();
    const first = await keyOf(user.token);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    expect(first.body.user).toBe(user.id);
    expect(Buffer.from(first.body.key, "base64url")).toHaveLength(32);
    await expect(importSealKey(first.body.key)).resolves.toBeDefined();
    const again = await startSession(user);
    expect((await keyOf(again.bearer)).body).toEqual(first.body);
    const viaCookie = await call<{ key: string }>(offlineKey, { headers: cookieHeader(user.cookie) });
    expect(viaCookie.body.key).toBe(first.body.key);
    // Query strings name nobody else: still the caller's.
    const other = await makeUser();
    const asked = await call<{ user: string }>(offlineKey, {
      token: user.token,
      query: { user: other.id, id: other.id },
    });
    expect(asked.body.user).toBe(user.id);
  });

  it("differs between users, and between secrets' inputs that could be spelled alike", async () => {
    const [a, b] = [await makeUser(), await makeUser()];
    expect((await keyOf(a.token)).body.key).not.toBe((await keyOf(b.token)).body.key);
    expect(deriveOfflineKey("ab", "c")).not.toBe(deriveOfflineKey("a", "bc"));
  });

  it("changes with the password: what the old one's phone sealed no longer opens", async () => {
    const user = await makeUser();
    const before = (await keyOf(user.token)).body.key;
    const changed = await call(changePassword, {
      method: "PUT",
      token: user.token,
      body: { oldPassword: user.password, newPassword: "green-kettle-19" },
    });
    expect(changed.status).toBe(200);
    const after = await keyOf(user.token);
    expect(after.status).toBe(200);
    expect(after.body.key).not.toBe(before);
  });

  it("takes GET only (a write or a body changes nothing)", async () => {
    const user = await makeUser();
    for (const [method, handler] of [
      ["POST", anyApiPost],
      ["PUT", anyApiPut],
      ["DELETE", anyApiDelete],
    ] as const) {
      const answer = await handler(
        new Request("http://localhost/api/offline/key", {
          method,
          headers: { authorization: `Bearer ${user.token}` },
        }),
      );
      expect(answer.status).toBe(405);
    }
  });
});

describe("reads answer 304 to the ETag of the answer the caller holds (lib/http/route.ts)", () => {
  it("same answer: 304 with no body; changed or another tag: 200 with the new ETag", async () => {
    const { GET: listClasses } = schoolsApi["/api/classes"];
    const user = await makeUser();
    const first = await call(listClasses, { token: user.token });
    expect(first.status).toBe(200);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await call(listClasses, { token: user.token, headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.get("Cache-Control")).toBe("no-store");
    expect((await call(listClasses, { token: user.token, headers: { "If-None-Match": `W/${etag}` } })).status).toBe(
      304,
    );
    const other = await call(listClasses, { token: user.token, headers: { "If-None-Match": '"something-else"' } });
    expect(other.status).toBe(200);
  });
});
