// Moves a data directory of the old embedded database (PGlite, `DATA_DIR/pglite` up to 582502a) into the
// PostgreSQL server that replaced it, once, on the first start (docs/deploy.md#moving-from-the-old-embedded-database).
//
// A native server refuses PGlite's files (PostgreSQL 18 built without FLOAT8_BYVAL), so the rows are read
// through PGlite itself and written through SQL. PGlite is no longer a dependency: the reader is the pinned
// npm tarball, fetched through the user's npm (registry, proxy and cache settings) only when a move is due
// and checked against the integrity below. The original directory is never written: PGlite opens a copy,
// where any migration the old database lacks is applied first. Every table is copied in one transaction,
// then counted and checksummed on both sides; only when all agree is it committed and the old directory
// renamed.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";

const PGLITE = "@electric-sql/pglite@0.5.14";
/** The registry's integrity of the tarball above (package-lock.json of 582502a). */
const PGLITE_INTEGRITY =
  "sha512-aAQe7iArcFB2w1xtx91l3l9trxhMzD6aZf+WnosSHNhwgp70EJz80Igw/bHnW14fUEFYWPBoQ1sGom8Xc0Jttg==";
const PGLITE_DOWNLOAD = "9.3 MB";
const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../prisma/migrations");
const MOVE_DOCS = "docs/deploy.md#moving-from-the-old-embedded-database";
/** The target's own history: it is already migrated, so this table is compared, never copied. */
const MIGRATIONS_TABLE = "_prisma_migrations";
const BATCH = 2_000;

/** The part of PGlite's API this file uses (its types left with the package). */
export interface Pglite {
  query<T>(sql: string, params?: unknown[], options?: { rowMode?: "array" | "object" }): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
  close(): Promise<void>;
}
export interface PgliteReader {
  open(dataDir: string): Promise<Pglite>;
}

export interface MoveResult {
  tables: number;
  rows: number;
  /** Where the old directory now is; "" when there was nothing to move. */
  keptAs: string;
}

/** A directory PGlite wrote (a PostgreSQL data directory). */
export function isPgliteDirectory(dir: string): boolean {
  return existsSync(path.join(dir, "PG_VERSION"));
}

/**
 * Moves the PGlite database in `from` into `databaseUrl` (migrated to today's schema, no rows yet), then
 * renames `from` to `<from>-moved-<stamp>`. Nothing to do (no PGlite directory in `from`) answers
 * `keptAs: ""`; a target that already holds exactly the old rows (a start died right after the move) only
 * gets the rename. Throws an Error whose message is the one line to show when the move cannot be made;
 * `from` and the target are then as they were.
 */
export async function movePgliteDirectory(options: {
  from: string;
  databaseUrl: string;
  log: (line: string) => void;
}): Promise<MoveResult> {
  const { from, databaseUrl, log } = options;
  if (!isPgliteDirectory(from)) return { tables: 0, rows: 0, keptAs: "" };
  const shown = path.relative(process.cwd(), from) || from;
  // Work files next to the data (the same disk, never a small /tmp), removed whatever happens.
  const work = path.join(path.dirname(from), ".pglite-move");
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true, mode: 0o700 });
  const target = new pg.Client({ connectionString: databaseUrl });
  target.on("error", () => undefined); // a dropped connection also fails the pending query, which reports it
  let source: Pglite | null = null;
  try {
    log(`Moving the old embedded database in ${shown} into PostgreSQL (once)…`);
    const reader = await fetchPglite(path.join(work, "reader"));
    const copy = path.join(work, "data");
    cpSync(from, copy, { recursive: true });
    source = await reader.open(copy);
    await target.connect();
    await source.exec(STABLE_TEXT);
    await target.query(STABLE_TEXT);
    await catchUpMigrations(source, target, log);
    const moved = await copyTables(source, target);
    // Right after the commit: a start that dies here would find the rows moved and the directory still in place.
    const keptAs = `${from}-moved-${new Date().toISOString().replace(/[-:.]/g, "")}`;
    renameSync(from, keptAs);
    log(
      `Moved ${moved.tables} tables (${moved.rows} rows) from the old embedded database; it is kept as ${path.relative(process.cwd(), keptAs) || keptAs} (delete it once you have checked the app).`,
    );
    return { ...moved, keptAs };
  } catch (error) {
    const reason = error instanceof MoveError ? error.message : oneLine(error);
    throw new Error(
      `Could not move the old embedded database in ${shown} into PostgreSQL: ${reason} ${shown} is untouched; the app did not start.`,
    );
  } finally {
    await source?.close().catch(() => undefined);
    await target.end().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}

