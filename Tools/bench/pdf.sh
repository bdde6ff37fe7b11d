#!/usr/bin/env bash
# Builds the writer benchmark in release mode and runs it for 1,000 and 10,000 pages; prints
# each run's figures and the ratio of peak memory (the goal: at most 1.2).
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product folio-bench-pdf 2>&1 | grep -E "error|warning" || true
bin=$(swift build -c release --show-bin-path)/folio-bench-pdf
a=$("$bin" --pages 1000 --output /tmp/folio-bench-1k.pdf); echo "$a"
b=$("$bin" --pages 10000 --output /tmp/folio-bench-10k.pdf); echo "$b"
ra=$(echo "$a" | sed -E 's/.*peak-rss-MB ([0-9.]+).*/\1/'); rb=$(echo "$b" | sed -E 's/.*peak-rss-MB ([0-9.]+).*/\1/')
echo "peak memory 10,000 / 1,000 pages: $(echo "scale=3; $rb / $ra" | bc)"
