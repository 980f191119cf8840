import { route } from "@/lib/http/route";
import {
  assertTrackingRate,
  geocodeTrackedLocation,
  listTrackingEvents,
  recordTrackingEvents,
  trackingHousekeeping,
} from "@/lib/tracking/tracking";
import { trackingEventsQuery, trackingPayloadSchema } from "@/lib/tracking/tracking.schema";
import { ApiError, problem } from "@/lib/problems/api-error";
import { clientAddress } from "@/lib/http/client-address";
import { readJsonBody } from "@/lib/http/read-body";
import { TRACKING_MAX_BODY_BYTES } from "@/lib/constants";
import { afterAnswer } from "@/lib/platform/after-answer";
import type { ApiRoutes } from "@/lib/http/api-table";

/** The JSON body, or undefined when there is none: the original client re-sends its session start with no body. */
async function readPayload(request: Request): Promise<unknown> {
  try {
    return await readJsonBody(request, TRACKING_MAX_BODY_BYTES, true);
  } catch (error) {
    if (error instanceof ApiError && error.code === "body-required") return undefined;
    throw error;
  }
}

/** The tracking feature's /api routes: URL pattern (spelled as Next names folders) → the methods it answers. */
export const trackingApi = {
  "/api/admin/tracking-events": {
    // GET /api/admin/tracking-events — the latest tracking events, filtered by session, user or type (admins only)
    GET: route({ role: "admin", query: trackingEventsQuery }, async ({ query }) => listTrackingEvents(query)),
  },
  "/api/tracking": {
    // POST /api/tracking — store usage events (one, a batch, or a session start), signed in or not; 204,
    // never shown to the user; throttled per session and per address in events a minute (429 + Retry-After)
    POST: route({ role: "public" }, async ({ actor, request }) => {
      const raw = await readPayload(request);
      if (raw === undefined) return new Response(null, { status: 204 });
      if (JSON.stringify(raw).includes("\\u0000")) throw problem("nul-text");
      const body = trackingPayloadSchema.parse(raw);
      const ip = clientAddress(request);
      await assertTrackingRate(body.session.id, ip, body.events.length);
      const { pendingGeocode } = await recordTrackingEvents(body, {
        userId: actor?.id ?? null,
        ip,
        userAgent: request.headers.get("user-agent"),
      });
      if (pendingGeocode) afterAnswer(() => geocodeTrackedLocation(pendingGeocode));
      // Roughly one request in fifty looks whether the hourly housekeeping is due (see trackingHousekeeping).
      if (Math.random() < 0.02) afterAnswer(trackingHousekeeping);
      return new Response(null, { status: 204 });
    }),
  },
} satisfies ApiRoutes;
