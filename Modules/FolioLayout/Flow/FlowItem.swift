import FolioGeometry
import FolioGraphics
import FolioText

/// A box drawn around the items of a styled block, on every page those items reach.
final class ContainerNode {
    let style: BlockStyle
    let parent: ContainerNode?
    /// The box's left edge and width, relative to the content rect (a table's box is narrowed
    /// to the table once its columns are measured).
    var x: Double
    var width: Double
    /// How far the box and what it holds are drawn from their places in the flow: its own
    /// ``BlockStyle/offset`` plus its parents'.
    let offset: Size
    /// The box's least height (``BlockStyle/minimumHeight``), 0 for none.
    let minimumHeight: Double
    /// The height of what has been emitted in the box so far, spaces before items included.
    var contentHeight = 0.0

    init(style: BlockStyle, parent: ContainerNode?, x: Double, width: Double) {
        self.style = style
        self.parent = parent
        self.x = x
        self.width = width
        let outer = parent?.offset ?? .zero
        offset = Size(width: outer.width + style.offset.width, height: outer.height + style.offset.height)
        minimumHeight = style.minimumHeight.map { $0.isFinite ? max(0, $0) : 0 } ?? 0
    }
}

/// A heading as it lands on a page: for the outline, the destinations and the table of contents.
public struct HeadingMark: Sendable, Hashable {
    /// The heading text.
    public var title: String
    /// Its level, 1–6.
    public var level: Int
    /// Its named destination.
    public var id: String
    /// Whether it belongs in the outline and the table of contents.
    public var isListed: Bool
    /// Whether its outline entry shows its children.
    public var isOpen = true
}

/// What a table's body rows need on a page they continue onto or leave: the header rows and
/// the "(continued)" caption at its head, the footer rows and the carried-forward row at its
/// foot (``Table/CarryOver``).
final class TableContext {
    /// Lays out the row a table's ``Table/CarryOver`` gives for the body rows above a break,
    /// at the page's foot (`true`) or head; `nil`: none there.
    typealias CarryRow = (_ rowsAbove: Int, _ atFoot: Bool) throws(LayoutError) -> RowBox?

    let headerRows: [RowBox]
    let continuedCaption: [FlowItem]
    let footerRows: [RowBox]
    /// The room the rows at a page's foot take: footer rows, carried-forward row, spacing.
    let footReserve: Double
    let carryRow: CarryRow?
    /// The height repeated on each page the table continues on: caption, header rows and the
    /// rows at the foot.
    private let repeatedHeight: Double

    init(headerRows: [RowBox], continuedCaption: [FlowItem], footerRows: [RowBox] = [], footReserve: Double = 0,
         carryRow: CarryRow? = nil) {
        self.headerRows = headerRows
        self.continuedCaption = continuedCaption
        self.footerRows = footerRows
        self.footReserve = footReserve
        self.carryRow = carryRow
        repeatedHeight = continuedCaption.reduce(0.0) { $0 + $1.height } + headerRows.reduce(0.0) { $0 + $1.height } + footReserve
    }

    /// Whether the caption, header rows and rows at the foot repeat on the pages the table
    /// continues on: only when together they take at most half of a page `height` points tall,
    /// so that body rows always have room (browsers, too, stop repeating a header or footer
    /// too tall for the page). Otherwise each comes once: the header above the first body row,
    /// the footer below the last.
    func repeats(onPageOf height: Double) -> Bool {
        repeatedHeight <= height / 2
    }
}

/// One thing the paginator stacks: a line of text, an image, a rule, a table row group, or
/// space. Its x is relative to the content rect; its y is chosen by the paginator.
struct FlowItem {
    /// What a figure shows: an image, or a vector drawing.
    enum FigureArt {
        case image(Image)
        case drawing(FigureDrawing)
    }

    enum Content {
        /// A line whose baseline is `ascent` below the item's top and whose x is relative to the item.
        case line(Line)
        /// An image of the item's size (or its alternative text when `nil`). Boxed: an image
        /// is 208 bytes, and every item of the flow, a line of text most often, would carry
        /// that much room.
        indirect case figure(FigureArt?, alternativeText: String)
        /// A horizontal rule centred in the item.
        case rule(thickness: Double, color: Color)
        /// Table rows that are never split between pages except at line boundaries in cells.
        case rows(RowBox)
        /// A run of columns (``Columns``) the paginator has not yet cut into the parts that
        /// fit on pages: it turns each page's part into ``rows(_:)``.
        case columns(ColumnFlow)
        /// Space (padding of a box, a spacer).
        case space
        /// Ends the page; the next content goes on a page of that side, when one is given.
        case pageBreak(PageSide?)
    }

    var content: Content
    var x: Double
    var width: Double
    var height: Double
    /// A margin above the item, dropped at the top of a page.
    var spaceBefore: Double = 0
    /// A page break right before the item should be avoided.
    var keepWithPrevious = false
    /// A floated block's box (CSS `float`), which follows the item it is beside in the flow
    /// and goes onto its page: ``spaceBefore`` below that item's top, taking no room. (A flag,
    /// not a list of floats on the item: every item of the flow would carry the list; beside
    /// ``keepWithPrevious``, in its padding, so that an item is no larger.)
    var isFloat = false
    /// A footnote's body (a box of its lines), which follows the item carrying its call and
    /// goes into the footnote area of that item's page (Paginator+Footnotes.swift).
    var isFootnote = false
    /// Whether footnote bodies (``isFootnote``) follow the item: its text calls them.
    var callsFootnotes = false
    /// The innermost box the item is in.
    var container: ContainerNode?
    /// How far the item is drawn from its place: its boxes' ``ContainerNode/offset``, or for a
    /// block out of the flow its containing block's.
    var offset: Size { container?.offset ?? pin?.anchor?.offset ?? .zero }
    /// The innermost block the item belongs to in the logical structure; `nil` for what is
    /// decoration (rules, spacing), drawn as an artifact in tagged PDF.
    var structure: StructureNode?
    /// List markers drawn left of the item, baselines on the item's first baseline.
    var markers: [ListMarker] = []
    /// A heading starting at this item.
    var heading: HeadingMark?
    /// Set on a table's body rows, for the header rows repeated on a new page.
    var table: TableContext?
    /// On a table's body rows: the index of the group's first row.
    var tableRow = 0
    /// An item repeated at a page top (a table header); never carried back to another page.
    var isRepeat = false
    /// For a block out of the flow: where it goes on its page (the item itself is 0 high).
    var pin: Pin?

