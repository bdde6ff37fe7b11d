"""WeasyPrint on plain text: the text becomes HTML, one <pre class="block"> per block
(white-space: pre-wrap keeps its line breaks and wraps long lines), blank lines as top
margins; the task's CSS sets the page, the font, 13.2 pt line height and the page counter in
@bottom-center.

usage: weasyprint_txt.py INPUT.txt OUTPUT.pdf
"""

import sys

from weasyprint import CSS, HTML

import common as task


def main(source: str, target: str) -> None:
    page = task.text_to_html(task.read_text(source))
    HTML(string=page, base_url=".").write_pdf(target, stylesheets=[CSS(string=task.task_css(task.font_path()))])


if __name__ == "__main__":
    main(*sys.argv[1:3])
