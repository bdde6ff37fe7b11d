#!/usr/bin/env bash
# Regenerates docs/man/folio.1 from the command's own help (swift-argument-parser's
# generate-manual plugin), so the manual never drifts from `folio --help`.
#   scripts/make-man-page.sh        then: man -l docs/man/folio.1
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p docs/man
swift package --allow-writing-to-package-directory generate-manual --output-directory docs/man \
  --date "${MAN_DATE:-$(date -u +%Y-%m-%d)}" --authors "The Folio authors"
