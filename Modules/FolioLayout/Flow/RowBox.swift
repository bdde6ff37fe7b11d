import FolioGeometry
import FolioGraphics

/// One cell of a laid-out table row: its box and its content, already stacked.
struct CellBox {
    /// Left edge and width relative to the table.
    var x: Double
    var width: Double
    /// Top relative to the row group's top, and height of the cell's box.
    var y: Double
    var height: Double
    /// Content positioned relative to the content box's top-left once ``shift`` is taken off
    /// each item's `y`. A split keeps both parts as slices of the cell's one array, so a cell
    /// of many pages is not copied again for each page (a 5 MB cell took 29 s).
    var items: ArraySlice<PlacedItem>
    /// What to subtract from an item's `y`: the `y` of the first item a split moved here.
    var shift = 0.0
    var padding: EdgeInsets
    var background: Color?
    /// The cell's decoration (a flex or grid item's): painted with its background and
    /// borders by ``BoxPainter``; `nil` for none.
    var decoration: BoxDecoration?
    /// The cell's own borders, drawn on its edges.
    var borderTop: Border?
    var borderLeft: Border?
    var borderBottom: Border?
    var borderRight: Border?
    /// With collapsed borders, whether the bottom edge is a line the rows below share, drawn
    /// only where the rows end (``RowBox/closesBottom``): they draw it as their top otherwise.
    var sharesBottom = false
    /// The cell's element in the logical structure (`TD`, `TH`), begun even when it is empty
    /// so that the table stays regular; `nil` for a box that is no cell.
    var structure: StructureNode?

    /// The content's height (the bottom of the last item).
    var contentHeight: Double { items.last.map { $0.y - shift + $0.item.height } ?? 0 }
}

/// Rows laid out together: one row, or the rows that row spans bind into one group.
struct RowBox {
    var cells: [CellBox]
    var height: Double
    var gridLine: Border?
    var background: Color?
    /// Whether the cells' borders lie inside their boxes (separated borders) rather than
    /// centred on their edges (collapsed).
    var bordersInside = false
    /// Whether the cells draw the bottom edges they share with the rows below: the table's
    /// last rows, or the last on a page.
    var closesBottom = false
    /// Whether the cells are the columns of a ``Columns`` block (``ColumnFlow``): the
    /// headings in them are the document's outline entries and destinations.
    var isColumns = false
    /// Whether a row of the group asks not to be split (``TableRow/breakInside``): it moves
    /// to the next page whole unless it starts a page.
    var avoidsBreakInside = false

    var firstBaseline: Double {
        cells.compactMap { c in c.items.first.map { c.y + c.padding.top + $0.y - c.shift + $0.item.firstBaseline } }.min() ?? 0
    }

    /// The bottom of the lowest content in any cell, from the top of the rows.
    var contentBottom: Double {
        cells.reduce(0.0) { max($0, $1.y + $1.padding.top + $1.contentHeight) }
    }

    /// A split of rows: what fits above the cut, the continuation, and what was placed though
    /// it does not fit (a box that cannot be split, taller than a whole page).
    struct Split {
        var first: RowBox
        var rest: RowBox
        /// Warnings for the content drawn past the cut, which the page does not show.
        var overflow: [String] = []
        /// Whether something was placed though it does not fit (scaled, or cut off).
        var isForced = false
        /// Whether the continuation has no content left (all of it was placed).
        var restIsEmpty: Bool { rest.cells.allSatisfy(\.items.isEmpty) }
    }

