import { z } from "zod";
import {
  ADOPTION_DEFAULT_DAYS,
  ADOPTION_MAX_DAYS,
  TRACKING_EVENT_TYPES,
  TRACKING_MAX_BATCH,
  type TrackingEventType,
} from "@/lib/constants";
import { isoDate, pageLimit, pageNumber, queryInteger, searchText } from "@/lib/validation/common";
import { addDays, DAY_MS, todayIso } from "@/lib/days";

// Keys that could carry a secret or what someone typed; dropped at any depth, whatever the client sent.
const SECRET_KEY =
  /pass|pwd|token|secret|authori[sz]ation|cookie|credential|api[-_]?key|^(form)?(data|values?|fields|contents?)$/i;
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
  if (Array.isArray(value))
    return value.slice(0, MAX_ARRAY).map((item) => sanitizeTrackingData(item, depth + 1) ?? null);
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

/**
 * Optional text from the tracker: trimmed and cut to `max` (a long referrer is no reason to lose an
 * event); null, blank or a non-text value counts as absent.
 */
const optionalText = (max: number) =>
  z
    .unknown()
    .transform((value) => {
      if (typeof value !== "string") return undefined;
      const trimmed = value.replace(/\u0000/g, "").trim();
      return trimmed ? trimmed.slice(0, max) : undefined;
    })
    .optional();
/** A client clock reading: ISO text (a serialized Date) or epoch milliseconds. */
const timestamp = z
  .union([z.string().max(40), z.number().finite()])
  .nullish()
  .transform((value) => value ?? undefined);

const ACTION_ALIASES: Record<string, TrackingEventType> = {
  form_submission: "form_submit",
  submit: "form_submit",
  click: "button_click",
};
const normalizeType = (value: string) => {
  const key = value.trim().toLowerCase().replace(/-/g, "_");
  return ACTION_ALIASES[key] ?? key;
};

const eventType = z.preprocess(
  (value) => (typeof value === "string" ? normalizeType(value) : value),
  z.enum(TRACKING_EVENT_TYPES, { error: "event-type-unknown" }),
);

/**
 * One event. The original client always sends `type: "user_action"` with the action in
 * `data.action` (page_view, button_click, form_submission, …): the action becomes the type when it
 * is one we know, so both clients' events count the same.
 */
export const trackingEventSchema = z
  .object(
    {
      type: eventType,
      data: z
        .record(z.string(), z.unknown(), { error: "event-data-invalid" })
        .nullish()
        .transform((data) => (data ? (sanitizeTrackingData(data) as Record<string, unknown>) : {})),
      timestamp,
    },
    { error: "tracking-event-invalid" },
  )
  .transform((event) => {
    if (event.type !== "user_action") return event;
    // Its data-access events carry the verb ('view', 'generate') in `action` and say so by `dataType`.
    if (typeof event.data.dataType === "string") return { ...event, type: "data_access" as const };
    if (typeof event.data.action !== "string") return event;
    const action = normalizeType(event.data.action);
    return (TRACKING_EVENT_TYPES as readonly string[]).includes(action)
      ? { ...event, type: action as TrackingEventType }
      : event;
  });

const coordinate = (min: number, max: number, message: string) =>
  z.number({ error: message }).finite(message).min(min, message).max(max, message).nullish();

const ADDRESS_PARTS = {
  streetNumber: 40,
  street: 120,
  village: 120,
  district: 120,
  city: 120,
  state: 120,
  country: 120,
  postalCode: 20,
} as const;
const addressShape = Object.fromEntries(
  Object.entries(ADDRESS_PARTS).map(([key, max]) => [key, optionalText(max)]),
) as {
  [K in keyof typeof ADDRESS_PARTS]: ReturnType<typeof optionalText>;
};

/**
 * Where the browser was. Address parts come flat (our tracker) or nested under `address` (the
 * original client); coordinates are null until a position is known. Stored flat, without the nulls.
 */
