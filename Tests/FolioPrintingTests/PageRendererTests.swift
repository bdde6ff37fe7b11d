import FolioGeometry
import FolioGraphics
import FolioPaper
import FolioPrinting
import FolioTestSupport
import Testing

@Suite("Page renderer")
struct PageRendererTests {
    private func run(_ r: any PageRenderer, info: PrintInfo = PrintInfo(paper: letterWithMargins, margins: .zero)) throws -> String {
        let bytes = try PrintJob(renderer: r, info: info).pdfBytes()
        let path = try PDFTools.save(bytes)
        #expect(try PDFTools.qpdfCheck(path).ok)
        return path
    }

    @Test("zero header and footer heights: those hooks are never called (printing #44)")
    func noHeaderFooter() throws {
        let r = SpyRenderer()
        r.addPrintFormatter(BlockFormatter(blocks: [100]), startingAtPage: 0)
        _ = try run(r)
        #expect(!r.log.contains { $0.hasPrefix("header") || $0.hasPrefix("footer") })
        #expect(r.log.contains("content 0"))
    }

    @Test("header, content and footer rects from the printable rect; MediaBox is the paper (printing #45)")
    func rects() throws {
        let r = SpyRenderer()
        r.headerHeight = 36
        r.footerHeight = 36
        r.addPrintFormatter(BlockFormatter(blocks: [100]), startingAtPage: 0)
        let path = try run(r)
        #expect(r.rects["header"] == Rect(x: 18, y: 18, width: 576, height: 36))
        #expect(r.rects["content"] == Rect(x: 18, y: 54, width: 576, height: 684))
        #expect(r.rects["footer"] == Rect(x: 18, y: 738, width: 576, height: 36))
        #expect(r.paperRect == Rect(x: 0, y: 0, width: 612, height: 792))
        #expect(try PDFTools.info(path)["Page size"]?.hasPrefix("612 x 792") == true)
    }

    @Test("per page: header, content, formatters, footer (printing #46)")
    func order() throws {
        let r = SpyRenderer()
        r.headerHeight = 20
        r.footerHeight = 20
        r.addPrintFormatter(BlockFormatter(blocks: [100]), startingAtPage: 0)
        r.addPrintFormatter(BlockFormatter(blocks: [50]), startingAtPage: 0)
        _ = try run(r)
        #expect(r.log == ["prepare 0..<1", "header 0", "content 0", "formatter 0", "formatter 0", "footer 0"])
    }

    @Test("a page range draws only its pages, after one prepare (printing #47)")
    func pageRange() throws {
        let r = SpyRenderer()
        r.addPrintFormatter(BlockFormatter(blocks: Array(repeating: 700, count: 5)), startingAtPage: 0)
        let path = try run(r, info: PrintInfo(paper: letterWithMargins, margins: .zero, pageRanges: try PageRanges(parsing: "2-3")))
        #expect(r.numberOfPages == 5)
        #expect(r.log == ["prepare 1..<3", "content 1", "formatter 1", "content 2", "formatter 2"])
        #expect(try PDFTools.info(path)["Pages"] == "2")
    }

    @Test("overriding drawPage replaces all the hooks (printing #48)")
    func overrideDrawPage() throws {
        let r = SpyRenderer()
        r.overrideDrawPage = true
        r.headerHeight = 10
        r.addPrintFormatter(BlockFormatter(blocks: [100]), startingAtPage: 0)
        _ = try run(r)
        #expect(r.log == ["prepare 0..<1", "page 0"])
    }

    @Test("number of pages and formatters per page from start pages (printing #49, #51)")
    func formattersPerPage() throws {
        let r = PrintPageRenderer()
        r.paper = letterWithMargins
        let a = BlockFormatter(blocks: [700, 700]), b = BlockFormatter(blocks: [700, 700, 700])
        r.addPrintFormatter(a, startingAtPage: 0)
        r.addPrintFormatter(b, startingAtPage: 2)
        #expect(a.pageCount == 2 && b.pageCount == 3)
        #expect(r.numberOfPages == 5)
        #expect(r.printFormatters(forPage: 1).map { $0 === a } == [true])
        #expect(r.printFormatters(forPage: 2).map { $0 === b } == [true])
        let c = BlockFormatter(blocks: [700, 700, 700])
        let overlap = PrintPageRenderer()
        overlap.addPrintFormatter(c, startingAtPage: 0)
        overlap.addPrintFormatter(b, startingAtPage: 1)
        #expect(overlap.printFormatters(forPage: 1).count == 2)
        #expect(overlap.printFormatters(forPage: 1)[0] === c)
    }

    @Test("addPrintFormatter's page overrides startPage (printing #50)")
    func startPageOverride() {
        let r = PrintPageRenderer()
        let b = BlockFormatter(blocks: [10])
        #expect(b.startPage == 0)
        r.addPrintFormatter(b, startingAtPage: 4)
        #expect(b.startPage == 4)
        #expect(r.numberOfPages == 5)
    }

    @Test("a formatter hook that does not call the formatter leaves its content out; one that does can overlay (printing #52)")
    func formatterHook() throws {
        let skip = SpyRenderer()
        skip.skipFormatterDrawing = true
        skip.addPrintFormatter(BlockFormatter(blocks: [100], color: .blue), startingAtPage: 0)
        let p1 = try run(skip)
        #expect(try PDFTools.render(p1).pixel(100, 60, is: (255, 255, 255)))
        let over = SpyRenderer()
        over.overlay = true
        over.addPrintFormatter(BlockFormatter(blocks: [100], color: .blue), startingAtPage: 0)
        let p2 = try run(over)
        let content = try PDFTools.contentStream(p2)
        let blue = try #require(content.range(of: "0 0 1 rg"))
        let red = try #require(content.range(of: "1 0 0 rg"))
        #expect(blue.lowerBound < red.lowerBound)
        #expect(try PDFTools.render(p2).pixel(100, 60, is: (0, 0, 255)))
    }

    @Test("header and footer hooks are clipped to their rects (decision D6, drawing #59)")
    func clipping() throws {
        final class Scribbler: PrintPageRenderer {
            override func drawHeader(forPage pageIndex: Int, in headerRect: Rect, context: GraphicsContext) throws {
                try context.fill(Rect(x: 0, y: 0, width: 612, height: 200))
            }
        }
        let r = Scribbler()
        r.headerHeight = 36
        r.addPrintFormatter(BlockFormatter(blocks: [10], color: .white), startingAtPage: 0)
        let raster = try PDFTools.render(try run(r))
        #expect(raster.pixel(100, 30, is: (0, 0, 0)))
        #expect(raster.pixel(100, 100, is: (255, 255, 255)))
    }

    @Test("a renderer with no pages is a noContent error; a job with no content too (printing #75)")
    func noContent() {
        #expect(throws: PrintError.self) { _ = try PrintJob(renderer: PrintPageRenderer()).pdfBytes() }
        #expect(throws: PrintError.self) { _ = try PrintJob(content: nil).pdfBytes() }
    }
}
