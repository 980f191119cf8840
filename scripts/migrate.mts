// `npm run migrate`: apply prisma/migrations to DATABASE_URL, like `prisma migrate deploy`.
import "./lib/env-file.mts";
import { applyMigrations } from "../lib/migrations/runner";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is not set (e.g. postgresql://user:password@127.0.0.1:5432/school).");
  process.exit(1);
}

try {
  // The runner logs each migration it applies and a closing count.
  await applyMigrations(databaseUrl, { log: (line) => console.log(line) });
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
