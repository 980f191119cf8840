import { route } from "@/lib/http/route";
import { createUser, toUserJson } from "@/lib/people/users";
import { createAdminSchema } from "@/lib/people/auth.schema";

// POST /api/auth/create-admin — an admin creates another admin account
export const POST = route({ role: "admin", body: createAdminSchema, status: 201 }, async ({ body, tx }) => {
  const user = await createUser(
    { username: body.username, email: body.email, password: body.password, role: "admin" },
    tx,
  );
  return { message: "Admin user created successfully!", user: toUserJson(user) };
});

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
