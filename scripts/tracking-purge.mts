// `npm run tracking:purge`: delete tracking events older than TRACKING_RETENTION_DAYS (default 180).
// Run it daily from cron or a scheduler against the app's DATABASE_URL.
import { env } from "../lib/env.ts";

if (!env.DATABASE_URL) {
  console.error("DATABASE_URL is not set (e.g. postgresql://user:password@127.0.0.1:5432/school).");
  process.exit(1);
}

const { db } = await import("../lib/db.ts");
const { purgeTrackingEvents } = await import("../lib/services/tracking.ts");
try {
  const { deleted, cutoff } = await purgeTrackingEvents(env.TRACKING_RETENTION_DAYS);
  console.log(`Deleted ${deleted} tracking event(s) received before ${cutoff.toISOString()} (retention ${env.TRACKING_RETENTION_DAYS} days).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
