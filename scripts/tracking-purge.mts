// `npm run tracking:purge`: delete tracking events older than TRACKING_RETENTION_DAYS (default 180) and
// round the positions of events older than 30 days to about 1 km (the app also does that hourly on its
// own while it receives tracking). Run it daily from cron or a scheduler against the app's DATABASE_URL.
import "./lib/env-file.mts";
import { env } from "../lib/env.ts";

if (!env.DATABASE_URL) {
  console.error("DATABASE_URL is not set (e.g. postgresql://user:password@127.0.0.1:5432/school).");
  process.exit(1);
}

const { db } = await import("../lib/db.ts");
const { coarsenOldLocations, purgeTrackingEvents } = await import("../lib/tracking/tracking.ts");
try {
  const { deleted, cutoff } = await purgeTrackingEvents(env.TRACKING_RETENTION_DAYS);
  console.log(
    `Deleted ${deleted} tracking event(s) received before ${cutoff.toISOString()} (retention ${env.TRACKING_RETENTION_DAYS} days).`,
  );
  const coarsened = await coarsenOldLocations();
  console.log(`Rounded the position of ${coarsened} tracking event(s) older than 30 days to about 1 km.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
