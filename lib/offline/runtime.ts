// The offline machinery a screen loads lazily (lib/offline/load.ts), as one chunk behind one dynamic import:
// sendOrQueue for the first save made offline and the device sign-out. The navigation bar loads it
// together with the queue panel (components/offline/panel-and-sending.ts).
export { sendOrQueue } from "@/lib/offline/send";
export { signOutDevice } from "@/lib/offline/sign-out";
