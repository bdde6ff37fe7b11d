import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioPaper
@testable import FolioPrinting
import FolioTestSupport
import FolioText
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

/// A subclass whose footer reads the total itself: it keeps the two-pass path by default.
private final class OwnTotalRenderer: HeaderFooterPageRenderer {
    var totalsSeen: [Int] = []
    override func drawFooter(forPage pageIndex: Int, in footerRect: Rect, context: GraphicsContext) throws {
        totalsSeen.append(numberOfPages)
        try super.drawFooter(forPage: pageIndex, in: footerRect, context: context)
    }
}

/// A renderer that leaves the fill colour white after each formatter draws, as a page's
/// last drawing may: the total's form must set its own colour.
private final class WhiteFillRenderer: HeaderFooterPageRenderer {
    override func drawPrintFormatter(_ formatter: PrintFormatter, forPage pageIndex: Int, context: GraphicsContext) throws {
        try super.drawPrintFormatter(formatter, forPage: pageIndex, context: context)
        try context.setFillColor(.white)
        try context.fill(Rect(x: 0, y: 0, width: 1, height: 1))
    }
}

/// A document formatter that fails to draw its second page while `fails`.
private final class FailingFormatter: DocumentPrintFormatter {
    struct Failure: Error {}
    var fails = true
    override func draw(in rect: Rect, forPage pageIndex: Int, context: GraphicsContext) throws {
        if fails, pageIndex == 1 { throw Failure() }
        try super.draw(in: rect, forPage: pageIndex, context: context)
    }
}

@Suite("The page total drawn after the last page: {pages} in one pass")
struct PageTotalTests {
    static let paper = Paper(name: "small", size: Size(width: 300, height: 300))

    /// `pages` pages, one short paragraph on each.
    static func document(pages: Int, words: String = "Body") -> Document {
        Document(title: "Total") {
            for i in 0..<pages {
                if i > 0 { PageBreak() }
                Paragraph("\(words) \(i + 1).")
            }
        }
    }

    private func printed(_ renderer: HeaderFooterPageRenderer, _ formatter: PrintFormatter, ranges: String? = nil) throws -> (bytes: [UInt8], path: String) {
        renderer.addPrintFormatter(formatter, startingAtPage: 0)
        var info = PrintInfo(paper: Self.paper)
        if let ranges { info.pageRanges = try PageRanges(parsing: ranges) }
        let bytes = try PrintJob(renderer: renderer, info: info).pdfBytes()
        return (bytes, try PDFTools.save(bytes, name: "page-total.pdf"))
    }

    @Test("every page shows its number and the right total, laid out once, as the total gains digits",
          arguments: [1, 9, 10, 11, 120])
    func totals(pages n: Int) throws {
        let f = CountingFormatter(document: Self.document(pages: n))
        let renderer = HeaderFooterPageRenderer(footer: HeaderFooterTemplate(center: "Page {page} of {pages}"))
        #expect(renderer.pageTotal == .afterLastPage && renderer.drawsPageCountAfterLastPage)
        let (_, path) = try printed(renderer, f)
        #expect(f.countPasses == 0, "no counting pass")
        let pages = try PDFTools.pageTexts(path)
        #expect(pages.count == n)
        for (k, text) in pages.enumerated() {
            #expect(text.contains("Page \(k + 1) of \(n)\n") || text.hasSuffix("Page \(k + 1) of \(n)"), "page \(k + 1): \(text)")
        }
        #expect(try PDFTools.qpdfCheck(path).ok)
    }

    /// The words of the footer line on `page`: "Page", the number, "of" and the total.
    private func footer(_ path: String, page: Int) throws -> [PDFTools.Word] {
        let words = try PDFTools.words(path, page: page).filter { $0.yMin > 195 }
        #expect(words.map(\.text).prefix(2) == ["Page", String(page)], "\(words.map(\.text))")
        return words
    }

    @Test("a centred or right-aligned total: the line placed as if the total took the reserved digits, the total right after \"of\"",
          arguments: [(0.5, 2), (0.5, 3), (1.0, 2), (1.0, 3)])
    func alignment(align: Double, digits: Int) throws {
        let template = align == 1 ? HeaderFooterTemplate(right: "Page {page} of {pages}") : HeaderFooterTemplate(center: "Page {page} of {pages}")
        let later = HeaderFooterPageRenderer(footer: template)
        later.pageTotal = .afterLastPage(reservedDigits: digits)
        let first = HeaderFooterPageRenderer(footer: template)
        first.pageTotal = .countedFirst
        let oneDoc = CountingFormatter(document: Self.document(pages: 11)), twoDoc = CountingFormatter(document: Self.document(pages: 11))
        let (_, afterPath) = try printed(later, oneDoc)
        let (_, countedPath) = try printed(first, twoDoc)
        #expect(oneDoc.countPasses == 0 && twoDoc.countPasses == 1)
        let after = try footer(afterPath, page: 3), counted = try footer(countedPath, page: 3)
        #expect(after.map(\.text) == ["Page", "3", "of", "11"] && counted.map(\.text) == after.map(\.text))
        // DejaVu's digits are of one width: the page number "3" is one digit.
        let digit = counted[1].width
        let unused = Double(digits - 2) * digit  // the reserved width the two-digit total leaves
        let shift = align * unused
        for k in 0..<4 {
            #expect(abs(after[k].xMin - (counted[k].xMin - shift)) < 0.05, "\(after[k].text): \(after[k].xMin) vs \(counted[k].xMin) − \(shift)")
        }
        // The total follows "of" as closely as when counted first: no gap.
        #expect(abs((after[3].xMin - after[2].xMax) - (counted[3].xMin - counted[2].xMax)) < 0.05)
        #expect(abs(after[3].width - counted[3].width) < 0.05)
    }