export const trackingLocationSchema = z
  .object({
    coordinates: z
      .object({
        latitude: coordinate(-90, 90, "latitude-invalid"),
        longitude: coordinate(-180, 180, "longitude-invalid"),
        accuracy: z.number().finite().min(0).max(1e7).nullish(),
      })
      .nullish(),
    address: z.object(addressShape).nullish(),
    ...addressShape,
    fullAddress: optionalText(300),
    source: optionalText(30),
    timestamp,
  })
  .transform(({ coordinates, address, ...rest }): TrackingLocation => {
    const out: Record<string, unknown> = {};
    // Flat parts win over nested ones; nulls and blanks were already dropped.
    for (const [key, value] of Object.entries({ ...address, ...rest })) if (value !== undefined) out[key] = value;
    if (typeof coordinates?.latitude === "number" && typeof coordinates.longitude === "number") {
      out.coordinates = {
        latitude: coordinates.latitude,
        longitude: coordinates.longitude,
        ...(typeof coordinates.accuracy === "number" ? { accuracy: coordinates.accuracy } : {}),
      };
    }
    return out as TrackingLocation;
  });

/** A stored location: address parts as text, coordinates only when known. */
export type TrackingLocation = { [K in keyof typeof ADDRESS_PARTS | "fullAddress" | "source"]?: string } & {
  timestamp?: string | number;
  coordinates?: { latitude: number; longitude: number; accuracy?: number };
};

/**
 * The page the user came from, without its query string and fragment: tokens, reset links and search
 * terms travel there, and usage events are kept for months (docs/api-contract.md#tracking).
 */
const referer = optionalText(2000).transform((value) => value?.replace(/[?#][\s\S]*$/, "").slice(0, 300) || undefined);

// The client's own ip/userAgent claims are not kept: the server records what it saw.
export const trackingDeviceSchema = z.object({
  timezone: optionalText(60),
  referer,
  language: optionalText(35),
  platform: optionalText(60),
  screen: z
    .object({ width: z.number().int().min(0).max(100_000), height: z.number().int().min(0).max(100_000) })
    .nullish(),
  timestamp,
});

export const trackingSessionSchema = z.object(
  {
    id: z.string({ error: "session-id-required" }).regex(/^[A-Za-z0-9_-]{8,100}$/, "session-id-invalid"),
    startTime: timestamp,
  },
  { error: "session-required" },
);

/**
 * The spec's payload (one `event`), a batch (`events`), or a session start: the original client
 * sends `{ session, location, device }` with `event: null` when a session begins.
 */
export const trackingPayloadSchema = z
  .object(
    {
      session: trackingSessionSchema,
      location: trackingLocationSchema.nullish(),
      device: trackingDeviceSchema.nullish(),
      event: trackingEventSchema.nullish(),
      events: z
        .array(trackingEventSchema)
        .min(1, "tracking-no-events")
        .max(TRACKING_MAX_BATCH, "tracking-too-many-events")
        .optional(),
    },
    { error: "tracking-payload-invalid" },
  )
  .refine((payload) => !(payload.event && payload.events), "tracking-payload-invalid")
  .transform(({ session, location, device, event, events }) => ({
    session,
    location: location ?? undefined,
    device: device ?? undefined,
    events: events ?? [event ?? { type: "session_start" as const, data: {}, timestamp: session.startTime }],
  }));

export type TrackingPayload = z.output<typeof trackingPayloadSchema>;

export const trackingEventsQuery = z.object({
  sessionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, "session-id-invalid")
    .optional(),
  userId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "user-id-invalid")
    .optional(),
  type: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z_-]{1,40}$/, "event-type-invalid")
    .transform((value) => value.replace(/-/g, "_"))
    .optional(),
  limit: queryInteger("limit", { min: 1, max: 500 }).default(100),
});
export type TrackingEventsQuery = z.output<typeof trackingEventsQuery>;

/** The adoption period: `from`..`to` inclusive (UTC days); defaults to the last 30 days. */
export const adoptionQuery = z
  .object({
    from: isoDate("from-date-invalid").optional(),
    to: isoDate("to-date-invalid").optional(),
    role: z.preprocess(
      (value) => (value === "" || value === "all" ? undefined : value),
      z.enum(["teacher", "mentor"], { error: "commenter-role-invalid" }).optional(),
    ),
    // The people table searched (username, e-mail, school) and paged by the server.
    search: searchText,
    page: pageNumber,
    limit: pageLimit,
  })
  .transform(({ from, to, role, ...rest }) => {
    const end = to ?? todayIso();
    return { from: from ?? addDays(end, -(ADOPTION_DEFAULT_DAYS - 1)), to: end, role, ...rest };
  })
  .refine(({ from, to }) => from <= to, "period-start-after-end")
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / DAY_MS < ADOPTION_MAX_DAYS, {
    message: "period-too-long",
    params: { max: ADOPTION_MAX_DAYS },
  });
export type AdoptionQuery = z.output<typeof adoptionQuery>;
