import { createHmac } from "node:crypto";

/**
 * The Server Actions key of a deployment, derived from its NEXTAUTH_SECRET: every instance (and every build
 * made on another machine) with the same secret gets the same key, so the same action ids, without a second
 * secret to distribute. A 32-byte AES key in base64, the form Next expects.
 * @param {string} secret
 */
export const serverActionsKeyFrom = (secret) =>
  createHmac("sha256", secret).update("next-server-actions-encryption-key").digest("base64");
