import FolioGeometry
import FolioGraphics
import FolioPaper

/// Draws the pages of a print job, as `UIPrintPageRenderer`: a set of hooks with defaults,
/// so a renderer overrides only what it draws.
///
/// For each page, ``drawPage(at:in:context:)`` calls, in order: ``drawHeader(forPage:in:context:)``
/// (only when ``headerHeight`` > 0), ``drawContent(forPage:in:context:)``,
/// ``drawPrintFormatter(_:forPage:context:)`` for each formatter on the page in array order, and
/// ``drawFooter(forPage:in:context:)`` (only when ``footerHeight`` > 0). Header, content and
/// footer hooks draw inside a saved graphics state clipped to their rect. Rects are in page
/// coordinates with the origin at the top-left corner.
///
/// Use ``PrintPageRenderer`` as is to connect formatters, or subclass it; or conform a type of
/// your own, which needs only storage for ``paper`` and ``printFormatters``.
///
/// The drawing hooks throw, so a hook calls the context's drawing methods with plain `try`:
///
/// ```swift
/// override func drawHeader(forPage pageIndex: Int, in headerRect: Rect, context: GraphicsContext) throws {
///     try context.draw("Report", at: Point(x: headerRect.minX, y: headerRect.minY + 12), font: font, size: 12)
/// }
/// ```
///
/// The print job turns what a hook throws into a ``PrintError`` that keeps it
/// (`PrintError.init(_: any Error)`): a ``GraphicsError`` becomes ``PrintError/graphics(_:)``
/// (the PDF writer's own failures ``PrintError/pdf(_:)``), a ``PrintError`` stays as it is, and
/// an error of your own is ``PrintError/hookFailed(_:)``.
public protocol PageRenderer: AnyObject {
    /// The paper the pages are printed on; the print job sets it.
    var paper: Paper { get set }
    /// The formatters, each with its start page.
    var printFormatters: [PrintFormatter] { get set }
    /// The header's height in points; 0 (the default) means no header.
    var headerHeight: Double { get }
    /// The footer's height in points; 0 (the default) means no footer.
    var footerHeight: Double { get }
    /// The number of pages; by default `max(startPage + pageCount)` over the formatters.
    var numberOfPages: Int { get }
    /// Whether the job must know ``numberOfPages`` before it draws the first page; `true` by
    /// default. When `false`, a job without page ranges whose formatters can lay their pages
    /// out one at a time (``PrintFormatter/laysOutPagesOneByOne``) runs in one pass: it lays
    /// each page out just before drawing it instead of laying the whole content out twice.
    /// While it runs, ``numberOfPages`` counts the pages laid out so far, and
    /// ``prepare(forDrawingPages:)`` is called once with `0..<Int.max`. A renderer that shows
    /// the page total, or overrides ``numberOfPages``, must answer `true`.
    var needsPageCountBeforeDrawing: Bool { get }
    /// Whether the renderer, though it shows the page total (``needsPageCountBeforeDrawing``),
    /// can draw the total after the last page is drawn, so that the job runs in one pass as
    /// it would without the total (the same conditions apply). It then draws the total as a
    /// shared form, recorded in ``drawPageCount(_:context:)``. `false` by default.
    var drawsPageCountAfterLastPage: Bool { get }
    /// Called once before a run of pages is drawn; the default does nothing.
    func prepare(forDrawingPages range: Range<Int>)
    /// Draws a whole page; the default calls the other hooks in order.
    func drawPage(at pageIndex: Int, in paperRect: Rect, context: GraphicsContext) throws
    /// Draws the header; the default draws nothing.
    func drawHeader(forPage pageIndex: Int, in headerRect: Rect, context: GraphicsContext) throws
    /// Draws content between header and footer; the default draws nothing.
    func drawContent(forPage pageIndex: Int, in contentRect: Rect, context: GraphicsContext) throws
    /// Draws one formatter's part of the page; the default asks the formatter to draw.
    func drawPrintFormatter(_ formatter: PrintFormatter, forPage pageIndex: Int, context: GraphicsContext) throws
    /// Draws the footer; the default draws nothing.
    func drawFooter(forPage pageIndex: Int, in footerRect: Rect, context: GraphicsContext) throws
    /// Called by a one-pass job of a renderer that ``drawsPageCountAfterLastPage``, once its
    /// last page is drawn and before the document ends, with the number of pages: the
    /// renderer records what shows the total now. The default does nothing.
    func drawPageCount(_ pageCount: Int, context: GraphicsContext) throws
}

extension PageRenderer {
    /// The paper's rect; its origin is always (0, 0).
    public var paperRect: Rect { Rect(origin: .zero, size: paper.size) }
    /// The area the printer can mark.
    public var printableRect: Rect { paper.printableRect }

    /// No header by default.
    public var headerHeight: Double { 0 }
    /// No footer by default.
    public var footerHeight: Double { 0 }
    /// `max(startPage + pageCount)` over the formatters; 0 without formatters.
    public var numberOfPages: Int { defaultNumberOfPages }
    /// The page count is needed first, by default.
    public var needsPageCountBeforeDrawing: Bool { true }
    /// The total is not drawn after the last page, by default.
    public var drawsPageCountAfterLastPage: Bool { false }
    /// Does nothing.
    public func drawPageCount(_ pageCount: Int, context: GraphicsContext) throws {}

    /// The page count the formatters need.
    public var defaultNumberOfPages: Int {
        printFormatters.reduce(0) { max($0, $1.startPage + $1.pageCount) }
    }

