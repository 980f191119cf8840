import { sessionCookie, signToken } from "@/lib/auth/token";
import { route } from "@/lib/http/route";
import { createUser, toUserJson } from "@/lib/services/users";
import { signUpSchema } from "@/lib/validation/auth";

// POST /api/auth/signup — create a teacher or mentor account (the role chosen on the form) and sign it in
export const POST = route({ role: "public", body: signUpSchema }, async ({ body }) => {
  const user = await createUser(body);
  const token = await signToken(user);
  return Response.json({ token, user: toUserJson(user) }, { status: 201, headers: { "Set-Cookie": sessionCookie(token) } });
});
