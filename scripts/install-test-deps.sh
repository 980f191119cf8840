#!/usr/bin/env bash
# Installs what the tests need on a Debian machine: Chromium for Playwright, a PostgreSQL server,
# started on 127.0.0.1:5432 with user/password postgres/postgres (local test databases only), and
# poppler-utils (pdftoppm: tests/report-cards/report-card-qr.test.ts reads the QR code back from a rendered card).
set -euo pipefail

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Run as root (or install sudo): apt-get is needed for chromium and postgresql." >&2
    exit 1
  fi
fi

as_postgres() {
  if [ -z "$SUDO" ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi
}

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v pg_ctlcluster >/dev/null 2>&1 || missing+=(postgresql)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

version=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1)
if [ -z "$version" ]; then
  echo "PostgreSQL is installed but no cluster exists; creating one."
  version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  $SUDO pg_createcluster "$version" main
fi
if ! $SUDO pg_ctlcluster "$version" main status >/dev/null 2>&1; then
  $SUDO pg_ctlcluster "$version" main start
fi
for _ in $(seq 1 30); do
  as_postgres psql -qtAc "select 1" >/dev/null 2>&1 && break
  sleep 0.5
done
as_postgres psql -qc "ALTER USER postgres PASSWORD 'postgres'" >/dev/null
echo "Test dependencies ready: $(chromium --version 2>/dev/null | head -n 1); PostgreSQL $version on 127.0.0.1:5432"
