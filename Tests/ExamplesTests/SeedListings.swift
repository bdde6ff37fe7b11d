import Folio
import FolioTesting
import Foundation
import Testing

// The code listings of Apple's "Drawing and Printing Guide for iOS", rewritten with Folio.
// docs/from-uikit.md shows each beside the original (DocSnippetTests compiles those blocks);
// this file draws each onto pages and checks that each makes a PDF qpdf accepts. Keep the two
// in step.

enum SeedListings {
    // MARK: Listing 2-1: a pentagon with UIBezierPath

    static func pentagon() -> Path {
        var aPath = Path()
        aPath.move(to: Point(x: 100, y: 0))              // the starting point of the shape
        aPath.addLine(to: Point(x: 200, y: 40))          // the lines
        aPath.addLine(to: Point(x: 160, y: 140))
        aPath.addLine(to: Point(x: 40, y: 140))
        aPath.addLine(to: Point(x: 0, y: 40))
        aPath.closeSubpath()                             // closePath
        return aPath
    }

    // MARK: Listing 2-2: an arc

    static func arc() -> Path {
        var aPath = Path()
        aPath.addArc(center: Point(x: 150, y: 150), radius: 75,
                     startAngle: 0, endAngle: 135 * .pi / 180, clockwise: true)
        return aPath
    }

    // MARK: Listings 2-3 and 2-4: two ellipses, even-odd (a ring)

    static func ring() -> (path: Path, rule: FillRule) {
        var aPath = Path(ovalIn: Rect(x: 0, y: 0, width: 300, height: 300))
        aPath.addEllipse(in: Rect(x: 50, y: 50, width: 200, height: 200))
        return (aPath, .evenOdd)                         // usesEvenOddFillRule = YES
    }

    // MARK: Listing 2-5: fill, then stroke, an oval at (50, 50)

    static func drawOval(in ctx: GraphicsContext) throws(GraphicsError) {
        let aPath = Path(ovalIn: Rect(x: 0, y: 0, width: 200, height: 100))
        try ctx.withSavedGState { () throws(GraphicsError) in
            try ctx.translateBy(x: 50, y: 50)            // CGContextTranslateCTM
            try ctx.setFillColor(.yellow)
            try ctx.setStrokeColor(.black)
            try ctx.fill(aPath)                          // [aPath fill]
            try ctx.stroke(aPath, style: StrokeStyle(lineWidth: 5))   // aPath.lineWidth = 5; [aPath stroke]
        }
    }

    // MARK: Listing 2-6: hit-testing a path's fill or stroke

    static func containsPoint(_ point: Point, onPath path: Path, inFillArea inFill: Bool,
                              evenOdd: Bool = false, lineWidth: Double = 1) -> Bool {
        inFill ? path.contains(point, rule: evenOdd ? .evenOdd : .nonZero)
               : path.strokeContains(point, lineWidth: lineWidth)
    }

    // MARK: Listings 4-1 and 4-2: a PDF file from text, page by page, with a framesetter

    static func savePDFFile(text: String, to pdfFileName: String) throws {
        let currentText = AttributedText(text)
        let framesetter = Framesetter(currentText)                  // CTFramesetterCreateWithAttributedString
        let pageNumberFont = try TextFont(family: "sans-serif", size: 12).resolve().font
        try PDFRenderer(bounds: .zero).writePDF(to: pdfFileName) { ctx throws(GraphicsError) in   // 612 × 792
            var currentRange = 0..<0
            var currentPage = 0
            repeat {
                try ctx.beginPage(bounds: Rect(x: 0, y: 0, width: 612, height: 792))
                currentPage += 1
                try drawPageNumber(currentPage, font: pageNumberFont, in: ctx)
                currentRange = try renderPage(from: currentRange.upperBound, framesetter: framesetter, in: ctx)
            } while currentRange.upperBound < currentText.length
        }
    }

