#!/usr/bin/env bash
# `sudo npm run setup:server`: this machine (Debian/Ubuntu) as the school's server, in one command.
# PostgreSQL from the distribution, a role and database with a random password, the app's settings
# file (mode 600, owned by the user the app runs as), and a daily `npm run backup`. `npm start` reads
# the settings file by itself. Run it again at any time: what is already in place is left as it is.
# Test overrides (docs/deploy.md#school-server): APP_ENV_FILE, DB_NAME, DB_USER, APP_USER, BACKUP_DIR,
# SETUP_CRON_FILE, SETUP_SYSTEMD_DIR, SETUP_SYSTEMD=0, SETUP_APT=0 (never call apt-get), SETUP_PG_ADMIN_URL.
# The address report cards print (docs/deploy.md#public-address): `-- --public-url https://school.example.org`
# or PUBLIC_URL=…; else the one in the settings file; else it is asked for when run at a terminal.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
ENV_FILE="${APP_ENV_FILE:-/etc/school-attendance/env}"
DB_NAME="${DB_NAME:-school_attendance}"
DB_USER="${DB_USER:-$DB_NAME}"
APP_USER="${APP_USER:-${SUDO_USER:-$(stat -c %U "$ROOT")}}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/school-attendance}"
CRON_FILE="${SETUP_CRON_FILE:-/etc/cron.d/school-attendance-backup}"
SYSTEMD_DIR="${SETUP_SYSTEMD_DIR:-/etc/systemd/system}"
UNIT=school-attendance-backup

changes=0
did() { # something was changed
  changes=$((changes + 1))
  printf '  ✔ %s\n' "$1"
}
kept() { printf '  · %s\n' "$1"; }
fail() {
  printf '\n✖ %s\n\n' "$1" >&2
  exit 1
}

# The node that runs npm (under sudo, root's PATH may not have it).
NODE_BIN="${npm_node_execpath:-$(command -v node || true)}"
[[ -x "$NODE_BIN" ]] || fail "node is not on the PATH: run it as sudo npm run setup:server"
[[ "$(id -u)" == 0 ]] || fail "Run it as root: sudo npm run setup:server"
[[ "$DB_NAME" =~ ^[a-z_][a-z0-9_]*$ && "$DB_USER" =~ ^[a-z_][a-z0-9_]*$ ]] ||
  fail "DB_NAME and DB_USER take lower-case letters, digits and _ only."
id "$APP_USER" >/dev/null 2>&1 || fail "The user $APP_USER (APP_USER) does not exist."

