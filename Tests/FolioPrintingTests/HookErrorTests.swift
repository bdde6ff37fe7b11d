import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioPaper
import FolioPrinting
import FolioText
import FolioTestSupport
import Testing

/// A renderer's hooks call drawing methods with plain `try`, and what they throw reaches the
/// job's caller as a ``PrintError`` case that keeps it.
@Suite("Page renderer hooks: plain try, errors that keep their shape")
struct HookErrorTests {
    /// An error of a renderer's own.
    struct Refusal: Error, CustomStringConvertible {
        let page: Int
        var description: String { "page \(page) refused" }
    }

    /// Draws a band in the header and over the formatter with plain `try`; on `failingPage`
    /// draws with a negative line width (a ``GraphicsError``) or throws its own error.
    final class BandRenderer: PrintPageRenderer {
        var failingPage: Int?
        var ownError = false

        override func drawHeader(forPage pageIndex: Int, in headerRect: Rect, context: GraphicsContext) throws {
            try context.setFillColor(.blue)
            try context.fill(headerRect)
            guard pageIndex == failingPage else { return }
            if ownError { throw Refusal(page: pageIndex) }
            try context.setLineWidth(-1)
        }

        override func drawPrintFormatter(_ formatter: PrintFormatter, forPage pageIndex: Int, context: GraphicsContext) throws {
            try super.drawPrintFormatter(formatter, forPage: pageIndex, context: context)
            try context.setFillColor(.red)
            try context.fill(Rect(x: 0, y: 300, width: 612, height: 20))
        }
    }

    private func renderer(failingPage: Int? = nil, ownError: Bool = false) -> BandRenderer {
        let r = BandRenderer()
        r.headerHeight = 36
        r.failingPage = failingPage
        r.ownError = ownError
        r.addPrintFormatter(BlockFormatter(blocks: [700, 700], color: .white), startingAtPage: 0)
        return r
    }

    @Test("a subclass whose hooks draw with plain try prints what they draw")
    func plainTry() throws {
        let bytes = try PrintJob(renderer: renderer(), info: PrintInfo(paper: .letter)).pdfBytes()
        let raster = try PDFTools.render(try PDFTools.save(bytes))
        // The header is the top 36 pt inside the default one-inch margins: y 72 to 108.
        #expect(raster.pixel(100, 90, is: (0, 0, 255)), "the header band")
        #expect(raster.pixel(100, 20, is: (255, 255, 255)), "the margin above it")
        #expect(raster.pixel(100, 310, is: (255, 0, 0)), "the band over the formatter")
        #expect(raster.pixel(100, 200, is: (255, 255, 255)), "the formatter's block")
    }

    @Test("a drawing error thrown from a hook is PrintError.graphics carrying the GraphicsError")
    func drawingError() {
        let error = #expect(throws: PrintError.self) {
            try PrintJob(renderer: renderer(failingPage: 1), info: PrintInfo(paper: .letter)).pdfBytes()
        }
        guard case .graphics(.invalidArgument(let operation, _)) = error else {
            Issue.record("expected .graphics(.invalidArgument), got \(String(describing: error))")
            return
        }
        #expect(operation.contains("setLineWidth"), "\(operation)")
    }

    @Test("an error of the renderer's own is PrintError.hookFailed carrying it as thrown")
    func ownError() {
        let error = #expect(throws: PrintError.self) {
            try PrintJob(renderer: renderer(failingPage: 0, ownError: true), info: PrintInfo(paper: .letter)).pdfBytes()
        }
        guard case .hookFailed(let thrown as Refusal) = error else {
            Issue.record("expected .hookFailed(Refusal), got \(String(describing: error))")
            return
        }
        #expect(thrown.page == 0)
        #expect(error?.description == "the print job failed: page 0 refused")
    }

    @Test("page ranges that select no page are their own case, with the ranges and the page count")
    func emptyRange() throws {
        var info = PrintInfo(paper: .letter)
        info.pageRanges = try PageRanges(parsing: "5-")
        let error = #expect(throws: PrintError.self) { try PrintJob(renderer: renderer(), info: info).pdfBytes() }
        #expect(error == .pageRangesSelectNothing(try PageRanges(parsing: "5-"), pageCount: 2))
        #expect(error?.description == "nothing to print: the page range 5- selects none of the document's 2 pages")
    }

    @Test("a layout error keeps its case through the print job: the text's FramesetterError inside LayoutError inside PrintError")
    func layoutError() {
        var attributes = TextAttributes()
        attributes.tracking = .nan
        let document = Document([.paragraph(Paragraph(AttributedText("Tracked", attributes: attributes)))])
        let error = #expect(throws: PrintError.self) { try document.pdfBytes(paper: .letter) }
        guard case .layout(.text(.invalidAttribute)) = error else {
            Issue.record("expected .layout(.text(.invalidAttribute)), got \(String(describing: error))")
            return
        }
    }
}
