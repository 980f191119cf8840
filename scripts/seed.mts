// `npm run seed`: migrate DATABASE_URL and add the demo data when the database has none yet
// (what `npm start` does on its first run).
import { prepareDatabase } from "./lib/launch.mts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is not set (e.g. postgresql://user:password@127.0.0.1:5432/school).");
  process.exit(1);
}
const seeded = await prepareDatabase(databaseUrl, { seed: true });
console.log(seeded ? "Demo data added." : "The database already has data: nothing seeded.");
