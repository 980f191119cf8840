// `npm run bench:sessions [-- --users=2000 --sessions=5 --runs=3000]`
// What checking the session row costs per request. Seeds N users with S live sessions each (plus as
// many expired rows), then times, in process against the same database:
//   before: the previous identity path (decrypt the next-auth JWT, re-read the user by id)
//   after:  this branch's (verify the signed JWT, one query joining the session row and the user)
// and the route handler of a cheap signed-in read (GET /api/classes/available-schools) with each kind of token.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { benchArgs } from "../lib/args.mts";
import { freshTestDatabase } from "../../scripts/lib/test-database.mts";

const args = benchArgs();
const users = args.number("users", 2000);
const perUser = args.number("sessions", 5);
const runs = args.number("runs", 3000);

const database = await freshTestDatabase("bench_sessions");
console.log(
  `Database: ${database.kind}; ${users} users × ${perUser} live + ${perUser} expired sessions; ${runs} runs each`,
);
const { applyMigrations } = await import("../../lib/migrations/runner.ts");
await applyMigrations(database.url, { log: () => undefined });
const client = new pg.Client({ connectionString: database.url });
await client.connect();
await client.query(
  `INSERT INTO "User" ("id", "username", "email", "passwordHash", "role", "updatedAt")
  SELECT 'u' || i, 'user' || i, 'user' || i || '@bench.test', 'scrypt$x', 'teacher', now() FROM generate_series(1, $1) AS i`,
  [users],
);
await client.query(
  `INSERT INTO "Session" ("id", "userId", "expiresAt")
  SELECT md5(random()::text || i || s), 'u' || i, now() + CASE WHEN s <= $2 THEN interval '7 days' ELSE interval '-1 day' END
  FROM generate_series(1, $1) AS i, generate_series(1, $2 * 2) AS s`,
  [users, perUser],
);
await client.query("ANALYZE");
await client.end();

// The app reads its env at import: point it at the bench database, then import what this bench times
// (the other benches do the same with their own modules).
process.env.DATABASE_URL = database.url;
process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0123";
const { db } = await import("../../lib/db.ts");
const { startSession } = await import("../../lib/auth/sessions.ts");
const { readBearer, readCookie } = await import("../../lib/auth/tokens.ts");
const { sessionUser } = await import("../../lib/auth/identity.ts");
const { encode, decode } = await import("next-auth/jwt");
const { GET } = (await import("../../lib/schools/api.ts")).schoolsApi["/api/classes/available-schools"];

const pick = () => `u${1 + Math.floor(Math.random() * users)}`;
const sample: { id: string; username: string; email: string; role: "teacher" }[] = Array.from({ length: 50 }, () => {
  const id = pick();
  return { id, username: id.replace("u", "user"), email: `${id.replace("u", "user")}@bench.test`, role: "teacher" };
});
const sessions = await Promise.all(sample.map((user) => startSession(user)));
const secret = process.env.NEXTAUTH_SECRET!;
const oldTokens = await Promise.all(
  sample.map((user) =>
    encode({ token: { sub: user.id, name: user.username, email: user.email, role: user.role }, secret }),
  ),
);

async function time(label: string, task: (index: number) => Promise<unknown>) {
  for (let index = 0; index < 200; index++) await task(index);
  const samples: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    await task(index);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { label, p50: at(0.5), p95: at(0.95) };
}

const before = await time("before: decrypt next-auth JWT + read the user", async (index) => {
  const claims = await decode({ token: oldTokens[index % oldTokens.length], secret });
  return db.user.findUnique({
    where: { id: claims!.sub as string },
    select: { id: true, username: true, email: true, role: true },
  });
});
const after = await time("after: verify signed JWT + session ⋈ user", async (index) => {
  const claims = await readBearer(sessions[index % sessions.length].bearer);
  return sessionUser(claims!);
});
const cookie = await time("after, cookie: decrypt next-auth JWT + session ⋈ user", async (index) => {
  const claims = await readCookie(sessions[index % sessions.length].cookie);
  return sessionUser(claims!);
});
const route = await time("GET /api/classes/available-schools (Bearer)", async (index) => {
  const request = new Request("http://localhost/api/classes/available-schools", {
    headers: { authorization: `Bearer ${sessions[index % sessions.length].bearer}` },
  });
  const response = await GET(request, { params: Promise.resolve({}) });
  return response.text();
});

for (const row of [before, after, cookie, route])
  console.log(`${row.label.padEnd(58)} p50 ${row.p50.toFixed(3)} ms   p95 ${row.p95.toFixed(3)} ms`);
console.log(
  `session check vs user re-read alone: ${(after.p50 / before.p50).toFixed(2)}× at p50 (+${(after.p50 - before.p50).toFixed(3)} ms per request)`,
);
await db.$disconnect();
await database.drop();
