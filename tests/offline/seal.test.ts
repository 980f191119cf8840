// Sealing a copy for its owner (lib/offline/seal.ts): it opens with its own key under its own name, and
// with nothing else; any changed byte makes it unreadable rather than wrong.
import { describe, expect, it } from "vitest";
import { importSealKey, openResponse, seal, sealResponse, unseal } from "@/lib/offline/seal";

const keyOf = (fill: number) => importSealKey(Buffer.alloc(32, fill).toString("base64url"));
const bytes = (text: string) => new Uint8Array(new TextEncoder().encode(text));

describe("seal and unseal", () => {
  it("round trip: what is sealed opens with the same key and name, and is not the plain text", async () => {
    const key = await keyOf(1);
    const sealed = await seal(key, bytes("Ann Offline · P4 A"), "page u-ann /attendance");
    expect(Buffer.from(sealed).toString("utf8")).not.toContain("Ann Offline");
    const plain = await unseal(key, sealed, "page u-ann /attendance");
    expect(new TextDecoder().decode(plain!)).toBe("Ann Offline · P4 A");
  });

  it("a wrong key, or the copy moved to another name or user, does not open", async () => {
    const sealed = await seal(await keyOf(1), bytes("secret"), "page u-ann /attendance");
    expect(await unseal(await keyOf(2), sealed, "page u-ann /attendance")).toBeNull();
    expect(await unseal(await keyOf(1), sealed, "page u-bob /attendance")).toBeNull();
    expect(await unseal(await keyOf(1), sealed, "page u-ann /comment")).toBeNull();
  });

  it("tampered ciphertext, IV or tag fails, and so does a cut copy", async () => {
    const key = await keyOf(1);
    const sealed = await seal(key, bytes("secret marks"), "data u-ann /api/marks");
    for (const at of [0, 11, 12, sealed.length - 1]) {
      const changed = sealed.slice();
      changed[at] ^= 1;
      expect(await unseal(key, changed, "data u-ann /api/marks"), `byte ${at}`).toBeNull();
    }
    expect(await unseal(key, sealed.slice(0, 12), "data u-ann /api/marks")).toBeNull();
  });

  it("the same text sealed twice differs (a fresh IV each time)", async () => {
    const key = await keyOf(1);
    const [a, b] = await Promise.all([seal(key, bytes("x"), "n"), seal(key, bytes("x"), "n")]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });

  it("the key is not exportable and must be 256 bits", async () => {
    const key = await keyOf(1);
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey("raw", key)).rejects.toThrow();
    await expect(importSealKey(Buffer.alloc(16).toString("base64url"))).rejects.toThrow();
  });
});

describe("sealResponse and openResponse", () => {
  it("keep the status, the headers that matter and the body; never Set-Cookie", async () => {
    const key = await keyOf(3);
    const original = new Response("<html>Ann</html>", {
      status: 200,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": "script-src 'nonce-abc'",
        "Set-Cookie": "session=1",
      },
    });
    const stored = await sealResponse(key, original, "page u-ann /comment");
    expect(stored.headers.get("Content-Type")).toBe("application/octet-stream");
    const sealedText = await stored.clone().text();
    expect(sealedText).not.toContain("Ann");
    expect(sealedText).not.toContain("nonce-abc");
    const opened = (await openResponse(key, stored, "page u-ann /comment"))!;
    expect(opened.status).toBe(200);
    expect(opened.headers.get("Content-Security-Policy")).toBe("script-src 'nonce-abc'");
    expect(opened.headers.get("Set-Cookie")).toBeNull();
    expect(await opened.text()).toBe("<html>Ann</html>");
    expect(await openResponse(await keyOf(4), await sealResponse(key, new Response("x"), "n"), "n")).toBeNull();
  });
});
