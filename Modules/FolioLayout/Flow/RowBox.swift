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
    /// The cell's own borders, drawn on its edges.
    var borderTop: Border?
    var borderLeft: Border?
    var borderBottom: Border?
    var borderRight: Border?

    /// The content's height (the bottom of the last item).
    var contentHeight: Double { items.last.map { $0.y - shift + $0.item.height } ?? 0 }
}

/// Rows laid out together: one row, or the rows that row spans bind into one group.
struct RowBox {
    var cells: [CellBox]
    var height: Double
    var gridLine: Border?
    var background: Color?

    var firstBaseline: Double {
        cells.compactMap { c in c.items.first.map { c.y + c.padding.top + $0.y - c.shift + $0.item.firstBaseline } }.min() ?? 0
    }

    /// Splits the rows at `limit` points from the top, at line boundaries inside each cell:
    /// what fits, and the continuation (each cell's remaining content, moved up). `nil` when no
    /// cell can show any content above the limit, or when everything fits.
    func split(at limit: Double) -> (RowBox, RowBox)? {
        var first = self, rest = self
        var movedAny = false, keptAny = false
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
            if cut > cell.items.startIndex { keptAny = true }
            first.cells[k].items = cell.items[..<cut]
            first.cells[k].height = limit - cell.y
            let remaining = cell.items[cut...]
            rest.cells[k].items = remaining
            if let next = remaining.first {
                movedAny = true
                rest.cells[k].shift = next.y
            }
            rest.cells[k].y = 0
        }
        guard keptAny, movedAny else { return nil }
        first.height = limit
        // The continuation is one row: every cell as tall as the tallest content.
        var h = 0.0
        for c in rest.cells { h = max(h, c.y + c.padding.top + c.contentHeight + c.padding.bottom) }
        for k in rest.cells.indices { rest.cells[k].height = h - rest.cells[k].y }
        rest.height = h
        return (first, rest)
    }
}
