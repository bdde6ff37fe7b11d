"""The tools the benchmark runs, and how each is told the reference task.

A tool is a name, the inputs it takes (txt, html) and a function from (input, output PDF,
scratch folder) to the command to time. `prepare` runs first, untimed, when a tool needs its
input in another form.
"""

import os
import subprocess
import sys
from dataclasses import dataclass, field
from typing import Callable

PEERS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "peers")

# The reference task in folio's options. --line-height is a multiple of the font size and
# DejaVu Serif's line gap is 0, so 1.2 x 11 pt puts baselines 13.2 pt apart. The font is named:
# "serif" resolves through fontconfig, which is not DejaVu Serif on every machine.
FOLIO_TASK = ["--paper", "letter", "--margin", "72pt", "--font", "DejaVu Serif", "--font-size", "11",
              "--line-height", "1.2", "--align", "left", "--footer", "{page}"]


@dataclass
class Tool:
    name: str
    kinds: tuple[str, ...]
    command: Callable[[str, str, str], list[str]]
    prepare: Callable[[str, str], None] | None = None
    note: str = ""
    extra: dict = field(default_factory=dict)


def _peer(script: str, *flags: str, python: str = sys.executable) -> Callable[[str, str, str], list[str]]:
    return lambda src, out, scratch: [python, os.path.join(PEERS, script), *flags, src, out]


def _mutool_prepare_txt(src: str, scratch: str) -> None:
    subprocess.run([sys.executable, os.path.join(PEERS, "txt_to_html.py"), src,
                    os.path.join(scratch, "mutool-input.html"), os.path.join(scratch, "mutool.css")], check=True)


def _mutool_prepare_html(src: str, scratch: str) -> None:
    sys.path.insert(0, PEERS)
    import common
    with open(os.path.join(scratch, "mutool.css"), "w", encoding="utf-8") as f:
        f.write(common.task_css(common.font_path(), for_mupdf=True))


def _mutool(src: str, out: str, scratch: str) -> list[str]:
    html = src if src.endswith((".html", ".htm")) else os.path.join(scratch, "mutool-input.html")
    return ["mutool", "convert", "-W", "612", "-H", "792", "-S", "11", "-U", os.path.join(scratch, "mutool.css"),
            "-o", out, html]


def all_tools(folio: str) -> list[Tool]:
    return [
        Tool("folio", ("txt", "html"), lambda src, out, scratch: [folio, src, "-o", out, *FOLIO_TASK]),
        Tool("reportlab", ("txt",), _peer("reportlab_txt.py"), note="platypus Paragraph per block, <br/> per line"),
        Tool("fpdf2", ("txt",), _peer("fpdf2_txt.py"), note="multi_cell per block"),
        Tool("fpdf2-shaping", ("txt",), _peer("fpdf2_txt.py", "--shaping"), note="multi_cell with set_text_shaping (HarfBuzz)"),
        Tool("typst", ("txt",), _peer("typst_txt.py"), note="typst Python package, text read with #read()"),
        Tool("weasyprint", ("txt", "html"),
             lambda src, out, scratch: _peer("weasyprint_html.py" if src.endswith((".html", ".htm")) else "weasyprint_txt.py")(src, out, scratch),
             note="text as <pre> blocks; HTML as is, plus the task's CSS"),
        Tool("mutool", ("txt", "html"), _mutool,
             prepare=lambda src, scratch: (_mutool_prepare_html if src.endswith((".html", ".htm")) else _mutool_prepare_txt)(src, scratch),
             note="MuPDF 1.21 reads no .txt: text converted to HTML beforehand (untimed); no page numbers"),
    ]
