import FolioCSS
import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioPrinting
import FolioText

/// A header-and-footer renderer that also draws the page-margin boxes of the HTML's `@page`
/// rules (``MarkupDocument/marginBoxes``) in the page's margins, as page furniture.
///
/// The boxes are placed as CSS Paged Media 3 §5.3 places them, simplified: corners fill the
/// corners of the margins; along an edge, a centre box is centred with the width of its text
/// and the boxes beside it share what is left equally; without a centre box the two side
/// boxes share the edge in proportion to their text. Text is set on one line per line break
/// (a `\A` in the content), not wrapped, aligned in its box by `text-align` and
/// `vertical-align`. `string()` shows the named strings of the page (``NamedStrings``), from
/// the marks its ``DocumentPrintFormatter``s found on the page; a named page (`page: cover`)
/// has the boxes of its name. `element()` draws the page's running element
/// (``PageMarginBoxes/runningElements``, chosen as `string()` chooses strings) with its own
/// styles, as wide as its widest line (up to the edge), aligned in its box as text is.
///
/// ```swift
/// let page = try MarkupDocument(string: """
///     <style>@page { margin: 1in; @bottom-right { content: "Page " counter(page) " of " counter(pages) } }</style>
///     <p>Hello</p>
///     """)
/// let renderer = MarginBoxPageRenderer(marginBoxes: page.marginBoxes, pageMargins: EdgeInsets(all: 72))
/// ```
open class MarginBoxPageRenderer: HeaderFooterPageRenderer {
    /// The boxes of each kind of page.
    public var marginBoxes: PageMarginBoxes
    /// The document's margins, which hold the boxes (each side replaced where
    /// ``PageMarginBoxes/kindMargins`` gives a page's kind its own).
    public var pageMargins: EdgeInsets
    /// The boxes' fonts, resolved once for all pages.
    private var fonts: [TextFont: Font] = [:]
    /// The running elements laid out so far, by index in ``PageMarginBoxes/runningElements``.
    private var elements: [Int: BoxedBlocks] = [:]

    /// What a box draws on a page.
    private enum Content {
        case text(String, Font)
        case element(BoxedBlocks)
        /// The text around each page total, which is drawn after the last page.
        case pageTotal(segments: [String], Font)
    }

    /// The margins of page `pageIndex` (from 0): ``pageMargins``, with the sides
    /// ``PageMarginBoxes/kindMargins`` gives its kind of page.
    public func margins(forPage pageIndex: Int) -> EdgeInsets {
        marginBoxes.kindMargins.margins(forPage: pageIndex, base: pageMargins)
    }

    /// Running element `k`, ready to lay out.
    private func element(_ k: Int) -> BoxedBlocks {
        if let e = elements[k] { return e }
        let e = BoxedBlocks(marginBoxes.runningElements[k].document, library: library)
        elements[k] = e
        return e
    }

    /// A renderer drawing `marginBoxes` in `pageMargins`, and no header or footer line of its own
    /// (set ``HeaderFooterPageRenderer/header`` and ``HeaderFooterPageRenderer/footer`` for those).
    public init(marginBoxes: PageMarginBoxes, pageMargins: EdgeInsets, library: FontLibrary = .shared) {
        self.marginBoxes = marginBoxes
        self.pageMargins = pageMargins
        super.init(header: nil, footer: nil, library: library)
        pageTotal = Self.self == MarginBoxPageRenderer.self ? .afterLastPage : .countedFirst
    }

    /// Whether a box or a template shows the number of pages.
    open override var needsPageCountBeforeDrawing: Bool { super.needsPageCountBeforeDrawing || marginBoxes.showsPageCount }

    /// Whether the total is drawn after the last page (``HeaderFooterPageRenderer/pageTotal``):
    /// not when a box shows it in another style than decimal, on more than one line, before
    /// the page number or beside a named string; the job then counts the pages first.
    open override var drawsPageCountAfterLastPage: Bool {
        super.drawsPageCountAfterLastPage && marginBoxes.showsPageCountOnOneLine
    }

