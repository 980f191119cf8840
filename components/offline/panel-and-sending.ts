// What the navigation bar loads after the page (components/layout/navbar.tsx): the queue panel with the
// offline machinery it drives, behind one dynamic import. Mounted after every signed-in page, so the
// chunk is fetched while online and the service worker keeps it.
export * from "@/lib/offline/runtime";
export { OfflinePanel } from "@/components/offline/offline-panel";
