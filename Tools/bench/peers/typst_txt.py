"""Typst (the `typst` Python package): a generated .typ source reads the text with #read()
(no escaping needed) and sets each block as a paragraph whose lines end with linebreak();
k blank lines become k x 13.2 pt of vertical space. Text edges of 1em above and 0.2em below
the baseline make each line box 13.2 pt tall, so with zero leading baselines are 13.2 pt
apart. Widow and orphan costs are zero, as in the other peers.

usage: typst_txt.py INPUT.txt OUTPUT.pdf
"""

import os
import sys
import tempfile

import typst

import common as task

SOURCE = """\
#set document(title: "bench", author: "bench")
#set page(width: {width}pt, height: {height}pt, margin: {margin}pt,
          footer: context align(center + horizon, counter(page).display()), footer-descent: 0pt)
#set text(font: "DejaVu Serif", size: {size}pt, top-edge: 1em, bottom-edge: -{below}em,
          hyphenate: false, lang: "en", costs: (widow: 0%, orphan: 0%))
#set par(leading: 0pt, spacing: 0pt, justify: false, first-line-indent: 0pt)
#{{
  let lines = read({path}).split("\\n")
  let gap = 0
  let block = ()
  for line in lines + ("",) {{
    if line.trim() == "" {{
      if block.len() > 0 {{
        if gap > 0 {{ v(gap * {baseline}pt) }}
        par(block.join(linebreak()))
        gap = 0
        block = ()
      }}
      gap += 1
    }} else {{
      block.push(text(line))
    }}
  }}
}}
"""


def main(source: str, target: str) -> None:
    font = task.font_path()
    code = SOURCE.format(width=task.PAGE_WIDTH, height=task.PAGE_HEIGHT, margin=task.MARGIN,
                         size=task.FONT_SIZE, below=round(task.BASELINE / task.FONT_SIZE - 1, 6),
                         baseline=task.BASELINE, path='"' + os.path.abspath(source) + '"')
    with tempfile.TemporaryDirectory() as tmp:
        main_typ = os.path.join(tmp, "main.typ")
        with open(main_typ, "w", encoding="utf-8") as f:
            f.write(code)
        # root "/" lets #read() take the input's absolute path.
        typst.compile(main_typ, output=target, root="/", font_paths=[os.path.dirname(font)],
                      ignore_system_fonts=True)


if __name__ == "__main__":
    main(*sys.argv[1:3])
