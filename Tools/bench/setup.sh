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

missing=()
for p in "${apt_packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "bench: apt-get install ${missing[*]}" >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
  else
    echo "bench: missing Debian packages; as root run: apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi

if [ "${BENCH_SKIP_BUILD:-0}" != 1 ]; then
  # As the README builds the command: the Swift runtime linked in, which starts faster and
  # saves the calls through the dynamic linker's tables (about 6% of long.txt's time).
  echo "bench: swift build -c release --static-swift-stdlib --product folio" >&2
  swift build -c release --static-swift-stdlib --product folio >&2
fi
folio="$(swift build -c release --show-bin-path)/folio"
[ -x "$folio" ] || { echo "bench: $folio is missing" >&2; exit 1; }

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
