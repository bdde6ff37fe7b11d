import FolioGeometry
import FolioGraphics
import FolioText
import Foundation

/// A ready page renderer for the common case: header and footer lines from templates with
/// left, centre and right slots (`{page}`, `{pages}`, `{title}`, `{file}`, `{date}`), and an
/// optional rule under the header and above the footer.
///
/// Without `{pages}` the job lays each page out as it draws it, in one pass (see
/// ``PageRenderer/needsPageCountBeforeDrawing``). With `{pages}` it does too, by default
/// (``pageTotal``, ``PageTotalDrawing/afterLastPage``): the total is drawn after the last
/// page as one form XObject every page shows, in a width reserved for four digits. Where the
/// job cannot run in one pass (page ranges; a formatter that cannot lay its pages out one at
/// a time, such as a document with a table of contents or page references), or with
/// ``PageTotalDrawing/countedFirst``, the formatters count their pages when the job starts
/// and the total is set in the line like any text. A subclass starts with `.countedFirst`,
/// since its hooks may read ``PageRenderer/numberOfPages`` (which counts only the pages laid
/// out so far in a one-pass job): set `.afterLastPage` when they do not.
///
/// ```swift
/// let renderer = HeaderFooterPageRenderer(footer: HeaderFooterTemplate("||Page {page} of {pages}"))
/// renderer.addPrintFormatter(SimpleTextPrintFormatter(text: report), startingAtPage: 0)
/// try PrintJob(renderer: renderer, info: PrintInfo(jobName: "Report")).write(to: "report.pdf")
/// ```
open class HeaderFooterPageRenderer: PrintPageRenderer {
    /// The header line, or `nil` for none.
    public var header: HeaderFooterTemplate?
    /// The footer line, or `nil` for none.
    public var footer: HeaderFooterTemplate?
    /// `{title}`.
    public var title: String
    /// `{file}`.
    public var file: String
    /// `{date}`.
    public var date: String
    /// The font of both lines.
    public var font: TextFont
    /// Their colour.
    public var color: Color
    /// How far the left and right slots (and the rules) stay from the band's sides, usually
    /// the content's left and right margins.
    public var horizontalInsets: (left: Double, right: Double) = (0, 0)
    /// Draw a hairline under the header.
    public var drawsHeaderRule = false
    /// Draw a hairline above the footer.
    public var drawsFooterRule = false
    /// The font library.
    public var library: FontLibrary
    private var resolvedFont: (TextFont, Font)?
    /// How `{pages}` is drawn: after the last page (one pass) or counted first (two passes);
    /// ``PageTotalDrawing/afterLastPage`` for this class, ``PageTotalDrawing/countedFirst``
    /// for a subclass until it says otherwise.
    public var pageTotal: PageTotalDrawing
    /// The forms that show the total when it is drawn after the last page.
    package let pageTotalForms = PageTotalForms()

    /// Creates a renderer; header and footer bands are 36 pt high when present.
    public init(header: HeaderFooterTemplate? = nil, footer: HeaderFooterTemplate? = .pageNumber,
                title: String = "", file: String = "", date: String = "",
                font: TextFont = TextFont(family: "serif", size: 10), color: Color = .black, library: FontLibrary = .shared) {
        self.header = header
        self.footer = footer
        self.title = title
        self.file = file
        self.date = date
        self.font = font
        self.color = color
        self.library = library
        pageTotal = Self.self == HeaderFooterPageRenderer.self ? .afterLastPage : .countedFirst
        super.init()
        headerHeight = header == nil ? 0 : 36
        footerHeight = footer == nil ? 0 : 36
    }

    /// Whether a template shows `{pages}`. A subclass that overrides ``numberOfPages`` or
    /// draws the total itself must answer `true`.
    open override var needsPageCountBeforeDrawing: Bool {
        (header?.showsPageCount ?? false) || (footer?.showsPageCount ?? false)
    }

