import { redirect } from "next/navigation";
import { z } from "zod";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Actor } from "@/lib/auth/permissions";
import { problem } from "@/lib/problems/api-error";
import { action, type ActionContext, type ActionWho } from "@/lib/http/action";
import { DEFAULT_MAX_BODY_BYTES } from "@/lib/http/read-body";
import { formOf, postedBy, problemOf } from "../helpers/form-action";

// lib/http/action.ts: what every form action gets before its work runs, and how what the work throws
// comes back (the two form actions' own flows: tests/auth/signin-form.test.ts, tests/attendance/attendance-form.test.ts).
const teacher: Actor = { id: "user-1", username: "teacher", email: "teacher@example.test", role: "teacher" };

/** An action whose work records that it ran and what it was given. */
function probe<W extends ActionWho>(
  who: W,
  work: (context: ActionContext<W>) => Promise<unknown> = async () => "done",
) {
  const ran: ActionContext<W>[] = [];
  const run = (edge: ReturnType<typeof postedBy>, options: { maxBytes?: number } = {}) =>
    action({ who, ...options }, async (context) => (ran.push(context), work(context)), edge);
  return { ran, run };
}

afterEach(() => vi.restoreAllMocks());

describe("a form action's guards", () => {
  it("refuses a post from another site before anything else, whatever it sends", async () => {
    const { ran, run } = probe("signed-in");
    for (const headers of [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { "sec-fetch-site": "same-site", origin: "https://sub.localhost" },
      { "sec-fetch-site": "", origin: "https://evil.example" },
      { "sec-fetch-site": "", origin: "null" },
    ]) {
      const outcome = await run(postedBy(teacher, headers))(formOf([["x", "1"]]));
      expect(outcome, JSON.stringify(headers)).toEqual({
        ok: false,
        problem: { code: "cross-site-refused", status: 403, retryAfterS: null },
        fields: null,
      });
    }
    expect(ran).toEqual([]);
  });

  it("asks a signed-in action for its actor (none: sign-in-required), and never looks one up for anyone's", async () => {
    const signedIn = probe("signed-in");
    expect(problemOf(await signedIn.run(postedBy(null))(formOf([])))).toEqual({
      code: "sign-in-required",
      status: 401,
      retryAfterS: null,
    });
    expect(signedIn.ran).toEqual([]);
    const outcome = await signedIn.run(postedBy(teacher))(formOf([["classId", "c1"]]));
    expect(outcome).toEqual({ ok: true, value: "done" });
    expect(signedIn.ran[0].actor).toEqual(teacher);

    const anyone = probe("anyone");
    const edge = { ...postedBy(teacher), actor: vi.fn(async () => teacher) };
    expect(await anyone.run(edge)({ username: "a" })).toEqual({ ok: true, value: "done" });
    expect(edge.actor).not.toHaveBeenCalled();
    expect(anyone.ran[0].actor).toBeNull();
  });

  it("bounds the form (names, values and files alike) and hands the work its text fields only", async () => {
    const { ran, run } = probe("signed-in");
    const send = run(postedBy(teacher), { maxBytes: 100 });
    const over = await send(formOf([["note", "x".repeat(100)]]));
    expect(problemOf(over)).toEqual({ code: "body-too-large", status: 413, retryAfterS: null });
    const withFile = formOf([["a", "1"]]);
    withFile.append("upload", new Blob(["y".repeat(200)]), "big.txt");
    expect(problemOf(await send(withFile))).toMatchObject({ code: "body-too-large" });
    expect(ran).toEqual([]);

    const small = formOf([["a", "1"]]);
    small.append("upload", new Blob(["tiny"]), "small.txt");
    small.append("a", "2");
    expect((await send(small)).ok).toBe(true);
    expect([...ran[0].fields]).toEqual([
      ["a", "1"],
      ["a", "2"],
    ]);
    // The page's script sends an object: its text values are the fields, anything else is left out.
    await send({ username: "u", callbackUrl: null, nested: { password: "p" } });
    expect([...ran[1].fields]).toEqual([["username", "u"]]);
    expect(await run(postedBy(teacher))(formOf([["big", "z".repeat(DEFAULT_MAX_BODY_BYTES - 20)]]))).toMatchObject({
      ok: true,
    });
  });
});

describe("what a form action's work throws", () => {
  it("comes back as its problem: code, values, status and how long a throttle asks to wait", async () => {
    const refused = probe("signed-in", async () => {
      throw problem("attendance-too-many-records", { max: 500 });
    });
    const outcome = await refused.run(postedBy(teacher))(formOf([["a", "1"]]));
    expect(outcome).toEqual({
      ok: false,
      problem: { code: "attendance-too-many-records", params: { max: 500 }, status: 400, retryAfterS: null },
      fields: new URLSearchParams([["a", "1"]]),
    });
    const throttled = probe("anyone", async () => {
      throw problem("sign-in-throttled", { minutes: 2 }, { "Retry-After": "120" });
    });
    expect(problemOf(await throttled.run(postedBy(null))({}))).toMatchObject({
      code: "sign-in-throttled",
      status: 429,
      retryAfterS: 120,
    });
    const invalid = probe("anyone", async () =>
      z.object({ username: z.string().min(1, "username-required") }).parse({ username: "" }),
    );
    expect(problemOf(await invalid.run(postedBy(null))({}))).toMatchObject({ code: "username-required", status: 400 });
  });

  it("a fault of the server's is logged with the request id and comes back as server-error naming only that id", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = probe("signed-in", async () => {
      throw new TypeError("cannot read properties of undefined (reading hunter2)");
    });
    const outcome = await broken.run(postedBy(teacher))(formOf([]));
    const found = problemOf(outcome);
    expect(found).toEqual({
      code: "server-error",
      params: { reference: expect.stringMatching(/^[0-9a-f]{8}$/) },
      status: 500,
      retryAfterS: null,
    });
    expect(JSON.stringify(outcome)).not.toContain("hunter2");
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0][0])).toContain(`[${found?.params?.reference}]`);
  });

  it("lets Next.js's own redirect through (it is how an action opens the next screen)", async () => {
    const moving = probe("signed-in", async () => redirect("/success"));
    await expect(moving.run(postedBy(teacher))(formOf([]))).rejects.toMatchObject({
      digest: expect.stringContaining("NEXT_REDIRECT"),
    });
  });
});
