import FolioGeometry
import FolioGraphics

/// Lays content out over one or more pages of a page renderer, as `UIPrintFormatter`.
///
/// A formatter's pages are consecutive renderer pages from ``startPage``. The content rect of
/// each page is the renderer's printable rect, less the header and footer, less
/// ``contentInsets`` — the top inset only on the formatter's first page — and no larger than
/// ``maximumContentWidth`` × ``maximumContentHeight`` (the lesser wins; the rect stays at the
/// inset's left edge). Unlike UIKit's model, the bottom inset is honoured on every page.
///
/// Subclasses implement ``layoutPages(contentRect:)`` (count pages, keeping what `draw` needs
/// compact) and ``draw(in:forPage:context:)``.
open class PrintFormatter {
    /// Insets from the printable rect (top on the first page only).
    public var contentInsets: EdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Insets of each of the formatter's pages (its own pages, from 0) from the printable rect
    /// less header and footer, in place of ``contentInsets`` when set: all four sides, on every
    /// page. For pages whose margins differ (CSS `@page :first`, `:left`, `:right`). Layout sets
    /// every page at the width of the first page's rect: a page whose insets make it another
    /// width keeps its left inset, its top and its bottom.
    public var pageInsets: (@Sendable (Int) -> EdgeInsets)? { didSet { invalidateLayout() } }
    /// The widest the content may be; `nil` for no limit.
    public var maximumContentWidth: Double? { didSet { invalidateLayout() } }
    /// The tallest the content may be on a page; `nil` for no limit.
    public var maximumContentHeight: Double? { didSet { invalidateLayout() } }
    /// The renderer page (zero-based) where the formatter starts.
    public var startPage: Int = 0
    /// The renderer the formatter belongs to, set when it is added to one.
    public internal(set) weak var printPageRenderer: (any PageRenderer)?

    private var cachedPageCount: Int?
    private var cachedGeometry: PageGeometry?
    /// While a one-pass job runs: the pages laid out so far, and whether the content ended.
    private var onePass: (laidOut: Int, ended: Bool)?

    /// Creates a formatter.
    public init() {}

    /// The number of pages the content needs, computed from the layout (read-only, as in
    /// UIKit). Zero when the formatter is not attached to a renderer. While a one-pass job
    /// draws (see ``laysOutPagesOneByOne``), the pages laid out so far.
    public var pageCount: Int { onePass?.laidOut ?? ((try? layoutIfNeeded()) ?? 0) }

    /// Forgets the layout; the next ``pageCount`` lays the content out again. Subclasses call
    /// it when their content changes.
    public func invalidateLayout() {
        cachedPageCount = nil
    }

    /// Lays the content out if the geometry changed, and returns the page count.
    @discardableResult
    public func layoutIfNeeded() throws(PrintError) -> Int {
        guard let renderer = printPageRenderer else { return 0 }
        let geometry = PageGeometry(renderer)
        if let n = cachedPageCount, cachedGeometry == geometry { return n }
        let n = try layoutPages { [unowned self] k in self.contentRect(formatterPage: k, geometry: geometry) }
        cachedPageCount = n
        cachedGeometry = geometry
        return n
    }

    /// The content rect of the formatter on a renderer page, in page coordinates (upper-left
    /// origin), as `UIPrintFormatter.rect(forPageAt:)`.
    public func rect(forPage pageIndex: Int) -> Rect {
        guard let renderer = printPageRenderer else { return .null }
        return contentRect(formatterPage: pageIndex - startPage, geometry: PageGeometry(renderer))
    }

    func contentRect(formatterPage k: Int, geometry g: PageGeometry) -> Rect {
        ContentRects(geometry: g, formatter: self).rect(formatterPage: k)
    }

    /// The content rects of the formatter's pages as they are now, as a value another thread
    /// can use; `nil` when the formatter is not attached to a renderer.
    var contentRects: ContentRects? {
        printPageRenderer.map { ContentRects(geometry: PageGeometry($0), formatter: self) }
    }

    // MARK: One pass

    /// Whether a one-pass job is drawing the formatter's pages.
    var isInOnePassJob: Bool { onePass != nil }

    /// Starts a one-pass job: pages are laid out one by one as they are drawn.
    func beginOnePass() { onePass = (0, false) }