    @Test("a total wider than its reservation is condensed into it")
    func condensed() throws {
        let renderer = HeaderFooterPageRenderer(footer: HeaderFooterTemplate(left: "Page {page} of {pages}"))
        renderer.pageTotal = .afterLastPage(reservedDigits: 1)
        let (_, path) = try printed(renderer, DocumentPrintFormatter(document: Self.document(pages: 12)))
        let words = try footer(path, page: 2)
        #expect(words.map(\.text) == ["Page", "2", "of", "12"])
        #expect(words[3].width <= words[1].width + 0.05, "the total \(words[3].width) pt in one digit's \(words[1].width) pt")
        #expect(words[3].width > words[1].width * 0.8)
    }

    @Test("text after the total is drawn with it, without a gap; tails alike share one form; {page} after {pages} is counted first")
    func tails() throws {
        func run(_ total: PageTotalDrawing) throws -> String {
            let renderer = HeaderFooterPageRenderer(header: HeaderFooterTemplate(left: "{pages} pages ({pages})"),
                                                    footer: HeaderFooterTemplate(left: "{page}/{pages}", right: "{pages}"))
            renderer.pageTotal = total
            return try printed(renderer, DocumentPrintFormatter(document: Self.document(pages: 3, words: "Body"))).path
        }
        let after = try run(.afterLastPage), counted = try run(.countedFirst)
        let pages = try PDFTools.pageTexts(after)
        for (k, text) in pages.enumerated() {
            #expect(text.contains("3 pages (3)") && text.contains("\(k + 1)/3"), "\(text)")
        }
        func header(_ path: String) throws -> [PDFTools.Word] { try PDFTools.words(path, page: 2).filter { $0.yMax < 108 } }
        let a = try header(after), c = try header(counted)
        #expect(a.map(\.text) == ["3", "pages", "(3)"] && c.map(\.text) == a.map(\.text))
        for k in 0..<3 { #expect(abs(a[k].xMin - c[k].xMin) < 0.05, "\(a[k].text): \(a[k].xMin) vs \(c[k].xMin)") }
        // Two tails: the header's, and the footer's bare total (left and right share it).
        let content = try PDFTools.contentStream(after, page: 2)
        #expect(content.components(separatedBy: " Do").count - 1 == 3, "\(content)")
        // The page number after the total: counted first.
        let late = HeaderFooterPageRenderer(footer: HeaderFooterTemplate(center: "{pages} pages, page {page}"))
        #expect(!late.drawsPageCountAfterLastPage)
        let f = CountingFormatter(document: Self.document(pages: 2))
        let latePages = try PDFTools.pageTexts(try printed(late, f).path)
        #expect(f.countPasses == 1 && latePages[1].contains("2 pages, page 2"))
    }

    @Test("the total is page furniture: drawn inside the footer's artifact; the document passes the tagged-PDF checks and qpdf")
    func tagged() throws {
        let renderer = HeaderFooterPageRenderer(footer: HeaderFooterTemplate(center: "Page {page} of {pages}"))
        let (_, path) = try printed(renderer, DocumentPrintFormatter(document: Self.document(pages: 4)))
        let content = try PDFTools.contentStream(path, page: 2)
        let artifact = try #require(content.range(of: "/Artifact"))
        let draw = try #require(content.range(of: " Do"))
        #expect(artifact.upperBound < draw.lowerBound)
        #expect(content[draw.upperBound...].contains("EMC"))
        let tree = try PDFTools.runChecked("pdfinfo", ["-struct-text", path]).stdout
        #expect(tree.contains("Body 2.") && !tree.contains("Page 2") && !tree.contains("of 4"))
        let report = try ConformanceChecker.check(contentsOf: path, profile: .tagged)
        #expect(report.passes, "\(report.text)")
        #expect(try PDFTools.qpdfCheck(path).ok)
    }

    @Test("digits drawn only by the total are in the font's subset, and drawn in the footer's colour whatever the page's fill: they render dark",
          arguments: [false, true])
    func digitsInSubset(whiteFill: Bool) throws {
        // The body has no digits, nor do the page numbers 1 and 2: "3" is drawn only in the form.
        let doc = Document(title: "Total") { Paragraph("One."); PageBreak(); Paragraph("Two."); PageBreak(); Paragraph("Three.") }
        let renderer = whiteFill ? WhiteFillRenderer(footer: HeaderFooterTemplate(left: "Total {pages}"))
            : HeaderFooterPageRenderer(footer: HeaderFooterTemplate(left: "Total {pages}"))
        renderer.pageTotal = .afterLastPage
        let (_, path) = try printed(renderer, DocumentPrintFormatter(document: doc))
        let words = try PDFTools.words(path, page: 1)
        let total = try #require(words.first { $0.text == "3" })
        let raster = try PDFTools.render(path, page: 1, dpi: 72)
        var dark = 0
        for y in Int(total.yMin)..<Int(total.yMax.rounded(.up)) {
            for x in Int(total.xMin)..<Int(total.xMax.rounded(.up)) where raster.pixels[(y * raster.width + x) * 3] < 128 { dark += 1 }
        }
        #expect(dark > 3, "the total's box renders \(dark) dark pixels")
    }

    @Test("the same input gives the same bytes, with layout ahead on a thread or not")
    func deterministic() throws {
        func bytes(ahead: Bool) throws -> [UInt8] {
            let f = DocumentPrintFormatter(document: Self.document(pages: 14))
            f.laysOutAhead = ahead
            return try printed(HeaderFooterPageRenderer(footer: HeaderFooterTemplate(center: "Page {page} of {pages}")), f).bytes
        }
        let a = try bytes(ahead: true)
        #expect(a == (try bytes(ahead: true)))
        #expect(a == (try bytes(ahead: false)))
    }

    @Test("two passes where one cannot do: page ranges, a table of contents, .countedFirst, a subclass; each shows the right total")
    func fallbacks() throws {
        let template = HeaderFooterTemplate(center: "Page {page} of {pages}")
        // Page ranges: the job counts first; the total is the document's.
        let ranged = CountingFormatter(document: Self.document(pages: 5))
        let (_, rangedPath) = try printed(HeaderFooterPageRenderer(footer: template), ranged, ranges: "2-3")
        #expect(ranged.countPasses == 1)
        #expect(try PDFTools.pageTexts(rangedPath).enumerated().allSatisfy { $1.contains("Page \($0 + 2) of 5") })
        // A table of contents needs every heading's page first.
        let contents = CountingFormatter(document: Document { TableOfContents(); Heading("One"); PageBreak(); Heading("Two") })
        let (_, contentsPath) = try printed(HeaderFooterPageRenderer(footer: template), contents)
        #expect(contents.countPasses == 1)
        let pages = try PDFTools.pageTexts(contentsPath)
        #expect(pages.enumerated().allSatisfy { $1.contains("Page \($0 + 1) of \(pages.count)") })
        // .countedFirst: the old path, byte for byte the subclass's.
        let explicit = HeaderFooterPageRenderer(footer: template)
        explicit.pageTotal = .countedFirst
        #expect(!explicit.drawsPageCountAfterLastPage)
        let counted = CountingFormatter(document: Self.document(pages: 3))
        let (countedBytes, _) = try printed(explicit, counted)
        #expect(counted.countPasses == 1)
        // A subclass may read numberOfPages in its hooks: it counts first unless it says otherwise.
        let own = OwnTotalRenderer(footer: template)
        #expect(own.pageTotal == .countedFirst && !own.drawsPageCountAfterLastPage)
        let subclassed = CountingFormatter(document: Self.document(pages: 3))
        let (ownBytes, _) = try printed(own, subclassed)
        #expect(subclassed.countPasses == 1 && own.totalsSeen == [3, 3, 3])
        #expect(ownBytes == countedBytes)
        // Without {pages} nothing is deferred: no form is drawn.
        let plain = HeaderFooterPageRenderer(footer: .pageNumber)
        #expect(!plain.drawsPageCountAfterLastPage)
    }

    @Test("a job that fails before its last page leaves no form behind for the renderer's next job")
    func reusedRenderer() throws {
        let renderer = HeaderFooterPageRenderer(footer: HeaderFooterTemplate(center: "Page {page} of {pages}"))
        let formatter = FailingFormatter(document: Self.document(pages: 2))
        renderer.addPrintFormatter(formatter, startingAtPage: 0)
        #expect(throws: PrintError.self) { try PrintJob(renderer: renderer, info: PrintInfo(paper: Self.paper)).pdfBytes() }
        formatter.fails = false
        let bytes = try PrintJob(renderer: renderer, info: PrintInfo(paper: Self.paper)).pdfBytes()
        let pages = try PDFTools.pageTexts(try PDFTools.save(bytes))
        #expect(pages.count == 2 && pages[1].contains("Page 2 of 2"))
    }
}
