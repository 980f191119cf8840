import { randomUUID } from "node:crypto";
import { db, sql } from "@/lib/db";
import { problem } from "@/lib/problems/api-error";
import { cachedReverseGeocode, purgeExpiredGeocodes } from "@/lib/geo/geocode";
import { hitRateLimit } from "@/lib/platform/rate-limit";
import { rewriteOlderThan } from "@/lib/platform/housekeeping";
import { DAY_MS } from "@/lib/days";
import { TRACKING_ADDRESS_LIMIT, TRACKING_PRECISE_DAYS, TRACKING_SESSION_LIMIT } from "@/lib/constants";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TrackingEventsQuery, TrackingLocation, TrackingPayload } from "@/lib/tracking/tracking.schema";
import { sanitizeTrackingData } from "@/lib/tracking/tracking.schema";

/** What the server itself knows about a tracking request. */
export interface TrackingOrigin {
  userId: string | null;
  ip: string;
  userAgent: string | null;
}

/** Work left after answering: reverse-geocoding coordinates the client sent without an address. */
export interface PendingGeocode {
  ids: string[];
  /** Whose geocoder budget a lookup the cache cannot answer spends: none when anonymous (cache only). */
  userId: string | null;
  location: TrackingLocation & { coordinates: NonNullable<TrackingLocation["coordinates"]> };
}

/** A client clock reading is kept only when it is plausible; otherwise the server's time is used. */
function occurredAt(timestamp: string | number | undefined, now: Date): Date {
  if (timestamp === undefined) return now;
  const parsed = new Date(timestamp);
  const time = parsed.getTime();
  if (Number.isNaN(time) || time > now.getTime() + 5 * 60_000 || time < now.getTime() - DAY_MS) return now;
  return parsed;
}

/**
 * 429 `{ message }` + Retry-After when one session, or one address (session ids are chosen by the
 * client), sends more events a minute than a person using the app could. Events are counted, not
 * requests, so a batch costs what it holds.
 */
export async function assertTrackingRate(sessionId: string, ip: string, events: number): Promise<void> {
  const [session, address] = await Promise.all([
    hitRateLimit(`tracking:session:${sessionId}`, TRACKING_SESSION_LIMIT.windowSeconds, events),
    hitRateLimit(`tracking:ip:${ip}`, TRACKING_ADDRESS_LIMIT.windowSeconds, events),
  ]);
  const over = [
    session.count > TRACKING_SESSION_LIMIT.events ? session : null,
    address.count > TRACKING_ADDRESS_LIMIT.events ? address : null,
  ].filter((state) => state !== null);
  if (over.length) {
    const retry = Math.max(
      1,
      Math.ceil((Math.max(...over.map((state) => state.resetAt.getTime())) - Date.now()) / 1000),
    );
    throw problem("tracking-throttled", undefined, { "Retry-After": String(retry) });
  }
}

/** Stores a validated payload: one row per event, all with the same session, location and device. */
export async function recordTrackingEvents(
  payload: TrackingPayload,
  origin: TrackingOrigin,
): Promise<{ count: number; pendingGeocode: PendingGeocode | null }> {
  const now = new Date();
  const { session, location, device } = payload;
  const ids = payload.events.map(() => randomUUID());
  const deviceJson = device
    ? { ...device, sessionStartTime: session.startTime }
    : session.startTime !== undefined
      ? { sessionStartTime: session.startTime }
      : undefined;
  const hasLocation = location && Object.keys(location).length > 0;
  await db.trackingEvent.createMany({
    data: payload.events.map((event, index) => ({
      id: ids[index],
      type: event.type,
      action: typeof event.data.action === "string" ? event.data.action.slice(0, 100) : null,
      data: event.data as Prisma.InputJsonObject,
      sessionId: session.id,
      userId: origin.userId,
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 500) ?? null,
      location: hasLocation ? (location as Prisma.InputJsonObject) : undefined,
      preciseLocation: Boolean(location?.coordinates),
      device: deviceJson as Prisma.InputJsonObject | undefined,
      occurredAt: occurredAt(event.timestamp, now),
    })),
  });
  const coordinates = location?.coordinates;
  const needsAddress = coordinates && !location.fullAddress && !location.city;
  return {
    count: ids.length,
    pendingGeocode: needsAddress ? { ids, userId: origin.userId, location: { ...location, coordinates } } : null,
  };
}

/**
 * Fills in the address of events that came with bare coordinates, through the shared cache per
 * rounded position (so a burst of events near one place costs one provider call at most). A signed-in
 * user's events spend that user's budget; anonymous ones are filled from the cache only and never
 * spend one (so nobody can use up the server's lookups anonymously). Never throws: tracking must not
 * fail because a provider is down.
 */