    /// Draws the page as the header-and-footer renderer does, then the page's margin boxes.
    open override func drawPage(at pageIndex: Int, in paperRect: Rect, context: GraphicsContext) throws {
        try super.drawPage(at: pageIndex, in: paperRect, context: context)
        let formatters = printFormatters.compactMap { $0 as? DocumentPrintFormatter }
        let strings = NamedStrings(assignments: marginBoxes.stringAssignments, pageNames: marginBoxes.pageNames) { page in
            formatters.flatMap { $0.marks(onPage: page) }
        }
        let blank = formatters.contains { $0.isBlankPage(pageIndex) }
        let boxes = marginBoxes.boxes(forPage: pageIndex, named: strings.pageName(pageIndex), isBlank: blank)
        guard !boxes.isEmpty else { return }
        let deferred = isDrawingPageCountAfterLastPage
        if deferred, case .afterLastPage(let digits) = pageTotal { pageTotalForms.reservedDigits = digits }
        let pages = needsPageCountBeforeDrawing && !deferred ? numberOfPages : 0
        let layout = MarginBoxLayout(paper: paperRect, margins: margins(forPage: pageIndex))
        var measured: [(box: PageMarginBox, content: Content, size: Size)] = []
        for box in boxes {
            if let (name, policy) = box.runningElement {
                // The element the page shows, as wide as its widest line (up to its edge), as tall as it is.
                guard let k = strings.element(name, policy, page: pageIndex), marginBoxes.runningElements.indices.contains(k) else { continue }
                let blocks = element(k)
                let counters = marginBoxes.runningElements[k].pageCounters
                if !counters.isEmpty { blocks.pageLabels = RunningPageCounter.labels(counters, page: pageIndex + 1, pages: pages) }
                let width = try blocks.width(available: layout.edgeLength(box.position))
                guard let page = try blocks.laidOut(width: width) else { continue }
                measured.append((box, .element(blocks), Size(width: width, height: page.usedHeight)))
                continue
            }
            // A box showing the total after the last page has its text in pieces around it.
            let showsTotalLater = deferred && box.showsPageCount
            let text = showsTotalLater ? "" : box.text(page: pageIndex + 1, pages: pages) { strings.value($0, $1, page: pageIndex) }
            guard !text.isEmpty || showsTotalLater else { continue }
            let font = try fonts[box.font] ?? box.font.resolve(in: library).font
            fonts[box.font] = font
            if showsTotalLater {
                let segments = box.segments(page: pageIndex + 1)
                let size = pageTotalForms.measure(prefix: segments[0], tail: Array(segments.dropFirst()), font: font,
                                                  size: box.font.size, context: context)
                measured.append((box, .pageTotal(segments: segments, font), size))
                continue
            }
            let m = context.measure(text, font: font, size: box.font.size)
            measured.append((box, .text(text, font), m.size))
        }
        let rects = layout.rects(measured.map { ($0.box.position, $0.size) })
        if context.isTagging { try context.beginArtifact(.pagination) }
        for (k, entry) in measured.enumerated() {
            guard let rect = rects[k], rect.width > 0, rect.height > 0 else { continue }
            let (box, size) = (entry.box, entry.size)
            try context.saveGState()
            try context.clip(to: rect)
            let x = rect.minX + rect.width * box.horizontalAlignment
            let y = rect.minY + (rect.height - size.height) * box.verticalAlignment
            switch entry.content {
            case .text(let text, let font):
                try context.draw(text, at: Point(x: x, y: y), anchor: UnitPoint(x: box.horizontalAlignment, y: 0), font: font,
                                 size: box.font.size, color: box.color)
            case .pageTotal(let segments, let font):
                try pageTotalForms.drawLine(prefix: segments[0], tail: Array(segments.dropFirst()), at: Point(x: x, y: y),
                                            anchorX: box.horizontalAlignment, font: box.font, resolved: font,
                                            color: box.color, context: context)
            case .element(let blocks):
                // Narrower than its content when the boxes beside it leave less: laid out again, wrapped.
                let width = min(size.width, rect.width)
                if let page = try blocks.laidOut(width: width) {
                    let ex = rect.minX + (rect.width - width) * box.horizontalAlignment
                    let ey = rect.minY + (rect.height - page.usedHeight) * box.verticalAlignment
                    try page.draw(in: context, at: Point(x: ex, y: ey), namesDestinations: false)
                }
            }
            try context.restoreGState()
        }
        if context.isTagging { try context.endArtifact() }
    }
}

/// Where the margin boxes of a page go (CSS Paged Media 3 §5.3, simplified as
/// ``MarginBoxPageRenderer`` says).
struct MarginBoxLayout {
    let paper: Rect
    let margins: EdgeInsets

