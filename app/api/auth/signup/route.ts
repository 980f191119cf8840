import { env } from "@/lib/env";
import { startSession } from "@/lib/auth/sessions";
import { sessionCookie } from "@/lib/auth/tokens";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";
import { consumeQuota } from "@/lib/platform/rate-limit";
import { createUser, toUserJson } from "@/lib/people/users";
import { signUpSchema } from "@/lib/people/auth.schema";

// POST /api/auth/signup — create a teacher or mentor account (the role chosen on the form; limited per address) and sign it in
export const POST = route({ role: "public", body: signUpSchema }, async ({ body, request }) => {
  await consumeQuota(
    `signup:ip:${clientAddress(request)}`,
    env.SIGNUP_MAX_PER_ADDRESS,
    env.SIGNUP_WINDOW_SECONDS,
    "signup-throttled",
  );
  const user = await createUser(body);
  const session = await startSession(user);
  return Response.json(
    { token: session.bearer, user: toUserJson(user) },
    { status: 201, headers: { "Set-Cookie": sessionCookie(session.cookie, session.maxAgeSeconds) } },
  );
});

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
