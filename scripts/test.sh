#!/usr/bin/env bash
# `npm test`: lint, the layout check (Prettier), type-check and the dependency rules beside the four test
# lanes (one Vitest run, three test files at a time: on a 2-core machine a file waits on PostgreSQL, Chromium or a
# child process part of the time, and a third file uses what the other two leave; Vitest's default would be one).
# Fails when any part fails, and prints the checks' output after the lanes so that it is not lost among theirs.
set -uo pipefail
cd "$(dirname "$0")/.."
export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"

checks_log="$(mktemp)"
# At a lower priority: the lanes are the long path (about ten minutes against the checks' two), so the checks
# take the CPU the lanes leave while they wait on Chromium, PostgreSQL or a timer, instead of slowing them.
(nice -n 10 bash -c 'npm run lint && npm run format:check && npm run typecheck && npm run deps') >"$checks_log" 2>&1 &
checks=$!
lanes_status=0
npx vitest run --maxWorkers="${TEST_WORKERS:-3}" "$@" || lanes_status=$?
checks_status=0
wait "$checks" || checks_status=$?
cat "$checks_log"
rm -f "$checks_log"
if [ "$checks_status" -ne 0 ]; then echo "lint, the layout check, typecheck or the dependency rules failed" >&2; fi
if [ "$lanes_status" -ne 0 ] || [ "$checks_status" -ne 0 ]; then exit 1; fi
