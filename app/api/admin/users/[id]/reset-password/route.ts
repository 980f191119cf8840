import { route } from "@/lib/http/route";
import { resetPassword } from "@/lib/people/user-admin";
import { idParams } from "@/lib/validation/common";

// POST /api/admin/users/{id}/reset-password — a one-time temporary password, shown once; the user must change it
export const POST = route({ role: "admin", params: idParams }, async ({ actor, params }) => {
  const { temporaryPassword } = await resetPassword(actor, params.id);
  return {
    message: "Temporary password set. Give it to the user: they must choose a new one when they sign in.",
    temporaryPassword,
  };
});

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
