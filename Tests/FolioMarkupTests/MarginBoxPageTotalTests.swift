import Folio
import FolioTestSupport
import Foundation
import Testing

/// A document formatter that counts how often its whole content is laid out to count pages.
private final class CountingFormatter: DocumentPrintFormatter {
    var countPasses = 0
    override func layoutPages(contentRect: (Int) -> Rect) throws(PrintError) -> Int {
        countPasses += 1
        return try super.layoutPages(contentRect: contentRect)
    }
}

/// `counter(pages)` in `@page` margin boxes: drawn after the last page in one pass when it can
/// be, counted first when it cannot.
@Suite("Margin boxes: the page total in one pass")
struct MarginBoxPageTotalTests {
    /// `pages` pages, each showing `box` (the declarations of `@bottom-right`), 20 pt margins.
    private func typeset(box: String, pages: Int, extra: String = "") throws -> (path: String, formatter: CountingFormatter, renderer: MarginBoxPageRenderer) {
        let body = (1...pages).map { "<p style=\"break-before: page\">Part \($0).</p>" }.joined()
        let page = try MarkupDocument(string: """
            <style>@page { size: 300pt 300pt; margin: 20pt; @bottom-right { \(box) } \(extra) }</style>\(body)
            """)
        let renderer = MarginBoxPageRenderer(marginBoxes: page.marginBoxes, pageMargins: EdgeInsets(all: 20))
        let formatter = CountingFormatter(document: page.document)
        formatter.contentInsets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        renderer.headerHeight = 20
        renderer.footerHeight = 20
        renderer.addPrintFormatter(formatter, startingAtPage: 0)
        let paper = Paper(name: "square", size: Size(width: 300, height: 300))
        let bytes = try PrintJob(renderer: renderer, info: PrintInfo(paper: paper, margins: .zero)).pdfBytes()
        return (try PDFTools.save(bytes, name: "margin-total.pdf"), formatter, renderer)
    }

    @Test("\"Page \" counter(page) \" of \" counter(pages), right-aligned: one pass, the right total on every page, the line ending the unused reserved digits short of the box's edge",
          arguments: [9, 10, 12])
    func decimal(pages n: Int) throws {
        let (path, formatter, renderer) = try typeset(box: "content: \"Page \" counter(page) \" of \" counter(pages); text-align: right; font-size: 9pt", pages: n)
        #expect(renderer.drawsPageCountAfterLastPage)
        #expect(formatter.countPasses == 0)
        let texts = try PDFTools.pageTexts(path)
        #expect(texts.count == n)
        for (k, text) in texts.enumerated() { #expect(text.contains("Page \(k + 1) of \(n)"), "\(text)") }
        let words = try PDFTools.words(path, page: 2).filter { $0.yMin > 280 }
        #expect(words.map(\.text) == ["Page", "2", "of", String(n)])
        let digit = words[1].width
        let unused = Double(4 - String(n).count) * digit
        // The box's right edge is the page's less the 20 pt margin.
        #expect(abs(words[3].xMax - (280 - unused)) < 0.3, "\(words[3].xMax) vs \(280 - unused)")
        #expect(try PDFTools.qpdfCheck(path).ok)
    }

    @Test("a total in roman numerals, on two lines, or beside a named string: the job counts first, and the total is right",
          arguments: ["content: counter(page) \" / \" counter(pages, upper-roman)",
                      "content: \"Page \" counter(page) \"\\A of \" counter(pages); white-space: pre; font-size: 6pt",
                      "content: counter(pages) \" pages, page \" counter(page)",
                      "content: string(part) \" \" counter(pages)"])
    func countedFirst(box: String) throws {
        let (path, formatter, renderer) = try typeset(box: box, pages: 3, extra: "")
        #expect(!renderer.drawsPageCountAfterLastPage)
        #expect(formatter.countPasses == 1)
        let texts = try PDFTools.pageTexts(path)
        #expect(texts.count == 3)
        let total = box.contains("roman") ? "III" : "3"
        for text in texts { #expect(text.contains(total), "\(text)") }
    }
}
