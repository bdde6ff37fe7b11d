#!/usr/bin/env bash
# folio's peak memory and time as the input grows: long.txt concatenated 1, 4 and 16 times
# (temporary files under .build/bench/memory); prints a Markdown table.
#
# usage: Tools/bench/memory.sh CORPUS [--copies 1,4,16] [--runs N] [--file long.txt] [--no-blank-lines]
set -euo pipefail
[ $# -ge 1 ] || { sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'; exit 64; }
corpus="$(cd "$1" && pwd)"; shift
cd "$(dirname "$0")/../.."
folio=$(bash Tools/bench/setup.sh | tail -1)
exec .build/bench-venv/bin/python Tools/bench/memory.py "$corpus" --folio "$folio" "$@"
