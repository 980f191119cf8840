import { dictionary } from "@zxcvbn-ts/language-common";
import { problem } from "@/lib/problems/api-error";

// zxcvbn-ts's list of ~49,000 passwords most often found in breaches (MIT, kept up to date). Server
// only: it is far too heavy for the screens (docs/performance.md#page-weight), which show the server's
// message instead.
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
  if (isCommonPassword(password)) throw problem("password-too-common");
  if (password.normalize("NFKC").toLowerCase() === username.normalize("NFKC").toLowerCase())
    throw problem("password-same-as-username");
}
