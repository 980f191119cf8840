import { route } from "@/lib/http/route";
import { endUserSessions } from "@/lib/services/users";
import { idParams } from "@/lib/validation/common";

// POST /api/admin/users/{id}/end-sessions — sign a user out everywhere (every Bearer token and cookie)
export const POST = route({ role: "admin", params: idParams }, async ({ params }) => {
  const { endedSessions } = await endUserSessions(params.id);
  return { message: endedSessions === 1 ? "Ended 1 session" : `Ended ${endedSessions} sessions`, endedSessions };
});
