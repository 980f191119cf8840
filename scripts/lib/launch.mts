import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { applyMigrations } from "../../lib/migrations/runner.ts";
import { describeDatabaseError } from "../../lib/migrations/describe-error.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const DATA_DIR = path.join(ROOT, ".data");

/** A dev secret generated on first start and kept in .data/ (production must set NEXTAUTH_SECRET). */
export function localSecret(): string {
  const file = path.join(DATA_DIR, "nextauth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Migrations, then the demo data when the database is empty. Exits with one sentence on failure. */
export async function prepareDatabase(databaseUrl: string, options: { seed: boolean }): Promise<boolean> {
  try {
    await applyMigrations(databaseUrl, { migrationsDir: path.join(ROOT, "prisma/migrations") });
  } catch (error) {
    console.error(`\n✖ ${describeDatabaseError(error, databaseUrl)}\n`);
    process.exit(1);
  }
  if (!options.seed) return false;
  process.env.DATABASE_URL = databaseUrl;
  const { db } = await import("../../lib/db.ts");
  const { seedDemoData } = await import("../../prisma/seed.ts");
  const seeded = await seedDemoData(db);
  await db.$disconnect();
  return seeded;
}

export function printDemoAccounts(url: string) {
  console.log(`\n  School Attendance is running on ${url}\n`);
  console.log("  Demo accounts (change or remove them before real use):");
  console.log("    admin     / admin123     → /admin");
  console.log("    teacher   / teacher123   → /comment (Green Hills Primary School)");
  console.log("    teacher2  / teacher123   → /comment (Lakeside Secondary School)");
  console.log("    mentor    / mentor123    → /comment, lesson observations (Green Hills Primary School)\n");
}

/** Runs `next build` when there is no production build yet. */
export async function ensureBuild(force = false): Promise<void> {
  if (!force && existsSync(path.join(ROOT, process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID"))) return;
  console.log("Building the app (first start only; `npm run build` rebuilds)…");
  const code = await waitFor(runNext(["build"], {}));
  if (code !== 0) process.exit(code ?? 1);
}

export function runNext(args: string[], env: Record<string, string>): ChildProcess {
  const bin = path.join(ROOT, "node_modules/next/dist/bin/next");
  return spawn(process.execPath, [bin, ...args], { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
}

export function waitFor(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on("exit", (code) => resolve(code)));
}

/** Forwards Ctrl-C/TERM to the child and runs `cleanup` once it has exited. */
export function superviseChild(child: ChildProcess, cleanup: () => Promise<void>) {
  const stop = () => child.kill("SIGTERM");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  child.on("exit", async (code) => {
    await cleanup().catch(() => undefined);
    process.exit(code ?? 0);
  });
}
