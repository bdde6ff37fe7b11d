import FolioGeometry
import FolioGraphics
import FolioText

/// Lays a table out one row group at a time: column widths first (from the header rows and the
/// first ``Table/measuredRowLimit`` body rows), then each group of rows bound by row spans, as
/// the paginator asks for them.
final class TableFlow {
    private let table: Table
    private let ctx: FlowContext
    private let setter: TextSetter
    private let headerSetter: TextSetter
    private let columnCount: Int
    /// Column left edges (relative to the table) and widths.
    private(set) var columnX: [Double] = []
    private(set) var columnWidths: [Double] = []
    /// The table's left edge (in the flow's coordinates) and width.
    let tableX: Double
    let tableWidth: Double
    private var context: TableContext?
    private var nextRow = 0
    private var started = false
    /// Rows still covered by a row span from above, per column.
    private var occupied: [Int]

    init(_ table: Table, ctx: FlowContext, setter: TextSetter) throws(LayoutError) {
        if let why = table.problem { throw .invalidStyle(why) }
        self.table = table
        self.ctx = ctx
        self.setter = setter
        headerSetter = TextSetter(library: setter.library, style: setter.style.with { $0.font = $0.font.bold }, log: setter.log,
                                  sharingWith: setter)
        columnCount = max(Self.columnCount(table), 1)
        occupied = Array(repeating: 0, count: columnCount)
        let widths = try Self.columnWidths(table, columns: columnCount, available: ctx.width, setter: setter, headerSetter: headerSetter)
        columnWidths = widths
        var x = 0.0
        for w in widths { columnX.append(x); x += w }
        tableWidth = x
        let alignment = table.style.alignment ?? .left
        tableX = ctx.x + (alignment == .center ? (ctx.width - x) / 2 : alignment == .right ? ctx.width - x : 0)
    }

    /// The next items: on the first call the caption and the header rows, then one row group
    /// per call; `nil` after the last row.
    func nextItems() throws(LayoutError) -> [FlowItem]? {
        if !started {
            started = true
            var items: [FlowItem] = []
            if let caption = table.caption {
                for var line in try captionItems(caption) { line.keepWithPrevious = !items.isEmpty; items.append(line) }
            }
            var headerBoxes: [RowBox] = []
            var headerOccupied = Array(repeating: 0, count: columnCount)
            var r = 0
            while r < table.headerRows.count {
                let (box, next) = try group(TableRows(table.headerRows), from: r, occupied: &headerOccupied, header: true)
                headerBoxes.append(box)
                var item = rowItem(box)
                item.keepWithPrevious = !items.isEmpty
                items.append(item)
                r = next
            }
            var continued: [FlowItem] = []
            if let c = table.continuedCaption { continued = try captionItems(c) }
            context = TableContext(headerRows: headerBoxes, continuedCaption: continued)
            if !items.isEmpty { return items }
        }
        guard nextRow < table.rows.count else { return nil }
        let isFirst = nextRow == 0
        let (box, next) = try group(table.rows, from: nextRow, occupied: &occupied, header: false)
        nextRow = next
        var item = rowItem(box)
        item.table = context
        if isFirst && !(context?.headerRows.isEmpty ?? true) { item.keepWithPrevious = true }
        return [item]
    }

    private func rowItem(_ box: RowBox) -> FlowItem {
        var item = FlowItem(.rows(box), x: tableX, width: tableWidth, height: box.height)
        item.container = ctx.container
        return item
    }

    private func captionItems(_ caption: AttributedText) throws(LayoutError) -> [FlowItem] {
        var para = ParagraphStyle()
        para.alignment = .left
        let base = setter.baseAttributes(font: setter.style.font.italicFace, paragraphStyle: para)
        return try setter.lines(setter.styled(caption, base: base), width: tableWidth).map { entry in
            var item = FlowItem(.line(entry.line), x: tableX, width: tableWidth, height: entry.height + 2)
            item.container = ctx.container
            item.isRepeat = false
            return item
        }
    }