export async function geocodeTrackedLocation(pending: PendingGeocode): Promise<void> {
  try {
    const { latitude, longitude } = pending.location.coordinates;
    const found = await cachedReverseGeocode(
      latitude,
      longitude,
      pending.userId ? { userId: pending.userId, for: "other" } : null,
    );
    await db.trackingEvent.updateMany({
      where: { id: { in: pending.ids } },
      data: {
        location: {
          ...pending.location,
          fullAddress: found.address,
          city: found.city,
          state: found.state,
          country: found.country,
        } as Prisma.InputJsonObject,
      },
    });
  } catch (error) {
    console.error("tracking: geocoding failed:", error instanceof Error ? error.message : error);
  }
}

/**
 * Privacy (docs/api-contract.md#tracking): events older than `days` keep their position rounded to 2 decimals (about
 * 1 km) and lose the street-level address parts; city, district, state and country stay. Done in
 * batches along the (preciseLocation, createdAt) index, so it touches only rows still precise.
 */
export const coarsenOldLocations = (days = TRACKING_PRECISE_DAYS, now = new Date(), batch = 5_000) =>
  rewriteOlderThan(
    days,
    now,
    batch,
    (cutoff) => sql(db).run`
      UPDATE "TrackingEvent" e SET "preciseLocation" = false,
        "location" = CASE WHEN jsonb_typeof(e."location"->'coordinates') = 'object' THEN
          (e."location" - 'streetNumber' - 'street' - 'village' - 'postalCode' - 'fullAddress')
          || jsonb_build_object('coordinates', jsonb_build_object(
               'latitude', round((e."location"->'coordinates'->>'latitude')::numeric, 2),
               'longitude', round((e."location"->'coordinates'->>'longitude')::numeric, 2),
               'accuracy', greatest(coalesce((e."location"->'coordinates'->>'accuracy')::numeric, 0), 1000)))
        ELSE e."location" END
      WHERE e.id IN (SELECT id FROM "TrackingEvent" WHERE "preciseLocation" AND "createdAt" < ${cutoff} LIMIT ${batch})`,
  );

/**
 * Tracking housekeeping that needs no cron: at most once an hour across every instance (a window in
 * the shared rate-limit table decides who runs it), after a tracking request has been answered.
 */
export async function trackingHousekeeping(): Promise<void> {
  try {
    const { count } = await hitRateLimit("housekeeping:tracking", 3600);
    if (count !== 1) return;
    await coarsenOldLocations();
    await purgeExpiredGeocodes();
  } catch (error) {
    console.error("tracking: housekeeping failed:", error instanceof Error ? error.message : error);
  }
}

export const SERVER_EVENT_TYPES = ["sign_in", "sign_up"] as const;
export type ServerEventType = (typeof SERVER_EVENT_TYPES)[number];

/**
 * An event the server records itself (e.g. a successful sign-in), so the adoption view counts
 * sign-ins from any client, browser tracker or not. Never throws.
 */
export async function recordServerEvent(event: {
  type: ServerEventType;
  userId: string;
  ip?: string | null;
  userAgent?: string | null;
  data?: Record<string, unknown>;
}): Promise<void> {
  try {
    await db.trackingEvent.create({
      data: {
        type: event.type,
        data: sanitizeTrackingData(event.data ?? {}) as Prisma.InputJsonObject,
        sessionId: "server",
        userId: event.userId,
        ip: event.ip?.slice(0, 64) ?? null,
        userAgent: event.userAgent?.slice(0, 500) ?? null,
        occurredAt: new Date(),
      },
    });
  } catch (error) {
    console.error("tracking: could not record server event:", error instanceof Error ? error.message : error);
  }
}

/** Retention: deletes the events received more than `retentionDays` days before `now` (the cron job also coarsens). */
export async function purgeTrackingEvents(
  retentionDays: number,
  now = new Date(),
): Promise<{ deleted: number; cutoff: Date }> {
  if (!Number.isInteger(retentionDays) || retentionDays < 1)
    throw new Error("Retention must be a whole number of days, at least 1");
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const { count } = await db.trackingEvent.deleteMany({ where: { createdAt: { lt: cutoff } } });
  return { deleted: count, cutoff };
}

/** Admin read-out of recent events, newest first (for checking what the tracker sends). */
export async function listTrackingEvents(query: TrackingEventsQuery) {
  const events = await db.trackingEvent.findMany({
    where: {
      ...(query.sessionId ? { sessionId: query.sessionId } : {}),
      ...(query.userId ? { userId: query.userId } : {}),
      ...(query.type ? { type: query.type } : {}),
    },
    include: { user: { select: { id: true, username: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: query.limit,
  });
  return {
    events: events.map((event) => ({
      _id: event.id,
      type: event.type,
      action: event.action,
      data: event.data,
      sessionId: event.sessionId,
      user: event.user ? { _id: event.user.id, username: event.user.username } : null,
      ip: event.ip,
      userAgent: event.userAgent,
      location: event.location,
      device: event.device,
      occurredAt: event.occurredAt.toISOString(),
      createdAt: event.createdAt.toISOString(),
    })),
  };
}