    /// Splits the rows at `limit` points from the top, at line boundaries inside each cell, and
    /// inside the rows of a nested table, however deep: what fits, and the continuation (each
    /// cell's remaining content, moved up). `fresh` says the rows start a page of their own,
    /// where waiting for the next page would not give more room: then each cell that starts at
    /// the top shows at least its first item, an image taller than the room scaled to fit it
    /// and anything else that cannot be split placed as it is (and reported in
    /// ``Split/overflow``). `nil` when no cell can show any content above the limit (and the
    /// rows are not `fresh`), or when everything fits.
    func split(at limit: Double, fresh: Bool = false) -> Split? {
        var first = self, rest = self
        var movedAny = false, keptAny = false, forced = false
        var overflow: [String] = []
        for (k, cell) in cells.enumerated() {
            if cell.y >= limit {
                // The whole cell starts below the cut.
                rest.cells[k].y = cell.y - limit
                first.cells[k].items = []
                first.cells[k].height = max(0, limit - cell.y)
                movedAny = true
                continue
            }
            let top = cell.y + cell.padding.top - cell.shift
            var cut = cell.items.endIndex
            for i in cell.items.indices where top + cell.items[i].y + cell.items[i].item.height + cell.padding.bottom > limit + 0.001 {
                cut = i
                break
            }
            var kept = cell.items[..<cut]
            var remaining = cell.items[cut...]
            if cut < cell.items.endIndex {
                let item = cell.items[cut]
                let room = limit - cell.padding.bottom - (top + item.y)
                // Nothing of this cell is kept above it, on a page where it starts at the top.
                let atTop = fresh && cut == cell.items.startIndex && cell.y < 0.001
                if room > 0, case .rows(let nested) = item.item.content, let parts = nested.split(at: room, fresh: atTop) {
                    // A nested table's rows, split in their turn. Copies this cell's items:
                    // a nested split is rare, and the cell's other items are few.
                    var head = item, tail = item
                    head.item.content = .rows(parts.first)
                    head.item.height = parts.first.height
                    tail.item.content = .rows(parts.rest)
                    tail.item.height = parts.rest.height
                    tail.item.spaceBefore = 0
                    tail.item.markers = []
                    tail.item.heading = nil
                    // Where the items after it keep their distance below the continuation.
                    tail.y = item.y + item.item.height - parts.rest.height
                    kept = ArraySlice(Array(kept) + [head])
                    remaining = parts.restIsEmpty ? cell.items[(cut + 1)...] : ArraySlice([tail] + Array(cell.items[(cut + 1)...]))
                    overflow += parts.overflow
                    forced = forced || parts.isForced
                } else if atTop {
                    forced = true
                    var placed = item
                    if case .figure = item.item.content, item.item.height > 0, room >= 1 {
                        // An image taller than the page: scaled to fit, as the paginator does.
                        let scale = room / item.item.height
                        placed.item.height = room
                        placed.item.width *= scale
                    } else if let warning = Self.overflowWarning(item.item, room: room) {
                        overflow.append(warning)
                    }
                    kept = ArraySlice(Array(kept) + [placed])
                    remaining = cell.items[(cut + 1)...]
                }
            }
            if !kept.isEmpty { keptAny = true }
            first.cells[k].items = kept
            first.cells[k].height = limit - cell.y
            rest.cells[k].items = remaining
            rest.cells[k].shift = remaining.first?.y ?? 0
            if !remaining.isEmpty { movedAny = true }
            rest.cells[k].y = 0
        }
        // Without anything kept, a split only helps a page of its own when it moves cells up
        // (those that start lower in the rows); else the continuation would be these rows again.
        guard movedAny || forced,
              keptAny || forced || (fresh && cells.contains { $0.y > 0.001 && !$0.items.isEmpty }) else { return nil }
        first.height = limit
        // The continuation is one row: every cell as tall as the tallest content.
        var h = 0.0
        for c in rest.cells { h = max(h, c.y + c.padding.top + c.contentHeight + c.padding.bottom) }
        for k in rest.cells.indices { rest.cells[k].height = h - rest.cells[k].y }
        rest.height = h
        return Split(first: first, rest: rest, overflow: overflow, isForced: forced)
    }

    /// A warning that `item`, which cannot be split, does not fit in the `room` points left
    /// on the page (`nil` when what is cut off is only empty space).
    static func overflowWarning(_ item: FlowItem, room: Double) -> String? {
        var bottom = item.height
        if case .rows(let box) = item.content { bottom = box.contentBottom }
        guard bottom > room + 0.5 else { return nil }
        let tall = "\(Int(item.height.rounded())) pt tall"
        let what: String = switch item.content {
        case .line: "a line of text \(tall)"
        case .figure(_, let alt): "an image \(tall)" + (alt.isEmpty ? "" : " (\"\(alt.prefix(40))\")")
        case .rows: "a table row \(tall)"
        case .rule: "a rule \(tall)"
        case .columns: "columns \(tall)"
        case .space, .pageBreak: "space \(tall)"
        }
        return "\(what) does not fit in the \(Int(max(0, room).rounded())) pt left on the page: its last \(Int((bottom - max(0, room)).rounded())) pt are cut off"
    }
}