    /// Lays out the rows from `start` that row spans bind together; returns the box and the
    /// index after it.
    private func group(_ rows: TableRows, from start: Int, occupied: inout [Int], header: Bool) throws(LayoutError) -> (RowBox, Int) {
        // Place the cells on the grid.
        struct Placed { var row: Int; var column: Int; var span: Int; var rowSpan: Int; var cell: TableCell }
        var placed: [Placed] = []
        var end = start + 1
        var r = start
        var grid = TableGrid(occupied: occupied)
        while r < end && r < rows.count {
            grid.place(rows[r].cells, rowsLeft: rows.count - r) { cell, column, span, rowSpan in
                placed.append(Placed(row: r, column: column, span: span, rowSpan: rowSpan, cell: cell))
                end = max(end, r + rowSpan)
            }
            r += 1
        }
        occupied = grid.occupied
        end = min(max(end, r), rows.count)
        // Lay out each cell's content at its width.
        let count = end - start
        var rowHeights = Array(repeating: 0.0, count: count)
        var cells: [(Placed, [PlacedItem], Double)] = []
        for p in placed {
            let x = columnX[p.column]
            let w = columnX[p.column + p.span - 1] + columnWidths[p.column + p.span - 1] - x
            let padding = p.cell.padding ?? table.cellPadding
            let items = try layoutCell(p.cell, width: max(1, w - padding.left - padding.right),
                                       column: p.column, header: header || p.cell.isHeader)
            let h = (items.last.map { $0.y + $0.item.height } ?? 0) + padding.top + padding.bottom
            cells.append((p, items, h))
        }
        // Cells aligned on their first baselines: each row's lowest first baseline, and how far
        // each such cell's content moves down to meet it (which makes the cell taller).
        var drop: [Double] = []
        if cells.contains(where: { $0.0.cell.verticalAlignment == .baseline }) {
            drop = Array(repeating: 0.0, count: cells.count)
            var rowBaseline = Array(repeating: 0.0, count: count)
            func baseline(_ k: Int) -> Double? {
                guard cells[k].0.cell.verticalAlignment == .baseline, let first = cells[k].1.first else { return nil }
                return (cells[k].0.cell.padding ?? table.cellPadding).top + first.y + first.item.firstBaseline
            }
            for k in cells.indices { if let b = baseline(k) { rowBaseline[cells[k].0.row - start] = max(rowBaseline[cells[k].0.row - start], b) } }
            for k in cells.indices { if let b = baseline(k) { drop[k] = rowBaseline[cells[k].0.row - start] - b; cells[k].2 += drop[k] } }
        }
        for (p, _, h) in cells where p.rowSpan == 1 { rowHeights[p.row - start] = max(rowHeights[p.row - start], h) }
        for (p, _, h) in cells where p.rowSpan > 1 {
            // A spanning cell taller than its rows: the extra shared by the rows, in proportion
            // to their heights (evenly when they are empty), as browsers do.
            let first = p.row - start, last = min(first + p.rowSpan, count) - 1
            let have = rowHeights[first...last].reduce(0, +)
            guard h > have else { continue }
            for k in first...last {
                rowHeights[k] += (h - have) * (have > 0 ? rowHeights[k] / have : 1 / Double(last - first + 1))
            }
        }
        var rowTop = [0.0]
        for h in rowHeights { rowTop.append(rowTop.last! + h) }
        var boxes: [CellBox] = []
        boxes.reserveCapacity(cells.count)
        for k in cells.indices {
            let (p, h) = (cells[k].0, cells[k].2)
            // Taken out of the list, so that moving its items down does not copy them.
            var items: [PlacedItem] = []
            swap(&items, &cells[k].1)
            let first = p.row - start, last = min(first + p.rowSpan, count)
            let x = columnX[p.column]
            let w = columnX[p.column + p.span - 1] + columnWidths[p.column + p.span - 1] - x
            let row = rows[p.row]
            let stripe = !header && (p.row % 2 == 1) ? table.stripeBackground : nil
            let height = rowTop[last] - rowTop[first]
            // The content moved down in a cell taller than it.
            let dy: Double = switch p.cell.verticalAlignment {
            case .middle: (height - h) / 2
            case .bottom: height - h
            case .baseline: drop[k]
            case .top, nil: 0
            }
            if dy > 0.001 { for i in items.indices { items[i].y += dy } }
            boxes.append(CellBox(x: x, width: w, y: rowTop[first], height: height, items: items[...],
                                 padding: p.cell.padding ?? table.cellPadding,
                                 background: p.cell.background ?? row.background ?? (header ? table.headerBackground : stripe),
                                 borderTop: p.cell.borderTop, borderLeft: p.cell.borderLeft,
                                 borderBottom: p.cell.borderBottom, borderRight: p.cell.borderRight))
        }
        return (RowBox(cells: boxes, height: rowTop[count], gridLine: table.gridLine, background: nil), end)
    }

