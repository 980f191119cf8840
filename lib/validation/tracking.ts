import { z } from "zod";
import { ADOPTION_DEFAULT_DAYS, ADOPTION_MAX_DAYS, TRACKING_EVENT_TYPES, TRACKING_MAX_BATCH } from "@/lib/constants";
import { isoDate } from "@/lib/validation/common";
import { todayIso } from "@/lib/services/days";

// Keys that could carry a secret or what someone typed; dropped at any depth, whatever the client sent.
const SECRET_KEY = /pass|pwd|token|secret|authori[sz]ation|cookie|credential|api[-_]?key|^(form)?(data|values?|fields|contents?)$/i;
const MAX_DEPTH = 3;
const MAX_KEYS = 30;
const MAX_ARRAY = 20;
const MAX_STRING = 500;

/** Keeps only small, plain JSON: bounded depth, key count, array length and string length; no secret-looking keys. */
export function sanitizeTrackingData(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string") return value.slice(0, MAX_STRING);
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.slice(0, MAX_ARRAY).map((item) => sanitizeTrackingData(item, depth + 1) ?? null);
  if (typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>).slice(0, MAX_KEYS)) {
      if (key.length > 60 || SECRET_KEY.test(key)) continue;
      const clean = sanitizeTrackingData(item, depth + 1);
      if (clean !== undefined) out[key] = clean;
    }
    return out;
  }
  return undefined;
}

const text = (max: number) => z.string({ error: "Must be text" }).trim().max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) => text(max).optional();
/** A client clock reading: ISO text or epoch milliseconds. */
const timestamp = z.union([z.string().max(40), z.number().finite()]).optional();

const eventType = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase().replace(/-/g, "_") : value),
  z.enum(TRACKING_EVENT_TYPES, { error: "Unknown event type" }),
);

export const trackingEventSchema = z.object({
  type: eventType,
  data: z
    .record(z.string(), z.unknown(), { error: "Event data must be an object" })
    .optional()
    .transform((data) => (data ? (sanitizeTrackingData(data) as Record<string, unknown>) : {})),
  timestamp,
});

const coordinate = (min: number, max: number, message: string) => z.number({ error: message }).finite(message).min(min, message).max(max, message);

export const trackingLocationSchema = z.object({
  coordinates: z.object({
    latitude: coordinate(-90, 90, "Invalid latitude"),
    longitude: coordinate(-180, 180, "Invalid longitude"),
    accuracy: z.number().finite().min(0).max(1e7).optional().nullable(),
  }),
  streetNumber: optionalText(40),
  street: optionalText(120),
  village: optionalText(120),
  district: optionalText(120),
  city: optionalText(120),
  state: optionalText(120),
  country: optionalText(120),
  postalCode: optionalText(20),
  fullAddress: optionalText(300),
  source: optionalText(30),
  timestamp,
});

// The client's own ip/userAgent claims are not kept: the server records what it saw.
export const trackingDeviceSchema = z.object({
  timezone: optionalText(60),
  referer: optionalText(300),
  language: optionalText(35),
  platform: optionalText(60),
  screen: z.object({ width: z.number().int().min(0).max(100_000), height: z.number().int().min(0).max(100_000) }).optional(),
  timestamp,
});

export const trackingSessionSchema = z.object(
  {
    id: z.string({ error: "Session id is required" }).regex(/^[A-Za-z0-9_-]{8,100}$/, "Invalid session id"),
    startTime: timestamp,
  },
  { error: "Session is required" },
);

/** The spec's payload (one `event`) or a batch (`events`), with the same session, location and device. */
export const trackingPayloadSchema = z
  .object(
    {
      session: trackingSessionSchema,
      location: trackingLocationSchema.optional().nullable(),
      device: trackingDeviceSchema.optional().nullable(),
      event: trackingEventSchema.optional(),
      events: z.array(trackingEventSchema).min(1, "No events").max(TRACKING_MAX_BATCH, "Too many events in one request").optional(),
    },
    { error: "Invalid tracking payload" },
  )
  .refine((payload) => (payload.event ? 1 : 0) + (payload.events ? 1 : 0) === 1, "Invalid tracking payload")
  .transform(({ session, location, device, event, events }) => ({
    session,
    location: location ?? undefined,
    device: device ?? undefined,
    events: events ?? (event ? [event] : []),
  }));

export type TrackingPayload = z.output<typeof trackingPayloadSchema>;
export type TrackingEventInput = z.output<typeof trackingEventSchema>;
export type TrackingLocation = z.output<typeof trackingLocationSchema>;

export const trackingEventsQuery = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "Invalid session id").optional(),
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid user id").optional(),
  type: z.string().trim().toLowerCase().regex(/^[a-z_-]{1,40}$/, "Invalid event type").transform((value) => value.replace(/-/g, "_")).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type TrackingEventsQuery = z.output<typeof trackingEventsQuery>;

const DAY_MS = 86_400_000;
const shiftDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The adoption period: `from`..`to` inclusive (UTC days); defaults to the last 30 days. */
export const adoptionQuery = z
  .object({ from: isoDate("From must be YYYY-MM-DD").optional(), to: isoDate("To must be YYYY-MM-DD").optional() })
  .transform(({ from, to }) => {
    const end = to ?? todayIso();
    return { from: from ?? shiftDays(end, -(ADOPTION_DEFAULT_DAYS - 1)), to: end };
  })
  .refine(({ from, to }) => from <= to, "The start of the period must be on or before its end")
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / DAY_MS < ADOPTION_MAX_DAYS, `The period can be at most ${ADOPTION_MAX_DAYS} days`);
export type AdoptionQuery = z.output<typeof adoptionQuery>;