    /// The length of the edge a box is on (the page's width less the left and right margins
    /// for the top and bottom boxes, its height less the top and bottom margins for the side
    /// boxes), or the corner's width: the widest its content can be.
    func edgeLength(_ position: MarginBoxPosition) -> Double {
        let p = paper, m = margins
        switch position {
        case .topLeftCorner, .bottomLeftCorner: return max(0, m.left)
        case .topRightCorner, .bottomRightCorner: return max(0, m.right)
        case .topLeft, .topCenter, .topRight, .bottomLeft, .bottomCenter, .bottomRight: return max(0, p.width - m.left - m.right)
        case .leftTop, .leftMiddle, .leftBottom: return max(0, m.left)
        case .rightTop, .rightMiddle, .rightBottom: return max(0, m.right)
        }
    }

    /// The rect of each box, given its position and its content's size; `nil` for a box with
    /// no room (a margin of 0).
    func rects(_ boxes: [(position: MarginBoxPosition, content: Size)]) -> [Rect?] {
        let p = paper, m = margins
        let top = (p.minY, m.top), bottom = (p.maxY - m.bottom, m.bottom)
        let across = (p.minX + m.left, p.width - m.left - m.right)
        let down = (p.minY + m.top, p.height - m.top - m.bottom)
        func width(_ position: MarginBoxPosition) -> Double? { boxes.first { $0.position == position }?.content.width }
        func height(_ position: MarginBoxPosition) -> Double? { boxes.first { $0.position == position }?.content.height }
        // The three boxes of each edge: their start and length along it.
        let topEdge = Self.share(start: across.0, length: across.1,
                                 width(.topLeft), width(.topCenter), width(.topRight))
        let bottomEdge = Self.share(start: across.0, length: across.1,
                                    width(.bottomLeft), width(.bottomCenter), width(.bottomRight))
        let leftEdge = Self.share(start: down.0, length: down.1, height(.leftTop), height(.leftMiddle), height(.leftBottom))
        let rightEdge = Self.share(start: down.0, length: down.1, height(.rightTop), height(.rightMiddle), height(.rightBottom))
        func horizontal(_ slot: (Double, Double), _ band: (Double, Double)) -> Rect {
            Rect(x: slot.0, y: band.0, width: slot.1, height: band.1)
        }
        func vertical(_ slot: (Double, Double), x: Double, width: Double) -> Rect {
            Rect(x: x, y: slot.0, width: width, height: slot.1)
        }
        return boxes.map { box -> Rect? in
            let r: Rect = switch box.position {
            case .topLeftCorner: Rect(x: p.minX, y: p.minY, width: m.left, height: m.top)
            case .topRightCorner: Rect(x: p.maxX - m.right, y: p.minY, width: m.right, height: m.top)
            case .bottomLeftCorner: Rect(x: p.minX, y: p.maxY - m.bottom, width: m.left, height: m.bottom)
            case .bottomRightCorner: Rect(x: p.maxX - m.right, y: p.maxY - m.bottom, width: m.right, height: m.bottom)
            case .topLeft: horizontal(topEdge[0], top)
            case .topCenter: horizontal(topEdge[1], top)
            case .topRight: horizontal(topEdge[2], top)
            case .bottomLeft: horizontal(bottomEdge[0], bottom)
            case .bottomCenter: horizontal(bottomEdge[1], bottom)
            case .bottomRight: horizontal(bottomEdge[2], bottom)
            case .leftTop: vertical(leftEdge[0], x: p.minX, width: m.left)
            case .leftMiddle: vertical(leftEdge[1], x: p.minX, width: m.left)
            case .leftBottom: vertical(leftEdge[2], x: p.minX, width: m.left)
            case .rightTop: vertical(rightEdge[0], x: p.maxX - m.right, width: m.right)
            case .rightMiddle: vertical(rightEdge[1], x: p.maxX - m.right, width: m.right)
            case .rightBottom: vertical(rightEdge[2], x: p.maxX - m.right, width: m.right)
            }
            return r.width > 0 && r.height > 0 ? r : nil
        }
    }

    /// The start and length of the three boxes along an edge `length` long, given the size of
    /// the content of those that are there: a centre box is centred, as long as its content
    /// (at most the edge), and the others share the rest equally; without one, the first and
    /// last share the edge in proportion to their content (all of it for one alone).
    static func share(start: Double, length: Double, _ a: Double?, _ b: Double?, _ c: Double?) -> [(Double, Double)] {
        let length = max(0, length)
        if let b {
            let middle = min(b, length)
            let side = (length - middle) / 2
            return [(start, side), (start + side, middle), (start + side + middle, side)]
        }
        let first: Double = switch (a, c) {
        case (nil, _): 0
        case (_, nil): length
        case (let a?, let c?): a + c > 0 ? length * a / (a + c) : length / 2
        }
        return [(start, first), (start + first, 0), (start + first, length - first)]
    }
}
