/**
 * Why a form-encoded sign-in failed, as the code it puts in /signin?error=…: the page shows the
 * translated message for a known code and nothing for anything else, so no text from the address is
 * ever shown.
 */
export const SIGN_IN_ERRORS = ["invalid", "missing", "deactivated", "throttled", "unavailable", "failed"] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number];

/** The code for a refused sign-in's status (lib/auth/credentials.ts, the shared schema, the database). */
export function signInErrorFor(status: number): SignInError {
  if (status === 400) return "missing";
  if (status === 401) return "invalid";
  if (status === 403) return "deactivated";
  if (status === 429) return "throttled";
  if (status === 503) return "unavailable";
  return "failed";
}

export function readSignInError(value: unknown): SignInError | null {
  return typeof value === "string" && (SIGN_IN_ERRORS as readonly string[]).includes(value)
    ? (value as SignInError)
    : null;
}

/** Whole minutes to wait after `throttled` (1 to a day), or null for anything else. */
export function readRetryMinutes(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,4}$/.test(value)) return null;
  const minutes = Number(value);
  return minutes >= 1 && minutes <= 1440 ? minutes : null;
}
