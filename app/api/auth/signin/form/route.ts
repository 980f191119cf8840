import { randomUUID } from "node:crypto";
import { afterSignIn, safeCallback } from "@/lib/auth/redirects";
import { signInErrorFor } from "@/lib/auth/sign-in-errors";
import { sessionCookie } from "@/lib/auth/tokens";
import { ApiError } from "@/lib/http/api-error";
import { isCrossSiteCookieWrite } from "@/lib/http/cors";
import { errorResponse } from "@/lib/http/error-response";
import { readForm, seeOther } from "@/lib/http/form-post";
import { finishApiResponse } from "@/lib/http/route";
import { signIn } from "@/lib/services/sign-in";
import { signInSchema } from "@/lib/validation/auth";

// Username, password and a remembered screen address fit in far less.
const MAX_FORM_BYTES = 8 * 1024;

/**
 * POST /api/auth/signin/form — the sign-in form as the browser posts it before the page's JavaScript
 * has arrived: the same sign-in as POST /api/auth/signin (lib/services/sign-in.ts), answered with a
 * 303 to where the JSON flow's screen would go, or back to /signin with an error code. A cross-site
 * post is refused like every cookie write (lib/http/cors.ts), so no other site can sign anyone in.
 */
export async function POST(request: Request): Promise<Response> {
  const requestId = randomUUID().slice(0, 8);
  const origin = new URL(request.url).origin;
  let form: URLSearchParams;
  try {
    if (isCrossSiteCookieWrite(request)) throw new ApiError(403, "Cross-site request refused");
    form = await readForm(request, MAX_FORM_BYTES);
  } catch (error) {
    return finishApiResponse(errorResponse(error, requestId), request);
  }
  const callbackUrl = form.get("callbackUrl");
  try {
    const credentials = signInSchema.parse({
      username: form.get("username") ?? "",
      password: form.get("password") ?? "",
    });
    const { user, session } = await signIn(credentials, request);
    const next = user.mustChangePassword ? "/change-password" : afterSignIn(user.role, callbackUrl, origin);
    return finishApiResponse(seeOther(next, [sessionCookie(session.cookie, session.maxAgeSeconds)]), request);
  } catch (error) {
    // errorResponse logs what is the server's fault; its status says which message the page shows.
    const refused = errorResponse(error, requestId);
    const back = new URLSearchParams({ error: signInErrorFor(refused.status) });
    const retryAfter = Number(refused.headers.get("retry-after"));
    if (refused.status === 429 && retryAfter > 0) back.set("retry", String(Math.ceil(retryAfter / 60)));
    const callback = safeCallback(callbackUrl, origin);
    if (callback) back.set("callbackUrl", callback);
    return finishApiResponse(seeOther(`/signin?${back}`), request);
  }
}
