import type { Role } from "@/lib/generated/prisma/enums";

/**
 * Who may call a route, by the `role` named in `route({ role })`:
 * - public: anybody, signed in or not (the actor is passed when known)
 * - teacher: any signed-in user (admins can do everything teachers can)
 * - admin: admins only (403 for everyone else)
 */
export type Access = "public" | "teacher" | "admin";

const allowed: Record<Exclude<Access, "public">, readonly Role[]> = {
  teacher: ["teacher", "admin"],
  admin: ["admin"],
};

export function mayCall(access: Access, role: Role | undefined): boolean {
  if (access === "public") return true;
  return role !== undefined && allowed[access].includes(role);
}

export interface Actor {
  id: string;
  username: string;
  email: string;
  role: Role;
}

export const isAdmin = (actor: Pick<Actor, "role">) => actor.role === "admin";
