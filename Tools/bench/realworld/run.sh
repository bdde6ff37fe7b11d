#!/usr/bin/env bash
# Real-world HTML, folio against WeasyPrint: words kept, pages, warnings, internal links.
#
#   Tools/bench/realworld/collect.sh /tmp/realworld          # once: Debian's manuals, copied
#   Tools/bench/realworld/run.sh /tmp/realworld WEASYPRINT [FOLIO]
#
# WEASYPRINT is the weasyprint command (e.g. from `pip install weasyprint` in a venv); FOLIO
# defaults to the release build, made here. Python's pypdf (for the links) goes into
# .build/realworld-venv. Output: the table on standard output, PDFs and logs in
# .build/realworld/. Never needed by the tests.
set -euo pipefail
cd "$(dirname "$0")/../../.."
docs=${1:?usage: run.sh DOCS WEASYPRINT [FOLIO]}
weasyprint=${2:?usage: run.sh DOCS WEASYPRINT [FOLIO]}
folio=${3:-}
if [ -z "$folio" ]; then
  swift build -c release --product folio >&2
  folio="$(swift build -c release --show-bin-path)/folio"
fi
venv=.build/realworld-venv
if ! "$venv/bin/python" -c "import pypdf" 2>/dev/null; then
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install -q pypdf >&2
fi
"$venv/bin/python" Tools/bench/realworld/compare.py "$docs" "$weasyprint" "$folio" .build/realworld
