#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer and runs them.
#
# usage: Tools/fuzz/run.sh <target|all> [libFuzzer options]
#   targets: plaintext paper pdfsyntax pageranges html markdown htmlparser css image conformance svg
#   default options: -runs=100000 -max_total_time=300 (whichever comes first)
#   e.g.     Tools/fuzz/run.sh all -runs=1000
#            Tools/fuzz/run.sh plaintext -max_total_time=600
#            Tools/fuzz/run.sh paper .build/crashes/paper/crash-…   (re-run one input)
#            FUZZ_CONFIG=release Tools/fuzz/run.sh all -max_total_time=600   (optimized build)
#            FUZZ_PROCESSES=2 Tools/fuzz/run.sh css -runs=5000000   (two processes, one corpus)
#
# Each target keeps its growing corpus in Tools/fuzz/.build/corpus/<target> (seeded from
# Seeds/<target> and the kept corpus Corpus/<target>; image also from the tests' PNG and JPEG files) and writes crashing inputs to
# Tools/fuzz/.build/crashes/<target>/. The exit status is non-zero when any target crashed.
# FUZZ_PROCESSES=N runs N processes of each target at once on the same corpus (libFuzzer rereads
# the folder every second, so each picks up what the others find); libFuzzer options such as
# -runs apply to each process, and the executions printed are their sum.
set -uo pipefail
cd "$(dirname "$0")"

all_targets=(plaintext paper pdfsyntax pageranges html markdown htmlparser css image conformance svg)
[ $# -ge 1 ] || { sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 64; }
which="$1"; shift
if [ "$which" = all ]; then targets=("${all_targets[@]}")
elif [[ " ${all_targets[*]} " == *" $which "* ]]; then targets=("$which")
else echo "fuzz: unknown target '$which' (${all_targets[*]} or all)" >&2; exit 64
fi

processes=${FUZZ_PROCESSES:-1}
[[ "$processes" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz: FUZZ_PROCESSES must be a positive whole number, not '$processes'" >&2; exit 64; }

options=("$@")
if [ ${#options[@]} -eq 0 ]; then options=(-runs=100000 -max_total_time=300); fi

# Swift 6.3 on Linux: -sanitize=fuzzer adds coverage instrumentation and links libFuzzer;
# -parse-as-library because the targets have no top-level code (SwiftPM renames main to
# <module>_main, which Entry.swift defines and hands to LLVMFuzzerRunDriver).
# FUZZ_CONFIG=release builds with optimization: about 3 to 4 times as many executions a
# second for the parsers (paper, css).
flags=(-c "${FUZZ_CONFIG:-debug}" -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
export LSAN_OPTIONS="suppressions=$PWD/../scripts/lsan-suppressions.txt:print_suppressions=0"
export ASAN_OPTIONS="detect_leaks=1:strict_string_checks=1"

status=0
for t in "${targets[@]}"; do
  echo "fuzz: building fuzz-$t"
  swift build "${flags[@]}" --product "fuzz-$t" 2>&1 | grep -vE "Cannot export local symbol" | grep -E "error|warning: unre|Compiling fuzz|Build"
  # A failed build must not fall back on an older binary of the target: that would fuzz stale
  # code. (A file added to the library may need a clean build: remove .build/<triple>/<config>.
  # So may a new case in a public enum: on 2026-11-26 an incremental build after one crashed on
  # the empty input, a SEGV in code that had not changed, and the clean build did not.)
  if [ "${PIPESTATUS[0]}" -ne 0 ]; then
    echo "fuzz: fuzz-$t did not build; nothing was run (if a new source file is not found, build from clean: rm -rf Tools/fuzz/.build/x86_64-unknown-linux-gnu/${FUZZ_CONFIG:-debug})" >&2
    status=1; continue
  fi
  bin=$(swift build "${flags[@]}" --show-bin-path)/fuzz-$t
  [ -x "$bin" ] || { echo "fuzz: fuzz-$t did not build" >&2; status=1; continue; }
  corpus=.build/corpus/$t crashes=.build/crashes/$t
  mkdir -p "$corpus" "$crashes"
  before=$(ls "$crashes" | wc -l)
  extra=()
  [ "$t" = plaintext ] && extra=(-max_len=4096)
  # The typesetting targets check for leaks once, when the process ends, rather than after
  # each input: their fonts, word caches and hyphenation patterns fill as inputs name new
  # words, so libFuzzer saw more allocations than frees after most inputs and scanned the whole
  # heap for leaks each time (about half of html's time). LeakSanitizer still reports any
  # block left unreachable, with the stack that allocated it, and the process then exits
  # non-zero; -detect_leaks=1 on the command line restores the check after each input.
  [ "$t" = plaintext ] || [ "$t" = html ] || [ "$t" = markdown ] && extra+=(-detect_leaks=0)
  # Markup targets mutate with the tags, attributes, properties and edge numbers Folio reads.
  [ "$t" = html ] || [ "$t" = markdown ] || [ "$t" = htmlparser ] || [ "$t" = css ] && extra+=(-dict=Dictionaries/markup.dict)
  seeds=("Seeds/$t")
  # Corpus/<target>: the corpus of past campaigns, minimized with -merge=1 and kept in the
  # repository, so a campaign on a new machine starts where the last one ended.
  [ -d "Corpus/$t" ] && seeds+=("Corpus/$t")
  [ "$t" = image ] && seeds+=(../../Tests/FolioPDFTests/ImageTests/Resources ../../Tests/FolioGraphicsTests/Resources)
  logs=() pids=()
  for ((k = 1; k <= processes; k++)); do
    log=.build/fuzz-$t.log
    [ "$k" -gt 1 ] && log=.build/fuzz-$t-$k.log
    logs+=("$log")
    echo "fuzz: fuzz-$t ${options[*]} (log: Tools/fuzz/$log)"
    "$bin" -artifact_prefix="$crashes/" -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 "${extra[@]}" \
      "${options[@]}" "$corpus" "${seeds[@]}" >"$log" 2>&1 &
    pids+=($!)
  done
  rc=0
  for pid in "${pids[@]}"; do wait "$pid" || rc=$?; done
  runs=0 secs=0
  for log in "${logs[@]}"; do
    # The last count: a process that finds a leak at exit prints its statistics twice.
    n=$(grep -oE "stat::number_of_executed_units: [0-9]+" "$log" | tail -1 | grep -oE "[0-9]+$" || true)
    s=$(grep -oE "Done [0-9]+ runs in [0-9]+ second" "$log" | grep -oE "in [0-9]+" | grep -oE "[0-9]+" || true)
    runs=$((runs + ${n:-0}))
    [ "${s:-0}" -gt "$secs" ] && secs=${s:-0}
  done
  new=$(( $(ls "$crashes" | wc -l) - before ))
  echo "fuzz: fuzz-$t: exit $rc, $runs executions in $processes process(es), $secs s, $new new crashing input(s) in Tools/fuzz/$crashes"
  if [ "$rc" -ne 0 ] || [ "$new" -gt 0 ]; then
    status=1
    for log in "${logs[@]}"; do
      grep -E "^==[0-9]+==ERROR|^SUMMARY|Fatal error|deadly signal|Test unit written" "$log" | head -5
    done
  fi
done
exit $status
