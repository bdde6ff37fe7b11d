#!/usr/bin/env bash
# Folio against its peers on the corpus's reference task; prints a Markdown table per file.
#
# usage: Tools/bench/run.sh CORPUS [--runs N] [--warmup N] [--only folio,reportlab,...]
#                           [--file long.txt]... [--folio-html auto|yes|no]
# e.g.   Tools/bench/run.sh ~/corpus --runs 5
#        Tools/bench/run.sh ~/corpus --runs 1 --warmup 0 --file report.txt --only folio,typst
# See Tools/bench/README.md for the columns and how each peer is set up.
set -euo pipefail
[ $# -ge 1 ] || { sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 64; }
corpus="$(cd "$1" && pwd)"; shift
cd "$(dirname "$0")/../.."
folio=$(bash Tools/bench/setup.sh | tail -1)
exec .build/bench-venv/bin/python Tools/bench/bench.py "$corpus" --folio "$folio" "$@"
