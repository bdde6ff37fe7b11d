"""Writes plain text as the task's HTML (see common.text_to_html), and the task's CSS in
MuPDF's dialect, for `mutool convert` (MuPDF 1.21 reads HTML but not plain text; the CSS goes
in with -U).

usage: txt_to_html.py INPUT.txt OUTPUT.html OUTPUT.css
"""

import sys

import common as task


def main(source: str, html_out: str, css_out: str) -> None:
    with open(css_out, "w", encoding="utf-8") as f:
        f.write(task.task_css(task.font_path(), for_mupdf=True))
    with open(html_out, "w", encoding="utf-8") as f:
        f.write(task.text_to_html(task.read_text(source)))


if __name__ == "__main__":
    main(*sys.argv[1:4])
