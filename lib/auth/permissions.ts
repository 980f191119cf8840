import type { Locale } from "@/lib/i18n/locales";
import type { Role } from "@/lib/generated/prisma/enums";

/**
 * Who may call a route, by the `role` named in `route({ role })`:
 * - public: anybody, signed in or not (the actor is passed when known)
 * - signed-in: any signed-in user: teachers, mentors (they use the attendance and marks screens of the
 *   schools they belong to) and admins (who can do everything teachers can)
 * - daily-report: the teacher's daily class report; a mentor files lesson observations instead
 * - mentor: lesson observations, by mentors (and admins)
 * - admin: admins only (403 for everyone else)
 */
export type Access = "public" | "signed-in" | "daily-report" | "mentor" | "admin";

const allowed: Record<Exclude<Access, "public">, readonly Role[]> = {
  "signed-in": ["teacher", "mentor", "admin"],
  "daily-report": ["teacher", "admin"],
  mentor: ["mentor", "admin"],
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
  /** After an admin's password reset: the screens allow only /change-password until it is changed. */
  mustChangePassword?: boolean;
  /** The language the user chose for the screens (docs/design.md#languages); absent until they choose. */
  locale?: Locale;
}

/** The one admin test; it lives in lib/constants.ts so that the screens share it with the server. */
export { isAdmin } from "@/lib/constants";