    init(_ content: Content, x: Double, width: Double, height: Double) {
        self.content = content
        self.x = x
        self.width = width
        self.height = height
    }

    /// Whether the item draws nothing and names nothing: space, or a line of only spaces with
    /// no anchor, background or marker (the blank lines of preformatted text).
    var isBlank: Bool {
        guard markers.isEmpty, heading == nil, pin == nil, !isFloat, !isFootnote, !callsFootnotes else { return false }
        switch content {
        case .space: return true
        case .line(let line):
            return line.width == 0 && line.runs.allSatisfy { $0.attributes.anchor == nil && $0.attributes.backgroundColor == nil }
        default: return false
        }
    }

    /// The baseline of the item's first line, from its top (for aligning list markers).
    var firstBaseline: Double {
        switch content {
        case .line(let line): line.origin.y
        case .rows(let box): box.firstBaseline
        default: 0
        }
    }
}

/// An item placed at a height within its parent (a page or a cell).
struct PlacedItem {
    var item: FlowItem
    var y: Double
}

/// Where a block out of the flow (``Placement``) goes on a page, and whether it comes back on
/// every page after. A class: most items have none, and a reference keeps them small.
final class Pin {
    /// From the containing block's top; `nil`: at the item's place in the flow (or, with
    /// `bottom`, from the containing block's bottom).
    let top: Double?
    let bottom: Double?
    /// The box's height (the item's own is 0).
    let height: Double
    let everyPage: Bool
    /// A copy on a later page, which names no destination again.
    let isCopy: Bool
    /// The containing block (a relative block's box) when not the page's content area: the
    /// offsets are from its padding box where it has items on the same page.
    let anchor: ContainerNode?

    init(top: Double?, bottom: Double?, height: Double, everyPage: Bool, isCopy: Bool = false, anchor: ContainerNode? = nil) {
        self.top = top
        self.bottom = bottom
        self.height = height
        self.everyPage = everyPage
        self.isCopy = isCopy
        self.anchor = anchor
    }

    /// The pin of the copies on the pages after the first.
    var copy: Pin { Pin(top: top, bottom: bottom, height: height, everyPage: everyPage, isCopy: true, anchor: anchor) }

    /// The top within an anchor's box that reaches from `boxTop` to `boxBottom` on the page
    /// (border edges), or `nil` when the item stays at its place in the flow.
    func y(boxTop: Double, boxBottom: Double) -> Double? {
        guard let anchor else { return nil }
        if let top { return boxTop + (anchor.style.borderTop?.width ?? 0) + top }
        if let bottom { return boxBottom - (anchor.style.borderBottom?.width ?? 0) - bottom - height }
        return nil
    }

    /// Moves the absolute blocks whose containing block is a relative block's box to their
    /// offsets from that box where it has items on the page (its extent there, as its
    /// background is drawn); the others stay where the content area (or the box they are stacked in) put them.
    static func placeAnchored(_ placed: inout [PlacedItem]) {
        for k in placed.indices {
            guard let pin = placed[k].item.pin, let anchor = pin.anchor else { continue }
            var top = Double.infinity, bottom = -Double.infinity
            for p in placed where p.item.pin == nil {
                var node = p.item.container
                while let n = node, n !== anchor { node = n.parent }
                guard node != nil else { continue }
                top = min(top, p.y)
                bottom = max(bottom, p.y + p.item.height)
            }
            if top <= bottom, let y = pin.y(boxTop: top, boxBottom: bottom) { placed[k].y = y }
        }
    }

    /// The top on a page whose content area is `pageHeight` tall, the flow being at `y`.
    func y(flowAt y: Double, pageHeight: Double) -> Double {
        if let top { return top }
        if let bottom { return pageHeight - bottom - height }
        return everyPage ? 0 : y
    }
}

/// A mark drawn left of an item's first line, on its baseline: a list item's bullet or number
/// set as a line, or a mark drawn as vector art (a task's check box, a wrapped code line's
/// continuation arrow); and its element in the logical structure (the item's `Lbl`), `nil`
/// for an artifact.
struct ListMarker {
    enum Content {
        case text(Line)
        case art(MarkerArt)
    }

    var content: Content
    var label: StructureNode?

    /// A marker set as text.
    init(line: Line, label: StructureNode?) {
        content = .text(line)
        self.label = label
    }

    /// A marker drawn as vector art.
    init(art: MarkerArt, label: StructureNode?) {
        content = .art(art)
        self.label = label
    }

    /// The marker moved `dx` across.
    func offsetBy(dx: Double) -> ListMarker {
        var moved = self
        switch content {
        case .text(let line): moved.content = .text(line.offsetBy(dx: dx, dy: 0))
        case .art(var art): art.x += dx; moved.content = .art(art)
        }
        return moved
    }
}