    /// Adds a formatter starting at a page; the page overrides the formatter's `startPage`.
    public func addPrintFormatter(_ formatter: PrintFormatter, startingAtPage pageIndex: Int) {
        formatter.startPage = pageIndex
        formatter.printPageRenderer = self
        formatter.invalidateLayout()
        if !printFormatters.contains(where: { $0 === formatter }) { printFormatters.append(formatter) }
    }

    /// The formatters that draw on a page, in array order.
    public func printFormatters(forPage pageIndex: Int) -> [PrintFormatter] {
        printFormatters.filter { pageIndex >= $0.startPage && pageIndex < $0.startPage + $0.pageCount }
        // (During a one-pass job a formatter's page count is the pages laid out so far,
        // which include this one when the formatter has it.)
    }

    /// Does nothing.
    public func prepare(forDrawingPages range: Range<Int>) {}

    /// Calls the hooks in UIKit's order.
    public func drawPage(at pageIndex: Int, in paperRect: Rect, context: GraphicsContext) throws {
        try drawPageHooks(at: pageIndex, context: context)
    }

    /// The default page drawing: header, content, formatters, footer.
    public func drawPageHooks(at pageIndex: Int, context: GraphicsContext) throws {
        let p = printableRect
        let header = Rect(x: p.minX, y: p.minY, width: p.width, height: headerHeight)
        let footer = Rect(x: p.minX, y: p.maxY - footerHeight, width: p.width, height: footerHeight)
        let content = Rect(x: p.minX, y: p.minY + headerHeight, width: p.width, height: p.height - headerHeight - footerHeight)
        if headerHeight > 0 {
            try clipped(header, context) { try asPagination(context) { try drawHeader(forPage: pageIndex, in: header, context: context) } }
        }
        try clipped(content, context) { try drawContent(forPage: pageIndex, in: content, context: context) }
        for f in printFormatters(forPage: pageIndex) {
            try drawPrintFormatter(f, forPage: pageIndex, context: context)
        }
        if footerHeight > 0 {
            try clipped(footer, context) { try asPagination(context) { try drawFooter(forPage: pageIndex, in: footer, context: context) } }
        }
    }

    /// Draws nothing.
    public func drawHeader(forPage pageIndex: Int, in headerRect: Rect, context: GraphicsContext) throws {}
    /// Draws nothing.
    public func drawContent(forPage pageIndex: Int, in contentRect: Rect, context: GraphicsContext) throws {}
    /// Draws nothing.
    public func drawFooter(forPage pageIndex: Int, in footerRect: Rect, context: GraphicsContext) throws {}

    /// Asks the formatter to draw its part of the page in its rect.
    public func drawPrintFormatter(_ formatter: PrintFormatter, forPage pageIndex: Int, context: GraphicsContext) throws {
        try formatter.draw(in: formatter.rect(forPage: pageIndex), forPage: pageIndex, context: context)
    }

    /// Runs `body` as an artifact (running heads and feet are page furniture) when the
    /// document is tagged.
    private func asPagination(_ ctx: GraphicsContext, _ body: () throws -> Void) throws {
        guard ctx.isTagging else { return try body() }
        try ctx.beginArtifact(.pagination)
        try body()
        try ctx.endArtifact()
    }

    private func clipped(_ rect: Rect, _ ctx: GraphicsContext, _ body: () throws -> Void) throws {
        try ctx.saveGState()
        try ctx.clip(to: rect)
        try body()
        try ctx.restoreGState()
    }
}

/// A page renderer to use as is — connecting formatters, with optional header and footer
/// heights — or to subclass, overriding the hooks it draws (`UIPrintPageRenderer`).
open class PrintPageRenderer: PageRenderer {
    /// The paper; the print job sets it.
    public var paper: Paper = .letter
    /// The formatters.
    public var printFormatters: [PrintFormatter] = [] {
        didSet { for f in printFormatters { f.printPageRenderer = self } }
    }
    /// The header height; 0 means no header.
    open var headerHeight: Double = 0
    /// The footer height; 0 means no footer.
    open var footerHeight: Double = 0

    /// Creates a renderer with no formatters.
    public init() {}

    /// By default, the pages the formatters need.
    open var numberOfPages: Int { defaultNumberOfPages }
    /// `true` by default: a subclass may draw or override ``numberOfPages``.
    open var needsPageCountBeforeDrawing: Bool { true }
    /// `false` by default: the job counts the pages first when the renderer needs their number.
    open var drawsPageCountAfterLastPage: Bool { false }
    /// Does nothing by default.
    open func drawPageCount(_ pageCount: Int, context: GraphicsContext) throws {}
    /// Does nothing by default.
    open func prepare(forDrawingPages range: Range<Int>) {}
    /// Calls the hooks in order by default.
    open func drawPage(at pageIndex: Int, in paperRect: Rect, context: GraphicsContext) throws {
        try drawPageHooks(at: pageIndex, context: context)
    }
    /// Draws nothing by default.
    open func drawHeader(forPage pageIndex: Int, in headerRect: Rect, context: GraphicsContext) throws {}
    /// Draws nothing by default.
    open func drawContent(forPage pageIndex: Int, in contentRect: Rect, context: GraphicsContext) throws {}
    /// Asks the formatter to draw, by default.
    open func drawPrintFormatter(_ formatter: PrintFormatter, forPage pageIndex: Int, context: GraphicsContext) throws {
        try formatter.draw(in: formatter.rect(forPage: pageIndex), forPage: pageIndex, context: context)
    }
    /// Draws nothing by default.
    open func drawFooter(forPage pageIndex: Int, in footerRect: Rect, context: GraphicsContext) throws {}
}
