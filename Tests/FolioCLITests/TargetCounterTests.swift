import FolioTestSupport
import Foundation
import Testing

/// Cross-references from the layout (CSS GCPM 3 §2–3): `target-counter(attr(href), page)`,
/// `target-text(attr(href))` and `leader()` in generated content, for a hand-written table of
/// contents whose page numbers are those where the chapters land.
@Suite("folio: target-counter, target-text and leader")
struct TargetCounterTests {
    private func typeset(_ html: String) throws -> (pdf: String, stderr: String) {
        try typesetWithFolio(html, name: "toc.html")
    }

    private static let page = """
        <html><head><style>
        @page { size: 300pt 300pt; margin: 36pt }
        h1 { break-before: page } .toc h1 { break-before: auto }
        .toc a { color: black; text-decoration: none }
        .toc a::after { content: leader(dotted) target-counter(attr(href), page) }
        .toc li { list-style: none }
        a.see::after { content: " (see “" target-text(attr(href)) "” on page " target-counter(attr(href), page, upper-roman) ")" }
        </style></head><body>
        <div class="toc"><h1>Contents</h1><ul>
        <li><a href="#ch1">Chapter one</a></li><li><a href="#ch2">Chapter two</a></li><li><a href="#ch3">Chapter three</a></li>
        <li><a href="#nope">Missing</a></li></ul></div>
        <h1 id="ch1">One</h1><p>Text. <a class="see" href="#ch3">more</a></p>
        <h1 id="ch2">Two</h1><p>Text.</p><p style="break-before: page">More of two.</p>
        <h1 id="ch3">Three</h1><p>Text.</p>
        </body></html>
        """

    @Test("the contents' page numbers are the pages where the chapters land, forward references included")
    func pageNumbers() throws {
        let (out, stderr) = try typeset(Self.page)
        let pages = try PDFTools.pageTexts(out)
        #expect(pages.count == 5)
        // Where each chapter's heading lands.
        let landing = ["One", "Two", "Three"].map { title in pages.firstIndex { $0.split(whereSeparator: \.isNewline).first == Substring(title) }.map { $0 + 1 } }
        #expect(landing == [2, 3, 5])
        let words = try PDFTools.words(out, page: 1)
        for (title, page) in [("one", 2), ("two", 3), ("three", 5)] {
            let word = try #require(words.first { $0.text == title })
            let number = try #require(words.first { $0.text.hasSuffix(String(page)) && abs($0.yMin - word.yMin) < 1 && $0.xMin > word.xMax })
            // Right-aligned at the content's right edge (300 − 36), with dots between.
            #expect(abs(number.xMax - 264) < 1.5, "\(number)")
        }
        // A backward reference's text and page; a missing target is said.
        #expect(pages[1].contains("(see “Three” on page 5)"))
        #expect(stderr.contains("#nope left out"))
    }

    @Test("dot leaders are drawn: the contents line has a run of dots between title and number")
    func leaders() throws {
        let (out, _) = try typeset(Self.page)
        let raster = try PDFTools.render(out, page: 1, dpi: 72)
        // Dark pixels on the first entry's baseline band between the title's end and the number.
        let words = try PDFTools.words(out, page: 1)
        let title = try #require(words.first { $0.text == "one" })
        var dark = 0
        for x in Int(title.xMax + 4)..<250 {
            for y in Int(title.yMin)...Int(title.yMax) where raster[x, y].r < 128 { dark += 1 }
        }
        #expect(dark > 10)
    }

    @Test("a table of contents beside a float: its page numbers resolved and its leaders drawn, as in the flow")
    func besideFloat() throws {
        let html = Self.page.replacingOccurrences(of: "<div class=\"toc\">",
            with: "<div class=\"toc\"><div style=\"float: right; width: 60pt; height: 200pt; background: #ccc\"></div>")
        let (out, _) = try typeset(html)
        let words = try PDFTools.words(out, page: 1)
        for (title, page) in [("one", 2), ("two", 3), ("three", 5)] {
            let word = try #require(words.first { $0.text == title })
            let number = try #require(words.first { $0.text.hasSuffix(String(page)) && abs($0.yMin - word.yMin) < 1 && $0.xMin > word.xMax },
                                      "\(words.filter { abs($0.yMin - word.yMin) < 1 }.map(\.text))")
            // Right-aligned against the float's left edge (264 − 60), not under it.
            #expect(number.xMax < 205 && number.xMax > 190, "\(number)")
        }
    }
}