    /// A cell's blocks stacked top to bottom, relative to its content box.
    private func layoutCell(_ cell: TableCell, width: Double, column: Int, header: Bool) throws(LayoutError) -> [PlacedItem] {
        let alignment = cell.alignment ?? (column < table.columns.count ? table.columns[column].alignment : nil)
            ?? (header ? .natural : nil)
        let generator = FlowGenerator(blocks: cell.content, width: width, setter: header ? headerSetter : setter, listsHeadings: false)
        generator.cellAlignment = alignment
        return try generator.stacked()
    }

    /// The number of columns: the table's given columns, or the most that a row reaches once
    /// the row spans from above have taken their columns.
    static func columnCount(_ table: Table) -> Int {
        var count = table.columns.count
        for rows in [TableRows(table.headerRows), table.rows] {
            var grid = TableGrid(occupied: [])
            for r in rows.indices {
                grid.place(rows[r].cells, rowsLeft: rows.count - r, growing: true) { _, column, span, _ in count = max(count, column + span) }
            }
        }
        return count
    }

    /// The narrowest and widest a table can be laid out, for a cell holding it.
    static func contentWidths(of table: Table, available: Double, setter: TextSetter) throws(LayoutError) -> (min: Double, max: Double) {
        let header = TextSetter(library: setter.library, style: setter.style.with { $0.font = $0.font.bold }, log: setter.log,
                                sharingWith: setter)
        let measured = try ColumnMeasure(table, columns: max(columnCount(table), 1), available: available, setter: setter,
                                         headerSetter: header)
        let lo = measured.minimum.reduce(0, +)
        switch table.width {
        case .points(let p): return (max(lo, p), max(lo, p))
        case .full, .fraction: return (lo, max(lo, available))
        case .auto: return (lo, max(lo, measured.preferredWidth))
        }
    }

    /// Column widths by CSS 2.1's automatic table layout (§17.5.2.2), as browsers do it.
    private static func columnWidths(_ table: Table, columns n: Int, available: Double, setter: TextSetter,
                                     headerSetter: TextSetter) throws(LayoutError) -> [Double] {
        let measured = try ColumnMeasure(table, columns: n, available: available, setter: setter, headerSetter: headerSetter)
        let sumMin = measured.minimum.reduce(0, +)
        let total: Double = switch table.width {
        case .full: available
        case .points(let p): min(max(p, sumMin), available)
        case .fraction(let f): min(max(available * min(max(f, 0), 1), sumMin), available)
        case .auto: min(max(measured.preferredWidth, sumMin), available)
        }
        return measured.distribute(total)
    }
}

/// Where each row's cells land on a table's grid: a cell takes the first column that no row
/// span from above still covers.
struct TableGrid {
    /// Rows each column is still covered for by a row span from above.
    var occupied: [Int]

