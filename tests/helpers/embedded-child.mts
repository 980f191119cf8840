// A separate process serving an embedded database on a data directory (as `npm start` does), so a test
// can copy that directory while this process writes to it. Prints {"url"} once serving.
import { startEmbeddedPostgres } from "../../scripts/lib/embedded-postgres.mts";

const embedded = await startEmbeddedPostgres({ dataDir: process.argv[2] });
console.log(JSON.stringify({ url: embedded.url }));
process.on("SIGTERM", () => void embedded.stop().then(() => process.exit(0)));
