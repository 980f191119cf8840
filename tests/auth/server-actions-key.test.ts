import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serverActionsKeyFrom } from "@/lib/server-actions-key.mjs";

// Loaded by path: the config is plain JavaScript for Next, with no types of its own.
const NEXT_CONFIG = path.resolve(import.meta.dirname, "../../next.config.mjs");

describe("the Server Actions key several instances share", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    vi.resetModules();
  });

  it("is a 32-byte AES key, the same for the same NEXTAUTH_SECRET and another for another", () => {
    const key = serverActionsKeyFrom("a-secret-a-secret-a-secret-a-secret-01");
    expect(Buffer.from(key, "base64")).toHaveLength(32);
    expect(serverActionsKeyFrom("a-secret-a-secret-a-secret-a-secret-01")).toBe(key);
    expect(serverActionsKeyFrom("a-secret-a-secret-a-secret-a-secret-02")).not.toBe(key);
  });

  it("is what a build reads (next.config.mjs), unless the deployment gives its own", async () => {
    delete process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY;
    process.env.NEXTAUTH_SECRET = "a-secret-a-secret-a-secret-a-secret-01";
    await import(/* @vite-ignore */ NEXT_CONFIG);
    expect(process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY).toBe(serverActionsKeyFrom(process.env.NEXTAUTH_SECRET));

    vi.resetModules();
    process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY = "given-by-the-deployment";
    await import(/* @vite-ignore */ NEXT_CONFIG);
    expect(process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY).toBe("given-by-the-deployment");
  });
});
