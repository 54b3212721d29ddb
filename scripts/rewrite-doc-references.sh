#!/usr/bin/env bash
# Points comments and docs that cite documents outside the repository at docs/product.md (and the engine's
# own README). Idempotent: run it again after merging branches that added new outside references. Applied
# migrations are never edited, not even their comments: they keep the references they were written with.
set -euo pipefail
cd "$(dirname "$0")/.."
files=$(grep -rliE "decisions §|specification §|spec §|shared/docs/|shared/spec/|engine-api\.md" src server contract tests e2e docs bench scripts ./*.md 2>/dev/null | grep -v -e '^docs/product.md$' -e 'rewrite-doc-references.sh$' -e '^server/store/migrations/' || true)
[ -z "$files" ] && exit 0
# shellcheck disable=SC2086
perl -pi -e '
  s{(?:\.\./)*shared/docs/product-decisions\.md}{docs/product.md}g;
  s{(?:\.\./)*shared/spec/product-spec\.md}{docs/product.md}g;
  s{`?(?:\.\./)*shared/docs/engine-api\.md`?}{`src/core/engine/README.md`}g;
  s{(?<![\w/])engine-api\.md}{src/core/engine/README.md}g;
  s{(?:[Pp]roduct )?[Dd]ecisions §(\d+)}{docs/product.md D$1}g;
  s{(?:[Tt]he )?(?:[Ss]pecification|[Ss]pec) §(\d+)(?:\.\d+)*}{docs/product.md S$1}g;
' $files
