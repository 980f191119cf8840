// The /signin screen's form (its form action, app/(public)/signin/sign-in-action.ts), whether the browser
// posted it before the page's script arrived or the script sent it: the same sign-in as
// POST /api/auth/signin (lib/services/sign-in.ts), answered with the screen to open next, or with why
// not and the /signin address that says so (a code the page words, never text from the request).
import { randomUUID } from "node:crypto";
import type { StartedSession } from "@/lib/auth/sessions";
import { afterSignIn, safeCallback } from "@/lib/auth/redirects";
import { signInErrorFor } from "@/lib/auth/sign-in-errors";
import { isCrossSiteCookieWrite } from "@/lib/http/cors";
import { toApiError } from "@/lib/http/error-response";
import { englishOf } from "@/lib/http/problem-text";
import type { ProblemCode, ProblemParams } from "@/lib/problems";
import { signIn } from "@/lib/services/sign-in";
import { signInSchema } from "@/lib/validation/auth";

export interface SignInFields {
  username: string;
  password: string;
  /** The screen the visitor was sent here from; honoured only when it is one of ours. */
  callbackUrl: string | null;
}

/** A refused sign-in as the JSON route would answer it: its status, `{ message, code, params? }` and Retry-After. */
export interface SignInRefusal {
  status: number;
  message: string;
  code: ProblemCode;
  params?: ProblemParams;
  retryAfterS: number | null;
}

export type FormSignIn = { next: string; session: StartedSession } | { refused: SignInRefusal; back: string };

const CROSS_SITE: SignInRefusal = {
  status: 403,
  message: englishOf("cross-site-refused"),
  code: "cross-site-refused",
  retryAfterS: null,
};

export async function signInFromForm(fields: SignInFields, request: Request): Promise<FormSignIn> {
  const origin = new URL(request.url).origin;
  // No other site may sign anyone in (lib/http/cors.ts), and its refusal is not a deactivated account.
  if (isCrossSiteCookieWrite(request)) return { refused: CROSS_SITE, back: "/signin?error=failed" };
  try {
    const credentials = signInSchema.parse({ username: fields.username, password: fields.password });
    const { user, session } = await signIn(credentials, request);
    const next = user.mustChangePassword ? "/change-password" : afterSignIn(user.role, fields.callbackUrl, origin);
    return { next, session };
  } catch (error) {
    // toApiError logs what is the server's fault; the status says which message the page shows.
    const refused = toApiError(error, randomUUID().slice(0, 8));
    const retryAfterS = Number(refused.headers?.["Retry-After"]) || null;
    const back = new URLSearchParams({ error: signInErrorFor(refused.status) });
    if (refused.status === 429 && retryAfterS) back.set("retry", String(Math.ceil(retryAfterS / 60)));
    const callback = safeCallback(fields.callbackUrl, origin);
    if (callback) back.set("callbackUrl", callback);
    const { status, message, code, params } = refused;
    return { refused: { status, message, code, ...(params && { params }), retryAfterS }, back: `/signin?${back}` };
  }
}
