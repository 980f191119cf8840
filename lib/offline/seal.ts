// Sealing a copy of a user's screen or data for its owner (docs/offline.md#copies-at-sign-out): AES-GCM
// under the key only the server gives (GET /api/offline/key, lib/auth/offline-key.ts). Window-free, so the
// service worker (lib/offline/worker/) seals and opens with the same code the tests run. A sealed copy
// is its answer's status, headers and body, encrypted and authenticated together, bound to the name it
// is kept under (its user and path as additional data): a copy moved to another name, or to another
// user's cache, does not open, nor does one changed by a single bit.

const IV_BYTES = 12;
const encoder = new TextEncoder();

/** The server's key (base64url of 32 bytes) as a CryptoKey that cannot be read back out of the phone. */
export async function importSealKey(base64url: string): Promise<CryptoKey> {
  const raw = fromBase64url(base64url);
  if (raw.length !== 32) throw new Error("not a 256-bit key");
  return crypto.subtle.importKey("raw", raw, { name: "AES-GCM" }, false, ["encrypt", "decrypt"]);
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(
    text
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(text.length / 4) * 4, "="),
  );
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** `plain` sealed under `key` for the name `bound`: a fresh IV, then the ciphertext with its tag. */
export async function seal(
  key: CryptoKey,
  plain: Uint8Array<ArrayBuffer>,
  bound: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: encoder.encode(bound) }, key, plain),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return out;
}

/** What `seal` sealed, or null: another key, another name, or any byte changed. */
export async function unseal(
  key: CryptoKey,
  sealed: Uint8Array<ArrayBuffer>,
  bound: string,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (sealed.length <= IV_BYTES) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: sealed.slice(0, IV_BYTES), additionalData: encoder.encode(bound) },
      key,
      sealed.slice(IV_BYTES),
    );
    return new Uint8Array(plain);
  } catch {
    return null;
  }
}

/** The headers a copy keeps (the rest, Set-Cookie above all, is never stored). */
const KEPT_HEADERS = ["content-type", "content-security-policy", "etag", "x-total-count", "date", "content-language"];

/** When a sealed copy was stored (ms since 1970): outside the seal, it says nothing of its content. */
export const SEALED_AT = "X-Sealed-At";

/** `response` (status, the headers that matter, body) sealed for the name `bound`, as a Response to store. */
export async function sealResponse(key: CryptoKey, response: Response, bound: string): Promise<Response> {
  const headers = KEPT_HEADERS.flatMap((name) => {
    const value = response.headers.get(name);
    return value === null ? [] : [[name, value]];
  });
  const head = encoder.encode(JSON.stringify({ s: response.status, h: headers }));
  const body = new Uint8Array(await response.arrayBuffer());
  const plain = new Uint8Array(4 + head.length + body.length);
  new DataView(plain.buffer).setUint32(0, head.length);
  plain.set(head, 4);
  plain.set(body, 4 + head.length);
  return new Response(await seal(key, plain, bound), {
    headers: { "Content-Type": "application/octet-stream", [SEALED_AT]: String(Date.now()) },
  });
}

/** The answer a sealed copy holds, or null when `key` or `bound` is not the one it was sealed with. */
export async function openResponse(key: CryptoKey, stored: Response, bound: string): Promise<Response | null> {
  const plain = await unseal(key, new Uint8Array(await stored.arrayBuffer()), bound);
  if (!plain || plain.length < 4) return null;
  const length = new DataView(plain.buffer).getUint32(0);
  try {
    const head = JSON.parse(new TextDecoder().decode(plain.subarray(4, 4 + length))) as {
      s: number;
      h: [string, string][];
    };
    return new Response(plain.slice(4 + length), { status: head.s, headers: head.h });
  } catch {
    return null;
  }
}