    /// Lays out and draws one page of text; returns the range drawn.
    static func renderPage(from location: Int, framesetter: Framesetter, in ctx: GraphicsContext) throws(GraphicsError) -> Range<Int> {
        let frameRect = Rect(x: 72, y: 72, width: 468, height: 648)          // 72 pt margins
        let frame: Frame
        do { frame = try framesetter.frame(in: frameRect, from: location) } // CTFramesetterCreateFrame
        catch { throw .invalidArgument(operation: "renderPage", reason: error.description) }
        try frame.draw(in: ctx)                                              // CTFrameDraw: no flip needed
        return frame.visibleRange                                            // CTFrameGetVisibleStringRange
    }

    static func drawPageNumber(_ pageNum: Int, font: Font, in ctx: GraphicsContext) throws(GraphicsError) {
        let pageString = "Page \(pageNum)"
        let size = ctx.measure(pageString, font: font, size: 12)            // sizeWithFont:
        let stringRect = Rect(x: (612 - size.width) / 2, y: 720 + (72 - size.lineHeight) / 2,
                              width: size.width, height: size.lineHeight)
        try ctx.draw(pageString, at: stringRect.origin, font: font, size: 12)   // drawInRect:withFont:
    }

    // MARK: Figure 4-1: a link to a destination, and a link to a URL

    static func links(in ctx: GraphicsContext) throws(GraphicsError) {
        try ctx.beginPage()
        try ctx.setDestination(named: "Chapter_1", for: Rect(x: 72, y: 528, width: 400, height: 44))
        try ctx.setURL("https://www.swift.org", for: Rect(x: 72, y: 600, width: 400, height: 44))
        try ctx.beginPage()
        try ctx.addDestination(named: "Chapter_1", at: Point(x: 72, y: 72))
    }

    // MARK: Listing 5-4: a page renderer's header and footer

    final class TitledRenderer: PrintPageRenderer {
        var jobTitle = "Untitled"
        let font: Font
        init(font: Font) { self.font = font; super.init(); headerHeight = 36; footerHeight = 36 }

        override func drawHeader(forPage pageIndex: Int, in headerRect: Rect, context: GraphicsContext) throws(PrintError) {
            let titleSize = context.measure(jobTitle, font: font, size: 12)
            // Centre the title in the header.
            let drawPoint = Point(x: headerRect.midX - titleSize.width / 2, y: headerRect.maxY - titleSize.lineHeight)
            do { try context.draw(jobTitle, at: drawPoint, font: font, size: 12) } catch { throw .jobFailed(error.description) }
        }

        override func drawFooter(forPage pageIndex: Int, in footerRect: Rect, context: GraphicsContext) throws(PrintError) {
            let pageNumber = "\(pageIndex + 1)."
            let size = context.measure(pageNumber, font: font, size: 12)
            // The page number at the right edge of the footer rect.
            let drawPoint = Point(x: footerRect.maxX - size.width - 1, y: footerRect.maxY - size.lineHeight)
            do { try context.draw(pageNumber, at: drawPoint, font: font, size: 12) } catch { throw .jobFailed(error.description) }
        }
    }

    // MARK: Listings 5-6 and 5-7: print info; orientation from the content's shape

    static func printInfo(jobName: String, imageSize: Size) -> PrintInfo {
        var printInfo = PrintInfo()
        printInfo.outputType = .photo
        printInfo.jobName = jobName
        printInfo.duplex = .none
        if imageSize.width > imageSize.height { printInfo.orientation = .landscape }
        return printInfo
    }

    // MARK: Listing 5-8: choosing the paper

    static func choosePaper(pageSize: Size, paperList: [Paper]) throws -> Paper {
        try Paper.bestPaper(forPageSize: pageSize, from: paperList)
    }
}

@Suite("Seed listings rewritten with Folio")
struct SeedListingTests {
    func check(_ path: String) throws {
        let result = try PDFTools.qpdfCheck(path)
        #expect(result.ok, "\(result.output)")
    }

