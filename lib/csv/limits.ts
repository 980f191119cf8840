import type { Actor } from "@/lib/auth/permissions";
import type { DbClient } from "@/lib/db";
import { heavyWork } from "@/lib/platform/heavy-work";
import type { RouteLimit } from "@/lib/platform/heavy-work";
import { consumeQuota } from "@/lib/platform/rate-limit";

/** Parsing 5,000 rows costs real CPU: 30 imports (previews included) per user per minute. */
export const throttleImport = (actor: Actor, client?: DbClient) =>
  consumeQuota(`csv-import:user:${actor.id}`, 30, 60, "imports-throttled", client);

/**
 * CSV and .xlsx exports walk up to 100,000 rows: 30 downloads per user per minute (every instance), and
 * the instance's one gate of heavy answers while the file is written (lib/platform/heavy-work.ts).
 */
export const EXPORT_DOWNLOAD: RouteLimit = {
  perUser: () => ({
    name: "csv-export",
    limit: 30,
    windowSeconds: 60,
    code: "downloads-throttled",
  }),
  gate: heavyWork,
};
