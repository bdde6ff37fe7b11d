"""Typesets real-world HTML documents with folio and with WeasyPrint, and compares them.

usage: compare.py DOCS WEASYPRINT FOLIO OUT

DOCS holds the documents (DOCS/documents.txt lists them, one "name<TAB>generator<TAB>path" a
line, as collect.sh writes it; without it every *.html directly in DOCS). WEASYPRINT and FOLIO
are the two commands. The PDFs and folio's warnings go to OUT. Prints, per document: folio's
share of WeasyPrint's words (distinct, and as a multiset; words from pdftotext, those of WeasyPrint's
that the document's own text has: a word the peer garbles or cuts off is not held against folio)
and of the HTML's own distinct words, pages of each,
folio's warnings, internal links, and how many of folio's land on the page holding their
target's text. Needs pypdf (the venv run.sh makes).
"""

import collections
import html.parser
import os
import re
import subprocess
import sys
import time

import pypdf

CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af\uff00-\uffef"
TOKEN = re.compile(f"[{CJK}]|[^\\W_{CJK}]+")


HYPHENATED = re.compile("(\\w)[-\u00ad\u2010]\n\\s*(\\w)")


def tokens(text):
    """Words; each CJK character is a word of its own (no spaces separate them). A word
    hyphenated at a line's end is one word (one tool hyphenates where the other does not)."""
    return [t.lower() for t in TOKEN.findall(HYPHENATED.sub(r"\1\2", text))]


def pdf_text(pdf, page=None):
    args = ["pdftotext", "-enc", "UTF-8"]
    if page is not None:
        args += ["-f", str(page), "-l", str(page)]
    r = subprocess.run(args + [pdf, "-"], capture_output=True)
    return r.stdout.decode("utf-8", "replace")