    /// Lays out the formatter's part of renderer page `pageIndex`, the next page of a one-pass
    /// job; whether the formatter has content on it.
    func layOutNextPage(_ pageIndex: Int) throws(PrintError) -> Bool {
        guard var state = onePass, !state.ended, pageIndex >= startPage else { return false }
        let has = try layOutPage(state.laidOut, contentRect: rect(forPage: pageIndex))
        if has { state.laidOut += 1 } else { state.ended = true }
        onePass = state
        return has
    }

    /// Ends a one-pass job; when it `completed`, the pages laid out are the page count.
    func endOnePass(completed: Bool) {
        onePassDidEnd()
        if completed, let state = onePass, let renderer = printPageRenderer {
            cachedPageCount = state.laidOut
            cachedGeometry = PageGeometry(renderer)
        }
        onePass = nil
    }

    /// Called when a one-pass job ends, however it ends: formatters in this module release
    /// what they kept for it.
    func onePassDidEnd() {}

    // MARK: Subclass points

    /// Whether the formatter can lay its pages out one at a time, in order, just before each
    /// is drawn (``layOutPage(_:contentRect:)``), so that a job whose renderer does not need
    /// the page count first lays the content out once instead of twice. `false` by default.
    open var laysOutPagesOneByOne: Bool { false }

    /// Lays out the formatter's page `index` (its own pages count from 0) into `contentRect`
    /// ahead of drawing it, and tells whether there is such a page. A one-pass job asks for
    /// the pages in order and draws each before asking for the next. The default has none.
    open func layOutPage(_ index: Int, contentRect: Rect) throws(PrintError) -> Bool { false }

    /// Lays the content out into pages whose content rects `contentRect(k)` gives (k counts the
    /// formatter's own pages from 0) and returns how many pages it needs.
    open func layoutPages(contentRect: (Int) -> Rect) throws(PrintError) -> Int { 0 }

    /// Draws the formatter's part of renderer page `pageIndex` into `rect`
    /// (`UIPrintFormatter.draw(in:forPageAt:)`). It throws what drawing throws; the print job
    /// turns it into a ``PrintError`` (see ``PageRenderer``).
    open func draw(in rect: Rect, forPage pageIndex: Int, context: GraphicsContext) throws {}

    /// What laying the content out noticed (content cut at a page's foot, an image drawn as
    /// its alternative text, a font substituted); a print job returns these with its own.
    /// None by default.
    open var diagnostics: Diagnostics { Diagnostics() }
}

/// Where a formatter's content goes on each of its pages: the printable rect less header,
/// footer and insets (the top inset on the first page only), capped by the maximum sizes.
struct ContentRects: Sendable {
    let geometry: PageGeometry
    let insets: EdgeInsets
    let pageInsets: (@Sendable (Int) -> EdgeInsets)?
    let maximumWidth: Double?
    let maximumHeight: Double?

    init(geometry: PageGeometry, formatter f: PrintFormatter) {
        self.geometry = geometry
        insets = f.contentInsets
        pageInsets = f.pageInsets
        maximumWidth = f.maximumContentWidth
        maximumHeight = f.maximumContentHeight
    }

    /// The rect of the formatter's page `k` (its own pages count from 0).
    func rect(formatterPage k: Int) -> Rect {
        let g = geometry
        let area = Rect(x: g.printable.minX, y: g.printable.minY + g.header,
                        width: g.printable.width, height: g.printable.height - g.header - g.footer)
        let insets = pageInsets?(k) ?? insets
        let top = k == 0 || pageInsets != nil ? insets.top : 0
        var w = area.width - insets.left - insets.right
        var h = area.height - top - insets.bottom
        if let m = maximumWidth { w = min(w, m) }
        if let m = maximumHeight { h = min(h, m) }
        return Rect(x: area.minX + insets.left, y: area.minY + top, width: max(w, 0), height: max(h, 0))
    }
}

/// What a formatter's layout depends on: the renderer's printable rect and header and footer.
struct PageGeometry: Equatable, Sendable {
    var printable: Rect
    var header: Double
    var footer: Double

    init(_ r: any PageRenderer) {
        printable = r.printableRect
        header = r.headerHeight
        footer = r.footerHeight
    }
}
