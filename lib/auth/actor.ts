import { db } from "@/lib/db";
import { ApiError } from "@/lib/http/api-error";
import type { Actor } from "@/lib/auth/permissions";
import { SESSION_COOKIE, verifyToken } from "@/lib/auth/token";

export type AuthVia = "bearer" | "cookie";

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/**
 * Who is asking: the Bearer token when one is sent (a bad one is 401, never a fallback to the
 * cookie), else the next-auth session cookie. The user is re-read so a deleted account or a changed
 * role takes effect at once.
 */
export async function resolveActor(request: Request): Promise<{ actor: Actor | null; via?: AuthVia }> {
  const authorization = request.headers.get("authorization");
  let token: string | undefined;
  let via: AuthVia | undefined;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (!match) throw new ApiError(401, "Invalid authorization header");
    token = match[1];
    via = "bearer";
  } else {
    token = cookieValue(request.headers.get("cookie"), SESSION_COOKIE);
    via = token ? "cookie" : undefined;
  }
  if (!token) return { actor: null };

  const claims = await verifyToken(token);
  if (!claims) {
    if (via === "bearer") throw new ApiError(401, "Invalid or expired token");
    return { actor: null };
  }
  const user = await db.user.findUnique({
    where: { id: claims.sub },
    select: { id: true, username: true, email: true, role: true },
  });
  if (!user) throw new ApiError(401, "Your account no longer exists");
  return { actor: user, via };
}