    /// Whether ``pageTotal`` is ``PageTotalDrawing/afterLastPage``, a template shows
    /// `{pages}`, and no `{page}` follows a `{pages}` in its slot (what follows the total is
    /// drawn with it, once for all pages). A subclass that draws the total itself must
    /// answer `false`.
    open override var drawsPageCountAfterLastPage: Bool {
        guard case .afterLastPage = pageTotal else { return false }
        return needsPageCountBeforeDrawing && (header?.drawsPageCountAfterLastPage ?? true) && (footer?.drawsPageCountAfterLastPage ?? true)
    }

    /// Whether the page being drawn shows the total as a form recorded after the last page:
    /// the renderer ``drawsPageCountAfterLastPage`` and a one-pass job is drawing.
    package var isDrawingPageCountAfterLastPage: Bool {
        drawsPageCountAfterLastPage && printFormatters.contains { $0.isInOnePassJob }
    }

    /// Records the forms that show the total, now that it is known.
    open override func drawPageCount(_ pageCount: Int, context: GraphicsContext) throws {
        try pageTotalForms.record(pageCount: pageCount, context: context)
    }

    /// Draws the header's slots on a baseline near the bottom of its band.
    open override func drawHeader(forPage pageIndex: Int, in headerRect: Rect, context: GraphicsContext) throws {
        guard let header else { return }
        try drawSlots(header, pageIndex: pageIndex, rect: headerRect, atTop: false, context: context)
        if drawsHeaderRule { try rule(at: headerRect.maxY - 0.5, rect: headerRect, context: context) }
    }

    /// Draws the footer's slots on a baseline near the top of its band.
    open override func drawFooter(forPage pageIndex: Int, in footerRect: Rect, context: GraphicsContext) throws {
        guard let footer else { return }
        try drawSlots(footer, pageIndex: pageIndex, rect: footerRect, atTop: true, context: context)
        if drawsFooterRule { try rule(at: footerRect.minY + 0.5, rect: footerRect, context: context) }
    }

    private func drawSlots(_ t: HeaderFooterTemplate, pageIndex: Int, rect band: Rect, atTop: Bool, context: GraphicsContext) throws {
        let rect = inset(band)
        let values = HeaderFooterTemplate.Values(page: pageIndex + 1, pages: numberOfPages, title: title, file: file, date: date)
        let resolved = try resolveFont()
        let size = font.size
        let ascent = resolved.ascent(atSize: size), descent = resolved.descent(atSize: size)
        // The line's top: 8 pt into the band from the content side.
        let top = atTop ? rect.minY + 8 : rect.maxY - 8 - ascent - descent
        let deferred = isDrawingPageCountAfterLastPage
        if deferred {
            if case .afterLastPage(let digits) = pageTotal { pageTotalForms.reservedDigits = digits }
        }
        for (slot, align) in [(t.left, 0.0), (t.center, 0.5), (t.right, 1.0)] {
            if deferred {
                let segments = HeaderFooterTemplate.segments(slot, values, splitsAtPageCount: true)
                if segments.count > 1 {
                    try pageTotalForms.drawLine(prefix: segments[0], tail: Array(segments.dropFirst()),
                                                at: Point(x: rect.minX + rect.width * align, y: top), anchorX: align,
                                                font: font, resolved: resolved, color: color, context: context)
                    continue
                }
            }
            let text = HeaderFooterTemplate.expand(slot, values)
            guard !text.isEmpty else { continue }
            let x = rect.minX + rect.width * align
            _ = try context.draw(text, at: Point(x: x, y: top), anchor: UnitPoint(x: align, y: 0), font: resolved, size: size, color: color)
        }
    }

    private func resolveFont() throws(FontError) -> Font {
        if let (key, f) = resolvedFont, key == font { return f }
        let f = try font.resolve(in: library).font
        resolvedFont = (font, f)
        return f
    }

    private func inset(_ band: Rect) -> Rect {
        Rect(x: band.minX + horizontalInsets.left, y: band.minY,
             width: max(0, band.width - horizontalInsets.left - horizontalInsets.right), height: band.height)
    }

    private func rule(at y: Double, rect band: Rect, context: GraphicsContext) throws(GraphicsError) {
        let rect = inset(band)
        try context.setFillColor(color)
        try context.fill(Rect(x: rect.minX, y: y - 0.25, width: rect.width, height: 0.5))
    }
}
