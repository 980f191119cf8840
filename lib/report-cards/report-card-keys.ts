// The key report cards are signed with, and the public keys they are checked with (docs/design.md#signed-cards).
// The private key comes from REPORT_CARD_SIGNING_KEY (`npm start` keeps one in DATA_DIR); its public half
// is written to ReportCardKey under its fingerprint, the key id, the first time it signs. Replacing the
// key adds a row: cards signed with the old one still verify, since their key id still finds it.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { CODE_ALPHABET } from "@/lib/report-cards/verify.schema";

export interface SigningKey {
  keyId: string;
  privateKey: KeyObject;
}

/** Crockford base32 of some bytes (the key id's and the code's alphabet). */
export function base32(bytes: Uint8Array, length: number): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** The key id: "k" and 12 characters of the public key's SHA-256, so a key names itself (either half given). */
export function keyIdOf(key: KeyObject): string {
  const der = (key.type === "private" ? createPublicKey(key) : key).export({ type: "spki", format: "der" });
  return `k${base32(createHash("sha256").update(der).digest(), 12)}`;
}

/** PKCS#8 PEM, or its DER in base64 (one line, for a settings file); refuses anything but Ed25519. */
export function parseSigningKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.includes("-----BEGIN")
    ? createPrivateKey(trimmed.replace(/\\n/g, "\n"))
    : createPrivateKey({ key: Buffer.from(trimmed, "base64"), format: "der", type: "pkcs8" });
  if (key.asymmetricKeyType !== "ed25519") {
    throw new Error(`REPORT_CARD_SIGNING_KEY is a ${key.asymmetricKeyType} key; report cards are signed with Ed25519.`);
  }
  return key;
}

function loadPrivateKey(): KeyObject {
  if (env.REPORT_CARD_SIGNING_KEY) return parseSigningKey(env.REPORT_CARD_SIGNING_KEY);
  // Served for real (`next start`), a key that vanished with the process would change at each start:
  // refuse, saying what to do. Tests and benches that import the code sign with a key of their own.
  if (env.NODE_ENV === "production") {
    throw new Error(
      "REPORT_CARD_SIGNING_KEY is not set. Start the app with `npm start` (it keeps one in DATA_DIR) or set it (docs/deploy.md#signing-key).",
    );
  }
  return generateKeyPairSync("ed25519").privateKey;
}

let signing: Promise<SigningKey> | null = null;

/** This instance's signing key, its public half registered (once per process, idempotent across instances). */
export function signingKey(): Promise<SigningKey> {
  signing ??= (async () => {
    const privateKey = loadPrivateKey();
    const publicKey = createPublicKey(privateKey);
    const keyId = keyIdOf(privateKey);
    const pem = publicKey.export({ type: "spki", format: "pem" }).toString();
    await db.reportCardKey.upsert({ where: { id: keyId }, create: { id: keyId, publicKey: pem }, update: {} });
    return { keyId, privateKey };
  })().catch((error: unknown) => {
    signing = null;
    throw error;
  });
  return signing;
}

const publicKeys = new Map<string, KeyObject>();

/** The public key a card names, from the table (kept in memory once read: a key id never changes its key). */
export async function publicKeyOf(keyId: string, client = db): Promise<KeyObject | null> {
  const known = publicKeys.get(keyId);
  if (known) return known;
  const row = await client.reportCardKey.findUnique({ where: { id: keyId } });
  if (!row) return null;
  const key = createPublicKey(row.publicKey);
  // The row must be the key its id names: a row edited in the database does not verify anything.
  if (keyIdOf(key) !== keyId) return null;
  publicKeys.set(keyId, key);
  return key;
}
