#!/usr/bin/env bash
# Counts the heap allocations a table row costs: runs folio-bench-layout (a 4-column table with
# "Page N of M") at two sizes under valgrind's dhat and divides the difference in blocks
# allocated by the difference in rows, so that start-up, the column measuring (the first 200
# and last 50 rows) and the font subset cancel out. Counts, not times: a busy machine does not
# move them. Exits 1 when a row costs more than the budget.
#
# usage: Tools/bench/allocations.sh [BINARY] [--budget N] [--rows SMALL,LARGE]
#   BINARY     default .build/release/folio-bench-layout
#              (swift build -c release --product folio-bench-layout)
#   --budget   allocations a row may cost (default 600: 150 a cell of the 4)
#   --rows     the two sizes (default 300,1300; both above 250, where the measured rows stop growing)
#
# A run of 1,300 rows takes about two minutes under dhat.
set -euo pipefail
cd "$(dirname "$0")/../.."

binary=.build/release/folio-bench-layout
budget=600
rows=300,1300
while [ $# -gt 0 ]; do
  case "$1" in
    --budget) budget=$2; shift 2 ;;
    --rows) rows=$2; shift 2 ;;
    -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) binary=$1; shift ;;
  esac
done
small=${rows%,*}
large=${rows#*,}
[ "$small" -lt "$large" ] 2>/dev/null || { echo "allocations: --rows takes SMALL,LARGE with SMALL < LARGE" >&2; exit 64; }
command -v valgrind >/dev/null || { echo "allocations: valgrind is missing: apt-get install valgrind" >&2; exit 69; }
[ -x "$binary" ] || { echo "allocations: $binary is not an executable; build it with swift build -c release --product folio-bench-layout" >&2; exit 66; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind 3.19 cannot read the DWARF 5 debug information Swift writes: a copy without it
# (symbols are kept, which is all dhat needs here).
cp "$binary" "$work/bench"
if command -v strip >/dev/null; then strip --strip-debug "$work/bench"; fi

blocks() {
  TMPDIR="$work" valgrind --tool=dhat --dhat-out-file=/dev/null "$work/bench" "$1" >"$work/log.$1" 2>&1 ||
    { echo "allocations: the run of $1 rows failed:" >&2; tail -5 "$work/log.$1" >&2; exit 1; }
  grep -E "Total: .* in [0-9,]+ blocks" "$work/log.$1" | head -1 | sed -E 's/.* in ([0-9,]+) blocks.*/\1/' | tr -d ,
}

a=$(blocks "$small")
b=$(blocks "$large")
per_row=$(( (b - a) / (large - small) ))
echo "rows $small: $a allocations"
echo "rows $large: $b allocations"
echo "per row: $per_row allocations ($(( per_row / 4 )) a cell), budget $budget"
if [ "$per_row" -gt "$budget" ]; then
  echo "allocations: a row costs $per_row allocations, more than the budget of $budget" >&2
  exit 1
fi
