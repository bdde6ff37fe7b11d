"""The reference task, shared by the peer scripts.

US Letter, 72 pt margins, DejaVu Serif 11 pt on 13.2 pt baselines, ragged right, no
hyphenation, page number centred in the footer. In plain text each blank-line-separated block
keeps its line breaks and long lines wrap to the 468 pt measure; a run of k blank lines leaves
k empty lines (k x 13.2 pt) between blocks.
"""

import html
import os
from pathlib import Path

PAGE_WIDTH, PAGE_HEIGHT = 612.0, 792.0   # US Letter, points
MARGIN = 72.0
FONT_SIZE = 11.0
BASELINE = 13.2                          # baseline-to-baseline distance, points
MEASURE = PAGE_WIDTH - 2 * MARGIN        # 468 pt

_REPO = Path(__file__).resolve().parents[3]


def font_path() -> str:
    """DejaVu Serif: $FOLIO_BENCH_FONT, else the repository's fixture, else Debian's copy."""
    for candidate in (os.environ.get("FOLIO_BENCH_FONT"),
                      _REPO / "Fixtures/Fonts/DejaVuSerif.ttf",
                      "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"):
        if candidate and Path(candidate).is_file():
            return str(candidate)
    raise SystemExit("DejaVuSerif.ttf not found; set FOLIO_BENCH_FONT")


def read_text(path: str) -> str:
    with open(path, encoding="utf-8") as f:
        return f.read()


def blocks(text: str) -> list[tuple[int, list[str]]]:
    """The text as (blank lines before the block, the block's lines) pairs.

    A line holding only spaces or tabs counts as blank; trailing blank lines are dropped.
    """
    out: list[tuple[int, list[str]]] = []
    gap, current = 0, []
    for line in text.replace("\r\n", "\n").split("\n"):
        if line.strip(" \t") == "":
            if current:
                out.append((gap, current))
                gap, current = 0, []
            gap += 1
        else:
            current.append(line)
    if current:
        out.append((gap, current))
    return out


def task_css(font: str, for_mupdf: bool = False) -> str:
    """The task as CSS for HTML engines. MuPDF's CSS parser rejects margin boxes
    (@bottom-center) and file:// URLs, so its variant has no page number."""
    footer = "" if for_mupdf else (
        f'  @bottom-center {{ content: counter(page); font: {FONT_SIZE:g}pt "DejaVu Serif"; }}\n')
    url = font if for_mupdf else "file://" + font
    return f"""
@font-face {{ font-family: "DejaVu Serif"; src: url("{url}"); }}
@page {{
  size: {PAGE_WIDTH:g}pt {PAGE_HEIGHT:g}pt; margin: {MARGIN:g}pt;
{footer}}}
html, body {{ margin: 0; padding: 0; }}
body {{ font-family: "DejaVu Serif"; font-size: {FONT_SIZE:g}pt; line-height: {BASELINE:g}pt;
        hyphens: manual; text-align: left; orphans: 1; widows: 1; }}
pre.block {{ font-family: "DejaVu Serif"; font-size: {FONT_SIZE:g}pt; line-height: {BASELINE:g}pt;
            white-space: pre-wrap; overflow-wrap: break-word; margin: 0; }}
"""


def text_to_html(text: str, css_href: str | None = None, inline_css: str | None = None) -> str:
    """Plain text as HTML: one `<pre class="block">` per block, blank lines as top margins."""
    parts = ["<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">"]
    if css_href:
        parts.append(f'<link rel="stylesheet" href="{html.escape(css_href)}">')
    if inline_css:
        parts.append(f"<style>{inline_css}</style>")
    parts.append("</head><body>\n")
    for gap, lines in blocks(text):
        style = f' style="margin-top: {gap * BASELINE:.1f}pt"' if gap else ""
        parts.append(f'<pre class="block"{style}>{html.escape(chr(10).join(lines), quote=False)}</pre>\n')
    parts.append("</body></html>\n")
    return "".join(parts)
