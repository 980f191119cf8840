import type { Actor } from "@/lib/auth/permissions";
import { consumeQuota } from "@/lib/services/rate-limit";

/** Parsing 5,000 rows costs real CPU: 30 imports (previews included) per user per minute. */
export const throttleImport = (actor: Actor) =>
  consumeQuota(`csv-import:user:${actor.id}`, 30, 60, "Too many imports. Please wait a minute and try again.");

/** A marks export walks up to 100,000 rows: 30 downloads per user per minute. */
export const throttleExport = (actor: Actor) =>
  consumeQuota(`csv-export:user:${actor.id}`, 30, 60, "Too many downloads. Please wait a minute and try again.");
