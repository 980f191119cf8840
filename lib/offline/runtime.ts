// What the screens load lazily (lib/offline/load.ts): one chunk, fetched while online by the queue
// panel so the service worker keeps it for the first save made offline.
export { sendOrQueue } from "@/lib/offline/send";
export { confirmSignOut } from "@/lib/offline/sign-out-guard";
