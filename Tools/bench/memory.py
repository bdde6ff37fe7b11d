#!/usr/bin/env python3
"""How folio's time and memory grow with the document: long.txt concatenated 1, 4 and 16
times (by default), typeset with the reference task's options.

usage: memory.py CORPUS --folio PATH [--copies 1,4,16] [--runs N] [--work DIR] [--no-blank-lines]

--no-blank-lines takes the blank lines out first: the file is then one run of text lines,
which folio cuts into blocks of at most 16,384 UTF-16 units.
"""

import argparse
import os
import statistics
import sys

import measure
import pdfcheck
from tools import FOLIO_TASK


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("corpus")
    p.add_argument("--folio", required=True)
    p.add_argument("--file", default="long.txt", help="the corpus file to repeat (default long.txt)")
    p.add_argument("--copies", default="1,4,16", help="comma-separated repeat counts (default 1,4,16)")
    p.add_argument("--runs", type=int, default=1, help="runs per size; medians are shown (default 1)")
    p.add_argument("--work", default=".build/bench/memory")
    p.add_argument("--no-blank-lines", action="store_true", help="take the blank lines out of the text first")
    args = p.parse_args()

    with open(os.path.join(args.corpus, args.file), encoding="utf-8") as f:
        text = f.read()
    if args.no_blank_lines:
        text = "".join(line for line in text.splitlines(keepends=True) if line.strip())
    if not text.endswith("\n"):
        text += "\n"
    os.makedirs(args.work, exist_ok=True)
    shape = " without blank lines" if args.no_blank_lines else ""
    print(f"# folio memory scaling: {args.file}{shape} repeated, medians of {args.runs} run(s); "
          f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}\n")
    print("| copies | input MiB | pages | wall s | CPU s | peak RSS MiB | RSS / input | KiB per page | pages per s |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for n in (int(c) for c in args.copies.split(",")):
        src = os.path.join(args.work, f"{os.path.splitext(args.file)[0]}-x{n}.txt")
        out = os.path.join(args.work, f"x{n}.pdf")
        with open(src, "w", encoding="utf-8") as f:
            for _ in range(n):
                f.write(text if args.no_blank_lines else text + "\n")
        runs = []
        for _ in range(args.runs):
            m = measure.run([args.folio, src, "-o", out, *FOLIO_TASK])
            if m.exit_code != 0:
                sys.exit(f"folio failed on {src} (exit {m.exit_code}): {m.stderr.strip()[-300:]}")
            runs.append(m)
            print(f"  x{n}: {m.wall:.2f} s, {m.peak_rss_mb:.0f} MiB", file=sys.stderr, flush=True)
        wall = statistics.median(r.wall for r in runs)
        cpu = statistics.median(r.cpu for r in runs)
        rss = statistics.median(r.peak_rss_mb for r in runs)
        pages = pdfcheck.pages(out)
        mib = os.path.getsize(src) / 2**20
        print(f"| {n} | {mib:.1f} | {pages} | {wall:.2f} | {cpu:.2f} | {rss:.0f} | {rss / mib:.1f}× | "
              f"{rss * 1024 / pages:.0f} | {pages / wall:.0f} |", flush=True)
        os.remove(src)


if __name__ == "__main__":
    main()
