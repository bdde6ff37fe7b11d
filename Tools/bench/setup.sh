#!/usr/bin/env bash
# Prepares what the benchmarks need, and says what it did: Debian packages (poppler-utils
# for pdfinfo/pdftotext, mupdf-tools for mutool, the Pango libraries WeasyPrint loads, fonts,
# GNU time for peak memory),
# the release build of folio, and a Python venv at .build/bench-venv with the peers from PyPI.
# Prints the folio executable's path last. Sourced by run.sh and memory.sh; run from the
# repository root. Set BENCH_SKIP_BUILD=1 to use the release build as it is.
set -euo pipefail

apt_packages=(poppler-utils mupdf-tools libpango-1.0-0 libpangoft2-1.0-0 fonts-dejavu-core python3-venv time)
pip_packages=(fpdf2 uharfbuzz reportlab weasyprint typst)

source Tools/bench/require.sh
bench_require_packages "${apt_packages[@]}"
bench_build_folio

venv=.build/bench-venv
if [ ! -x "$venv/bin/python" ]; then
  echo "bench: creating $venv" >&2
  python3 -m venv "$venv" >&2
fi
if ! "$venv/bin/python" -c "import fpdf, uharfbuzz, reportlab, weasyprint, typst" 2>/dev/null; then
  echo "bench: pip install ${pip_packages[*]}" >&2
  "$venv/bin/pip" install -q "${pip_packages[@]}" >&2
fi
echo "$folio"
