// What the screens load lazily (lib/offline/load.ts), as one chunk behind one dynamic import: the
// queue panel (mounted after every signed-in page, so the chunk is fetched while online and the
// service worker keeps it), sendOrQueue for the first save made offline, and the sign-out guard.
export { OfflinePanel } from "@/components/offline/offline-panel";
export { sendOrQueue } from "@/lib/offline/send";
export { confirmSignOut } from "@/lib/offline/sign-out-guard";
export { signOutDevice } from "@/lib/offline/sign-out";