    @Test("the bezier path listings (2-1 to 2-6) draw and hit-test")
    func paths() throws {
        let path = PDFTools.temporaryDirectory().appendingPathComponent("paths.pdf").path
        try PDFRenderer().writePDF(to: path) { ctx throws(GraphicsError) in
            try ctx.beginPage()
            try ctx.stroke(SeedListings.pentagon().applying(AffineTransform(translationX: 72, y: 72)))
            try ctx.stroke(SeedListings.arc())
            let ring = SeedListings.ring()
            try ctx.fill(ring.path.applying(AffineTransform(translationX: 150, y: 300)), rule: ring.rule)
            try SeedListings.drawOval(in: ctx)
        }
        try check(path)
        let ring = SeedListings.ring()
        #expect(SeedListings.containsPoint(Point(x: 20, y: 150), onPath: ring.path, inFillArea: true, evenOdd: true))
        #expect(!SeedListings.containsPoint(Point(x: 150, y: 150), onPath: ring.path, inFillArea: true, evenOdd: true))
        #expect(SeedListings.containsPoint(Point(x: 100, y: 0), onPath: SeedListings.pentagon(), inFillArea: false, lineWidth: 4))
    }

    @Test("Listings 4-1 and 4-2: the framesetter page loop makes several numbered pages")
    func framesetterLoop() throws {
        let path = PDFTools.temporaryDirectory().appendingPathComponent("text.pdf").path
        let text = (1...120).map { "Paragraph \($0): the framesetter lays out as much text as fits, then the loop continues." }
            .joined(separator: "\n")
        try SeedListings.savePDFFile(text: text, to: path)
        try check(path)
        let pages = try PDFTools.pageTexts(path)
        #expect(pages.count > 1)
        #expect(pages.last?.contains("Paragraph 120") == true)
        #expect(pages.first?.contains("Page 1") == true)
    }

    @Test("Figure 4-1: links to a named destination and a URL")
    func links() throws {
        let path = PDFTools.temporaryDirectory().appendingPathComponent("links.pdf").path
        try PDFRenderer().writePDF(to: path) { ctx throws(GraphicsError) in try SeedListings.links(in: ctx) }
        try check(path)
        // Page 1 holds both links, flipped into PDF space (612 × 792): the named one jumps to
        // page 2, the other opens the URL; page 2 holds none.
        let summary = try DocumentSummary(contentsOf: path)
        #expect(summary.pageCount == 2)
        let links = summary.pages[0].links
        #expect(links.count == 2)
        let named = try #require(links.first { $0.uri == nil })
        #expect(named.rect == [72, 220, 472, 264])
        #expect(named.page == 2)
        let url = try #require(links.first { $0.uri != nil })
        #expect(url.uri == "https://www.swift.org")
        #expect(url.rect == [72, 148, 472, 192])
        #expect(summary.pages[1].links.isEmpty)
    }

    @Test("Listing 5-4 and 5-6 to 5-8: renderer hooks, print info, paper choice")
    func printing() throws {
        let path = PDFTools.temporaryDirectory().appendingPathComponent("print.pdf").path
        let renderer = SeedListings.TitledRenderer(font: try TextFont(family: "sans-serif").resolve().font)
        renderer.jobTitle = "Seed listing 5-4"
        renderer.addPrintFormatter(SimpleTextPrintFormatter(text: "Printed with a page renderer."), startingAtPage: 0)
        var info = SeedListings.printInfo(jobName: "Seed listing 5-4", imageSize: Size(width: 600, height: 400))
        info.paper = try SeedListings.choosePaper(pageSize: Size(width: 595, height: 842), paperList: [.letter, .a4])
        try PrintJob(renderer: renderer, info: info).write(to: path)
        try check(path)
        #expect(info.paper == .a4)
        #expect(try PDFTools.text(path).contains("Seed listing 5-4"))
    }
}
