import FolioTestSupport
import Foundation
import Testing

/// Running elements (CSS GCPM 3 §1.3): `position: running(name)` takes an element out of the
/// flow; `element(name)` in an `@page` margin box draws it there, with its own styles, on each
/// page, chosen by the same policies as `string()`.
@Suite("folio: position: running() and element() in margin boxes")
struct RunningElementTests {
    private func typeset(_ html: String) throws -> String {
        try typesetWithFolio(html, name: "running.html").pdf
    }

    private static let filler = String(repeating: "Water runs downhill to the sea, slowly and surely, every day. ", count: 40)

    /// The words in the top margin (above `limit` points) of page `k`, joined by spaces.
    private func top(_ pdf: String, page k: Int, limit: Double = 40) throws -> String {
        try PDFTools.words(pdf, page: k).filter { $0.yMax < limit }.map(\.text).joined(separator: " ")
    }

    @Test("a header with inline markup runs at the top centre of every page and is not drawn where it stands")
    func header() throws {
        let out = try typeset("""
            <html><head><style>
            @page { size: 360pt 360pt; margin: 40pt; @top-center { content: element(pageHeader) } }
            header { position: running(pageHeader); color: #c00000; font: 10pt sans-serif }
            </style></head><body>
            <header>Company · <b>Report</b></header>
            <p>\(Self.filler)</p></body></html>
            """)
        let pages = try PDFTools.pageTexts(out)
        #expect(pages.count >= 3)
        for k in 1...pages.count { #expect(try top(out, page: k) == "Company · Report", "page \(k)") }
        // Only in the margin: the body's words start below it, and the header's text is there once a page.
        let body = try PDFTools.words(out, page: 1).filter { $0.yMax >= 40 }
        #expect(!body.contains { $0.text == "Company" })
        #expect(body.first?.text == "Water")
        // Its own styles: its colour, and a bold face for <b>.
        #expect(try PDFTools.contentStream(out, page: 2).contains(".7529 0 0 rg"))
        let fonts = try PDFTools.run("pdffonts", [out]).stdout
        #expect(fonts.contains("Bold"), "\(fonts)")
        // Centred: the middle of its words is the page's middle.
        let words = try PDFTools.words(out, page: 1).filter { $0.yMax < 40 }
        let mid = ((words.map(\.xMin).min() ?? 0) + (words.map(\.xMax).max() ?? 0)) / 2
        #expect(abs(mid - 180) < 2, "\(mid)")
    }

    @Test("counter(page) and counter(pages) in a running element's generated content show the page it is drawn on and the total, in their styles")
    func pageCounters() throws {
        let out = try typeset("""
            <html><head><style>
            @page { size: 360pt 300pt; margin: 40pt; @bottom-center { content: element(foot) } }
            .foot { position: running(foot); font: 9pt sans-serif } .n::after { content: counter(page) " of " counter(pages) }
            .r::after { content: counter(page, upper-roman) } .new { break-before: page }
            </style></head><body>
            <div class="foot">Report, page <span class="n"></span> (<span class="r"></span>)</div>
            <p>One.</p><p class="new">Two.</p><p class="new">Three.</p>
            </body></html>
            """)
        let pages = try PDFTools.pageTexts(out)
        #expect(pages.count == 3)
        let roman = ["I", "II", "III"]
        for k in 1...3 {
            let foot = try PDFTools.words(out, page: k).filter { $0.yMin > 260 }.map(\.text).joined(separator: " ")
            #expect(foot == "Report, page \(k) of 3 (\(roman[k - 1]))", "page \(k): \(foot)")
        }
    }

    @Test("an element defined on a later page shows from its page on; before it the box is empty")
    func definedLater() throws {
        let out = try typeset("""
            <html><head><style>
            @page { size: 360pt 300pt; margin: 40pt; @top-left { content: element(chapter) } @bottom-center { content: counter(page) } }
            .run { position: running(chapter); font-style: italic }
            .new { break-before: page }
            </style></head><body>
            <p>Cover page.</p>
            <div class="run new">Chapter <i>one</i></div><p class="new">One starts.</p><p>\(Self.filler)</p>
            <div class="run">Chapter two</div><p class="new">Two starts.</p>
            </body></html>
            """)
        let count = try PDFTools.pageTexts(out).count
        #expect(try top(out, page: 1) == "")
        // The element marks the page of the text after it: "One starts." (page 2) and its followers.
        #expect(try top(out, page: 2) == "Chapter one")
        #expect(try top(out, page: count) == "Chapter two")
        #expect(try (2..<count).allSatisfy { try top(out, page: $0) == "Chapter one" })
    }

    @Test("first, start, last and first-except choose among the elements of a page as string() does")
    func policies() throws {
        let out = try typeset("""
            <html><head><style>
            @page { size: 500pt 300pt; margin: 40pt;
              @top-left { content: element(s) } @top-center { content: element(s, last) }
              @top-right { content: element(s, first-except) }
              @bottom-left { content: element(s, start) } }
            .s { position: running(s) } .new { break-before: page }
            </style></head><body>
            <span class="s">A</span><p>one</p><span class="s">B</span><p>two</p>
            <p class="new">three</p><span class="s">C</span><p>four</p>
            <p class="new">five</p></body></html>
            """)
        #expect(try PDFTools.pageTexts(out).count == 3)
        func words(_ page: Int, _ region: (PDFTools.Word) -> Bool) throws -> String {
            try PDFTools.words(out, page: page).filter(region).map(\.text).joined(separator: " ")
        }
        let left = { (w: PDFTools.Word) in w.yMax < 40 && w.xMax < 200 }
        let centre = { (w: PDFTools.Word) in w.yMax < 40 && w.xMin > 200 && w.xMax < 300 }
        let right = { (w: PDFTools.Word) in w.yMax < 40 && w.xMin > 300 }
        let foot = { (w: PDFTools.Word) in w.yMin > 260 }
        #expect(try [words(1, left), words(1, centre), words(1, right), words(1, foot)] == ["A", "B", "", "A"])
        #expect(try [words(2, left), words(2, centre), words(2, right), words(2, foot)] == ["C", "C", "", "B"])
        #expect(try [words(3, left), words(3, centre), words(3, right), words(3, foot)] == ["C", "C", "C", "C"])
    }

    @Test("a table of many pages: the running element before it heads each of its pages")
    func longTable() throws {
        let rows = (1...150).map { "<tr><td>Row \($0)</td><td>\($0 * 7)</td></tr>" }.joined()
        let out = try typeset("""
            <html><head><style>
            @page { size: A5; margin: 50pt 40pt; @top-right { content: element(title) } }
            #t { position: running(title) }
            </style></head><body>
            <div id="t">Price <b>list</b></div>
            <table><thead><tr><th>Item</th><th>Price</th></tr></thead><tbody>\(rows)</tbody></table>
            </body></html>
            """)
        let count = try PDFTools.pageTexts(out).count
        #expect(count >= 4)
        for k in 1...count { #expect(try top(out, page: k, limit: 50) == "Price list", "page \(k)") }
        // Right-aligned in its box: it ends at the content's right edge (A5 is 420 pt wide).
        let right = try PDFTools.words(out, page: 2).filter { $0.yMax < 50 }.map(\.xMax).max() ?? 0
        #expect(abs(right - 380) < 2, "\(right)")
    }

    @Test("a running element holding a table is drawn as a table; content beside element() is warned about")
    func tableInside() throws {
        let (out, stderr) = try typesetWithFolio("""
            <html><head><style>
            @page { size: 400pt 300pt; margin: 60pt 40pt; @top-center { content: "x" element(grid) } }
            .grid { position: running(grid) }
            </style></head><body>
            <div class="grid"><table><tr><td>North</td><td>South</td></tr></table></div><p>Body.</p>
            </body></html>
            """, name: "grid.html")
        #expect(try top(out, page: 1, limit: 60) == "North South")
        #expect(stderr.contains("only element(grid) is shown"), "\(stderr)")
        #expect(!(try PDFTools.words(out, page: 1).filter { $0.yMax >= 60 }.contains { $0.text == "North" }))
    }
}
