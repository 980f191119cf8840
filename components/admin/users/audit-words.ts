import { useTranslations } from "next-intl";

// The audit log stores codes (lib/people/*: recordAudit); the screen names them in the reader's
// language and shows a code it does not know as stored.
const ACTION = {
  "user.role": "userRole",
  "user.deactivate": "userDeactivate",
  "user.reactivate": "userReactivate",
  "user.reset-password": "userResetPassword",
  "user.end-sessions": "userEndSessions",
  // Written by the migration that made usernames unique without case (a younger twin renamed).
  "user.rename": "userRename",
  "membership.add": "membershipAdd",
  "membership.approve": "membershipApprove",
  "membership.join": "membershipJoin",
  "membership.reject": "membershipReject",
  "membership.remove": "membershipRemove",
  "membership.request": "membershipRequest",
  "school.renew-join-code": "schoolRenewJoinCode",
  "school.join-approval": "schoolJoinApproval",
} as const;
// Targets and fields are stored under the names their messages have.
const TARGETS = ["user", "school"] as const;
const FIELDS = [
  "role",
  "active",
  "sessions",
  "mustChangePassword",
  "member",
  "pending",
  "code",
  "needsApproval",
  "username",
] as const;

const known = <T extends object>(map: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(map, key);
const oneOf = <T extends string>(names: readonly T[], key: string): key is T =>
  (names as readonly string[]).includes(key);

export function useAuditWords() {
  const t = useTranslations("adminUsers.audit");
  const roleName = useTranslations("vocab.role");
  const value = (field: string, item: unknown): string => {
    if (typeof item === "boolean") return item ? t("yes") : t("no");
    if (field === "role" && (item === "admin" || item === "teacher" || item === "mentor")) return roleName(item);
    return String(item);
  };
  return {
    action: (code: string) => (known(ACTION, code) ? t(`action.${ACTION[code]}`) : code),
    target: (type: string) => (oneOf(TARGETS, type) ? t(`target.${type}`) : type),
    /** A before or after object as "field: value, …", or — when there is none. */
    values: (record: unknown) =>
      record && typeof record === "object"
        ? Object.entries(record)
            .map(([field, item]) => `${oneOf(FIELDS, field) ? t(`field.${field}`) : field}: ${value(field, item)}`)
            .join(", ")
        : "—",
  };
}
