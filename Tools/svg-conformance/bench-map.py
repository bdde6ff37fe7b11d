#!/usr/bin/env python3
"""Speed: an SVG "map" of 10,000 paths (irregular polygons with curves, filled and stroked,
in groups with a style sheet), converted to PDF by folio and by `rsvg-convert -f pdf`.

    Tools/svg-conformance/bench-map.py [--folio .build/release/folio] [--paths 10000] [--runs 1]

Prints the file's size, each tool's best wall time of --runs, and the ratio.
"""

import argparse
import math
import os
import random
import subprocess
import tempfile
import time


def make_map(paths):
    rnd = random.Random(46)
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1400" viewBox="0 0 2000 1400">',
           "<style>.land { stroke: #445; stroke-width: 0.6 } .water { fill: #9cf }</style>",
           '<rect class="water" width="2000" height="1400"/>']
    per_group = 100
    for g in range(paths // per_group):
        out.append(f'<g class="land" transform="translate({rnd.uniform(0, 40):.2f} {rnd.uniform(0, 40):.2f})">')
        for _ in range(per_group):
            cx, cy, r = rnd.uniform(0, 1960), rnd.uniform(0, 1360), rnd.uniform(4, 30)
            n = rnd.randint(8, 24)
            d = []
            for k in range(n):
                a = 2 * math.pi * k / n
                rr = r * rnd.uniform(0.6, 1.2)
                x, y = cx + rr * math.cos(a), cy + rr * math.sin(a)
                d.append(f"{'M' if k == 0 else ('Q' if k % 3 == 0 else 'L')}{x:.2f},{y:.2f}" + (f" {x + 1.5:.2f},{y - 1.5:.2f}" if k % 3 == 0 and k else ""))
            color = f"#{rnd.randint(0x60, 0xf0):02x}{rnd.randint(0x90, 0xf0):02x}{rnd.randint(0x50, 0xa0):02x}"
            out.append(f'<path d="{" ".join(d)}Z" fill="{color}"/>')
        out.append("</g>")
    out.append("</svg>")
    return "\n".join(out)


def best(cmd, runs):
    times = []
    for _ in range(runs):
        t = time.monotonic()
        subprocess.run(cmd, check=True, capture_output=True)
        times.append(time.monotonic() - t)
    return min(times)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--folio", default=".build/release/folio")
    p.add_argument("--paths", type=int, default=10000)
    p.add_argument("--runs", type=int, default=1)
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as d:
        svg = os.path.join(d, "map.svg")
        with open(svg, "w") as f:
            f.write(make_map(args.paths))
        folio = best([args.folio, svg, "-o", os.path.join(d, "folio.pdf")], args.runs)
        rsvg = best(["rsvg-convert", "-f", "pdf", "-o", os.path.join(d, "rsvg.pdf"), svg], args.runs)
        print(f"map.svg: {args.paths} paths, {os.path.getsize(svg) / 1e6:.1f} MB")
        print(f"folio         {folio:.3f} s   PDF {os.path.getsize(os.path.join(d, 'folio.pdf')) / 1e6:.2f} MB")
        print(f"rsvg-convert  {rsvg:.3f} s   PDF {os.path.getsize(os.path.join(d, 'rsvg.pdf')) / 1e6:.2f} MB")
        print(f"folio is {rsvg / folio:.1f}x as fast")


if __name__ == "__main__":
    main()
