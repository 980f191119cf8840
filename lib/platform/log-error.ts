// Server logs must never carry a password, a token or a secret: an error is logged as its name, code,
// the first and last lines of its message (Prisma prints argument values in between) and its stack
// frames, with anything shaped like a credential masked.
const CREDENTIAL_PAIR =
  /("?(?:password|passwordHash|confirmPassword|newPassword|token|accessToken|secret|authorization|cookie)"?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,}]+)/gi;
const BEARER = /Bearer\s+[\w.~+/=-]+/gi;
// next-auth session tokens (JWE: five base64url parts) and plain JWTs.
const TOKEN = /\beyJ[\w-]{8,}(?:\.[\w-]*){2,4}/g;
const SCRYPT_HASH = /\bscrypt\$[^\s"',}]+/gi;

export function redact(text: string): string {
  return text
    .replace(BEARER, "Bearer [redacted]")
    .replace(TOKEN, "[token]")
    .replace(SCRYPT_HASH, "[hash]")
    .replace(CREDENTIAL_PAIR, "$1[redacted]");
}

/** One safe line (plus stack frames) describing an unexpected error. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return redact(String(error)).slice(0, 300);
  const lines = error.message
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const summary = lines.length > 1 ? `${lines[0]} … ${lines[lines.length - 1]}` : (lines[0] ?? "");
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .slice(0, 8);
  return redact(
    [`${error.name}${typeof code === "string" ? ` ${code}` : ""}: ${summary.slice(0, 400)}`, ...frames].join("\n"),
  );
}