/** A message that is already the sentence to show. */
class MoveError extends Error {}

const oneLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ");
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Settings under which both servers print every value in the same text (the checksums compare text). */
const STABLE_TEXT =
  "SET TimeZone = 'UTC'; SET DateStyle = 'ISO, MDY'; SET IntervalStyle = 'postgres'; SET extra_float_digits = 1; SET bytea_output = 'hex'";

/** Either side of the move: PGlite and pg answer `query` alike for what this file asks. */
interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/**
 * `PGlite` from the pinned npm tarball, unpacked into `dir`. Exported for the tests, which read the
 * source themselves to check a move.
 */
export async function fetchPglite(dir: string): Promise<PgliteReader> {
  mkdirSync(dir, { recursive: true });
  // A machine without the registry is given the tarball fetched elsewhere: checked the same way.
  const given = process.env.PGLITE_TARBALL;
  const packed = given ? path.resolve(given) : await npmPack(dir);
  if (!existsSync(packed)) throw new MoveError(`PGLITE_TARBALL names no file (${packed}).`);
  const integrity = `sha512-${createHash("sha512").update(readFileSync(packed)).digest("base64")}`;
  if (integrity !== PGLITE_INTEGRITY)
    throw new MoveError(
      `${given ? packed : `the npm registry's ${PGLITE}`} is not the ${PGLITE} tarball this app was checked with (its integrity is ${integrity}).`,
    );
  await run("tar", ["-xzf", packed, "-C", dir], "unpacking the PGlite tarball");
  const entry = pathToFileURL(path.join(dir, "package", "dist", "index.js")).href;
  const { PGlite } = (await import(/* @vite-ignore */ entry)) as {
    PGlite: { create(dataDir: string): Promise<Pglite> };
  };
  return { open: (dataDir) => PGlite.create(dataDir) };
}

/** `npm pack` into `dir`: the user's registry, proxy and cache; one retry, so no network fails in seconds. */
async function npmPack(dir: string): Promise<string> {
  const args = [
    "pack",
    PGLITE,
    "--pack-destination",
    dir,
    "--fetch-retries=1",
    "--fetch-retry-mintimeout=2000",
    "--fetch-retry-maxtimeout=5000",
  ];
  // Under `npm start` npm names its own script: no PATH lookup, and no npm.cmd shell on Windows.
  const npmCli = process.env.npm_execpath;
  const [command, commandArgs] = npmCli?.endsWith(".js")
    ? [process.execPath, [npmCli, ...args]]
    : [process.platform === "win32" ? "npm.cmd" : "npm", args];
  try {
    await run(command, commandArgs, "npm pack");
  } catch (error) {
    throw new MoveError(
      `it needs the PGlite reader (${PGLITE}, ${PGLITE_DOWNLOAD} from the npm registry) and could not fetch it (${oneLine(error).slice(0, 300)}). Connect this machine to the internet (or set npm's registry or proxy) and start again, or run \`npm pack ${PGLITE}\` where there is internet and start with PGLITE_TARBALL naming that file (${MOVE_DOCS}).`,
    );
  }
  const file = readdirSync(dir).find((name) => name.endsWith(".tgz"));
  if (!file) throw new MoveError(`npm pack ${PGLITE} wrote no tarball.`);
  return path.join(dir, file);
}

