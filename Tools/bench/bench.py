#!/usr/bin/env python3
"""Folio against its peers on the reference task (see peers/common.py and README.md).

Each file is typeset by every tool in turn, round after round (folio, peer 1, peer 2, …,
repeated), so that a slow spell of the machine falls on all tools alike; the table gives each
tool's medians. Run it through run.sh, which builds folio and prepares the Python peers.

usage: bench.py CORPUS --folio PATH [--runs N] [--warmup N] [--only a,b] [--file NAME]...
"""

import argparse
import datetime
import importlib.metadata
import os
import shutil
import statistics
import subprocess
import sys

import measure
import pdfcheck
from tools import all_tools

DEFAULT_FILES = ["long.txt", "report.txt", "doc.html"]


def folio_reads_html(folio: str, sample: str, scratch: str) -> tuple[bool, str]:
    """Whether folio typesets HTML: it must exit 0 and not print the markup as text
    (before HTML support it typesets any UTF-8 file as plain text)."""
    out = os.path.join(scratch, "folio-html-probe.pdf")
    from tools import FOLIO_TASK
    r = subprocess.run([folio, sample, "-o", out, *FOLIO_TASK], capture_output=True, text=True)
    if r.returncode != 0:
        return False, f"folio exits {r.returncode} on HTML"
    text = pdfcheck.pdf_text(out, 1, 2)
    if "</" in text or "<!DOCTYPE" in text.upper() or "<p>" in text:
        return False, "folio typesets HTML source as plain text"
    return True, ""


def versions() -> str:
    parts = []
    for pkg in ("reportlab", "fpdf2", "uharfbuzz", "typst", "weasyprint"):
        try:
            parts.append(f"{pkg} {importlib.metadata.version(pkg)}")
        except importlib.metadata.PackageNotFoundError:
            pass
    mutool = subprocess.run(["mutool", "-v"], capture_output=True, text=True)
    parts.append((mutool.stdout + mutool.stderr).strip().splitlines()[0] if mutool.returncode == 0 else "mutool ?")
    return ", ".join(parts)


def fmt(v, spec: str) -> str:
    return "–" if v is None else format(v, spec)


def bench_file(path: str, tools, args, scratch_root: str) -> list[dict]:
    kind = "html" if path.endswith((".html", ".htm")) else "txt"
    name = os.path.basename(path)
    scratch = os.path.join(scratch_root, name.replace(".", "-"))
    os.makedirs(scratch, exist_ok=True)
    rows: dict[str, dict] = {}
    active = []
    for tool in tools:
        if kind not in tool.kinds:
            continue
        row = rows.setdefault(tool.name, {"tool": tool.name, "file": name, "runs": [], "skip": None, "pdf": None})
        if tool.name == "folio" and kind == "html":
            if args.folio_html == "no":
                row["skip"] = "n/a (--folio-html no)"
            elif args.folio_html == "auto":
                ok, why = folio_reads_html(args.folio, path, scratch)
                if not ok:
                    row["skip"] = f"n/a ({why})"
        if row["skip"]:
            continue
        if tool.prepare:
            tool.prepare(path, scratch)
        active.append(tool)

    for round_ in range(args.warmup + args.runs):
        for tool in active:
            row = rows[tool.name]
            if row["skip"]:
                continue
            out = os.path.join(scratch, f"{tool.name}.pdf")
            if os.path.exists(out):
                os.remove(out)
            m = measure.run(tool.command(path, out, scratch), timeout=args.timeout)
            if m.exit_code != 0 or not os.path.exists(out):
                last = (m.stderr.strip().splitlines() or ["no message"])[-1]
                row["skip"] = f"failed (exit {m.exit_code}: {last[:120]})"
                continue
            if round_ >= args.warmup:
                row["runs"].append(m)
            row["pdf"] = out
            print(f"  {name} {tool.name} round {round_ + 1}: {m.wall:.2f} s", file=sys.stderr, flush=True)

    expected = pdfcheck.words(pdfcheck.input_text(path))
    result = []
    for row in rows.values():
        if row["skip"] or not row["runs"]:
            result.append(row)
            continue
        runs = row["runs"]
        row["wall"] = statistics.median(r.wall for r in runs)
        row["cpu"] = statistics.median(r.cpu for r in runs)
        row["rss"] = statistics.median(r.peak_rss_mb for r in runs)
        row["pages"] = pdfcheck.pages(row["pdf"])
        row["kib"] = os.path.getsize(row["pdf"]) / 1024
        row["words"] = pdfcheck.coverage(expected, row["pdf"])
        row["pitch"] = pdfcheck.baseline_pitch(row["pdf"], 2 if row["pages"] >= 2 else 1)
        result.append(row)
    return result


