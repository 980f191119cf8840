import { db, sql } from "@/lib/db";
import { route } from "@/lib/http/route";
import { englishOf } from "@/lib/problems/problem-text";

// GET /api/health — app and database status for probes (503 when the database does not answer)
export const GET = route({ role: "public" }, async () => {
  const started = performance.now();
  try {
    await sql(db).rows`SELECT 1`;
    return { status: "ok", database: "ok", databaseLatencyMs: Math.round(performance.now() - started) };
  } catch {
    return Response.json(
      {
        status: "degraded",
        database: "unavailable",
        message: englishOf("database-unavailable"),
        code: "database-unavailable",
      },
      { status: 503 },
    );
  }
});

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
