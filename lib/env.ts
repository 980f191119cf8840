import { z } from "zod";
import { NOTICE_PROVIDERS } from "@/lib/constants";
import { servedOverTls } from "@/lib/served-over-tls.mjs";

// The one place that reads process.env (server code only; proxy.ts runs on Node.js in Next 16).
/** A comma-separated setting as its trimmed, non-empty entries (none when unset). */
const commaList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

/** A whole number of at least 1, with the default it has when unset. */
const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().min(1).optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  NEXTAUTH_SECRET: z.string().min(32, "NEXTAUTH_SECRET must be at least 32 characters").optional(),
  NEXTAUTH_URL: z.string().url().default("http://localhost:3000/api/nextauth"),
  /**
   * The school's address as families' phones reach it (https://school.example.org): report cards, their
   * QR codes and PDFs name its /verify page (lib/report-cards/public-address.ts, docs/deploy.md#public-address).
   * Unset: NEXTAUTH_URL's. An empty value is unset.
   */
  PUBLIC_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .url()
      .refine((value) => /^https?:\/\//i.test(value), "PUBLIC_URL must start with http:// or https://")
      .optional(),
  ),
  SESSION_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  GEOCODER_URL: z.string().url().default("https://api.bigdatacloud.net/data/reverse-geocode-client"),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(10000).default(2500),
  CORS_ORIGINS: commaList,
  TRACKING_RETENTION_DAYS: positiveInt(180),
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDRs, comma-separated); none by default. */
  TRUSTED_PROXIES: commaList.pipe(
    z.array(
      z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: "TRUSTED_PROXIES takes IP addresses or CIDRs" }),
    ),
  ),
  // Sign-in (OWASP): failures per (username, address) before delays begin; an address alone gets 4×.
  SIGNIN_MAX_FAILURES: positiveInt(5),
  SIGNIN_DELAY_SECONDS: positiveInt(30),
  SIGNIN_MAX_DELAY_SECONDS: positiveInt(15 * 60),
  /** Failures are forgotten after this long without another one. */
  SIGNIN_WINDOW_SECONDS: positiveInt(60 * 60),
  SIGNUP_MAX_PER_ADDRESS: positiveInt(10),
  SIGNUP_WINDOW_SECONDS: positiveInt(60 * 60),
  PASSWORD_CHANGE_MAX_FAILURES: positiveInt(5),
  /** "Forgot password?" look-ups per client address per 15 minutes. */
  FORGOT_PASSWORD_MAX_PER_ADDRESS: positiveInt(10),
  /** Wrong school join codes per user before a delay (doubling, like sign-in failures). */
  JOIN_CODE_MAX_FAILURES: positiveInt(10),
  /** Password hashes computed at once per app instance (each holds a libuv thread and 16 MB); more wait in line. */
  HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  HASH_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(64),
  PDF_RENDERS_PER_USER: positiveInt(10),
  PDF_WINDOW_SECONDS: positiveInt(60),
  /** PDF renders at once per app instance; up to PDF_QUEUE_MAX more wait, the rest get 429. */
  PDF_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  PDF_QUEUE_MAX: z.coerce.number().int().min(0).max(1_000).default(8),
  /** One JSON line per /api request on stdout (lib/http/request-log.ts): on in the served app, `off` to stop. */
  REQUEST_LOG: z.enum(["json", "off"]).optional(),
  // Absence notices to families (docs/deploy.md#notices): where they go, and each provider's settings.
  NOTICE_PROVIDER: z.enum(NOTICE_PROVIDERS).default("log"),
  /** This app's address as providers reach it, for their receipts (https://school.example.org). */
  NOTICE_PUBLIC_URL: z.string().url().optional(),
  /** The shared secret in Africa's Talking's callback URLs (its callbacks carry no signature). */
  NOTICE_RECEIPT_SECRET: z.string().min(24, "NOTICE_RECEIPT_SECRET must be at least 24 characters").optional(),
  NOTICE_AT_URL: z.string().url().default("https://api.africastalking.com/version1/messaging"),
  NOTICE_AT_USERNAME: z.string().min(1).optional(),
  NOTICE_AT_API_KEY: z.string().min(1).optional(),
  NOTICE_AT_SENDER_ID: z.string().default(""),
  NOTICE_TWILIO_URL: z.string().url().default("https://api.twilio.com"),
  NOTICE_TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  NOTICE_TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  NOTICE_TWILIO_FROM: z.string().min(1).optional(),
  NOTICE_SMTP_URL: z.string().url().optional(),
  NOTICE_SMTP_FROM: z.string().min(3).optional(),
  /** How often each app instance looks for due notices; `0` turns this instance's dispatcher off. */
  NOTICE_DISPATCH_SECONDS: z.coerce.number().int().min(0).max(3600).default(2),
  /**
   * The Ed25519 private key report cards are signed with: PKCS#8 as PEM, or its DER in base64.
   * `npm start` makes one in DATA_DIR when unset (docs/deploy.md#signing-key).
   */
  REPORT_CARD_SIGNING_KEY: z.string().min(1).optional(),
});

export type Env = z.infer<typeof schema>;

const KEYS = Object.keys(schema.shape) as (keyof Env)[];

/** Parses a set of variables (the process's by default; tests pass `{}` to see the real defaults). */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(Object.fromEntries(KEYS.map((key) => [key, source[key]])));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment: ${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data;
}

export const env: Env = parseEnv();

/** The signing secret for sessions and Bearer tokens. `npm start`/`npm run dev` generate one for local use. */
export function authSecret(): string {
  if (!env.NEXTAUTH_SECRET) {
    throw new Error("NEXTAUTH_SECRET is not set. Start the app with `npm start` (it generates one) or set it.");
  }
  return env.NEXTAUTH_SECRET;
}

/** Cookies are marked Secure when the app is served over TLS (the same rule as HSTS in next.config.mjs). */
export const secureCookies = servedOverTls(env);

/** Next sets this in the app it serves; tests and benches import the TypeScript source directly. */
export const inNextServer = process.env.NEXT_RUNTIME === "nodejs";
