// `npm run build:worker` (and before `next build`, `npm start`, `npm run dev` and the e2e server):
// public/sw.js from lib/offline/worker/. See scripts/lib/service-worker-build.mts.
import path from "node:path";
import { buildServiceWorker, WORKER_FILE } from "./lib/service-worker-build.mts";

const code = await buildServiceWorker();
console.log(`Service worker: ${path.relative(process.cwd(), WORKER_FILE)} (${(code.length / 1024).toFixed(1)} kB)`);
