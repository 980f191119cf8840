import { useTranslations } from "next-intl";

/** A role as the vocabulary names it in the reader's language, or as stored when it is none of ours. */
export function RoleName({ role }: { role: string | null | undefined }) {
  const t = useTranslations("vocab.role");
  if (role === "admin" || role === "teacher" || role === "mentor") return t(role);
  return role || "user";
}
