import { describe, expect, it } from "vitest";
import {
  checkedByServer,
  CHECK_FIELDS,
  CODE_LOAD_FAILED,
  FormProblem,
  remainingErrors,
  runSubmit,
  singleFlight,
} from "@/components/ui/form-flow";
import { ApiClientError } from "@/lib/client/error-message";
import { signInSchema } from "@/lib/people/auth.schema";
import { createClassSchema } from "@/lib/schools/classes.schema";

const load = () => Promise.resolve(signInSchema);
const ok = { username: "teacher", password: "secret-ish" };

describe("the one form flow (components/ui/form-flow.ts)", () => {
  it("checks with the shared schema and puts each message beside its field", async () => {
    let sent = 0;
    const outcome = await runSubmit(
      load,
      { username: "", password: "" },
      {
        send: async () => sent++,
        fallback: "Login failed",
        fields: ["username", "password"],
      },
    );
    expect(outcome).toMatchObject({
      ok: false,
      message: { tone: "error", text: CHECK_FIELDS },
      fieldErrors: { username: { code: "username-required" }, password: { code: "password-required" } },
    });
    expect(sent).toBe(0);
  });

  it("before the schema arrives, a server-checked form sends at once and shows the server's answer", async () => {
    const sent: unknown[] = [];
    const values = { username: "", password: "" };
    const outcome = await runSubmit(async () => checkedByServer(), values, {
      send: async (data) => {
        sent.push(data);
        throw new ApiClientError("username-required", 400, { code: "username-required" });
      },
      fallback: "Login failed",
      fields: ["username", "password"],
    });
    expect(sent).toEqual([values]);
    expect(outcome).toMatchObject({ ok: false, message: { tone: "error", text: { code: "username-required" } } });
  });

  it("shows the issue itself when its field is not on the form", async () => {
    const outcome = await runSubmit(load, { username: "", password: "x" }, { send: async () => 1, fallback: "x" });
    expect(outcome.message).toMatchObject({ tone: "error", text: { code: "username-required" } });
  });

  it("a fixed field loses its message, the others keep theirs", () => {
    const current = { username: { code: "username-required" }, password: { code: "password-required" } } as const;
    expect(remainingErrors(current, signInSchema, { username: "teacher", password: "" })).toMatchObject({
      password: { code: "password-required" },
    });
    expect(remainingErrors(current, signInSchema, ok)).toEqual({});
    expect(remainingErrors({}, signInSchema, { username: "" })).toEqual({});
  });

  it("says so when the validation code cannot be loaded (offline tap), and sends nothing", async () => {
    let sent = 0;
    const outcome = await runSubmit(() => Promise.reject(new Error("Loading chunk 123 failed.")), ok, {
      send: async () => sent++,
      fallback: "x",
    });
    expect(outcome).toMatchObject({ ok: false, message: { tone: "error", text: CODE_LOAD_FAILED } });
    expect(sent).toBe(0);
  });

  it("a chunk that fails while sending is the same message", async () => {
    const chunk = Object.assign(new Error("Loading chunk 7 failed"), { name: "ChunkLoadError" });
    const outcome = await runSubmit(load, ok, { send: () => Promise.reject(chunk), fallback: "x" });
    expect(outcome.message?.text).toBe(CODE_LOAD_FAILED);
  });

  it("a network failure and the answer's problem are shown, to be said in the screen's language", async () => {
    const network = await runSubmit(load, ok, {
      send: () => Promise.reject(new ApiClientError("network-error", undefined, undefined, "offline")),
      fallback: "Login failed",
    });
    expect(network.message).toEqual({ tone: "error", text: { code: "network-error" } });
    const server = await runSubmit(load, ok, {
      send: () => Promise.reject(new ApiClientError("x", 401, { code: "credentials-invalid" })),
      fallback: "Login failed",
    });
    expect(server.message).toEqual({ tone: "error", text: { code: "credentials-invalid" } });
    const bare = await runSubmit(load, ok, { send: () => Promise.reject("?"), fallback: "Login failed" });
    expect(bare.message?.text).toBe("Login failed");
  });

  it("a check beyond the schema marks its field", async () => {
    const outcome = await runSubmit(
      () => Promise.resolve(createClassSchema),
      { className: "A", subjectName: "B", classRoom: "C" },
      {
        send: () => Promise.reject(new FormProblem("Class not found", "className")),
        fallback: "x",
        fields: ["className"],
      },
    );
    expect(outcome).toMatchObject({
      ok: false,
      message: { text: CHECK_FIELDS },
      fieldErrors: { className: "Class not found" },
    });
  });

  it("sends the parsed data once and reports the success line", async () => {
    const got: unknown[] = [];
    const outcome = await runSubmit(
      load,
      { username: "  teacher ", password: "pw" },
      {
        send: async (data) => got.push(data),
        success: (count) => `Saved ${count}`,
        fallback: "x",
      },
    );
    expect(got).toEqual([{ username: "teacher", password: "pw" }]);
    expect(outcome).toEqual({ ok: true, message: { tone: "success", text: "Saved 1" }, fieldErrors: {} });
  });

  it("a second tap while the first is sending sends nothing", async () => {
    const once = singleFlight();
    let calls = 0;
    let finish = () => {};
    const first = once(() => new Promise<void>((resolve) => ((finish = resolve), calls++)));
    const second = await once(async () => void calls++);
    expect(second).toBeUndefined();
    finish();
    await first;
    await once(async () => void calls++);
    expect(calls).toBe(2);
  });
});
