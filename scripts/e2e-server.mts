// The app as Playwright sees it: a fresh database (real PostgreSQL when it answers, else embedded),
// migrated and seeded with the demo data, the service worker built (public/sw.js), then `next start` on
// E2E_PORT. Needs a prior `next build`.
import { generateKeyPairSync } from "node:crypto";
import { createServer } from "node:http";
import { answerKigali } from "./lib/fake-geocoder.mts";
import { freshTestDatabase } from "./lib/test-database.mts";
import { prepareDatabase, runNext, superviseChild } from "./lib/launch.mts";
import { buildServiceWorker } from "./lib/service-worker-build.mts";

const port = process.env.E2E_PORT ?? "3100";
const geocoderPort = Number(process.env.E2E_GEOCODER_PORT ?? 3199);

// A local stand-in for the reverse-geocoding service (the machine has no internet). A request with
// latitude 0 answers 500, to test the fallbacks.
const geocoder = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (url.searchParams.get("latitude") === "0") {
    response.writeHead(500).end();
    return;
  }
  answerKigali(response);
});
await new Promise<void>((resolve) => geocoder.listen(geocoderPort, "127.0.0.1", resolve));

const database = await freshTestDatabase("e2e");
await prepareDatabase(database.url, { seed: true });
console.log(`E2E database: ${database.kind}`);
await buildServiceWorker();

const child = runNext(["start", "-p", port], {
  DATABASE_URL: database.url,
  NEXTAUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-0001",
  NEXTAUTH_URL: `http://localhost:${port}/api/nextauth`,
  REPORT_CARD_SIGNING_KEY: generateKeyPairSync("ed25519")
    .privateKey.export({ type: "pkcs8", format: "pem" })
    .toString(),
  GEOCODER_URL: `http://127.0.0.1:${geocoderPort}/reverse-geocode`,
  E2E_DATABASE_URL: database.url,
  // Every spec that needs a fresh teacher signs one up from the same address; the signup limit has its
  // own tests (tests/http), here it would only make the suite depend on how many specs there are.
  SIGNUP_MAX_PER_ADDRESS: "1000",
  // Playwright prints the server's output: one line per request would bury the failures in it.
  REQUEST_LOG: "off",
});
superviseChild(child, async () => {
  geocoder.close();
  await database.drop();
});
