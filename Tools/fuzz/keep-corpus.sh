#!/usr/bin/env bash
# Minimizes a target's corpus into Corpus/<target>, the corpus kept in the repository.
#
# usage: Tools/fuzz/keep-corpus.sh <target> [<target>...]
#
# Runs the target's binary (built by run.sh with the same FUZZ_CONFIG) with libFuzzer's
# -merge=1 over what the last campaigns found (.build/corpus/<target>) and the kept corpus:
# the inputs that together reach every edge any of them reaches, nothing else. run.sh seeds
# each campaign with Corpus/<target>, so a new machine starts where the last campaign ended.
set -euo pipefail
cd "$(dirname "$0")"
[ $# -ge 1 ] || { sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 64; }
flags=(-c "${FUZZ_CONFIG:-debug}" -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
export LSAN_OPTIONS="suppressions=$PWD/../scripts/lsan-suppressions.txt:print_suppressions=0"
export ASAN_OPTIONS="detect_leaks=0"
for t in "$@"; do
  bin=$(swift build "${flags[@]}" --show-bin-path)/fuzz-$t
  [ -x "$bin" ] || { echo "keep-corpus: no fuzz-$t binary; build it with run.sh first" >&2; exit 66; }
  [ -d ".build/corpus/$t" ] || { echo "keep-corpus: no campaign corpus .build/corpus/$t" >&2; exit 66; }
  new=$(mktemp -d ".build/keep-$t.XXXXXX")
  sources=(".build/corpus/$t")
  [ -d "Corpus/$t" ] && sources+=("Corpus/$t")
  extra=()
  [ "$t" = plaintext ] && extra=(-max_len=4096)
  "$bin" -merge=1 -timeout=20 -rss_limit_mb=4096 "${extra[@]}" "$new" "${sources[@]}" >".build/keep-$t.log" 2>&1 \
    || { echo "keep-corpus: the merge of $t failed (see Tools/fuzz/.build/keep-$t.log)" >&2; rm -rf "$new"; exit 1; }
  rm -rf "Corpus/$t"
  mkdir -p Corpus
  mv "$new" "Corpus/$t"
  echo "keep-corpus: $t: $(ls "Corpus/$t" | wc -l) inputs, $(du -sk "Corpus/$t" | cut -f1) KiB in Tools/fuzz/Corpus/$t"
done
