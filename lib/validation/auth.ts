import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "@/lib/constants";
import { hasInvisible, invisibleMessage } from "@/lib/validation/human-text";

export const PASSWORD_MESSAGES = {
  short: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  common: "This password is too common. Please choose one that is harder to guess.",
  sameAsUsername: "Password must not be the same as your username",
  sameAsOld: "New password must be different from your current password",
  mismatch: "Passwords do not match",
  wrongCurrent: "Current password is incorrect",
} as const;

/** The roles a new account may choose at sign-up (admins are created by admins). */
export const SIGN_UP_ROLES = ["teacher", "mentor"] as const;

/** A username as stored and compared: the names' rule (lib/validation/human-text.ts), then the username's characters. */
const usernameText = (required: string) =>
  z
    .string({ error: required })
    .normalize("NFKC")
    .trim()
    .min(1, required)
    .max(50, "Username must be at most 50 characters")
    .refine((value) => !hasInvisible(value), invisibleMessage("Username"));
const newUsername = (required: string) =>
  usernameText(required).regex(
    /^[\p{L}\p{N}._-]+$/u,
    "Username may contain letters, digits, dots, dashes and underscores",
  );

const password = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(200, "Password is too long");
/** A password being set: the length rule here (browser and server); the common-password list is checked by the server. */
export const newPassword = password.refine((value) => value.length >= MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.short);

export const signInSchema = z.object({ username: usernameText("Username is required"), password });

export const signUpSchema = z.object({
  username: newUsername("Username is required"),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(200, "Email is too long")
    .pipe(z.email({ error: "Please enter a valid email address" })),
  password: newPassword,
  // Chosen at sign-up (the original client sends it; older clients leave it out → teacher). Never admin.
  role: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(SIGN_UP_ROLES, { error: "Please select a role (Teacher or Mentor)" }).default("teacher"),
  ),
});

const REQUIRED = "Please fill in all required fields";
export const createAdminSchema = z
  .object({
    username: newUsername(REQUIRED),
    email: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, "Email is too long"),
    password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200, "Password is too long"),
    confirmPassword: z.string({ error: REQUIRED }).max(200, "Password is too long"),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", message: PASSWORD_MESSAGES.mismatch, path: ["confirmPassword"] });
    } else if (value.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: "custom", message: PASSWORD_MESSAGES.short, path: ["password"] });
    } else if (!z.email().safeParse(value.email).success) {
      ctx.addIssue({ code: "custom", message: "Please enter a valid email address", path: ["email"] });
    }
  });

/** `PUT /api/auth/change-password` as the original web client sends it. */
export const changePasswordSchema = z
  .object({
    oldPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(200, "Password is too long"),
    newPassword: z
      .string({ error: "New password is required" })
      .min(1, "New password is required")
      .max(200, "Password is too long"),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword.length < MIN_PASSWORD_LENGTH)
      ctx.addIssue({ code: "custom", message: PASSWORD_MESSAGES.short, path: ["newPassword"] });
    else if (value.newPassword === value.oldPassword)
      ctx.addIssue({ code: "custom", message: PASSWORD_MESSAGES.sameAsOld, path: ["newPassword"] });
  });

/** The change-password screen: the same, plus the confirmation typed twice. */
export const changePasswordForm = z
  .object({ oldPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((value, ctx) => {
    const parsed = changePasswordSchema.safeParse(value);
    if (!parsed.success)
      ctx.addIssue({ code: "custom", message: parsed.error.issues[0].message, path: parsed.error.issues[0].path });
    else if (value.newPassword !== value.confirmPassword)
      ctx.addIssue({ code: "custom", message: PASSWORD_MESSAGES.mismatch, path: ["confirmPassword"] });
  });

export type CreateAdminInput = z.infer<typeof createAdminSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
