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
  role: z.preprocess(blank, z.enum(ROLES, { error: "Role must be admin, teacher or mentor" }).optional()),
  status: z.preprocess(blank, z.enum(USER_STATUSES, { error: "Status must be active or deactivated" }).optional()),
  schoolId: optionalId("Invalid school id"),
  page: pageNumber,
  limit: pageLimit,
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const pageQuery = z.object({ page: pageNumber, limit: pageLimit });
export type PageQuery = z.infer<typeof pageQuery>;

export const updateUserSchema = z
  .object({
    role: z.enum(ROLES, { error: "Role must be admin, teacher or mentor" }).optional(),
    active: z.boolean({ error: "Active must be true or false" }).optional(),
  })
  .refine((value) => value.role !== undefined || value.active !== undefined, "Nothing to update");
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

const joinCode = z
  .string({ error: "Please enter the school's join code" })
  .trim()
  .min(1, "Please enter the school's join code")
  .max(32, "That join code is not valid")
  .transform((value) => value.toUpperCase().replace(/[\s-]/g, ""))
  .refine(
    (value) => value.length === JOIN_CODE_LENGTH && [...value].every((c) => JOIN_CODE_ALPHABET.includes(c)),
    "That join code is not valid",
  );

/** POST /api/schools/join: a code (joins at once or waits for approval), or a school id (always waits). */
export const joinSchoolSchema = z
  .object({ code: joinCode.optional(), schoolId: id("Invalid school id").optional() })
  .refine((value) => value.code !== undefined || value.schoolId !== undefined, {
    message: "Please enter the school's join code",
    path: ["code"],
  });
export type JoinSchoolInput = z.infer<typeof joinSchoolSchema>;

export const joinSettingsSchema = z.object({
  needsApproval: z.boolean({ error: "needsApproval must be true or false" }),
});

export const addMemberSchema = z.object({ userId: id("Please choose a user") });

export const schoolParams = z.object({ id: id("Invalid school id") });
export const memberParams = z.object({ id: id("Invalid school id"), userId: id("Invalid user id") });

export const forgotPasswordSchema = z.object({
  username: z
    .string({ error: "Please enter your username" })
    .trim()
    .min(1, "Please enter your username")
    .max(100, "Must be at most 100 characters"),
});

export const schoolLookupQuery = z.object({
  name: z.string({ error: "School name is required" }).trim().min(1, "School name is required").max(200),
  district: z.preprocess(blank, z.string().trim().max(120, "Must be at most 120 characters").optional()),
});