function run(command: string, args: string[], what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"], shell: command.endsWith(".cmd") });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve();
      else {
        // npm's reason is its "…Error: …" line (or a registry answer such as "404 Not Found - GET …").
        const lines = stderr
          .split("\n")
          .map((line) => line.replace(/^npm error /, "").trim())
          .filter(Boolean);
        reject(new Error(lines.find((l) => /Error: | - GET /.test(l)) ?? lines[0] ?? `${what} exited with ${code}`));
      }
    });
  });
}

const appliedMigrations = async (db: Queryable) =>
  (
    await db.query<{ name: string }>(
      `SELECT migration_name AS name FROM ${MIGRATIONS_TABLE} WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY 1`,
    )
  ).rows.map((r) => r.name);

/**
 * Brings the PGlite copy to the migrations of this checkout (the old database may predate some), as
 * lib/migrations/runner.ts would. Refuses a database newer than this code or a target not migrated to it.
 */
async function catchUpMigrations(source: Pglite, target: pg.Client, log: (line: string) => void): Promise<void> {
  const ours = readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const targetHas = await appliedMigrations(target);
  if (targetHas.join() !== ours.join())
    throw new MoveError("the new database is not migrated to this version of the app (run npm run migrate).");
  const sourceHas = await appliedMigrations(source);
  const unknown = sourceHas.filter((name) => !ours.includes(name));
  if (unknown.length > 0)
    throw new MoveError(
      `it was written by a newer version of the app (migration ${unknown[0]} is not in this one): start that version or a newer one.`,
    );
  for (const name of ours.filter((n) => !sourceHas.includes(n))) {
    const sql = readFileSync(path.join(MIGRATIONS_DIR, name, "migration.sql"));
    await source.exec("BEGIN");
    try {
      await source.exec(sql.toString("utf8"));
      await source.query(
        `INSERT INTO ${MIGRATIONS_TABLE} (id, checksum, migration_name, started_at, finished_at, applied_steps_count) VALUES (gen_random_uuid()::text, $1, $2, now(), now(), 1)`,
        [createHash("sha256").update(sql).digest("hex"), name],
      );
      await source.exec("COMMIT");
    } catch (error) {
      await source.exec("ROLLBACK").catch(() => undefined);
      throw new MoveError(
        `the old database predates migration ${name}, which does not apply to it (${oneLine(error)}); see ${MOVE_DOCS}.`,
      );
    }
    log(`  applied migration ${name} to the copy of the old database`);
  }
}

interface Column {
  name: string;
  type: string;
}

/** Tables of the public schema (but the migration history) and their stored columns, in order. */
async function tableColumns(db: Queryable): Promise<Map<string, Column[]>> {
  const rows = (
    await db.query<{ table: string; name: string; type: string }>(
      `SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid
       WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> '${MIGRATIONS_TABLE}'
         AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
       ORDER BY c.relname, a.attnum`,
    )
  ).rows;
  const tables = new Map<string, Column[]>();
  for (const { table, name, type } of rows) tables.set(table, [...(tables.get(table) ?? []), { name, type }]);
  return tables;
}

/** Rows and an order-free checksum of a table, from each row's text: equal text on both sides, equal sums. */
const TABLE_SUM = (table: string) =>
  `SELECT count(*)::int AS rows, coalesce(md5(string_agg(h, '' ORDER BY h COLLATE "C")), '') AS sum FROM (SELECT md5(t::text) AS h FROM ${ident(table)} t) s`;

