import { cookies } from "next/headers";
import { SESSION_COOKIE, verifyToken } from "@/lib/auth/token";

/** The signed-in user's claims for server components (display only; API routes resolve the actor themselves). */
export async function getSessionUser() {
  const store = await cookies();
  const token = store.get(SESSION_COOKIE)?.value;
  const claims = token ? await verifyToken(token) : null;
  return claims ? { id: claims.sub, username: claims.name, email: claims.email, role: claims.role } : null;
}
