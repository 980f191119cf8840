import { z } from "zod";
import { id, optionalId, pageLimit, pageNumber, searchText } from "@/lib/validation/common";

export const PEOPLE_PAGE_SIZE = 20;
export const JOIN_CODE_LENGTH = 8;
/** No 0/O, 1/I/L: a code read aloud or copied from a board is typed right. */
export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

const blank = (value: unknown) => (value === "" ? undefined : value);

export const USER_STATUSES = ["active", "deactivated"] as const;
export const ROLES = ["admin", "teacher", "mentor"] as const;

/** GET /api/admin/users: without `page` or `limit` the whole list (the original client), else one page. */
export const userListQuery = z.object({
  search: searchText,
  role: z.preprocess(blank, z.enum(ROLES, { error: "role-invalid" }).optional()),
  status: z.preprocess(blank, z.enum(USER_STATUSES, { error: "status-filter-invalid" }).optional()),
  schoolId: optionalId("school-id-invalid"),
  page: pageNumber,
  limit: pageLimit,
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const pageQuery = z.object({ page: pageNumber, limit: pageLimit });
export type PageQuery = z.infer<typeof pageQuery>;

export const updateUserSchema = z
  .object({
    role: z.enum(ROLES, { error: "role-invalid" }).optional(),
    active: z.boolean({ error: "active-not-boolean" }).optional(),
  })
  .refine((value) => value.role !== undefined || value.active !== undefined, "nothing-to-update");
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

const joinCode = z
  .string({ error: "join-code-required" })
  .trim()
  .min(1, "join-code-required")
  .max(32, "join-code-invalid")
  .transform((value) => value.toUpperCase().replace(/[\s-]/g, ""))
  .refine(
    (value) => value.length === JOIN_CODE_LENGTH && [...value].every((c) => JOIN_CODE_ALPHABET.includes(c)),
    "join-code-invalid",
  );

/** POST /api/schools/join: a code (joins at once or waits for approval), or a school id (always waits). */
export const joinSchoolSchema = z
  .object({ code: joinCode.optional(), schoolId: id("school-id-invalid").optional() })
  .refine((value) => value.code !== undefined || value.schoolId !== undefined, {
    message: "join-code-required",
    path: ["code"],
  });
export type JoinSchoolInput = z.infer<typeof joinSchoolSchema>;

export const joinSettingsSchema = z.object({
  needsApproval: z.boolean({ error: "needs-approval-not-boolean" }),
});

export const addMemberSchema = z.object({ userId: id("choose-user") });

export const memberParams = z.object({ id: id("school-id-invalid"), userId: id("user-id-invalid") });

export const forgotPasswordSchema = z.object({
  username: z
    .string({ error: "forgot-username-required" })
    .trim()
    .min(1, "forgot-username-required")
    .max(100, "text-too-long"),
});

export const schoolLookupQuery = z.object({
  name: z.string({ error: "school-name-required" }).trim().min(1, "school-name-required").max(200, "text-too-long"),
  district: z.preprocess(blank, z.string().trim().max(120, "text-too-long").optional()),
});
