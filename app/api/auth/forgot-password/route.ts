import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";
import { whoResetsPassword } from "@/lib/people/forgot-password";
import { forgotPasswordSchema } from "@/lib/people/people.schema";

// POST /api/auth/forgot-password { username } — who can reset it (no e-mail); the same answer for unknown usernames
export const POST = route({ role: "public", body: forgotPasswordSchema }, async ({ body, request }) =>
  whoResetsPassword(body.username, clientAddress(request)),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
