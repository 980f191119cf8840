// pg_dump / pg_restore / psql get the database URL without its password (which would show in `ps`): the
// password travels in PGPASSWORD. Query parameters libpq does not know (a pooler's, Prisma's) are dropped.
const LIBPQ_PARAMS = new Set([
  "sslmode",
  "sslrootcert",
  "sslcert",
  "sslkey",
  "sslcrl",
  "application_name",
  "connect_timeout",
  "options",
  "target_session_attrs",
  "channel_binding",
]);

export function pgToolEnv(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  for (const key of [...url.searchParams.keys()]) if (!LIBPQ_PARAMS.has(key)) url.searchParams.delete(key);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { url: url.toString(), env };
}

/** The database backups and restores talk to: BACKUP_DATABASE_URL (a direct one, past a pooler), else DATABASE_URL. */
export const directDatabaseUrl = () => process.env.BACKUP_DATABASE_URL || process.env.DATABASE_URL;
