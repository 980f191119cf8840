"use client";

import { useTranslations } from "next-intl";

const ROLES = { teacher: "role.teacher", mentor: "role.mentor", admin: "role.admin" } as const;

/** A role as the screen's language names it (the shared vocab), or as the API sent it if unknown. */
export function useRoleName(): (role: string) => string {
  const tv = useTranslations("vocab");
  return (role) => (Object.hasOwn(ROLES, role) ? tv(ROLES[role as keyof typeof ROLES]) : role);
}
