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
        var count = table.columns.count
        for row in table.headerRows { count = max(count, row.cells.reduce(0) { $0 + $1.columnSpan }) }
        for row in table.rows { count = max(count, row.cells.reduce(0) { $0 + $1.columnSpan }) }
        columnCount = max(count, 1)
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
        while r < end && r < rows.count {
            var column = 0
            for cell in rows[r].cells {
                while column < columnCount && occupied[column] > 0 { column += 1 }
                guard column < columnCount else { break }
                let span = min(cell.columnSpan, columnCount - column)
                let rowSpan = min(cell.rowSpan, rows.count - r)
                placed.append(Placed(row: r, column: column, span: span, rowSpan: rowSpan, cell: cell))
                for c in column..<(column + span) { occupied[c] = rowSpan }
                end = max(end, r + rowSpan)
                column += span
            }
            for c in occupied.indices where occupied[c] > 0 { occupied[c] -= 1 }
            r += 1
        }
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
            if p.rowSpan == 1 { rowHeights[p.row - start] = max(rowHeights[p.row - start], h) }
        }
        for (p, _, h) in cells where p.rowSpan > 1 {
            let first = p.row - start, last = min(first + p.rowSpan, count) - 1
            let have = rowHeights[first...last].reduce(0, +)
            if h > have { rowHeights[last] += h - have }
        }
        var rowTop = [0.0]
        for h in rowHeights { rowTop.append(rowTop.last! + h) }
        var boxes: [CellBox] = []
        for (p, items, _) in cells {
            let first = p.row - start, last = min(first + p.rowSpan, count)
            let x = columnX[p.column]
            let w = columnX[p.column + p.span - 1] + columnWidths[p.column + p.span - 1] - x
            let row = rows[p.row]
            let stripe = !header && (p.row % 2 == 1) ? table.stripeBackground : nil
            boxes.append(CellBox(x: x, width: w, y: rowTop[first], height: rowTop[last] - rowTop[first], items: items[...],
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
        var y = 0.0
        var out: [PlacedItem] = []
        while let item = try generator.next() {
            if case .pageBreak = item.content { continue }
            if !out.isEmpty { y += item.spaceBefore }
            out.append(PlacedItem(item: item, y: y))
            y += item.height
        }
        return out
    }

    /// Column widths: given widths first, then automatic columns between their narrowest and
    /// widest content.
    private static func columnWidths(_ table: Table, columns n: Int, available: Double, setter: TextSetter,
                                     headerSetter: TextSetter) throws(LayoutError) -> [Double] {
        var minW = Array(repeating: 0.0, count: n), maxW = Array(repeating: 0.0, count: n)
        var spanning: [(Int, Int, Double, Double)] = []
        func measure(_ rows: some Sequence<TableRow>, header: Bool) throws(LayoutError) {
            for row in rows {
                var column = 0
                for cell in row.cells where column < n {
                    var lo = 0.0, hi = 0.0
                    for block in cell.content {
                        let text: AttributedText?
                        switch block {
                        case .paragraph(let p): text = p.text
                        case .heading(let h): text = h.text
                        case .preformatted(let p): text = p.text
                        default: text = nil
                        }
                        guard let text else { lo = max(lo, 40); hi = max(hi, available / 2); continue }
                        let s = header || cell.isHeader ? headerSetter : setter
                        let font: TextFont? = if case .preformatted = block { s.style.monospacedFont } else { nil }
                        let widths = try s.contentWidths(s.styled(text, base: s.baseAttributes(font: font)))
                        lo = max(lo, widths.min)
                        hi = max(hi, widths.max)
                    }
                    // A hair of slack so that a word exactly as wide as its column never wraps.
                    lo += 0.5
                    hi += 0.5
                    let padding = cell.padding ?? table.cellPadding
                    let pad = padding.left + padding.right
                    let span = min(cell.columnSpan, n - column)
                    if span == 1 {
                        minW[column] = max(minW[column], lo + pad)
                        maxW[column] = max(maxW[column], hi + pad)
                    } else {
                        spanning.append((column, span, lo + pad, hi + pad))
                    }
                    column += span
                }
            }
        }
        try measure(table.headerRows[...], header: true)
        let limit = max(0, table.measuredRowLimit)
        if table.rows.count <= limit + limit / 4 {
            try measure(table.rows, header: false)
        } else {
            // The first rows and the last ones (where counters and totals are widest).
            try measure(table.rows.prefix(limit), header: false)
            try measure(table.rows.suffix(limit / 4), header: false)
        }
        for (c, span, lo, hi) in spanning {
            let have = minW[c..<(c + span)].reduce(0, +), haveMax = maxW[c..<(c + span)].reduce(0, +)
            if lo > have { for k in c..<(c + span) { minW[k] += (lo - have) / Double(span) } }
            if hi > haveMax { for k in c..<(c + span) { maxW[k] += (hi - haveMax) / Double(span) } }
        }
        for k in 0..<n { maxW[k] = max(maxW[k], minW[k]) }
        // The table's width.
        let total: Double = switch table.width {
        case .full: available
        case .points(let p): min(p, available)
        case .fraction(let f): available * min(max(f, 0), 1)
        case .auto:
            // Given column widths count as given; the other columns at their widest.
            min((0..<n).reduce(0.0) { sum, k in
                if k < table.columns.count, case .points(let p) = table.columns[k].width { return sum + p }
                return sum + maxW[k]
            }, available)
        }
        var widths = Array(repeating: 0.0, count: n)
        var autoColumns: [Int] = []
        var fixed = 0.0
        for k in 0..<n {
            let rule = k < table.columns.count ? table.columns[k].width : .auto
            switch rule {
            case .points(let p): widths[k] = p; fixed += p
            case .fraction(let f): widths[k] = total * f; fixed += total * f
            case .auto: autoColumns.append(k)
            }
        }
        let room = max(0, total - fixed)
        let sumMin = autoColumns.reduce(0.0) { $0 + minW[$1] }, sumMax = autoColumns.reduce(0.0) { $0 + maxW[$1] }
        for k in autoColumns {
            if sumMax <= room {
                let share = sumMax > 0 ? maxW[k] / sumMax : 1 / Double(autoColumns.count)
                widths[k] = maxW[k] + (room - sumMax) * share
            } else if sumMin >= room {
                widths[k] = sumMin > 0 ? minW[k] * room / sumMin : room / Double(autoColumns.count)
            } else {
                widths[k] = minW[k] + (maxW[k] - minW[k]) * (room - sumMin) / (sumMax - sumMin)
            }
        }
        if fixed > total, fixed > 0 {
            // Given widths wider than the table: scale everything to fit.
            let scale = total / widths.reduce(0, +)
            widths = widths.map { $0 * scale }
        }
        return widths
    }
}
