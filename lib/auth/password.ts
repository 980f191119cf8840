import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { env } from "@/lib/env";
import { Gate } from "@/lib/platform/gate";

// scrypt from Node's standard library: a memory-hard slow hash with no native dependency.
const PARAMS = { N: 16384, r: 8, p: 1, keylen: 64 };

// Node runs scrypt on the libuv thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), never
// on the event loop. The gate keeps hashing to HASH_CONCURRENCY of those threads so a flood of sign-ins
// cannot take the pool from file and DNS work, nor hold more than a bounded amount of memory (16 MB each).
export const hashGate = new Gate(
  () => ({ concurrency: env.HASH_CONCURRENCY, queueMax: env.HASH_QUEUE_MAX, retryAfterSeconds: 2 }),
  "hashing-busy",
);

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return hashGate.run(
    () =>
      new Promise((resolve, reject) =>
        scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS.keylen, { N: PARAMS.N, r: PARAMS.r, p: PARAMS.p });
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split("$");
  if (scheme !== "scrypt" || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, "base64");
  const key = await scrypt(password, Buffer.from(saltB64, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// Checked against when the username is unknown, so both paths take the same time.
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString("hex"));
  return dummyHash;
}
