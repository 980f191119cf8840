// Applies prisma/migrations the way `prisma migrate deploy` does, with plain `pg`: the Prisma CLI's
// schema engine cannot be downloaded here. The `_prisma_migrations` rows it writes are Prisma's own,
// so `prisma migrate deploy`/`migrate status` on a machine that has the engine agree with this runner.
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { describeDatabaseError } from "./describe-error";

// The lock id Prisma's schema engine takes, so this runner and `prisma migrate deploy` exclude each other.
const ADVISORY_LOCK_ID = 72707369;

// The table exactly as Prisma's schema engine creates it on PostgreSQL.
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export type ApplyMigrationsOptions = {
  /** Folder holding `<timestamp>_<name>/migration.sql`; defaults to `prisma/migrations` under the cwd. */
  migrationsDir?: string;
  log?: (line: string) => void;
  /**
   * Runs after the migrations, still under the migration lock: several instances started at once then
   * seed one after the other, and the second finds the first's data (docs/deploy.md).
   */
  whileLocked?: () => Promise<void>;
};

type MigrationFile = { name: string; bytes: Buffer };
type MigrationRow = {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
};

/** An error whose message is already the one sentence to show. */
class MigrationError extends Error {}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

// Prisma treats a file whose only change is its line endings (a Windows checkout) as unmodified.
function checksumMatches(bytes: Buffer, checksum: string): boolean {
  if (sha256(bytes) === checksum) return true;
  const text = bytes.toString("utf8");
  return sha256(text.replace(/\r\n/g, "\n")) === checksum || sha256(text.replace(/\r?\n/g, "\r\n")) === checksum;
}

async function readMigrations(dir: string): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return [];
    throw err;
  });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b));
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name, "migration.sql");
      const bytes = await readFile(file).catch(() => {
        throw new MigrationError(`Cannot read ${file}: every migration folder needs a migration.sql.`);
      });
      return { name, bytes };
    }),
  );
}

// One migration in one transaction: its script and its finished row commit together or not at all.
async function applyOne(client: pg.Client, migration: MigrationFile): Promise<void> {
  const id = randomUUID();
  const checksum = sha256(migration.bytes);
  await client.query("BEGIN");
  try {
    await client.query(
      `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at") VALUES ($1, $2, $3, now())`,
      [id, checksum, migration.name],
    );
    await client.query(migration.bytes.toString("utf8")); // simple protocol: the whole multi-statement script
    await client.query(
      `UPDATE "_prisma_migrations" SET "finished_at" = clock_timestamp(), "applied_steps_count" = 1 WHERE "id" = $1`,
      [id],
    );
    await client.query("COMMIT");
  } catch (err) {
    await client.query("ROLLBACK").catch(() => undefined);
    const reason = err instanceof Error ? err.message : String(err);
    // Keep the failure in the history, already marked rolled back: the transaction left the database unchanged,
    // so the next run retries the (fixed) migration, as after `prisma migrate resolve --rolled-back`.
    await client
      .query(
        `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "logs", "started_at", "rolled_back_at")
         VALUES ($1, $2, $3, $4, now(), now())`,
        [randomUUID(), checksum, migration.name, reason],
      )
      .catch(() => undefined);
    throw new MigrationError(`Migration ${migration.name} failed and was rolled back: ${reason}`);
  }
}

export async function applyMigrations(
  databaseUrl: string,
  options: ApplyMigrationsOptions = {},
): Promise<{ applied: string[] }> {
  const dir = options.migrationsDir ?? path.resolve(process.cwd(), "prisma", "migrations");
  // The default log is `npm run migrate`'s progress on the terminal.
  // eslint-disable-next-line no-console
  const log = options.log ?? ((line: string) => console.log(line));
  const migrations = await readMigrations(dir);
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on("error", () => undefined); // a dropped connection also fails the pending query, which reports it

  try {
    await client.connect();
    const { rows: lock } = await client.query("SELECT pg_try_advisory_lock($1) AS ok", [ADVISORY_LOCK_ID]);
    if (!lock[0].ok) {
      log("Waiting for another migration run to finish…");
      await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_ID]);
    }
    await client.query(CREATE_MIGRATIONS_TABLE);
    const { rows } = await client.query<MigrationRow>(
      `SELECT "migration_name", "checksum", "finished_at", "rolled_back_at" FROM "_prisma_migrations" ORDER BY "started_at"`,
    );

    const failed = rows.find((row) => row.finished_at === null && row.rolled_back_at === null);
    if (failed) {
      throw new MigrationError(
        `Migration ${failed.migration_name} failed in an earlier run and is not marked rolled back: repair the database, then run ` +
          `UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = '${failed.migration_name}' AND finished_at IS NULL ` +
          `(or \`prisma migrate resolve --rolled-back ${failed.migration_name}\`) and migrate again.`,
      );
    }

    const done = new Map(
      rows
        .filter((row) => row.finished_at !== null && row.rolled_back_at === null)
        .map((row) => [row.migration_name, row.checksum]),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      const checksum = done.get(migration.name);
      if (checksum !== undefined) {
        if (!checksumMatches(migration.bytes, checksum)) {
          log(`Warning: migration ${migration.name} was modified after it was applied (checksum differs).`);
        }
        continue;
      }
      log(`Applying migration ${migration.name}`);
      await applyOne(client, migration);
      applied.push(migration.name);
    }
    log(applied.length ? `Applied ${applied.length} migration(s).` : "No pending migrations to apply.");
    await options.whileLocked?.();
    return { applied };
  } catch (err) {
    if (err instanceof MigrationError) throw err;
    throw new Error(describeDatabaseError(err, databaseUrl), { cause: err });
  } finally {
    await client.end().catch(() => undefined); // ending the session releases the advisory lock
  }
}
