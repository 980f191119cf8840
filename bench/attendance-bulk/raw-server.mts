// The honest baseline for POST /api/attendance/bulk: a plain `node:http` + `pg` server doing the same
// work per request with nothing else around it. It verifies the same Bearer token (HS256 with the
// key lib/auth/tokens.ts derives), reads the same session row joined to the user (lib/auth/identity.ts),
// parses the JSON body and runs the app's own upsert statement (bulkUpsertSql's text and values), then
// answers the JSON it returns (gzipped when asked, like the app).
// Run by bench/attendance-bulk/run.mts as a child process, like the app; prints "ready" once listening.
// Env: RAW_PORT, DATABASE_URL, NEXTAUTH_SECRET, DB_POOL_MAX.
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import pg from "pg";
import type { Actor } from "../../lib/auth/permissions.ts";
import { bulkUpsertSql } from "../../lib/services/attendance-sql.ts";

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
const SESSION_USER_SQL = `SELECT u."id", u."username", u."email", u."role"::text AS "role"
  FROM "Session" s JOIN "User" u ON u."id" = s."userId"
  WHERE s."id" = $1 AND s."userId" = $2 AND s."expiresAt" > now()`;

interface BulkBody {
  records: { studentId: string; classId: string; date: string; status: "present" | "absent" | "late" | "excused" }[];
}

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
  const { records } = JSON.parse(await readBody(request)) as BulkBody;
  const statement = bulkUpsertSql(actor, { classId: records[0].classId, date: records[0].date, entries: records });
  const { rows } = await pool.query({ text: statement.text, values: statement.values });
  // The statement writes the answer's JSON itself (as the app sends it), gzipped when the client asks,
  // as the app's server does (Next's `compress`, zlib's default level, answers of 1 kB and more).
  const json = Buffer.from(rows[0].json as string);
  const zipped = json.length >= 1024 && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
  const body = zipped ? await gzip(json) : json;
  response.writeHead(200, {
    "content-type": "application/json",
    "content-length": body.length,
    ...(zipped && { "content-encoding": "gzip", vary: "Accept-Encoding" }),
  });
  response.end(body);
}

const server = createServer((request, response) => {
  if (request.method !== "POST" || request.url !== "/api/attendance/bulk") return answer(response, 404, {});
  save(request, response).catch((error: Error) => answer(response, 500, { message: error.message }));
});
server.keepAliveTimeout = 65_000;
server.listen(port, "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
