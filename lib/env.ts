import { z } from "zod";

// The one place that reads process.env. Safe on the Edge runtime (middleware): zod only.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().min(1).optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  NEXTAUTH_SECRET: z.string().min(32, "NEXTAUTH_SECRET must be at least 32 characters").optional(),
  NEXTAUTH_URL: z.string().url().default("http://localhost:3000/api/nextauth"),
  SESSION_MAX_AGE_SECONDS: z.coerce.number().int().min(60).default(7 * 24 * 3600),
  GEOCODER_URL: z.string().url().default("https://api.bigdatacloud.net/data/reverse-geocode-client"),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(10000).default(2500),
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((value) => value.split(",").map((origin) => origin.trim()).filter(Boolean)),
  TRACKING_RETENTION_DAYS: z.coerce.number().int().min(1).default(180),
  SIGNIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  SIGNIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(15 * 60),
});

export type Env = z.infer<typeof schema>;

function parseEnv(): Env {
  const parsed = schema.safeParse({
    NODE_ENV: process.env.NODE_ENV,
    DATABASE_URL: process.env.DATABASE_URL,
    DB_POOL_MAX: process.env.DB_POOL_MAX,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET,
    NEXTAUTH_URL: process.env.NEXTAUTH_URL,
    SESSION_MAX_AGE_SECONDS: process.env.SESSION_MAX_AGE_SECONDS,
    GEOCODER_URL: process.env.GEOCODER_URL,
    GEOCODER_TIMEOUT_MS: process.env.GEOCODER_TIMEOUT_MS,
    CORS_ORIGINS: process.env.CORS_ORIGINS,
    TRACKING_RETENTION_DAYS: process.env.TRACKING_RETENTION_DAYS,
    SIGNIN_MAX_FAILURES: process.env.SIGNIN_MAX_FAILURES,
    SIGNIN_WINDOW_SECONDS: process.env.SIGNIN_WINDOW_SECONDS,
  });
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


/** Cookies are marked Secure when the app is served over TLS. */
export const secureCookies = env.NEXTAUTH_URL.startsWith("https://");

/** Next sets this in the app it serves; tests and benches import the TypeScript source directly. */
export const inNextServer = process.env.NEXT_RUNTIME === "nodejs";