    /// Places one row's cells, calling `body(cell, column, columnSpan, rowSpan)` for each, with
    /// spans cut to the grid (`rowsLeft` rows, this one included). `growing` adds columns for
    /// cells past the last (for counting them); else such cells are left out.
    mutating func place(_ cells: [TableCell], rowsLeft: Int, growing: Bool = false,
                        _ body: (TableCell, Int, Int, Int) -> Void) {
        var column = 0
        for cell in cells {
            while column < occupied.count && occupied[column] > 0 { column += 1 }
            if growing, column + cell.columnSpan > occupied.count {
                occupied += Array(repeating: 0, count: column + cell.columnSpan - occupied.count)
            }
            guard column < occupied.count else { break }
            let span = min(cell.columnSpan, occupied.count - column)
            let rowSpan = min(cell.rowSpan, rowsLeft)
            body(cell, column, span, rowSpan)
            for c in column..<(column + span) { occupied[c] = rowSpan }
            column += span
        }
        for c in occupied.indices where occupied[c] > 0 { occupied[c] -= 1 }
    }
}

/// A table's columns measured: each one's narrowest and widest content (cells spanning several
/// columns spread over them), and the widths and shares that cells and columns give.
struct ColumnMeasure {
    var minimum: [Double]
    var maximum: [Double]
    /// Widths in points given to a column or its cells (the largest), padding included.
    var fixed: [Double?]
    /// Shares of the table's width given to a column or its cells.
    var percent: [Double?]

    init(minimum: [Double], maximum: [Double], fixed: [Double?], percent: [Double?]) {
        self.minimum = minimum
        self.maximum = maximum
        self.fixed = fixed
        self.percent = percent
    }

    /// Measures the header rows and the body rows (the first ``Table/measuredRowLimit`` and the
    /// last quarter as many of a longer table, so that it streams).
    init(_ table: Table, columns n: Int, available: Double, setter: TextSetter, headerSetter: TextSetter) throws(LayoutError) {
        minimum = Array(repeating: 0, count: n)
        maximum = Array(repeating: 0, count: n)
        fixed = Array(repeating: nil, count: n)
        percent = Array(repeating: nil, count: n)
        for (k, column) in table.columns.prefix(n).enumerated() {
            switch column.width {
            case .points(let p): fixed[k] = max(0, p)
            case .fraction(let f): percent[k] = min(max(f, 0), 1)
            case .auto: break
            }
        }
        var spanning: [(column: Int, span: Int, min: Double, max: Double)] = []
        func measure(_ rows: TableRows, _ range: Range<Int>, header: Bool) throws(LayoutError) {
            var grid = TableGrid(occupied: Array(repeating: 0, count: n))
            for r in range {
                var found: [(TableCell, Int, Int)] = []
                grid.place(rows[r].cells, rowsLeft: range.upperBound - r) { cell, column, span, _ in found.append((cell, column, span)) }
                for (cell, column, span) in found {
                    let s = header || cell.isHeader ? headerSetter : setter
                    let padding = cell.padding ?? table.cellPadding
                    let pad = padding.left + padding.right
                    var (lo, hi) = try s.contentWidths(of: cell.content, available: available - pad)
                    // A hair of slack so that a word exactly as wide as its column never wraps.
                    lo += 0.5 + pad
                    hi += 0.5 + pad
                    if span > 1 {
                        spanning.append((column, span, lo, hi))
                        continue
                    }
                    switch cell.width {
                    case .points(let p)?: fixed[column] = max(fixed[column] ?? 0, p)
                    case .fraction(let f)?: percent[column] = max(percent[column] ?? 0, min(max(f, 0), 1))
                    case .auto?, nil: break
                    }
                    minimum[column] = max(minimum[column], lo)
                    maximum[column] = max(maximum[column], hi)
                }
            }
        }
        try measure(TableRows(table.headerRows), 0..<table.headerRows.count, header: true)
        let limit = max(0, table.measuredRowLimit), count = table.rows.count
        if count <= limit + limit / 4 {
            try measure(table.rows, 0..<count, header: false)
        } else {
            // The first rows and the last ones (where counters and totals are widest).
            try measure(table.rows, 0..<limit, header: false)
            try measure(table.rows, (count - limit / 4)..<count, header: false)
        }
        for k in 0..<n {
            // A given width is a column's widest, but never less than its narrowest.
            if let f = fixed[k] { maximum[k] = max(minimum[k], f) }
            maximum[k] = max(maximum[k], minimum[k])
        }
        // Cells spanning several columns, the fewest columns first: what they need beyond their
        // columns' widths is shared in proportion to those widths (evenly when they are empty).
        for (c, span, lo, hi) in spanning.sorted(by: { $0.span < $1.span }) {
            let range = c..<(c + span)
            Self.spread(lo, over: range, into: &minimum, weights: maximum)
            Self.spread(hi, over: range, into: &maximum, weights: maximum)
            for k in range { maximum[k] = max(maximum[k], minimum[k]) }
        }
    }

