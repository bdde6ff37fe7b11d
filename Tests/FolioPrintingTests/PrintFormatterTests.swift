import FolioGeometry
import FolioGraphics
import FolioPaper
import FolioPrinting
import FolioTestSupport
import Testing

@Suite("Print formatters")
struct PrintFormatterTests {
    private func attach(_ f: PrintFormatter, paper: Paper = .letter, header: Double = 0, footer: Double = 0, start: Int = 0) -> PrintPageRenderer {
        let r = PrintPageRenderer()
        r.paper = paper
        r.headerHeight = header
        r.footerHeight = footer
        r.addPrintFormatter(f, startingAtPage: start)
        return r
    }

    @Test("the top inset applies only to the first page (printing #55); the bottom inset on every page (#56)")
    func topInsetFirstPageOnly() {
        let f = BlockFormatter(blocks: Array(repeating: 100, count: 20))
        f.contentInsets = EdgeInsets(all: 72)
        let renderer = attach(f)
        defer { withExtendedLifetime(renderer) {} }
        #expect(f.pageCount > 1)
        #expect(f.rect(forPage: 0) == Rect(x: 72, y: 72, width: 468, height: 648))
        #expect(f.rect(forPage: 1) == Rect(x: 72, y: 0, width: 468, height: 720))
    }

    @Test("page insets replace the content insets page by page, all four sides on every page, from the formatter's start")
    func pageInsets() {
        let f = BlockFormatter(blocks: Array(repeating: 100, count: 20))
        f.contentInsets = EdgeInsets(all: 72)
        let renderer = attach(f, header: 36, footer: 36, start: 2)
        defer { withExtendedLifetime(renderer) {} }
        let before = f.pageCount
        f.pageInsets = { k in k == 0 ? EdgeInsets(top: 100, left: 20, bottom: 10, right: 60) : EdgeInsets(top: -10, left: 60, bottom: 0, right: 20) }
        // Renderer page 2 is the formatter's first page: from below the header, 100 pt down.
        #expect(f.rect(forPage: 2) == Rect(x: 20, y: 136, width: 532, height: 610))
        #expect(f.rect(forPage: 3) == Rect(x: 60, y: 26, width: 532, height: 730))
        // Setting them lays the content out again, in the new rects.
        #expect(f.pageCount != before)
        f.pageInsets = nil
        #expect(f.rect(forPage: 3) == Rect(x: 72, y: 36, width: 468, height: 648))
    }

    @Test("maximum content width and height: the lesser wins (printing #57, #58)")
    func maximums() {
        let f = BlockFormatter(blocks: Array(repeating: 40, count: 10))
        f.contentInsets = EdgeInsets(all: 72)
        let renderer = attach(f)
        defer { withExtendedLifetime(renderer) {} }
        let before = f.pageCount
        f.maximumContentWidth = 200
        #expect(f.rect(forPage: 0).width == 200)
        f.maximumContentWidth = 1000
        #expect(f.rect(forPage: 0).width == 468)
        f.maximumContentHeight = 100
        #expect(f.rect(forPage: 0).height == 100)
        #expect(f.pageCount > before)
    }

    @Test("pageCount follows changes to insets and content (printing #59)")
    func recomputed() {
        let f = BlockFormatter(blocks: Array(repeating: 100, count: 7))
        let renderer = attach(f)
        defer { withExtendedLifetime(renderer) {} }
        #expect(f.pageCount == 1)
        f.contentInsets = EdgeInsets(all: 200)
        #expect(f.pageCount == 2)
        f.blocks = Array(repeating: 100, count: 30)
        #expect(f.pageCount > 2)
    }

    @Test("a formatter starting at page 2 leaves pages 0 and 1 empty (printing #60)")
    func startPage() throws {
        let f = BlockFormatter(blocks: [100, 700], color: .blue)
        let r = attach(f, start: 2)
        #expect(r.numberOfPages == 2 + f.pageCount)
        let path = try PDFTools.save(try PrintJob(renderer: r, info: PrintInfo(paper: .letter, margins: .zero)).pdfBytes())
        #expect(try PDFTools.info(path)["Pages"] == "4")
        #expect(try PDFTools.render(path, page: 1).pixel(100, 50, is: (255, 255, 255)))
        #expect(try PDFTools.render(path, page: 3).pixel(100, 50, is: (0, 0, 255)))
    }

    @Test("Listing 5-2's geometry: insets of 72 inside a printable rect at 18 put content at 90 (printing #67)")
    func insetsRelativeToPrintable() {
        let f = BlockFormatter(blocks: [10])
        f.contentInsets = EdgeInsets(all: 72)
        let renderer = attach(f, paper: letterWithMargins)
        defer { withExtendedLifetime(renderer) {} }
        #expect(f.rect(forPage: 0).origin == Point(x: 90, y: 90))
    }

    @Test("a formatter printed alone gets a renderer of its own")
    func alone() throws {
        let f = BlockFormatter(blocks: Array(repeating: 300, count: 5))
        let path = try PDFTools.save(try PrintJob(formatter: f, info: PrintInfo(paper: .a4)).pdfBytes())
        #expect(try PDFTools.info(path)["Pages"] == "3")
        #expect(try PDFTools.info(path)["Page size"]?.hasPrefix("595.276 x 841.89") == true)
    }
}
