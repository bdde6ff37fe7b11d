"""What a PDF holds, read with poppler-utils: page count, the share of the input's words
found in its text, and the baseline pitch of a body page."""

import collections
import html
import html.parser
import re
import subprocess
import unicodedata

WORD = re.compile(r"\w+")


def pages(pdf: str) -> int:
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def words(text: str) -> collections.Counter:
    """Words as a multiset: NFKC-normalised (ligatures and compatibility forms unfold), then
    runs of letters, digits and underscores. Punctuation, hyphens and spacing do not count,
    so a line broken after a hyphen ("bug-" / "reporting") still matches its input."""
    return collections.Counter(WORD.findall(unicodedata.normalize("NFKC", text)))


class _HTMLText(html.parser.HTMLParser):
    """The text a reader sees in an HTML file: no head, script or style."""

    SKIP = {"head", "script", "style", "title"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skipping = 0

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIP:
            self.skipping += 1
        self.parts.append(" ")

    def handle_endtag(self, tag):
        if tag in self.SKIP and self.skipping:
            self.skipping -= 1
        self.parts.append(" ")

    def handle_data(self, data):
        if not self.skipping:
            self.parts.append(data)


def input_text(path: str) -> str:
    with open(path, encoding="utf-8") as f:
        data = f.read()
    if path.endswith((".html", ".htm")):
        parser = _HTMLText()
        parser.feed(data)
        parser.close()
        return "".join(parser.parts)
    return data


def pdf_text(pdf: str, first: int | None = None, last: int | None = None) -> str:
    argv = ["pdftotext", "-enc", "UTF-8"]
    if first:
        argv += ["-f", str(first)]
    if last:
        argv += ["-l", str(last)]
    return subprocess.run(argv + [pdf, "-"], capture_output=True, text=True, check=True).stdout


def pdf_words(pdf: str) -> collections.Counter:
    """The PDF's words as poppler places them, line by line. Read from `pdftotext -bbox`
    because plain pdftotext joins a line ending in a hyphen to the next ("bug-" / "reporting"
    becomes "bugreporting"), taking every such break for hyphenation."""
    out = subprocess.run(["pdftotext", "-bbox", pdf, "-"], capture_output=True, text=True, check=True).stdout
    return words(" ".join(html.unescape(w) for w in re.findall(r"<word [^>]*>([^<]*)</word>", out)))


def coverage(expected: collections.Counter, pdf: str) -> float:
    """The fraction of the input's words (with multiplicity) found in the PDF's text."""
    found = pdf_words(pdf)
    total = sum(expected.values())
    return sum(min(n, found[w]) for w, n in expected.items()) / total if total else 1.0


def baseline_pitch(pdf: str, page: int) -> float | None:
    """The most common distance between successive lines on one page, in points (rounded to
    0.1): the baseline-to-baseline distance of the body text."""
    out = subprocess.run(["pdftotext", "-bbox", "-f", str(page), "-l", str(page), pdf, "-"],
                         capture_output=True, text=True, check=True).stdout
    bottoms = sorted({round(float(m), 2) for m in re.findall(r'<word [^>]*yMax="([0-9.]+)"', out)})
    gaps = [round(b - a, 1) for a, b in zip(bottoms, bottoms[1:]) if b - a > 1]
    return collections.Counter(gaps).most_common(1)[0][0] if gaps else None
