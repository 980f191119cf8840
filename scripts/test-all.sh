#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "lint"
npx eslint . --max-warnings=0
step "types"
npx tsc --noEmit
step "migrations match prisma/schema.prisma"
npx tsx scripts/migration-new.mts --check
step "unit and API tests (Vitest, real PostgreSQL)"
npx vitest run
step "production build"
npx next build
step "end-to-end (Playwright, Chromium)"
npx playwright test
