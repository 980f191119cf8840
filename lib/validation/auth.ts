import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "@/lib/constants";

/** The roles a new account may choose at sign-up (admins are created by admins). */
export const SIGN_UP_ROLES = ["teacher", "mentor"] as const;

const username = z
  .string({ error: "Username is required" })
  .trim()
  .min(1, "Username is required")
  .max(50, "Username must be at most 50 characters");
const password = z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long");

export const signInSchema = z.object({ username, password });

export const signUpSchema = z.object({
  username: username.regex(/^[\p{L}\p{N}._-]+$/u, "Username may contain letters, digits, dots, dashes and underscores"),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(200, "Email is too long")
    .pipe(z.email({ error: "Please enter a valid email address" })),
  password: password.refine((value) => value.length >= MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`),
  // Chosen at sign-up (the original client sends it; older clients leave it out → teacher). Never admin.
  role: z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(SIGN_UP_ROLES, { error: "Please select a role (Teacher or Mentor)" }).default("teacher")),
});

const REQUIRED = "Please fill in all required fields";
export const createAdminSchema = z
  .object({
    username: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(50, "Username must be at most 50 characters"),
    email: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, "Email is too long"),
    password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200, "Password is too long"),
    confirmPassword: z.string({ error: REQUIRED }).max(200, "Password is too long"),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", message: "Passwords do not match", path: ["confirmPassword"] });
    } else if (value.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: "custom", message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`, path: ["password"] });
    } else if (!z.email().safeParse(value.email).success) {
      ctx.addIssue({ code: "custom", message: "Please enter a valid email address", path: ["email"] });
    }
  });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type CreateAdminInput = z.infer<typeof createAdminSchema>;
