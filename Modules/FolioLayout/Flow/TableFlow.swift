import FolioGeometry
import FolioGraphics
import FolioPDF
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
    /// With collapsed borders: per column, the bottom border of the row above the next group
    /// (which its top edges meet), and of the last group laid out.
    private var above: [Border?] = []
    private var lastBottoms: [Border?] = []
    /// The footer rows, laid out once.
    private var footerBoxes: [RowBox] = []
    /// The elements of the header, body and footer rows in the logical structure (`THead`,
    /// `TBody`, `TFoot`; the rows go straight under the table when it has only body rows).
    private let headNode: StructureNode?, bodyNode: StructureNode?, footNode: StructureNode?

    init(_ table: Table, ctx: FlowContext, setter: TextSetter) throws(LayoutError) {
        if let why = table.problem { throw .invalidStyle(why) }
        self.table = table
        self.ctx = ctx
        self.setter = setter
        headerSetter = TextSetter(library: setter.library, style: setter.style.with { $0.font = $0.font.bold }, log: setter.log,
                                  sharingWith: setter)
        columnCount = max(Self.columnCount(table), 1)
        occupied = Array(repeating: 0, count: columnCount)
        let spacing = table.cellSpacing
        let widths = try Self.columnWidths(table, columns: columnCount, available: ctx.width, setter: setter, headerSetter: headerSetter)
        columnWidths = widths
        var x = spacing.horizontal
        for w in widths { columnX.append(x); x += w + spacing.horizontal }
        tableWidth = x
        // A table narrower than its measure sits where its `auto` margins put it, else where
        // its alignment does (the builder's `alignment: .center`).
        let place: BoxAlignment = switch (table.style.boxAlignment, table.style.alignment) {
        case (.left, .center?): .center
        case (.left, .right?): .right
        case (let box, _): box
        }
        tableX = ctx.x + (place == .center ? (ctx.width - x) / 2 : place == .right ? ctx.width - x : 0)
        let sections = table.role == .data && (!table.headerRows.isEmpty || !table.footerRows.isEmpty)
        headNode = ctx.structure.map { sections ? StructureNode(.tableHeader, parent: $0) : $0 }
        bodyNode = ctx.structure.map { sections ? StructureNode(.tableBody, parent: $0) : $0 }
        footNode = ctx.structure.map { sections ? StructureNode(.tableFooter, parent: $0) : $0 }
    }

    /// The next items: on the first call the caption and the header rows, then one row group
    /// per call, then the footer rows; `nil` after them.
    func nextItems() throws(LayoutError) -> [FlowItem]? {
        if !started {
            started = true
            var items: [FlowItem] = []
            if let caption = table.caption {
                for var line in try captionItems(caption) { line.keepWithPrevious = !items.isEmpty; items.append(line) }
            }
            let headerBoxes = try section(table.headerRows, header: true, closes: table.rows.isEmpty && table.footerRows.isEmpty,
                                          structure: headNode)
            for box in headerBoxes {
                var item = rowItem(box)
                item.keepWithPrevious = !items.isEmpty
                items.append(item)
            }
            let headerBottoms = lastBottoms
            footerBoxes = try section(table.footerRows, header: false, closes: true, structure: footNode)
            // The rows below the header meet its last row's bottom borders.
            above = headerBottoms
            var continued: [FlowItem] = []
            if let c = table.continuedCaption { continued = try captionItems(c) }
            var reserve = footerBoxes.reduce(0.0) { $0 + $1.height }
            if let foot = table.carryOver?.foot { reserve += try carryRow(foot(table.rows.count)).height }
            if !footerBoxes.isEmpty || table.carryOver?.foot != nil { reserve += table.cellSpacing.vertical }
            let carry: TableContext.CarryRow? = table.carryOver == nil ? nil : { [self] (rowsAbove, atFoot) throws(LayoutError) in
                guard let make = atFoot ? table.carryOver?.foot : table.carryOver?.head else { return nil }
                return try carryRow(make(rowsAbove))
            }
            context = TableContext(headerRows: headerBoxes, continuedCaption: continued, footerRows: footerBoxes,
                                   footReserve: reserve, carryRow: carry)
            if !items.isEmpty { return items }
        }
        guard nextRow < table.rows.count else {
            guard let context else { return nil }
            // After the last body row: the footer rows, then the spacing below the last row.
            // (The context is let go: its carry closure holds this flow.)
            self.context = nil
            var items = context.footerRows.map { box in
                var item = rowItem(box)
                item.keepWithPrevious = true
                return item
            }
            let v = table.cellSpacing.vertical
            if v > 0 {
                var space = FlowItem(.space, x: tableX, width: tableWidth, height: v)
                space.container = ctx.container
                space.keepWithPrevious = true
                items.append(space)
            }
            return items.isEmpty ? nil : items
        }
        let isFirst = nextRow == 0
        let start = nextRow
        var (box, next) = try group(table.rows, from: nextRow, occupied: &occupied, header: false, structure: bodyNode)
        if next == table.rows.count && table.footerRows.isEmpty { box.closesBottom = true }
        nextRow = next
        var item = rowItem(box)
        item.table = context
        item.tableRow = start
        if isFirst && !(context?.headerRows.isEmpty ?? true) { item.keepWithPrevious = true }
        return [item]
    }

    /// The rows of a header (in bold, on the header background) or a footer (set as body rows
    /// are), laid out group by group; `closes`: the last group draws its bottom borders (no
    /// rows follow it). `structure`: the section's element, the rows' parent.
    private func section(_ rows: [TableRow], header: Bool, closes: Bool, structure: StructureNode?) throws(LayoutError) -> [RowBox] {
        var boxes: [RowBox] = []
        var sectionOccupied = Array(repeating: 0, count: columnCount)
        above = Array(repeating: nil, count: columnCount)
        lastBottoms = above
        var r = 0
        while r < rows.count {
            var (box, next) = try group(TableRows(rows), from: r, occupied: &sectionOccupied, header: header, structure: structure)
            if next == rows.count && closes { box.closesBottom = true }
            boxes.append(box)
            r = next
        }
        return boxes
    }

    /// A row drawn where the table breaks (``Table/CarryOver``), laid out on the table's columns.
    private func carryRow(_ row: TableRow) throws(LayoutError) -> RowBox {
        var rowOccupied = Array(repeating: 0, count: columnCount)
        let saved = (above, lastBottoms)
        defer { (above, lastBottoms) = saved }
        above = Array(repeating: nil, count: columnCount)
        var (box, _) = try group(TableRows([row]), from: 0, occupied: &rowOccupied, header: false, structure: nil)
        box.closesBottom = true
        return box
    }

    private func rowItem(_ box: RowBox) -> FlowItem {
        var item = FlowItem(.rows(box), x: tableX, width: tableWidth, height: box.height)
        item.container = ctx.container
        item.structure = ctx.structure
        return item
    }

    private func captionItems(_ caption: AttributedText) throws(LayoutError) -> [FlowItem] {
        var para = ParagraphStyle()
        para.alignment = .left
        let base = setter.baseAttributes(font: setter.style.font.italicFace, paragraphStyle: para)
        return try setter.lines(setter.styled(caption, base: base), width: tableWidth).map { entry in
            var item = FlowItem(.line(entry.line), x: tableX, width: tableWidth, height: entry.height + 2)
            item.container = ctx.container
            item.structure = ctx.structure.map { StructureNode(.caption, parent: $0) }
            item.isRepeat = false
            return item
        }
    }

    /// Lays out the rows from `start` that row spans bind together; returns the box and the
    /// index after it. `structure`: the element the rows' `TR` elements go in (`nil`: the rows
    /// are no part of the logical structure, as a carried-forward sum is not).
    private func group(_ rows: TableRows, from start: Int, occupied: inout [Int], header: Bool,
                       structure: StructureNode?) throws(LayoutError) -> (RowBox, Int) {
        // Place the cells on the grid.
        struct Placed { var row: Int; var column: Int; var span: Int; var rowSpan: Int; var cell: TableCell }
        var placed: [Placed] = []
        var end = start + 1
        var r = start
        var grid = TableGrid(occupied: occupied)
        // Each row asked for once: rows made on demand cost their maker's work at each ask.
        var fetched: [TableRow] = []
        while r < end && r < rows.count {
            fetched.append(rows[r])
            grid.place(fetched[r - start].cells, rowsLeft: rows.count - r) { cell, column, span, rowSpan in
                placed.append(Placed(row: r, column: column, span: span, rowSpan: rowSpan, cell: cell))
                end = max(end, r + rowSpan)
            }
            r += 1
        }
        occupied = grid.occupied
        end = min(max(end, r), rows.count)
        let vs = table.cellSpacing.vertical
        // Lay out each cell's content at its width.
        let count = end - start
        var rowHeights = Array(repeating: 0.0, count: count)
        var cells: [(Placed, [PlacedItem], Double)] = []
        // A layout table's cells hold their content straight in the table's element.
        let rowNodes = structure.map { s in (start..<end).map { _ in table.role == .layout ? s : StructureNode(.tableRow, parent: s) } }
        var cellNodes: [StructureNode?] = []
        for p in placed {
            let x = columnX[p.column]
            let w = columnX[p.column + p.span - 1] + columnWidths[p.column + p.span - 1] - x
            let inset = table.contentInset(of: p.cell)
            let node = rowNodes.map { nodes in
                table.role == .layout ? nodes[p.row - start] : Self.cellNode(p.cell, inHeader: header || fetched[p.row - start].cells.allSatisfy(\.isHeader), rowSpan: p.rowSpan, columnSpan: p.span,
                              row: nodes[p.row - start])
            }
            cellNodes.append(node)
            let items = try layoutCell(p.cell, width: max(1, w - inset.left - inset.right),
                                       column: p.column, header: header || p.cell.isHeader, structure: node)
            let h = (items.last.map { $0.y + $0.item.height } ?? 0) + inset.top + inset.bottom
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
                return table.contentInset(of: cells[k].0.cell).top + first.y + first.item.firstBaseline
            }
            for k in cells.indices { if let b = baseline(k) { rowBaseline[cells[k].0.row - start] = max(rowBaseline[cells[k].0.row - start], b) } }
            for k in cells.indices { if let b = baseline(k) { drop[k] = rowBaseline[cells[k].0.row - start] - b; cells[k].2 += drop[k] } }
        }
        for (p, _, h) in cells where p.rowSpan == 1 { rowHeights[p.row - start] = max(rowHeights[p.row - start], h) }
        Self.growRows(&rowHeights, for: cells.map { ($0.0.row - start, $0.0.rowSpan, $0.2) }, spacing: vs)
        // Each row's top: the spacing above it, then the rows before.
        var rowTop = [vs]
        for h in rowHeights { rowTop.append(rowTop.last! + h + vs) }
        let owners = table.separatesBorders ? nil : Self.owners(placed.map { ($0.row - start, $0.column, $0.span, $0.rowSpan) },
                                                                rows: count, columns: columnCount)
        var boxes: [CellBox] = []
        boxes.reserveCapacity(cells.count)
        // The cells whose borders collapse, listed once for the group (not once per cell).
        let placedCells = owners == nil ? [] : placed.map(\.cell)
        for k in cells.indices {
            let (p, h) = (cells[k].0, cells[k].2)
            // Taken out of the list, so that moving its items down does not copy them.
            var items: [PlacedItem] = []
            swap(&items, &cells[k].1)
            let first = p.row - start, last = min(first + p.rowSpan, count)
            let x = columnX[p.column]
            let w = columnX[p.column + p.span - 1] + columnWidths[p.column + p.span - 1] - x
            let row = fetched[p.row - start]
            let stripe = !header && (p.row % 2 == 1) ? table.stripeBackground : nil
            let height = rowTop[last] - vs - rowTop[first]
            // The content moved down in a cell taller than it.
            let dy: Double = switch p.cell.verticalAlignment {
            case .middle: (height - h) / 2
            case .bottom: height - h
            case .baseline: drop[k]
            case .top, nil: 0
            }
            if dy > 0.001 { for i in items.indices { items[i].y += dy } }
            var box = CellBox(x: x, width: w, y: rowTop[first], height: height, items: items[...],
                              padding: table.contentInset(of: p.cell),
                              background: p.cell.background ?? row.background ?? (header ? table.headerBackground : stripe),
                              borderTop: p.cell.borderTop, borderLeft: p.cell.borderLeft,
                              borderBottom: p.cell.borderBottom, borderRight: p.cell.borderRight)
            if !p.cell.decoration.isEmpty { box.decoration = p.cell.decoration }
            if let owners { collapse(&box, cell: k, at: (first, last, p.column, p.span), owners: owners, cells: placedCells) }
            box.structure = cellNodes[k]
            boxes.append(box)
        }
        if let owners {
            // What the next group's top edges meet: the bottom borders of this one's last row.
            lastBottoms = (0..<columnCount).map { c in owners[count - 1][c].flatMap { placed[$0].cell.borderBottom } }
            above = lastBottoms
        }
        var box = RowBox(cells: boxes, height: rowTop[count] - vs, gridLine: table.gridLine, background: nil)
        box.bordersInside = table.separatesBorders
        box.avoidsBreakInside = fetched.contains { $0.breakInside == .avoid }
        return (box, end)
    }

    /// A cell's borders in a collapsed table, each line shared with a neighbour drawn once:
    /// the cell draws its top edge (the winner over the cells above), its right edge (the
    /// winner over the cell to its right), its left edge only where no cell is to its left,
    /// and its bottom edge where no cell is below it in the group (at the group's foot, only
    /// when the group closes the table or ends a page: ``CellBox/sharesBottom``).
    private func collapse(_ box: inout CellBox, cell k: Int, at place: (first: Int, last: Int, column: Int, span: Int),
                          owners: [[Int?]], cells: [TableCell]) {
        let (first, last, column, span) = place
        let own = cells[k]
        let columns = column..<(column + span)
        if first == 0 {
            box.borderTop = columns.reduce(own.borderTop) { Border.winner(above[$1], $0) }
        } else {
            box.borderTop = columns.reduce(own.borderTop) { Border.winner(owners[first - 1][$1].flatMap { cells[$0].borderBottom }, $0) }
        }
        if column > 0, owners[first][column - 1] != nil { box.borderLeft = nil }
        if column + span < columnCount, let right = owners[first][column + span] {
            box.borderRight = Border.winner(own.borderRight, cells[right].borderLeft)
        }
        if last < owners.count {
            if columns.allSatisfy({ owners[last][$0] != nil }) { box.borderBottom = nil }
        } else {
            box.sharesBottom = true
        }
    }

    /// Which placed cell covers each row (of the group) and column; `nil`: none.
    private static func owners(_ cells: [(row: Int, column: Int, span: Int, rowSpan: Int)], rows: Int, columns: Int) -> [[Int?]] {
        var owners = Array(repeating: [Int?](repeating: nil, count: columns), count: rows)
        for (k, c) in cells.enumerated() {
            for r in c.row..<min(c.row + c.rowSpan, rows) {
                for col in c.column..<min(c.column + c.span, columns) { owners[r][col] = k }
            }
        }
        return owners
    }

    /// Makes the rows tall enough for the cells spanning several of them (`cells`: first row,
    /// rows spanned, height), fewest rows first, as browsers do (CSS 2.1 §17.5.3 leaves it
    /// open): what a cell needs beyond its rows goes to the rows after its first where another
    /// spanning cell starts, else to the rows with content in proportion to their heights, else
    /// (all of them empty) to the last row.
    static func growRows(_ heights: inout [Double], for cells: [(row: Int, rowSpan: Int, height: Double)], spacing: Double) {
        let spanning = cells.filter { $0.rowSpan > 1 }.sorted { ($0.rowSpan, $0.row) < ($1.rowSpan, $1.row) }
        guard !spanning.isEmpty else { return }
        let starts = Set(spanning.map(\.row))
        for (first, rowSpan, h) in spanning {
            let last = min(first + rowSpan, heights.count) - 1
            guard last > first else { continue }
            let extra = h - Double(last - first) * spacing - heights[first...last].reduce(0, +)
            guard extra > 0.001 else { continue }
            let originating = ((first + 1)...last).filter { starts.contains($0) }
            let filled = (first...last).filter { heights[$0] > 0 }
            if !originating.isEmpty {
                for k in originating { heights[k] += extra / Double(originating.count) }
            } else if !filled.isEmpty {
                let have = filled.reduce(0.0) { $0 + heights[$1] }
                for k in filled { heights[k] += extra * heights[k] / have }
            } else {
                heights[last] += extra
            }
        }
    }

    /// A cell's blocks stacked top to bottom, relative to its content box.
    private func layoutCell(_ cell: TableCell, width: Double, column: Int, header: Bool,
                            structure: StructureNode?) throws(LayoutError) -> [PlacedItem] {
        let alignment = cell.alignment ?? (column < table.columns.count ? table.columns[column].alignment : nil)
            ?? (header ? .natural : nil)
        let cellSetter = header ? headerSetter : setter
        if let items = try Self.paragraphCellItems(cell.content, width: width, alignment: alignment, setter: cellSetter,
                                                   structure: structure) {
            return items
        }
        let generator = FlowGenerator(blocks: cell.content, width: width, setter: header ? headerSetter : setter, listsHeadings: false,
                                      structure: structure)
        generator.cellAlignment = alignment
        return try generator.stacked()
    }

    /// A cell's element: `TH` for the cells of a header row or of a row of header cells only
    /// (heading their columns) and for the other header cells (heading their rows), `TD` for
    /// the others; with its spans.
    private static func cellNode(_ cell: TableCell, inHeader: Bool, rowSpan: Int, columnSpan: Int, row: StructureNode) -> StructureNode {
        var attributes = StructureAttributes()
        if rowSpan > 1 { attributes.rowSpan = rowSpan }
        if columnSpan > 1 { attributes.columnSpan = columnSpan }
        if inHeader || cell.isHeader { attributes.scope = inHeader ? .column : .row }
        return StructureNode(inHeader || cell.isHeader ? .tableHeaderCell : .tableDataCell, attributes: attributes, parent: row)
    }

    /// The number of columns: the table's given columns, or the most that a row reaches once
    /// the row spans from above have taken their columns.
    static func columnCount(_ table: Table) -> Int {
        func reached(_ rows: TableRows) -> Int {
            var count = 0
            var grid = TableGrid(occupied: [])
            for r in rows.indices {
                grid.place(rows[r].cells, rowsLeft: rows.count - r, growing: true) { _, column, span, _ in count = max(count, column + span) }
            }
            return count
        }
        // The body rows' count is kept with them (rows made on demand are asked once).
        return max(table.columns.count, reached(TableRows(table.headerRows)), table.rows.columnsReached { reached(table.rows) },
                   reached(TableRows(table.footerRows)))
    }

    /// The narrowest and widest a table can be laid out, for a cell holding it.
    static func contentWidths(of table: Table, available: Double, setter: TextSetter) throws(LayoutError) -> (min: Double, max: Double) {
        let header = TextSetter(library: setter.library, style: setter.style.with { $0.font = $0.font.bold }, log: setter.log,
                                sharingWith: setter)
        let n = max(columnCount(table), 1)
        let spacing = Double(n + 1) * table.cellSpacing.horizontal
        let measured = try ColumnMeasure(table, columns: n, available: available - spacing, setter: setter, headerSetter: header)
        let lo = measured.minimum.reduce(0, +) + spacing
        switch table.width {
        case .points(let p): return (max(lo, p), max(lo, p))
        case .full, .fraction: return (lo, max(lo, available))
        case .auto: return (lo, max(lo, measured.preferredWidth + spacing))
        }
    }

    /// Column widths by CSS 2.1's automatic table layout (§17.5.2.2), as browsers do it, or
    /// by its fixed layout (§17.5.2.1) for a ``Table/Layout/fixed`` table of a given width.
    /// `available` is the measure; the columns get it less the cell spacing, at most.
    private static func columnWidths(_ table: Table, columns n: Int, available: Double, setter: TextSetter,
                                     headerSetter: TextSetter) throws(LayoutError) -> [Double] {
        let spacing = Double(n + 1) * table.cellSpacing.horizontal
        let room = max(0, available - spacing)
        if table.layout == .fixed, table.width != .auto {
            let total: Double = switch table.width {
            case .points(let p): min(p, available) - spacing
            case .fraction(let f): available * min(max(f, 0), 1) - spacing
            case .full, .auto: room
            }
            return ColumnMeasure.fixed(table, columns: n, total: max(0, total), available: room)
        }
        let measured = try ColumnMeasure(table, columns: n, available: room, setter: setter, headerSetter: headerSetter)
        let sumMin = measured.minimum.reduce(0, +)
        let total: Double = switch table.width {
        case .full: room
        case .points(let p): min(max(p - spacing, sumMin), room)
        case .fraction(let f): min(max(available * min(max(f, 0), 1) - spacing, sumMin), room)
        case .auto: min(max(measured.preferredWidth, sumMin), room)
        }
        return measured.distribute(total)
    }
}