    private static func spread(_ need: Double, over range: Range<Int>, into widths: inout [Double], weights: [Double]) {
        let have = widths[range].reduce(0, +)
        guard need > have else { return }
        let total = weights[range].reduce(0, +)
        for k in range { widths[k] += (need - have) * (total > 0 ? weights[k] / total : 1 / Double(range.count)) }
    }

    /// The width the table takes when nothing wraps: each column at its widest (a column with a
    /// share of the width making the table wide enough for that share).
    var preferredWidth: Double {
        let widest = maximum.reduce(0, +)
        let share = percent.reduce(0.0) { $0 + ($1 ?? 0) }
        guard share > 0 else { return widest }
        var needed = 0.0, rest = 0.0
        for k in maximum.indices {
            if let p = percent[k], p > 0 { needed = max(needed, maximum[k] / p) } else { rest += maximum[k] }
        }
        if share < 1 { needed = max(needed, rest / (1 - share)) }
        return max(widest, needed)
    }

    /// Narrowest widths that do not fit in `total`: the widest columns are cut down to one
    /// width (a wide image or line of code), so that the narrow ones keep their words whole.
    static func squeezed(_ minimum: [Double], into total: Double) -> [Double] {
        let sorted = minimum.sorted()
        var below = 0.0
        for (i, w) in sorted.enumerated() {
            let cap = (total - below) / Double(sorted.count - i)
            if w >= cap { return minimum.map { Swift.min($0, cap) } }
            below += w
        }
        return minimum
    }

    /// The columns' widths for a table `total` points wide: each at least its narrowest (the
    /// widest cut down when their narrowest do not fit), then grown towards what
    /// it asks for (shares of the width first, then given widths, then the widest content),
    /// and what is left shared by the columns without a width, in proportion to their widest.
    func distribute(_ total: Double) -> [Double] {
        let n = minimum.count
        let sumMin = minimum.reduce(0, +)
        guard sumMin < total else { return Self.squeezed(minimum, into: total) }
        var widths = minimum
        var left = total - sumMin
        let phases: [(Int) -> Double?] = [
            { k in percent[k].map { total * $0 } },
            { k in percent[k] == nil ? fixed[k] : nil },
            { k in percent[k] == nil && fixed[k] == nil ? maximum[k] : nil },
        ]
        for target in phases where left > 0 {
            var want = Array(repeating: 0.0, count: n)
            for k in 0..<n { if let t = target(k) { want[k] = max(0, t - widths[k]) } }
            let sum = want.reduce(0, +)
            guard sum > 0 else { continue }
            let scale = min(1, left / sum)
            for k in 0..<n { widths[k] += want[k] * scale }
            left -= sum * scale
        }
        if left > 0.001 {
            // Wider than the content asks: the columns without a width take the rest, in
            // proportion to their widest; if every column has one, all of them do.
            var open = (0..<n).filter { percent[$0] == nil && fixed[$0] == nil }
            if open.isEmpty { open = Array(0..<n) }
            let weight = open.reduce(0.0) { $0 + maximum[$1] }
            for k in open { widths[k] += left * (weight > 0 ? maximum[k] / weight : 1 / Double(open.count)) }
        }
        return widths
    }
}
