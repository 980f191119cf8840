import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "@/lib/constants";
import { hasInvisible, invisibleIssue } from "@/lib/validation/human-text";
import type { ProblemCode } from "@/lib/problems/codes";

export const PASSWORD_MESSAGES = {
  short: "password-too-short",
  common: "password-too-common",
  sameAsUsername: "password-same-as-username",
  sameAsOld: "password-same-as-old",
  mismatch: "passwords-mismatch",
  wrongCurrent: "password-current-wrong",
} as const;

const TOO_SHORT = { message: PASSWORD_MESSAGES.short, params: { min: MIN_PASSWORD_LENGTH } };

/** The roles a new account may choose at sign-up (admins are created by admins). */
export const SIGN_UP_ROLES = ["teacher", "mentor"] as const;

/** A username as stored and compared: the names' rule (lib/validation/human-text.ts), then the username's characters. */
const usernameText = (required: ProblemCode) =>
  z
    .string({ error: required })
    .normalize("NFKC")
    .trim()
    .min(1, required)
    .max(50, "username-too-long")
    .refine((value) => !hasInvisible(value), invisibleIssue("username"));
const newUsername = (required: ProblemCode) =>
  usernameText(required).regex(/^[\p{L}\p{N}._-]+$/u, "username-characters");

const password = z.string({ error: "password-required" }).min(1, "password-required").max(200, "password-too-long");
/** A password being set: the length rule here (browser and server); the common-password list is checked by the server. */
export const newPassword = password.refine((value) => value.length >= MIN_PASSWORD_LENGTH, {
  message: PASSWORD_MESSAGES.short,
  params: { min: MIN_PASSWORD_LENGTH },
});

export const signInSchema = z.object({ username: usernameText("username-required"), password });

export const signUpSchema = z.object({
  username: newUsername("username-required"),
  email: z
    .string({ error: "email-required" })
    .trim()
    .min(1, "email-required")
    .max(200, "email-too-long")
    .pipe(z.email({ error: "email-invalid" })),
  password: newPassword,
  // Chosen at sign-up (the original client sends it; older clients leave it out → teacher). Never admin.
  role: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(SIGN_UP_ROLES, { error: "select-role" }).default("teacher"),
  ),
});

const REQUIRED = "fill-required";
export const createAdminSchema = z
  .object({
    username: newUsername(REQUIRED),
    email: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, "email-too-long"),
    password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200, "password-too-long"),
    confirmPassword: z.string({ error: REQUIRED }).max(200, "password-too-long"),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", message: PASSWORD_MESSAGES.mismatch, path: ["confirmPassword"] });
    } else if (value.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: "custom", ...TOO_SHORT, path: ["password"] });
    } else if (!z.email().safeParse(value.email).success) {
      ctx.addIssue({ code: "custom", message: "email-invalid", path: ["email"] });
    }
  });

/** `PUT /api/auth/change-password` as the original web client sends it. */
export const changePasswordSchema = z
  .object({
    oldPassword: z
      .string({ error: "password-current-required" })
      .min(1, "password-current-required")
      .max(200, "password-too-long"),
    newPassword: z
      .string({ error: "password-new-required" })
      .min(1, "password-new-required")
      .max(200, "password-too-long"),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword.length < MIN_PASSWORD_LENGTH)
      ctx.addIssue({ code: "custom", ...TOO_SHORT, path: ["newPassword"] });
    else if (value.newPassword === value.oldPassword)
      ctx.addIssue({ code: "custom", message: PASSWORD_MESSAGES.sameAsOld, path: ["newPassword"] });
  });

/** The change-password screen: the same, plus the confirmation typed twice. */
export const changePasswordForm = z
  .object({ oldPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((value, ctx) => {
    const parsed = changePasswordSchema.safeParse(value);
    if (!parsed.success) ctx.addIssue({ ...parsed.error.issues[0], code: "custom" });
    else if (value.newPassword !== value.confirmPassword)
      ctx.addIssue({ code: "custom", message: PASSWORD_MESSAGES.mismatch, path: ["confirmPassword"] });
  });

export type CreateAdminInput = z.infer<typeof createAdminSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
