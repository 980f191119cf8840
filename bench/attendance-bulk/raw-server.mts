// The honest baseline for POST /api/attendance/bulk: a plain `node:http` + `pg` server doing the same
// work per request with nothing else around it. It verifies the same Bearer token (HS256 with the
// key lib/auth/tokens.ts derives), reads the same session row joined to the user (lib/auth/identity.ts),
// checks the JSON body as the app must check every body (its size and depth bounds, no NUL, the shared
// zod schema, no day after today: lib/http/read-body.ts, lib/attendance/attendance.schema.ts,
// lib/attendance/attendance-date.ts), runs the app's own upsert statement (bulkUpsertSql's text and values),
// answers the JSON it returns (gzipped when asked, like the app) and writes the app's request-log line.
// A server that took any JSON unchecked would not be doing the same work.
// Run by bench/attendance-bulk/run.mts as a child process, like the app; prints "ready" once listening.
// Env: RAW_PORT, DATABASE_URL, NEXTAUTH_SECRET, DB_POOL_MAX, RAW_LOG (the request log's file).
import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from "node:crypto";
import { openSync, writeSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import pg from "pg";
import type { Actor } from "../../lib/auth/permissions.ts";
import { bulkUpsertSql } from "../../lib/attendance/attendance-sql.ts";
import { todayEverywhereBy } from "../../lib/attendance/attendance-date.ts";
import { containsNul, DEFAULT_MAX_BODY_BYTES, MAX_JSON_DEPTH, nestedDeeperThan } from "../../lib/http/read-body.ts";
import { requestLine } from "../../lib/http/request-log.ts";
import { bulkAttendanceSchema } from "../../lib/attendance/attendance.schema.ts";

const port = Number(process.env.RAW_PORT);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_MAX ?? 10) });
// HS256 checked with node:crypto, as lib/auth/tokens.ts does.
const key = Buffer.from(
  hkdfSync("sha256", process.env.NEXTAUTH_SECRET ?? "", "", "school-attendance bearer token v1", 32),
);
function verify(token: string): { sub: string; sid: string } | null {
  const [header, payload, signature] = token.split(".");
  const expected = Buffer.from(createHmac("sha256", key).update(`${header}.${payload}`).digest("base64url"));
  if (!signature || signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), expected))
    return null;
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { sub: string; sid: string; exp: number };
  return claims.exp > Date.now() / 1000 ? claims : null;
}
const gzip = promisify(gzipCallback);
// lib/auth/identity.ts's statement.
const SESSION_USER_SQL = `SELECT u."id", u."username", u."email", u."role"::text AS "role", u."mustChangePassword", u."locale"
  FROM "Session" s JOIN "User" u ON u."id" = s."userId"
  WHERE s."id" = $1 AND s."userId" = $2 AND s."expiresAt" > now() AND u."active"`;

// The app's request log goes to a file in the bench (its stdout): this one's too.
const log = openSync(process.env.RAW_LOG ?? "/dev/null", "a");

function answer(response: ServerResponse, status: number, value: unknown) {
  const body = JSON.stringify(value);
  response.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  response.end(body);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function save(request: IncomingMessage, response: ServerResponse) {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
  const claims = token ? verify(token) : null;
  if (!claims) return answer(response, 401, { message: "Invalid or expired token" });
  const { rows: users } = await pool.query(SESSION_USER_SQL, [claims.sid, claims.sub]);
  const actor = users[0] as Pick<Actor, "id" | "role"> | undefined;
  if (!actor) return answer(response, 401, { message: "Your session has ended. Please sign in again." });
  if (Number(request.headers["content-length"] ?? 0) > DEFAULT_MAX_BODY_BYTES) return answer(response, 413, {});
  const text = await readBody(request);
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) return answer(response, 400, {});
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return answer(response, 400, {});
  }
  if (containsNul(json)) return answer(response, 400, {});
  const body = bulkAttendanceSchema.safeParse(json);
  if (!body.success) return answer(response, 400, {});
  if (body.data.date > todayEverywhereBy(new Date())) return answer(response, 400, {});
  const statement = bulkUpsertSql(actor, body.data);
  const { rows } = await pool.query({ text: statement.text, values: statement.values });
  // The statement writes the answer's JSON itself (as the app sends it), gzipped when the client asks,
  // as the app's server does (Next's `compress`, zlib's default level, answers of 1 kB and more).
  const answerJson = Buffer.from(rows[0].json as string);
  const zipped = answerJson.length >= 1024 && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
  const sent = zipped ? await gzip(answerJson) : answerJson;
  response.writeHead(200, {
    "content-type": "application/json",
    "content-length": sent.length,
    ...(zipped && { "content-encoding": "gzip", vary: "Accept-Encoding" }),
  });
  response.end(sent);
  return actor.id;
}

const server = createServer((request, response) => {
  if (request.method !== "POST" || request.url !== "/api/attendance/bulk") return answer(response, 404, {});
  const started = performance.now();
  const requestId = randomUUID().slice(0, 8);
  save(request, response).then(
    (userId) => {
      const line = requestLine({
        requestId,
        method: "POST",
        pattern: "/api/attendance/bulk",
        status: response.statusCode,
        ms: performance.now() - started,
        userId: typeof userId === "string" ? userId : null,
      });
      writeSync(log, `${line}\n`);
    },
    (error: Error) => answer(response, 500, { message: error.message }),
  );
});
server.keepAliveTimeout = 65_000;
server.listen(port, "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