def table(rows: list[dict]) -> str:
    folio = next((r for r in rows if r["tool"] == "folio" and r.get("wall")), None)
    lines = ["| tool | wall s | CPU s | peak RSS MiB | pages | PDF KiB | words found | baseline pt | Folio speed-up | CPU ratio |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        if not r.get("wall"):
            lines.append(f"| {r['tool']} | {r['skip'] or 'no runs'} | | | | | | | | |")
            continue
        ratio = f"{r['wall'] / folio['wall']:.2f}×" if folio else "–"
        cpu_ratio = f"{r['cpu'] / folio['cpu']:.2f}×" if folio and folio["cpu"] > 0 else "–"
        lines.append(f"| {r['tool']} | {r['wall']:.3f} | {r['cpu']:.3f} | {r['rss']:.1f} | {r['pages']} | "
                     f"{r['kib']:.0f} | {100 * r['words']:.2f}% | {fmt(r['pitch'], '.1f')} | {ratio} | {cpu_ratio} |")
    return "\n".join(lines)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("corpus", help="folder with long.txt, report.txt, doc.html")
    p.add_argument("--folio", required=True, help="the folio executable (release build)")
    p.add_argument("--runs", type=int, default=5, help="timed rounds (default 5)")
    p.add_argument("--warmup", type=int, default=1, help="untimed rounds first (default 1)")
    p.add_argument("--only", help="comma-separated tools: " + ",".join(t.name for t in all_tools("")))
    p.add_argument("--file", action="append", help="a corpus file (repeatable; default: " + ", ".join(DEFAULT_FILES) + ")")
    p.add_argument("--folio-html", choices=["auto", "yes", "no"], default="auto",
                   help="time folio on HTML: auto (when it reads HTML), yes, no")
    p.add_argument("--timeout", type=float, default=1800, help="seconds before one run is stopped")
    p.add_argument("--work", default=".build/bench", help="scratch folder for the PDFs")
    args = p.parse_args()

    tools = all_tools(os.path.abspath(args.folio))
    if args.only:
        wanted = set(args.only.split(","))
        unknown = wanted - {t.name for t in tools}
        if unknown:
            p.error(f"unknown tools: {', '.join(sorted(unknown))}")
        tools = [t for t in tools if t.name in wanted]
    for need in ("pdfinfo", "pdftotext"):
        if not shutil.which(need):
            sys.exit(f"bench: {need} is missing (Debian package poppler-utils)")
    if any(t.name == "mutool" for t in tools) and not shutil.which("mutool"):
        sys.exit("bench: mutool is missing (Debian package mupdf-tools); or leave it out with --only")

    print(f"# Folio benchmark, {datetime.datetime.now().isoformat(timespec='minutes')}")
    print(f"{os.cpu_count()} cores, load average {' '.join(f'{x:.2f}' for x in os.getloadavg())} at start; "
          f"medians of {args.runs} run(s) after {args.warmup} warm-up round(s)")
    print(f"peers: {versions()}\n")
    for name in args.file or DEFAULT_FILES:
        path = os.path.join(args.corpus, name)
        if not os.path.isfile(path):
            print(f"## {name}\n\nmissing in {args.corpus}\n")
            continue
        rows = bench_file(path, tools, args, os.path.abspath(args.work))
        print(f"## {name} ({os.path.getsize(path) / 1024:.0f} KiB)\n")
        print(table(rows))
        print(flush=True)
    print(f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
