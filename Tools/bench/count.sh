#!/usr/bin/env bash
# Counts the instructions builds of a command execute on the same input (valgrind's callgrind,
# both threads): a comparison a busy machine does not disturb, where times would be noise.
#
# usage: Tools/bench/count.sh BUILD [BUILD...] -- ARGUMENTS...
#   e.g. Tools/bench/count.sh /tmp/folio-old .build/release/folio -- CORPUS/long.txt -o /tmp/c.pdf
#
# Prints each build's count in millions and its ratio to the first, and whether the outputs
# are byte for byte the same when the arguments hold `-o FILE` (each build writes FILE.N).
# A two-threaded run's count varies by about 0.2% from run to run (which thread takes which
# paragraph), so differences below that are noise. Runs take about 90 times as long as usual.
set -euo pipefail

builds=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do builds+=("$1"); shift; done
[ ${#builds[@]} -ge 1 ] && [ "${1:-}" = "--" ] || { sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 64; }
shift
command -v valgrind >/dev/null || { echo "count: valgrind is missing: apt-get install valgrind" >&2; exit 69; }
for bin in "${builds[@]}"; do [ -x "$bin" ] || { echo "count: $bin is not an executable" >&2; exit 66; }; done

# Where the command writes (after -o), so that each build gets its own file to compare.
output=""
args=("$@")
for ((i = 0; i + 1 < ${#args[@]}; i++)); do [ "${args[$i]}" = "-o" ] && output="${args[$((i + 1))]}"; done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
first=""
outputs=()
for ((n = 0; n < ${#builds[@]}; n++)); do
  bin=${builds[$n]}
  run=("${args[@]}")
  if [ -n "$output" ]; then
    for ((i = 0; i + 1 < ${#run[@]}; i++)); do [ "${run[$i]}" = "-o" ] && run[$((i + 1))]="$output.$n"; done
    outputs+=("$output.$n")
  fi
  valgrind --tool=callgrind --callgrind-out-file="$work/cg.$n" "$bin" "${run[@]}" >"$work/log.$n" 2>&1 ||
    { echo "count: $bin failed:" >&2; tail -5 "$work/log.$n" >&2; exit 1; }
  total=$(grep -oE "Collected : [0-9]+" "$work/log.$n" | grep -oE "[0-9]+$")
  [ -n "$first" ] || first=$total
  awk -v t="$total" -v f="$first" -v b="$bin" 'BEGIN { printf "%10.1f million instructions  %.4f  %s\n", t / 1e6, t / f, b }'
done
if [ ${#outputs[@]} -ge 2 ]; then
  for ((n = 1; n < ${#outputs[@]}; n++)); do
    if cmp -s "${outputs[0]}" "${outputs[$n]}"; then echo "output $n: the same bytes as output 0"; else echo "output $n: differs from output 0"; fi
  done
fi
