// The /signin screen's form (its form action, app/(public)/signin/sign-in-action.ts, wrapped by
// lib/http/action.ts), whether the browser posted it before the page's script arrived or the script sent
// it: the same sign-in as POST /api/auth/signin (lib/people/sign-in.ts), answered with the screen to open
// next; refused, the /signin address that says why (a code the page words, never text from the request).
import type { StartedSession } from "@/lib/auth/sessions";
import { afterSignIn, safeCallback } from "@/lib/auth/redirects";
import { signInErrorFor } from "@/lib/auth/sign-in-errors";
import type { ProblemCode } from "@/lib/problems/codes";
import { signIn } from "@/lib/people/sign-in";
import type { Caller } from "@/lib/http/client-address";
import { signInSchema } from "@/lib/people/auth.schema";

export interface SignInFields {
  username: string;
  password: string;
  /** The screen the visitor was sent here from; honoured only when it is one of ours. */
  callbackUrl: string | null;
}

// A remembered address is checked where it is used (lib/auth/redirects.ts); this only bounds its length.
const MAX_CALLBACK_LENGTH = 2000;

const callbackOf = (fields: URLSearchParams | null) => {
  const value = fields?.get("callbackUrl");
  return value && value.length <= MAX_CALLBACK_LENGTH ? value : null;
};

/**
 * Signs in with the form's fields; the screen to open next, the new session and the device cookie to
 * set (lib/auth/device-cookie.ts; the caller carries the one sent, if any). A refusal is thrown as
 * the JSON route's problem (the action wrapper turns it into the outcome).
 * `origin`: the site posted to, which a remembered screen must keep.
 */
export async function signInFromForm(
  fields: URLSearchParams,
  caller: Caller,
  origin: string,
): Promise<{ next: string; session: StartedSession; deviceCookie: string }> {
  // A missing field is empty: the shared schema says what is missing.
  const credentials = signInSchema.parse({
    username: fields.get("username") ?? "",
    password: fields.get("password") ?? "",
  });
  const { user, session, deviceCookie } = await signIn(credentials, caller);
  const next = user.mustChangePassword ? "/change-password" : afterSignIn(user.role, callbackOf(fields), origin);
  return { next, session, deviceCookie };
}

/**
 * Where a refused form post goes back to: /signin with the code its status gives (a cross-site post's
 * refusal is no deactivated account: just `failed`), how many minutes a throttle asks to wait, and the
 * remembered screen when it is one of ours (`fields`: the form as read, null when it was not).
 */
export function refusedAddress(
  refused: { code: ProblemCode; status: number; retryAfterS: number | null },
  fields: URLSearchParams | null,
  origin: string,
): string {
  if (refused.code === "cross-site-refused") return "/signin?error=failed";
  const back = new URLSearchParams({ error: signInErrorFor(refused.status) });
  if (refused.status === 429 && refused.retryAfterS) back.set("retry", String(Math.ceil(refused.retryAfterS / 60)));
  const callback = safeCallback(callbackOf(fields), origin);
  if (callback) back.set("callbackUrl", callback);
  return `/signin?${back}`;
}
