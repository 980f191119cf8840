import { route } from "@/lib/http/route";
import { listTrackingEvents } from "@/lib/tracking/tracking";
import { trackingEventsQuery } from "@/lib/tracking/tracking.schema";

// GET /api/admin/tracking-events — the latest tracking events, filtered by session, user or type (admins only)
export const GET = route({ role: "admin", query: trackingEventsQuery }, async ({ query }) => listTrackingEvents(query));

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
