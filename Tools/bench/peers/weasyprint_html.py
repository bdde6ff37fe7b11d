"""WeasyPrint on HTML: the document's own markup and styles, with the task's CSS as an extra
stylesheet (page size, margins, body font 11 pt on 13.2 pt, page counter in @bottom-center).

usage: weasyprint_html.py INPUT.html OUTPUT.pdf
"""

import sys

from weasyprint import CSS, HTML

import common as task


def main(source: str, target: str) -> None:
    HTML(filename=source).write_pdf(target, stylesheets=[CSS(string=task.task_css(task.font_path()))])


if __name__ == "__main__":
    main(*sys.argv[1:3])