# The server's public address, printed on every report card and its QR code: checked before anything changes.
given_url="${PUBLIC_URL:-}"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --public-url=*) given_url="${1#*=}" ;;
    --public-url)
      [[ $# -ge 2 ]] || fail "--public-url takes an address, such as --public-url https://school.example.org"
      given_url="$2"
      shift
      ;;
    *) fail "Unknown option $1 (setup:server takes --public-url https://school.example.org)" ;;
  esac
  shift
done
kept_url=""
[[ -f "$ENV_FILE" ]] && kept_url=$(sed -n 's/^PUBLIC_URL=//p' "$ENV_FILE" | tail -n 1 | sed -e 's/^"//' -e 's/"$//')
if [[ -z "$given_url" && -z "$kept_url" && -t 0 ]]; then
  read -r -p "This server's address as families' phones reach it, printed on report cards (e.g. https://school.example.org; Enter to skip): " given_url
fi
public_url="$kept_url"
if [[ -n "$given_url" ]]; then
  public_url=$("$NODE_BIN" -e '
    try {
      const url = new URL(process.argv[1]);
      if (!/^https?:$/.test(url.protocol) || !url.hostname) throw new Error();
      console.log(url.origin);
    } catch {
      process.exit(1);
    }' "$given_url") ||
    fail "The public address must be an http:// or https:// address such as https://school.example.org (got: $given_url)"
fi

echo "Setting up this machine to run School Attendance on PostgreSQL:"

# 1. PostgreSQL from the distribution.
if dpkg-query -W -f='${Status}' postgresql 2>/dev/null | grep -q "ok installed"; then
  kept "PostgreSQL is installed ($(psql --version | awk '{print $3}'))"
else
  [[ "${SETUP_APT:-1}" != 0 ]] || fail "PostgreSQL is not installed and SETUP_APT=0: apt-get install postgresql"
  command -v apt-get >/dev/null || fail "No apt-get here: setup:server is for Debian and Ubuntu."
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql postgresql-client >/dev/null
  did "installed PostgreSQL $(psql --version | awk '{print $3}') from the distribution"
fi

# SETUP_SYSTEMD=0 takes the cron path even where systemd runs (the test does).
systemd_runs() { [[ "${SETUP_SYSTEMD:-1}" != 0 && -d /run/systemd/system ]]; }

# The cluster must be up (a fresh install starts it under systemd; without systemd nothing does).
if [[ -z "${SETUP_PG_ADMIN_URL:-}" ]]; then
  cluster=$(pg_lsclusters -h | awk 'NR == 1 { print $1 " " $2 " " $4 }')
  [[ -n "$cluster" ]] || fail "PostgreSQL is installed but has no cluster: pg_createcluster --start <version> main"
  read -r pg_version pg_cluster pg_status <<<"$cluster"
  if [[ "$pg_status" != online ]]; then
    if systemd_runs; then
      systemctl enable --now "postgresql@${pg_version}-${pg_cluster}" >/dev/null
    else
      pg_ctlcluster "$pg_version" "$pg_cluster" start
    fi
    did "started PostgreSQL $pg_version/$pg_cluster"
  fi
  PG_PORT=$(pg_lsclusters -h | awk 'NR == 1 { print $3 }')
  admin_psql() { (cd / && runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -p "$PG_PORT" -At "$@"); }
else
  PG_PORT=$("$NODE_BIN" -e 'console.log(new URL(process.argv[1]).port || 5432)' "$SETUP_PG_ADMIN_URL")
  admin_psql() { psql "$SETUP_PG_ADMIN_URL" -X -q -v ON_ERROR_STOP=1 -At "$@"; }
fi

# 2. The settings file: the values already there are kept.
current() { [[ -f "$ENV_FILE" ]] && sed -n "s/^$1=//p" "$ENV_FILE" | tail -n 1 | sed -e 's/^"//' -e 's/"$//'; }
random() { "$NODE_BIN" -e 'process.stdout.write(require("node:crypto").randomBytes(Number(process.argv[1])).toString("base64"))' "$1"; }

url=$(current DATABASE_URL || true)
password=""
if [[ -n "$url" ]]; then
  password=$("$NODE_BIN" -e 'console.log(decodeURIComponent(new URL(process.argv[1]).password))' "$url")
fi

# 3. The role and the database.
role_exists=$(admin_psql -c "SELECT 1 FROM pg_roles WHERE rolname = '$DB_USER'")
if [[ -z "$role_exists" ]]; then
  password=$(random 24 | tr '+/' '-_' | tr -d '=')
  admin_psql -c "CREATE ROLE \"$DB_USER\" LOGIN PASSWORD '$password'"
  did "created the PostgreSQL role $DB_USER (random password, kept in $ENV_FILE)"
elif [[ -z "$password" ]]; then
  password=$(random 24 | tr '+/' '-_' | tr -d '=')
  admin_psql -c "ALTER ROLE \"$DB_USER\" LOGIN PASSWORD '$password'"
  did "gave the existing role $DB_USER a new random password (none was in $ENV_FILE)"
else
  kept "the role $DB_USER exists"
fi
if [[ -z "$(admin_psql -c "SELECT 1 FROM pg_database WHERE datname = '$DB_NAME'")" ]]; then
  admin_psql -c "CREATE DATABASE \"$DB_NAME\" OWNER \"$DB_USER\" ENCODING 'UTF8' TEMPLATE template0"
  did "created the database $DB_NAME owned by $DB_USER"
else
  kept "the database $DB_NAME exists"
fi

new_url="postgresql://$DB_USER:$password@127.0.0.1:$PG_PORT/$DB_NAME"
declare -A wanted=(
  [DATABASE_URL]="$new_url"
  [NEXTAUTH_SECRET]="$(current NEXTAUTH_SECRET || true)"
  [NEXT_SERVER_ACTIONS_ENCRYPTION_KEY]="$(current NEXT_SERVER_ACTIONS_ENCRYPTION_KEY || true)"
  [BACKUP_DIR]="$(current BACKUP_DIR || true)"
  [PUBLIC_URL]="$public_url"
)
[[ -n "${wanted[NEXTAUTH_SECRET]}" ]] || wanted[NEXTAUTH_SECRET]=$(random 32)
[[ -n "${wanted[NEXT_SERVER_ACTIONS_ENCRYPTION_KEY]}" ]] || wanted[NEXT_SERVER_ACTIONS_ENCRYPTION_KEY]=$(random 32)
[[ -n "${wanted[BACKUP_DIR]}" ]] || wanted[BACKUP_DIR]="$BACKUP_DIR"

mkdir -p "$(dirname "$ENV_FILE")"
next_file=$(mktemp "$ENV_FILE.XXXXXX")
{
  echo "# School Attendance settings, written by npm run setup:server. npm start reads this file"
  echo "# (APP_ENV_FILE names another). Keep it secret: it holds the database password and the keys."
  if [[ -f "$ENV_FILE" ]]; then
    # Everything else someone added is kept as it was.
    grep -v -E '^(# School Attendance settings|# \(APP_ENV_FILE|DATABASE_URL=|NEXTAUTH_SECRET=|NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=|BACKUP_DIR=|PUBLIC_URL=)' "$ENV_FILE" || true
  fi
  for key in DATABASE_URL NEXTAUTH_SECRET NEXT_SERVER_ACTIONS_ENCRYPTION_KEY BACKUP_DIR; do
    echo "$key=${wanted[$key]}"
  done
  [[ -z "$public_url" ]] || echo "PUBLIC_URL=$public_url"
} >"$next_file"
written="DATABASE_URL, NEXTAUTH_SECRET, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, BACKUP_DIR${public_url:+, PUBLIC_URL=$public_url}"
chmod 600 "$next_file"
chown "$APP_USER": "$next_file"
if [[ -f "$ENV_FILE" ]] && cmp -s "$next_file" "$ENV_FILE" &&
  [[ "$(stat -c '%a %U' "$ENV_FILE")" == "600 $APP_USER" ]]; then
  rm -f "$next_file"
  kept "$ENV_FILE holds $written (mode 600, owner $APP_USER)"
else
  mv "$next_file" "$ENV_FILE"
  did "wrote $ENV_FILE: $written (mode 600, owner $APP_USER)"
fi
if [[ -z "$public_url" ]]; then
  printf '  ⚠ %s\n' "No PUBLIC_URL: report cards can be issued only on this machine until it is set (sudo npm run setup:server -- --public-url https://school.example.org)"
fi

if [[ ! -d "${wanted[BACKUP_DIR]}" ]]; then
  install -d -m 700 -o "$APP_USER" "${wanted[BACKUP_DIR]}"
  did "created the backup directory ${wanted[BACKUP_DIR]}"
else
  kept "the backup directory ${wanted[BACKUP_DIR]} exists"
fi

# 4. A daily backup: a systemd timer when systemd runs this machine, else a cron entry.
backup_command="cd $ROOT && APP_ENV_FILE=$ENV_FILE npm run --silent backup"
# Writes $2 to $1 unless it already says exactly that; returns 1 when nothing changed.
put() {
  if [[ -f "$1" ]] && [[ "$(cat "$1")" == "$2" ]]; then return 1; fi
  mkdir -p "$(dirname "$1")"
  printf '%s\n' "$2" >"$1"
}
if systemd_runs; then
  service="[Unit]
Description=School Attendance daily backup (npm run backup)

[Service]
Type=oneshot
User=$APP_USER
WorkingDirectory=$ROOT
Environment=APP_ENV_FILE=$ENV_FILE
ExecStart=/usr/bin/env npm run --silent backup"
  timer="[Unit]
Description=School Attendance daily backup

[Timer]
OnCalendar=*-*-* 02:17:00
RandomizedDelaySec=15min
Persistent=true

[Install]
WantedBy=timers.target"
  updated=0
  put "$SYSTEMD_DIR/$UNIT.service" "$service" && updated=1
  put "$SYSTEMD_DIR/$UNIT.timer" "$timer" && updated=1
  if [[ $updated == 1 ]] || ! systemctl is-enabled --quiet "$UNIT.timer"; then
    systemctl daemon-reload
    systemctl enable --now "$UNIT.timer" >/dev/null 2>&1
    did "installed the systemd timer $UNIT.timer: npm run backup daily at 02:17 (systemctl list-timers $UNIT.timer)"
  else
    kept "the systemd timer $UNIT.timer runs npm run backup daily"
  fi
else
  entry="# School Attendance: daily backup (written by npm run setup:server; systemd does not run this machine)
PATH=$(dirname "$NODE_BIN"):/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
17 2 * * * $APP_USER $backup_command >>${wanted[BACKUP_DIR]}/backup.log 2>&1"
  if put "$CRON_FILE" "$entry"; then
    chmod 644 "$CRON_FILE"
    did "systemd does not run this machine: wrote the cron entry $CRON_FILE (npm run backup daily at 02:17)"
  else
    kept "the cron entry $CRON_FILE runs npm run backup daily (systemd does not run this machine)"
  fi
  if ! command -v cron >/dev/null; then
    if [[ "${SETUP_APT:-1}" != 0 ]]; then
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends cron >/dev/null
      did "installed cron"
    else
      printf '  ⚠ cron is not installed: nothing runs %s until `apt-get install cron` (and cron is started)\n' "$CRON_FILE"
    fi
  fi
fi

echo
if [[ $changes == 0 ]]; then
  echo "Nothing changed: this machine was already set up."
else
  echo "Done ($changes change(s)). Start the app with: npm run build && npm start"
  echo "(it reads $ENV_FILE; the database is $DB_NAME on 127.0.0.1:$PG_PORT)"
fi
