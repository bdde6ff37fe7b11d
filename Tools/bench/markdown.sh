#!/usr/bin/env bash
# Markdown to PDF, folio against pandoc piped into WeasyPrint (issue #48's goal: folio at
# least 10 times faster), one run each on a 1 MB Markdown file.
#
# usage: Tools/bench/markdown.sh [--bytes N] [--work DIR]
#
# The input is the test corpus's Debian READMEs (Tests/FolioMarkdownTests/Resources/Corpus,
# 102 files, in name order) repeated whole until it holds at least N bytes (1,000,000): the
# same bytes on every machine. Commands, both on A4 with their own default styles:
#   folio IN.md -o folio.pdf --paper a4
#   pandoc -f gfm -t html5 -s --metadata title=bench IN.md | weasyprint --allowed-protocols file,data -u DIR - peer.pdf
# (WeasyPrint fetches only local files and data: URLs, as folio's sandbox does: no network.)
# Each is timed by GNU time: elapsed, user and system seconds, peak resident memory (for the
# pipeline, of its largest process); pandoc and WeasyPrint are also timed apart.
#
# Needs: pandoc and GNU time (Debian; installed here when run as root), the release build of
# folio (made here; BENCH_SKIP_BUILD=1 uses it as it is), and WeasyPrint: $BENCH_WEASYPRINT,
# else .build/bench-venv/bin/weasyprint, made with `pip install weasyprint` when missing (the
# only network use). Never needed by the tests.
set -euo pipefail
cd "$(dirname "$0")/../.."
bytes=1000000
work=.build/bench/markdown
while [ $# -gt 0 ]; do
  case "$1" in
    --bytes) bytes=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    *) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 64 ;;
  esac
done

# Debian packages, and folio as the README builds it.
source Tools/bench/require.sh
bench_require_packages pandoc time python3-venv libpango-1.0-0 libpangoft2-1.0-0 poppler-utils
bench_build_folio

# WeasyPrint.
weasyprint=${BENCH_WEASYPRINT:-}
if [ -z "$weasyprint" ]; then
  venv=.build/bench-venv
  if ! "$venv/bin/python" -c "import weasyprint" 2>/dev/null; then
    [ -x "$venv/bin/python" ] || python3 -m venv "$venv" >&2
    echo "bench: pip install weasyprint into $venv" >&2
    "$venv/bin/pip" install -q weasyprint >&2
  fi
  weasyprint=$venv/bin/weasyprint
fi

# The input: whole corpus files, in name order, round after round until it is large enough.
mkdir -p "$work"
input=$work/bench.md
: > "$input"
mapfile -t files < <(LC_ALL=C ls Tests/FolioMarkdownTests/Resources/Corpus/*.md)
while [ "$(stat -c %s "$input")" -lt "$bytes" ]; do
  for f in "${files[@]}"; do
    cat "$f" >> "$input"
    printf '\n\n' >> "$input"
    [ "$(stat -c %s "$input")" -lt "$bytes" ] || break
  done
done
echo "input: $input, $(stat -c %s "$input") bytes, $(wc -l < "$input") lines, sha256 $(sha256sum "$input" | cut -c1-16)"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "pandoc $(pandoc --version | head -1 | cut -d' ' -f2), $("$weasyprint" --version)"

# One timed run: prints "elapsed user sys peakKiB" (GNU time) for the command given.
timed() {
  local out=$work/time.txt
  /usr/bin/time -o "$out" -f '%e %U %S %M' "$@" > /dev/null 2> "$work/stderr.txt" || {
    echo "bench: failed: $*" >&2; tail -5 "$work/stderr.txt" >&2; exit 1; }
  cat "$out"
}
pages() { pdfinfo "$1" 2>/dev/null | awk '/^Pages:/ { print $2 }'; }
dir=$(cd "$work" && pwd)

read -r f_e f_u f_s f_m < <(timed "$folio" "$input" -o "$work/folio.pdf" --paper a4)
read -r h_e h_u h_s h_m < <(timed pandoc -f gfm -t html5 -s --metadata title=bench -o "$work/pandoc.html" "$input")
read -r w_e w_u w_s w_m < <(timed "$weasyprint" --allowed-protocols file,data -u "$dir/" "$work/pandoc.html" "$work/weasyprint-alone.pdf")
read -r p_e p_u p_s p_m < <(timed sh -c "pandoc -f gfm -t html5 -s --metadata title=bench '$input' \
  | '$weasyprint' --allowed-protocols file,data -u '$dir/' - '$work/peer.pdf'")

printf '\n| run | wall s | user s | sys s | user+sys s | peak RSS MiB | pages |\n|---|---:|---:|---:|---:|---:|---:|\n'
row() { awk -v n="$1" -v e="$2" -v u="$3" -v s="$4" -v m="$5" -v p="$6" \
  'BEGIN { printf "| %s | %.2f | %.2f | %.2f | %.2f | %.1f | %s |\n", n, e, u, s, u + s, m / 1024, p }'; }
row folio "$f_e" "$f_u" "$f_s" "$f_m" "$(pages "$work/folio.pdf")"
row "pandoc \\| weasyprint" "$p_e" "$p_u" "$p_s" "$p_m" "$(pages "$work/peer.pdf")"
row "pandoc alone (to HTML)" "$h_e" "$h_u" "$h_s" "$h_m" "-"
row "weasyprint alone (HTML)" "$w_e" "$w_u" "$w_s" "$w_m" "$(pages "$work/weasyprint-alone.pdf")"
awk -v fe="$f_e" -v fu="$f_u" -v fs="$f_s" -v pe="$p_e" -v pu="$p_u" -v ps="$p_s" \
  'BEGIN { printf "\nfolio speed-up: %.1f x wall, %.1f x user+sys (goal: 10 x)\n", pe / fe, (pu + ps) / (fu + fs) }'
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "PDFs in $work/"
