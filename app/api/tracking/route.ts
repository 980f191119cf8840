import { after } from "next/server";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/http/client-address";
import { assertTrackingRate, geocodeTrackedLocation, recordTrackingEvents, type PendingGeocode } from "@/lib/services/tracking";
import { trackingPayloadSchema } from "@/lib/validation/tracking";
import { TRACKING_MAX_BODY_BYTES } from "@/lib/constants";

/** Geocoding runs after the 204 is sent; outside a Next request (tests) it simply runs detached. */
function geocodeLater(pending: PendingGeocode) {
  const task = () => geocodeTrackedLocation(pending);
  try {
    after(task);
  } catch {
    void task();
  }
}

// POST /api/tracking — store usage events (one or a batch), signed in or not; 204, never shown to the user
export const POST = route(
  { role: "public", body: trackingPayloadSchema, maxBodyBytes: TRACKING_MAX_BODY_BYTES, allowTextBody: true },
  async ({ actor, body, request }) => {
    const ip = clientAddress(request);
    await assertTrackingRate(body.session.id, ip);
    const { pendingGeocode } = await recordTrackingEvents(body, { userId: actor?.id ?? null, ip, userAgent: request.headers.get("user-agent") });
    if (pendingGeocode) geocodeLater(pendingGeocode);
    return new Response(null, { status: 204 });
  },
);