class Targets(html.parser.HTMLParser):
    """Each id's (and a name's) text: the first words from its element on, and, for an inline
    element (a `#` mark inside a heading, an empty `<a name>`), the first words of the block
    around it, whose text may come before it."""

    SKIP = {"script", "style", "head", "title"}
    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
    BLOCKS = {"address", "article", "aside", "blockquote", "dd", "div", "dl", "dt", "figcaption", "figure", "footer",
              "h1", "h2", "h3", "h4", "h5", "h6", "header", "li", "main", "nav", "ol", "p", "pre", "section", "table",
              "td", "th", "tr", "ul", "caption", "body"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.words = []
        self.starts = {}
        self.block_starts = {}
        self.skipping = 0
        self.stack = []  # (tag, word index at its start)

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIP:
            self.skipping += 1
        if tag not in self.VOID:
            self.stack.append((tag, len(self.words)))
        block = next((start for t, start in reversed(self.stack) if t in self.BLOCKS), 0)
        for k, v in attrs:
            if v and (k == "id" or (k == "name" and tag == "a")) and v not in self.starts:
                self.starts[v] = len(self.words)
                self.block_starts[v] = block

    def handle_endtag(self, tag):
        if tag in self.SKIP and self.skipping:
            self.skipping -= 1
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break

    def handle_data(self, data):
        if not self.skipping:
            self.words += tokens(data)

    def keys(self, name):
        """The target's first four words, and the first two of the block around it (a heading's
        words before text a print style sheet may hide)."""
        out = []
        for table, count in ((self.starts, 4), (self.block_starts, 2)):
            start = table.get(name)
            if start is not None and start < len(self.words):
                out.append("".join(self.words[start:start + count]))
        return out


def squeeze(text):
    return "".join(tokens(text))


def internal_links(pdf):
    """(page number of the link, destination name or None, destination page) for each GoTo link."""
    reader = pypdf.PdfReader(pdf)
    pages = {p.indirect_reference.idnum: i + 1 for i, p in enumerate(reader.pages)}
    named = {}
    try:
        for name, dest in reader.named_destinations.items():
            named[name] = reader.get_destination_page_number(dest) + 1
    except Exception:
        pass
    links = []
    for i, page in enumerate(reader.pages):
        for a in page.get("/Annots") or []:
            a = a.get_object()
            if a.get("/Subtype") != "/Link":
                continue
            dest = a.get("/Dest")
            action = a.get("/A")
            if dest is None and action is not None:
                action = action.get_object()
                if action.get("/S") == "/GoTo":
                    dest = action.get("/D")
            if dest is None:
                continue
            dest = dest.get_object() if hasattr(dest, "get_object") else dest
            if isinstance(dest, (str, bytes)) or type(dest).__name__ in ("NameObject", "TextStringObject", "ByteStringObject"):
                name = str(dest).lstrip("/")
                links.append((i + 1, name, named.get(name)))
            else:
                target = dest[0]
                links.append((i + 1, None, pages.get(getattr(target, "idnum", None))))
    return links


def pages_of(pdf):
    return len(pypdf.PdfReader(pdf).pages)


def run(args, timeout=900):
    start = time.monotonic()
    r = subprocess.run(args, capture_output=True, timeout=timeout)
    return r, time.monotonic() - start


def main(docs, weasyprint, folio, out):
    os.makedirs(out, exist_ok=True)
    listing = os.path.join(docs, "documents.txt")
    if os.path.exists(listing):
        entries = [line.rstrip("\n").split("\t") for line in open(listing, encoding="utf-8") if line.strip()]
    else:
        entries = [(os.path.splitext(f)[0], "", f) for f in sorted(os.listdir(docs)) if f.endswith(".html")]
    rows = []
    for name, generator, path in entries:
        source = os.path.join(docs, path)
        ours, theirs = os.path.join(out, name + ".folio.pdf"), os.path.join(out, name + ".weasyprint.pdf")
        # The document's whole folder may be read (Sphinx's pages link ../_static/*.css), as a
        # user typesetting a manual would allow with --image-root.
        f, f_time = run([folio, source, "--image-root", os.path.join(docs, name), "-o", ours])
        with open(os.path.join(out, name + ".folio.log"), "wb") as log:
            log.write(f.stderr)
        if not os.path.exists(theirs):
            w, _ = run([weasyprint, "-q", source, theirs])
            if w.returncode != 0:
                print(f"{name}: weasyprint failed: {w.stderr.decode()[-300:]}", file=sys.stderr)
                continue
        if f.returncode != 0:
            rows.append((name, generator, None, None, None, pages_of(theirs), f"exit {f.returncode}", 0, 0, 0, f_time))
            continue
        targets = Targets()
        with open(source, "rb") as h:
            targets.feed(h.read().decode("utf-8", "replace"))
        source_words = set(targets.words)
        fw, ww = collections.Counter(tokens(pdf_text(ours))), collections.Counter(tokens(pdf_text(theirs)))
        # WeasyPrint's words that the document has: a word it garbles (a font without a
        # ToUnicode map, a page read in the wrong encoding) or cuts off is not held against folio.
        ww = collections.Counter({t: n for t, n in ww.items() if t in source_words})
        distinct = len(set(fw) & set(ww)) / max(1, len(ww))
        multiset = sum(min(fw[t], n) for t, n in ww.items()) / max(1, sum(ww.values()))
        warnings = len([line for line in f.stderr.decode("utf-8", "replace").splitlines() if line.strip()])
        page_texts = {}
        links = internal_links(ours)
        landed = 0
        for _, dest, page in links:
            keys = targets.keys(dest) if dest else []
            if page is None or not keys:
                continue
            if page not in page_texts:
                page_texts[page] = squeeze(pdf_text(ours, page))
            if any(key in page_texts[page] for key in keys):
                landed += 1
        checkable = sum(1 for _, d, p in links if d and p and targets.keys(d))
        their_links = len(internal_links(theirs))
        of_source = len(set(fw) & source_words) / max(1, len(source_words))
        rows.append((name, generator, distinct, multiset, pages_of(ours), pages_of(theirs), warnings,
                     len(links), landed, checkable, their_links, f_time, of_source))
    print("| document | made by | distinct words | all words | of the HTML's words | pages folio / WeasyPrint | warnings | internal links folio (WeasyPrint) | landing right | folio s |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for row in rows:
        if row[2] is None:
            print(f"| {row[0]} | {row[1]} | — | — | — | — / {row[5]} | {row[6]} | | | |")
            continue
        name, generator, d, m, fp, wp, warn, nl, landed, checkable, wl, t, src = row
        ratio = fp / max(1, wp)
        flag = "" if d >= 0.98 and m >= 0.95 and 0.6 <= ratio <= 1.6 and landed == checkable else " ✗"
        print(f"| {name}{flag} | {generator} | {d:.1%} | {m:.1%} | {src:.1%} | {fp} / {wp} ({ratio:.2f}×) | {warn} | {nl} ({wl}) | {landed}/{checkable} | {t:.2f} |")
    print("\n\"Of the HTML's words\": the distinct words of the document's text (hidden parts included) that folio's PDF has.")
    print("Goals: ≥ 98% distinct, ≥ 95% all words, pages 0.6–1.6× WeasyPrint's, every checkable internal link on the page"
          " holding its target's first words (links whose target id has no text are not checkable). ✗ marks a miss.")


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    main(*sys.argv[1:5])
