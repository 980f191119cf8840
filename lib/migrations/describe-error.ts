// Turns a connection or PostgreSQL error into one sentence a person can act on, never the password.

type PgLikeError = Error & { code?: string; errors?: unknown[] };

function target(databaseUrl: string) {
  try {
    const url = new URL(databaseUrl);
    return {
      where: `${url.hostname || "localhost"}:${url.port || "5432"}`,
      host: url.hostname || "localhost",
      user: decodeURIComponent(url.username) || "(default user)",
      database: decodeURIComponent(url.pathname.replace(/^\//, "")) || "(default database)",
      password: url.password ? decodeURIComponent(url.password) : "",
    };
  } catch {
    return null;
  }
}

function codeOf(err: PgLikeError): string | undefined {
  if (err.code) return err.code;
  // Node reports a failed connection to every address of a host (IPv4 and IPv6) as an AggregateError.
  const first = err.errors?.find((e): e is PgLikeError => e instanceof Error && "code" in e);
  return first?.code;
}

export function describeDatabaseError(err: unknown, databaseUrl: string): string {
  const t = target(databaseUrl);
  if (!t) return "DATABASE_URL is not a valid URL (expected postgresql://user:password@host:port/database).";
  const e: PgLikeError = err instanceof Error ? err : new Error(String(err));
  const message = t.password ? e.message.split(t.password).join("****") : e.message;

  switch (codeOf(e)) {
    case "ECONNREFUSED":
      return `Cannot reach the database at ${t.where} — is PostgreSQL running?`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `Cannot resolve the database host "${t.host}" — check the host name in DATABASE_URL.`;
    case "ETIMEDOUT":
    case "ENETUNREACH":
    case "EHOSTUNREACH":
      return `Timed out connecting to the database at ${t.where} — check the host, port and firewall.`;
    case "ECONNRESET":
      return `The database at ${t.where} closed the connection — check that it is PostgreSQL and its SSL settings.`;
    case "28P01":
      return `PostgreSQL at ${t.where} rejected the password for user "${t.user}" — check DATABASE_URL.`;
    case "28000":
      return `PostgreSQL at ${t.where} refused user "${t.user}" (${message}) — check the user name and pg_hba.conf.`;
    case "3D000":
      return `The database "${t.database}" does not exist on ${t.where} — create it (createdb ${t.database}) or fix DATABASE_URL.`;
    case "42501":
      return `User "${t.user}" lacks the privileges this needs on "${t.database}" (${message}).`;
    case "53300":
      return `PostgreSQL at ${t.where} has too many connections — close some clients or raise max_connections.`;
    case "57P03":
      return `PostgreSQL at ${t.where} is starting up or shutting down — try again in a moment.`;
  }
  if (/SASL|client password must be a string/i.test(message)) {
    return `PostgreSQL at ${t.where} asks for a password for user "${t.user}" but DATABASE_URL has none.`;
  }
  if (/does not support SSL/i.test(message)) {
    return `The database at ${t.where} does not accept SSL — remove sslmode from DATABASE_URL or enable SSL on the server.`;
  }
  return message;
}
