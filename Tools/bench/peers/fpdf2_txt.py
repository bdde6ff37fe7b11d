"""fpdf2: one multi_cell per block (its line breaks kept, long lines wrapped), blank lines as
vertical moves, the page number in footer(). With --shaping, text goes through HarfBuzz
(set_text_shaping, which needs the uharfbuzz package).

usage: fpdf2_txt.py [--shaping] INPUT.txt OUTPUT.pdf
"""

import sys

from fpdf import FPDF
from fpdf.enums import XPos, YPos

import common as task


class Document(FPDF):
    def footer(self) -> None:
        # The bottom margin is the footer: the number centred in it, across and down.
        self.set_y(-task.MARGIN)
        self.cell(0, task.MARGIN, str(self.page_no()), align="C")


def main(args: list[str]) -> None:
    shaping = "--shaping" in args
    source, target = [a for a in args if a != "--shaping"][:2]
    pdf = Document(unit="pt", format=(task.PAGE_WIDTH, task.PAGE_HEIGHT))
    pdf.set_margins(task.MARGIN, task.MARGIN, task.MARGIN)
    pdf.set_auto_page_break(True, margin=task.MARGIN)
    pdf.c_margin = 0  # no cell padding: lines use the full 468 pt measure
    pdf.add_font("DejaVuSerif", fname=task.font_path())
    pdf.set_font("DejaVuSerif", size=task.FONT_SIZE)
    if shaping:
        pdf.set_text_shaping(True)
    pdf.set_creator("bench")
    pdf.add_page()
    for gap, lines in task.blocks(task.read_text(source)):
        if gap:
            pdf.ln(gap * task.BASELINE)
        pdf.multi_cell(0, task.BASELINE, "\n".join(lines), align="L",
                       new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.output(target)


if __name__ == "__main__":
    main(sys.argv[1:])
