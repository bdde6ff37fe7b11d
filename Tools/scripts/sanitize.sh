#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer (with LeakSanitizer) and then under
# ThreadSanitizer, each in its own build folder (.build/asan, .build/tsan) so they do not
# rebuild the normal debug build. Exits non-zero when either run fails; the full logs are in
# .build/asan.log and .build/tsan.log.
#
# LeakSanitizer cannot follow a pointer that Swift has tagged with an enum case in its spare
# bits, so an indirect enum payload (a Block) held by a top-level global until exit is reported
# as a direct leak although nothing leaks. The examples build their documents inside a function
# for this reason; keep them that way.
#
# usage: Tools/scripts/sanitize.sh [--clean] [address|thread]...   (default: both)
#   --clean  builds from scratch (removes the build folder first). Use it after a change to a
#            type's stored properties: an incremental build can leave code in other modules
#            with the old layout, and the `folio` command the CLI tests run then crashes.
set -uo pipefail
cd "$(dirname "$0")/../.."

clean=false
if [ "${1:-}" = "--clean" ]; then clean=true; shift; fi

export LSAN_OPTIONS="suppressions=$PWD/Tools/scripts/lsan-suppressions.txt:print_suppressions=0"
export ASAN_OPTIONS="detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1"
export TSAN_OPTIONS="halt_on_error=0:second_deadlock_stack=1"

sanitizers=("$@")
[ ${#sanitizers[@]} -eq 0 ] && sanitizers=(address thread)

status=0
for s in "${sanitizers[@]}"; do
  case "$s" in
    address) dir=.build/asan ;;
    thread) dir=.build/tsan ;;
    *) echo "sanitize: unknown sanitizer '$s' (address or thread)" >&2; exit 64 ;;
  esac
  log="$dir.log"
  mkdir -p .build
  if $clean; then rm -rf "$dir/x86_64-unknown-linux-gnu" "$dir/debug"; fi
  echo "sanitize: swift test --sanitize=$s --scratch-path $dir (log: $log)"
  start=$(date +%s)
  swift test --sanitize="$s" --scratch-path "$dir" >"$log" 2>&1
  rc=$?
  # A sanitizer report in a test's output fails the run even when the runner exits 0.
  reports=$(grep -cE "^(==[0-9]+==ERROR|WARNING: ThreadSanitizer|SUMMARY: (Address|Thread|Leak)Sanitizer)" "$log")
  # swift-testing's summary line (its mark is ━ when known issues were recorded), else XCTest's.
  summary=$(grep -E "^(✔|✘|━|􁁛|􀢄)? *Test run with" "$log" | tail -1)
  [ -n "$summary" ] || summary=$(grep -E "Executed [0-9]+ tests" "$log" | tail -1)
  echo "sanitize: $s: exit $rc, $reports sanitizer report line(s), $(( $(date +%s) - start )) s; ${summary:-no test summary (see $log)}"
  if [ "$rc" -ne 0 ] || [ "$reports" -ne 0 ]; then
    status=1
    grep -E "^(==[0-9]+==ERROR|WARNING: ThreadSanitizer|SUMMARY: )" "$log" | sort | uniq -c | head -20
  fi
done
exit $status
