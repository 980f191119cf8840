/**
 * Whether the app is served over TLS, read by next.config.mjs (HSTS) and lib/env.ts (Secure cookies)
 * so the two never disagree: when the address people use — PUBLIC_URL (setup:server writes it) or
 * NEXTAUTH_URL — is https. Plain JavaScript because next.config.mjs cannot import TypeScript.
 * @param {{ NEXTAUTH_URL?: string; PUBLIC_URL?: string }} env
 * @returns {boolean}
 */
export function servedOverTls(env) {
  return [env.PUBLIC_URL, env.NEXTAUTH_URL].some((url) => (url ?? "").trim().toLowerCase().startsWith("https://"));
}