async function copyTables(source: Pglite, target: pg.Client): Promise<{ tables: number; rows: number }> {
  const tables = await tableColumns(source);
  const targetTables = await tableColumns(target);
  const shape = (columns: Column[] | undefined) => JSON.stringify(columns ?? null);
  for (const name of new Set([...tables.keys(), ...targetTables.keys()])) {
    if (shape(tables.get(name)) !== shape(targetTables.get(name)))
      throw new MoveError(
        `table ${name} has other columns in the old database than in the new one after the migrations; see ${MOVE_DOCS}.`,
      );
  }
  const sameRows = async (table: string) => {
    const [before] = (await source.query<{ rows: number; sum: string }>(TABLE_SUM(table))).rows;
    const [after] = (await target.query<{ rows: number; sum: string }>(TABLE_SUM(table))).rows;
    return { same: before.rows === after.rows && before.sum === after.sum, rows: before.rows, copied: after.rows };
  };
  let rows = 0;
  // A snapshot of the source, and all or nothing on the target.
  await source.exec("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  await target.query("BEGIN");
  try {
    const filled: string[] = [];
    for (const table of tables.keys())
      if ((await target.query(`SELECT 1 FROM ${ident(table)} LIMIT 1`)).rows.length > 0) filled.push(table);
    if (filled.length > 0) {
      // A start that died between the commit and the rename left exactly these rows: the move is done.
      for (const table of tables.keys()) {
        const { same, rows: counted } = await sameRows(table);
        if (!same)
          throw new MoveError(`the new database already has rows in ${filled[0]}; it must be empty for the move.`);
        rows += counted;
      }
      await target.query("ROLLBACK");
      return { tables: tables.size, rows };
    }
    // Rows arrive in any order and derived tables (AttendanceDaily) are copied as they are: foreign keys
    // and triggers wait (replica role); the checksums below prove the result.
    await target.query("SET LOCAL session_replication_role = replica").catch((error: unknown) => {
      throw new MoveError(`the new database's user cannot copy with triggers off (${oneLine(error)}).`);
    });
    for (const [table, columns] of tables) rows += await copyTable(source, target, table, columns);
    await copySequences(source, target);
    for (const table of tables.keys()) {
      const { same, rows: counted, copied } = await sameRows(table);
      if (!same)
        throw new MoveError(
          `table ${table} did not read back the same (${counted} rows, ${copied} copied): nothing was kept.`,
        );
    }
    await target.query("COMMIT");
  } catch (error) {
    await target.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await source.exec("ROLLBACK").catch(() => undefined);
  }
  return { tables: tables.size, rows };
}

/** Every value as PostgreSQL's own text, cast back to its column's type on the target: exact for every type. */
async function copyTable(source: Pglite, target: pg.Client, table: string, columns: Column[]): Promise<number> {
  const names = columns.map((c) => ident(c.name)).join(", ");
  const cursor = ident(`move_${table}`);
  await source.exec(
    `DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT ${columns.map((c) => `${ident(c.name)}::text`).join(", ")} FROM ${ident(table)}`,
  );
  const insert = `INSERT INTO ${ident(table)} (${names}) OVERRIDING SYSTEM VALUE SELECT ${columns
    .map((c, n) => `u.c${n}::${c.type}`)
    .join(
      ", ",
    )} FROM unnest(${columns.map((_, n) => `$${n + 1}::text[]`).join(", ")}) AS u(${columns.map((_, n) => `c${n}`).join(", ")})`;
  let count = 0;
  for (;;) {
    const { rows } = await source.query<(string | null)[]>(`FETCH ${BATCH} FROM ${cursor}`, [], { rowMode: "array" });
    if (rows.length === 0) break;
    await target.query(
      insert,
      columns.map((_, n) => rows.map((row) => row[n])),
    );
    count += rows.length;
  }
  await source.exec(`CLOSE ${cursor}`);
  return count;
}

/** Sequences (serial and identity columns; the schema has none today) continue where the old ones were. */
async function copySequences(source: Pglite, target: pg.Client): Promise<void> {
  const { rows } = await source.query<{ name: string; last: string | null }>(
    `SELECT sequencename AS name, last_value::text AS last FROM pg_sequences WHERE schemaname = 'public'`,
  );
  for (const { name, last } of rows)
    if (last !== null) await target.query(`SELECT setval($1::regclass, $2::bigint, true)`, [ident(name), last]);
}
