// The key a phone seals its copies of one user's screens and data with (docs/offline.md#copies-at-sign-out).
// It is not stored anywhere: it is derived, each time it is asked for, from the app's secret, the user's id
// and the user's password hash, so only the server can give it, it is the same at every sign-in of that
// user (the copies sealed yesterday open again today), and a change of password (the user's own, or an
// admin's reset) retires it: what an old password's phone sealed can no longer be opened.
import { createHmac, hkdfSync } from "node:crypto";
import { db, sql } from "@/lib/db";
import { authSecret } from "@/lib/env";
import { problem } from "@/lib/problems/api-error";

// Its own key, derived from NEXTAUTH_SECRET for this one use (as the device cookie's is: never the session's).
let secret: Buffer | undefined;
function offlineSecret(): Buffer {
  secret ??= Buffer.from(hkdfSync("sha256", authSecret(), "", "school-attendance offline copies v1", 32));
  return secret;
}

/** The 256-bit AES-GCM key for `userId` whose password hash is `passwordHash`, base64url. */
export function deriveOfflineKey(userId: string, passwordHash: string): string {
  // Length-prefixed, so no (id, hash) pair can be spelled as another.
  return createHmac("sha256", offlineSecret())
    .update(`v1.${userId.length}.${userId}.${passwordHash}`)
    .digest("base64url");
}

export interface OfflineKey {
  /** Whose copies it opens: the phone keeps them under this id and serves them only to it. */
  user: string;
  key: string;
}

/** The signed-in caller's key (their row is read again: a password changed a moment ago counts). */
export async function offlineKeyOf(userId: string): Promise<OfflineKey> {
  const rows = await sql(db).rows<{ passwordHash: string }>`
    SELECT "passwordHash" FROM "User" WHERE id = ${userId} AND active LIMIT 1`;
  if (!rows[0]) throw problem("sign-in-required");
  return { user: userId, key: deriveOfflineKey(userId, rows[0].passwordHash) };
}
