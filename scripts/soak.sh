#!/usr/bin/env bash
# `npm run soak`: the crash test with many kills (CRASH_ITERATIONS, 20 by default) on PGlite's data
# directory, then on the PostgreSQL at DATABASE_URL (the default local one), and the fault proxy run.
set -euo pipefail
cd "$(dirname "$0")/.."
export CRASH_ITERATIONS="${CRASH_ITERATIONS:-20}"
npx vitest run --project server tests/server/resilience/crash-recovery.test.ts
npx vitest run --project postgres tests/server/resilience/crash-recovery.test.ts
