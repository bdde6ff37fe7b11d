#!/usr/bin/env bash
# Compares two builds of a command on the same input: wall and CPU time, medians of N rounds.
#
# usage: Tools/bench/ab.sh BUILD_A BUILD_B [ROUNDS] -- ARGUMENTS...
#   e.g. Tools/bench/ab.sh /tmp/folio-before .build/release/folio 12 -- CORPUS/long.txt -o /tmp/ab.pdf
#
# Each round makes one untimed run of A, then times A and B, A first in odd rounds and B first
# in even ones: on a virtual machine the second of two runs in a row can be quicker whichever
# build it is (15 ms of 0.2 s was seen), and a fixed order would credit that to one build.
# CPU time is the task clock of `perf stat` when perf is installed, else user + system time.
set -euo pipefail

[ $# -ge 3 ] || { sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 64; }
a=$1 b=$2
shift 2
rounds=11
if [ "$1" != "--" ]; then rounds=$1; shift; fi
[ "${1:-}" = "--" ] || { echo "ab: put -- before the command's arguments" >&2; exit 64; }
shift
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "ab: ROUNDS must be a positive whole number, not '$rounds'" >&2; exit 64; }
for bin in "$a" "$b"; do [ -x "$bin" ] || { echo "ab: $bin is not an executable" >&2; exit 66; }; done

times=$(mktemp)
trap 'rm -f "$times"' EXIT

# One timed run: prints "wall_seconds cpu_seconds".
run() {
  local bin=$1; shift
  local start end cpu
  start=$(date +%s%N)
  if command -v perf >/dev/null 2>&1; then
    cpu=$(perf stat -x, -e task-clock "$bin" "$@" 2>&1 >/dev/null | awk -F, '/task-clock/ { print $1 / 1000 }')
  else
    /usr/bin/time -f "%U %S" -o "$times" "$bin" "$@" >/dev/null 2>&1
    cpu=$(awk '{ print $1 + $2 }' "$times")
  fi
  end=$(date +%s%N)
  echo "$(( (end - start) / 1000 )) $cpu" | awk '{ printf "%.4f %.4f\n", $1 / 1e6, $2 }'
}

for ((i = 1; i <= rounds; i++)); do
  run "$a" "$@" >/dev/null
  if ((i % 2)); then
    echo "A $(run "$a" "$@")"; echo "B $(run "$b" "$@")"
  else
    echo "B $(run "$b" "$@")"; echo "A $(run "$a" "$@")"
  fi
done | python3 -c '
import statistics, sys
rows = {}
for line in sys.stdin:
    k, wall, cpu = line.split()
    rows.setdefault(k, []).append((float(wall), float(cpu)))
for k in ("A", "B"):
    wall = statistics.median(w for w, _ in rows[k])
    cpu = statistics.median(c for _, c in rows[k])
    rows[k] = (wall, cpu)
    print(f"{k}: wall median {wall:.4f} s, CPU median {cpu:.4f} s")
(wa, ca), (wb, cb) = rows["A"], rows["B"]
print(f"B/A: wall {wb / wa:.3f}, CPU {cb / ca:.3f}")
'
