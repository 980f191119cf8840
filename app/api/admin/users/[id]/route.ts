import { route } from "@/lib/http/route";
import { getUserDetail, updateUser } from "@/lib/people/user-admin";
import { idParams } from "@/lib/validation/common";
import { updateUserSchema } from "@/lib/people/people.schema";

// GET /api/admin/users/{id} — one user: schools (active and pending), last sign-in, counts of what they filed
export const GET = route({ role: "admin", params: idParams }, async ({ params }) => getUserDetail(params.id));

// PATCH /api/admin/users/{id} — change role and/or active (never the last active admin; deactivating ends sessions)
export const PATCH = route(
  { role: "admin", params: idParams, body: updateUserSchema },
  async ({ actor, params, body }) => updateUser(actor, params.id, body),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
