import { dictionary } from "@zxcvbn-ts/language-common";
import { ApiError } from "@/lib/http/api-error";
import { PASSWORD_MESSAGES } from "@/lib/validation/auth";

// zxcvbn-ts's list of ~49,000 passwords most often found in breaches (MIT, kept up to date). Server
// only: it is ~380 kB, too heavy for the screens, which show the server's message instead.
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize("NFKC").toLowerCase());
}

/** The rules beyond length for any password being set (sign-up, new admin, change of password). */
export function assertPasswordAllowed(password: string, username: string): void {
  if (isCommonPassword(password)) throw new ApiError(400, PASSWORD_MESSAGES.common);
  if (password.normalize("NFKC").toLowerCase() === username.normalize("NFKC").toLowerCase())
    throw new ApiError(400, PASSWORD_MESSAGES.sameAsUsername);
}
