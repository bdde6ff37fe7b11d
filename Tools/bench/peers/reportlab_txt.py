"""ReportLab platypus: one Paragraph per block, its line breaks as <br/>, leading spaces as
no-break spaces; blank lines as space before the block; the page number drawn by onPage.

usage: reportlab_txt.py INPUT.txt OUTPUT.pdf
"""

import sys
from xml.sax.saxutils import escape

from reportlab.lib.enums import TA_LEFT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, SimpleDocTemplate

import common as task


def markup(line: str) -> str:
    body = line.lstrip(" ")
    return "&nbsp;" * (len(line) - len(body)) + escape(body)


def main(source: str, target: str) -> None:
    pdfmetrics.registerFont(TTFont("DejaVuSerif", task.font_path()))
    base = dict(fontName="DejaVuSerif", fontSize=task.FONT_SIZE, leading=task.BASELINE,
                alignment=TA_LEFT, allowWidows=1, allowOrphans=1, splitLongWords=1)
    styles: dict[int, ParagraphStyle] = {}

    def style(gap: int) -> ParagraphStyle:
        if gap not in styles:
            styles[gap] = ParagraphStyle(f"block{gap}", spaceBefore=gap * task.BASELINE, **base)
        return styles[gap]

    story = [Paragraph("<br/>".join(markup(l) for l in lines), style(gap))
             for gap, lines in task.blocks(task.read_text(source))]

    def footer(canvas, doc):
        canvas.saveState()
        canvas.setFont("DejaVuSerif", task.FONT_SIZE)
        # Centred in the bottom margin: the baseline a third of an em below its middle.
        canvas.drawCentredString(task.PAGE_WIDTH / 2, task.MARGIN / 2 - task.FONT_SIZE / 3, str(doc.page))
        canvas.restoreState()

    doc = SimpleDocTemplate(target, pagesize=(task.PAGE_WIDTH, task.PAGE_HEIGHT),
                            leftMargin=task.MARGIN, rightMargin=task.MARGIN,
                            topMargin=task.MARGIN, bottomMargin=task.MARGIN,
                            title="bench", author="bench")
    doc.build(story, onFirstPage=footer, onLaterPages=footer)


if __name__ == "__main__":
    main(*sys.argv[1:3])
