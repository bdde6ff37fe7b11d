#!/usr/bin/env bash
# Re-blesses Folio's regression fixtures (Fixtures/<area>/<case>/expected/) after an intended
# change, then shows which reference files changed. Review them (git diff, and the difference
# images the run prints) before committing.
#
#   Tools/scripts/bless-fixtures.sh                          every case
#   Tools/scripts/bless-fixtures.sh drawing/pentagon arc-135 the named cases (area/case, or just case)
#
# Environment: SCRATCH_PATH, a build folder for `swift test --scratch-path` (default: .build).
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ $# -eq 0 ]; then
  selection=1
else
  for name in "$@"; do
    case "$name" in
      */*) [ -f "Fixtures/$name/case.json" ] || [ -d "Fixtures/$name/expected" ] ;;
      *) compgen -G "Fixtures/*/$name/case.json" >/dev/null || compgen -G "Fixtures/*/$name/expected" >/dev/null ;;
    esac || { echo "bless-fixtures: no fixture \"$name\" (a folder under Fixtures/ with a case.json or an expected/)" >&2; exit 2; }
  done
  selection=$(IFS=,; echo "$*")
fi

args=(--filter FolioFixtureTests)
[ -n "${SCRATCH_PATH:-}" ] && args+=(--scratch-path "$SCRATCH_PATH")
# Show the blessing reports and any failure, not the progress lines; exit as swift test did.
set +e
FOLIO_BLESS="$selection" swift test "${args[@]}" 2>&1 \
  | grep -vE '^(◇|✔ (Test|Suite) |\[[0-9]+/[0-9]+\] |Test Suite |[[:space:]]+Executed |Building |Build complete|↳ (Testing Library|Target Platform))'
status=${PIPESTATUS[0]}
set -e

if command -v git >/dev/null && git rev-parse --git-dir >/dev/null 2>&1; then
  echo "bless-fixtures: reference files changed:"
  git status --short -- Fixtures ":(exclude)Fixtures/Fonts" | sed 's/^/  /'
fi
exit "$status"
