#!/usr/bin/env python3
"""SVG conformance against a reference renderer: each drawing rendered by Folio (folio → PDF →
pdftoppm) and by librsvg (rsvg-convert) at the same pixel size, over white, and compared
pixel by pixel.

    Tools/svg-conformance/compare.py [--folio .build/debug/folio] [--size 128] [--limit N]
                                     [--keep DIR] FILE_OR_FOLDER...

A pixel differs when one of its channels differs by more than --channel (default 64 of 255,
a quarter); a drawing matches when at most --share (default 2%) of its pixels differ. Edges
anti-aliased differently by the two renderers stay under both thresholds; a missing or
misplaced shape does not. Prints one line per drawing that does not match or fails, then the
totals. Needs rsvg-convert (librsvg2-bin), pdftoppm (poppler-utils) and ImageMagick's
`convert` (to read PNGs as raw RGB).
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time


CONVERT = "convert"


def rgb(path, width, height):
    """The PNG at `path`, flattened over white, as raw RGB bytes at exactly width × height."""
    out = subprocess.run([CONVERT, path, "-background", "white", "-flatten", "-resize", f"{width}x{height}!", "-depth", "8", "rgb:-"],
                         capture_output=True, check=True).stdout
    return out


def size_of(path):
    out = subprocess.run(["identify", "-format", "%w %h", path], capture_output=True, check=True, text=True).stdout.split()
    return int(out[0]), int(out[1])


def compare(svg, args, scratch):
    base = os.path.join(scratch, "x")
    for f in (base + ".pdf", base + "-ref.png", base + "-1.png"):
        if os.path.exists(f):
            os.remove(f)
    t0 = time.monotonic()
    r = subprocess.run(["rsvg-convert", "-w", str(args.size), "-b", "white", "-o", base + "-ref.png", svg], capture_output=True, timeout=60)
    if r.returncode != 0:
        return "reference-failed", 0, r.stderr.decode(errors="replace").strip().splitlines()[-1:] or [""]
    t1 = time.monotonic()
    r = subprocess.run([args.folio, svg, "-o", base + ".pdf", "--quiet"], capture_output=True, timeout=120)
    folio_time = time.monotonic() - t1
    if r.returncode != 0:
        return "folio-failed", folio_time, r.stderr.decode(errors="replace").strip().splitlines()[-1:] or [""]
    w, h = size_of(base + "-ref.png")
    subprocess.run(["pdftoppm", "-png", "-singlefile", "-scale-to-x", str(w), "-scale-to-y", str(h), base + ".pdf", base + "-1"],
                   check=True, capture_output=True)
    a = rgb(base + "-1.png", w, h)
    b = rgb(base + "-ref.png", w, h)
    differing = 0
    for i in range(0, min(len(a), len(b)), 3):
        if abs(a[i] - b[i]) > args.channel or abs(a[i + 1] - b[i + 1]) > args.channel or abs(a[i + 2] - b[i + 2]) > args.channel:
            differing += 1
    share = differing / (w * h)
    if args.keep:
        name = os.path.basename(svg)[:-4]
        subprocess.run([CONVERT, base + "-1.png", base + "-ref.png", "+append", os.path.join(args.keep, name + ".png")], check=False)
    return ("match" if share <= args.share else "differs"), folio_time, [f"{share * 100:.2f}% of pixels differ"]


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("inputs", nargs="+")
    p.add_argument("--folio", default=".build/debug/folio")
    p.add_argument("--size", type=int, default=128, help="width of both renderings in pixels")
    p.add_argument("--channel", type=int, default=64)
    p.add_argument("--share", type=float, default=0.02)
    p.add_argument("--limit", type=int, default=0, help="at most this many drawings, spread evenly over the sorted list")
    p.add_argument("--convert", default="convert", help="ImageMagick's convert")
    p.add_argument("--keep", help="a folder for side-by-side PNGs (Folio left, librsvg right)")
    args = p.parse_args()
    global CONVERT
    CONVERT = args.convert
    files = []
    for i in args.inputs:
        if os.path.isdir(i):
            for root, _, names in os.walk(i):
                files += [os.path.join(root, n) for n in names if n.endswith(".svg")]
        else:
            files.append(i)
    files = sorted(set(os.path.realpath(f) for f in files))
    if args.limit and len(files) > args.limit:
        step = len(files) / args.limit
        files = [files[int(k * step)] for k in range(args.limit)]
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
    counts = {}
    total_time = 0.0
    with tempfile.TemporaryDirectory() as scratch:
        for f in files:
            try:
                status, t, detail = compare(f, args, scratch)
            except subprocess.TimeoutExpired:
                status, t, detail = "timeout", 0, [""]
            total_time += t
            counts[status] = counts.get(status, 0) + 1
            if status != "match":
                print(f"{status:16} {f}: {detail[0]}")
    compared = sum(v for k, v in counts.items() if k != "reference-failed")
    print(f"\n{len(files)} drawings; librsvg could not render {counts.get('reference-failed', 0)}; of the {compared} compared:")
    for k in ("match", "differs", "folio-failed", "timeout"):
        print(f"  {k:14} {counts.get(k, 0)}")
    if compared:
        print(f"match share: {counts.get('match', 0) / compared * 100:.1f}% (channel tolerance {args.channel}/255, "
              f"at most {args.share * 100:g}% of pixels); folio time {total_time:.1f} s in all")


if __name__ == "__main__":
    main()
