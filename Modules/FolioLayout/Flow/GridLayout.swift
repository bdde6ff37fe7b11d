import FolioGeometry

/// A ``Grid`` turned into what the flow already sets: its items placed on the grid (CSS Grid
/// Layout 1 §8.5, sparse auto-placement in row order), its columns sized (§11, for items
/// spanning one column), and the whole a layout table — the gaps empty columns and rows of
/// their own — so that it splits across pages between rows and is tagged as its items' content.
enum GridLayout {
    /// An item's area: its first row and column, and how many of each it spans.
    struct Area: Equatable {
        var row: Int, column: Int, rows: Int, columns: Int
    }

    /// The blocks that set `grid` in a measure `width` points wide.
    static func blocks(_ grid: Grid, width: Double, setter: TextSetter) throws(LayoutError) -> [Block] {
        guard !grid.items.isEmpty else { return [] }
        let (areas, columnCount) = place(grid)
        var tracks = grid.columns
        while tracks.count < columnCount { tracks.append(.auto) }
        let contributions = try columnContributions(grid, areas: areas, columns: columnCount, width: width, setter: setter)
        let widths = columnWidths(tracks, contributions: contributions,
                                  available: max(0, width - grid.columnGap * Double(columnCount - 1)))
        return [.table(table(grid, areas: areas, widths: widths))]
    }

    /// The grid's narrowest and widest: its columns' least and greatest content side by side,
    /// with the gaps (for a grid inside a table cell or a row item).
    static func contentWidths(_ grid: Grid, available: Double, setter: TextSetter) throws(LayoutError) -> (min: Double, max: Double) {
        guard !grid.items.isEmpty else { return (0, 0) }
        let (areas, columnCount) = place(grid)
        let c = try columnContributions(grid, areas: areas, columns: columnCount, width: available, setter: setter)
        let gaps = grid.columnGap * Double(columnCount - 1)
        return (c.reduce(0) { $0 + $1.min } + gaps, c.reduce(0) { $0 + $1.max } + gaps)
    }

    /// Each column's least and greatest content, from the items in it alone.
    private static func columnContributions(_ grid: Grid, areas: [Area], columns: Int, width: Double,
                                            setter: TextSetter) throws(LayoutError) -> [(min: Double, max: Double)] {
        var contributions = Array(repeating: (min: 0.0, max: 0.0), count: columns)
        for (item, area) in zip(grid.items, areas) where area.columns == 1 {
            let sides = item.box.horizontalInsets
            let w = try setter.contentWidths(of: item.content, available: max(1, width - sides))
            contributions[area.column].min = max(contributions[area.column].min, w.min + sides)
            contributions[area.column].max = max(contributions[area.column].max, w.max + sides)
        }
        return contributions
    }

    // MARK: Placement

    /// Each item's area, and the number of columns they need.
    static func place(_ grid: Grid) -> ([Area], Int) {
        let explicit = max(1, grid.columns.count)
        /// A placement on one axis: its start (0-based; `nil`: automatic) and span.
        func resolve(_ p: Grid.Placement, lines: Int) -> (start: Int?, span: Int) {
            func index(_ line: Int) -> Int { line > 0 ? line - 1 : max(0, lines + 1 + line) }
            switch p {
            case .auto: return (nil, 1)
            case .span(let n): return (nil, min(max(1, n), 1000))
            case .line(let a) where a != 0: return (index(a), 1)
            case .lines(let a, let b) where a != 0 && b != 0:
                let (s, e) = (index(a), index(b))
                return e == s ? (s, 1) : (min(s, e), min(abs(e - s), 1000))
            case .lineSpan(let a, let n) where a != 0: return (index(a), min(max(1, n), 1000))
            default: return (nil, 1)
            }
        }
        let columnsOf = grid.items.map { resolve($0.column, lines: explicit) }
        let rowsOf = grid.items.map { resolve($0.row, lines: 1) }
        let columnCount = max(explicit, columnsOf.map { ($0.start ?? 0) + $0.span }.max() ?? 1)
        var occupied: [[Bool]] = []
        func fits(_ r: Int, _ c: Int, _ rows: Int, _ cols: Int) -> Bool {
            guard c + cols <= columnCount else { return false }
            for y in r..<(r + rows) where y < occupied.count {
                for x in c..<(c + cols) where occupied[y][x] { return false }
            }
            return true
        }
        func take(_ a: Area) {
            while occupied.count < a.row + a.rows { occupied.append(Array(repeating: false, count: columnCount)) }
            for y in a.row..<(a.row + a.rows) { for x in a.column..<(a.column + a.columns) { occupied[y][x] = true } }
        }
        var areas = Array(repeating: Area(row: 0, column: 0, rows: 1, columns: 1), count: grid.items.count)
        var placed = Array(repeating: false, count: grid.items.count)
        // Items with a row and a column first, then those with a row only, then the rest in order.
        for k in grid.items.indices {
            if let r = rowsOf[k].start, let c = columnsOf[k].start {
                areas[k] = Area(row: r, column: c, rows: rowsOf[k].span, columns: columnsOf[k].span)
                take(areas[k])
                placed[k] = true
            }
        }
        for k in grid.items.indices where !placed[k] {
            guard let r = rowsOf[k].start else { continue }
            let span = min(columnsOf[k].span, columnCount)
            let c = (0...(columnCount - span)).first { fits(r, $0, rowsOf[k].span, span) } ?? 0
            areas[k] = Area(row: r, column: c, rows: rowsOf[k].span, columns: span)
            take(areas[k])
            placed[k] = true
        }
        var cursor = (row: 0, column: 0)
        for k in grid.items.indices where !placed[k] {
            let rows = rowsOf[k].span, span = min(columnsOf[k].span, columnCount)
            if let c = columnsOf[k].start {
                if c < cursor.column { cursor.row += 1 }
                cursor.column = c
                while !fits(cursor.row, c, rows, span) { cursor.row += 1 }
            } else {
                while !fits(cursor.row, cursor.column, rows, span) {
                    cursor.column += 1
                    if cursor.column + span > columnCount { cursor = (cursor.row + 1, 0) }
                }
            }
            areas[k] = Area(row: cursor.row, column: cursor.column, rows: rows, columns: span)
            take(areas[k])
            cursor.column += span
        }
        return (areas, columnCount)
    }

    // MARK: Column widths

    /// The columns' widths in `available` points (the gaps taken out): each from its least
    /// size (points, a share, or its items' longest word for `auto`), grown towards its
    /// greatest (its items' widest content for `auto`), then the room left shared by the
    /// flexible columns in proportion to their `fr` (or, with none, by the `auto` ones).
    static func columnWidths(_ tracks: [Grid.Track], contributions: [(min: Double, max: Double)], available: Double) -> [Double] {
        func size(_ t: Grid.Track, _ k: Int, least: Bool) -> Double? {
            switch t {
            case .points(let p): max(0, p)
            case .fraction(let f): available * min(max(f, 0), 1)
            case .auto: least ? contributions[k].min : contributions[k].max
            case .flex: least ? contributions[k].min : nil
            case .minmax(let lo, let hi): size(least ? lo : hi, k, least: least)
            }
        }
        func flex(_ t: Grid.Track) -> Double? {
            switch t {
            case .flex(let f): max(0, f)
            case .minmax(_, .flex(let f)): max(0, f)
            default: nil
            }
        }
        var base = tracks.indices.map { size(tracks[$0], $0, least: true) ?? 0 }
        let limit = tracks.indices.map { k in flex(tracks[k]) == nil ? max(base[k], size(tracks[k], k, least: false) ?? base[k]) : base[k] }
        // Grow the fixed and automatic columns towards their limits, equally.
        var free = available - base.reduce(0, +)
        var growing = tracks.indices.filter { limit[$0] > base[$0] }
        while free > 1e-9, !growing.isEmpty {
            let share = free / Double(growing.count)
            for k in growing {
                let add = min(share, limit[k] - base[k])
                base[k] += add
                free -= add
            }
            growing = growing.filter { limit[$0] - base[$0] > 1e-9 }
        }
        // Share what is left by `fr`, a column whose least size is larger than its share
        // keeping it (and the share found again without it).
        let flexible = tracks.indices.filter { flex(tracks[$0]) != nil }
        if free > 1e-9, !flexible.isEmpty {
            var open = flexible
            let room = free + flexible.reduce(0) { $0 + base[$1] }
            while !open.isEmpty {
                let fixedPart = flexible.filter { !open.contains($0) }.reduce(0) { $0 + base[$1] }
                let total = open.reduce(0) { $0 + flex(tracks[$1])! }
                guard total > 0 else { break }
                let unit = max(0, room - fixedPart) / max(total, 1)
                let tooSmall = open.filter { unit * flex(tracks[$0])! < base[$0] }
                if tooSmall.isEmpty {
                    for k in open { base[k] = unit * flex(tracks[k])! }
                    break
                }
                open.removeAll { tooSmall.contains($0) }
            }
        } else if free > 1e-9 {
            // No flexible column: the automatic ones stretch into the room (§11.8).
            let autos = tracks.indices.filter { if case .auto = tracks[$0] { true } else { false } }
            for k in autos { base[k] += free / Double(autos.count) }
        }
        return base
    }

    // MARK: The table

    /// The grid as a layout table: a column per track and per gap, a row per grid row and per
    /// gap, each item a cell spanning its area (the gaps inside it included).
    private static func table(_ grid: Grid, areas: [Area], widths: [Double]) -> Table {
        let gapColumns = grid.columnGap > 1e-9, gapRows = grid.rowGap > 1e-9
        let cstep = gapColumns ? 2 : 1, rstep = gapRows ? 2 : 1
        var columnWidths: [Double] = []
        for (k, w) in widths.enumerated() {
            if k > 0, gapColumns { columnWidths.append(grid.columnGap) }
            columnWidths.append(w)
        }
        let rowCount = (areas.map { $0.row + $0.rows }.max() ?? 1)
        let tableRows = rowCount * rstep - (gapRows ? 1 : 0), tableColumns = columnWidths.count
        // Which item starts at each table cell, and which cells items cover.
        var starts: [Int: Int] = [:]
        var covered = Array(repeating: Array(repeating: false, count: tableColumns), count: tableRows)
        // Items placed over others (explicit lines may overlap) go after the grid, whole.
        var overlapping: [Int] = []
        for (k, a) in areas.enumerated() {
            let r = a.row * rstep, c = a.column * cstep
            let rows = a.rows * rstep - (gapRows ? 1 : 0), columns = a.columns * cstep - (gapColumns ? 1 : 0)
            guard r + rows <= tableRows, c + columns <= tableColumns,
                  !(r..<(r + rows)).contains(where: { y in covered[y][c..<(c + columns)].contains(true) }) else {
                overlapping.append(k)
                continue
            }
            starts[r * tableColumns + c] = k
            for y in r..<(r + rows) { for x in c..<(c + columns) { covered[y][x] = true } }
        }
        var rows: [TableRow] = []
        for r in 0..<tableRows {
            var cells: [TableCell] = []
            var needsHeight = gapRows && r % 2 == 1
            var c = 0
            while c < tableColumns {
                if let k = starts[r * tableColumns + c] {
                    let item = grid.items[k], a = areas[k]
                    let cell = TableCell(item.content, box: item.box, alignment: item.alignment ?? grid.alignment,
                                         columnSpan: a.columns * cstep - (gapColumns ? 1 : 0), rowSpan: a.rows * rstep - (gapRows ? 1 : 0))
                    cells.append(cell)
                    c += cell.columnSpan
                } else if covered[r][c] {
                    c += 1  // under an item from a row above
                } else {
                    // An empty place; on a gap row, the first one holds the gap's height.
                    cells.append(TableCell(needsHeight ? [.spacer(grid.rowGap)] : [], padding: .zero))
                    needsHeight = false
                    c += 1
                }
            }
            var row = TableRow(cells)
            // An item that avoids breaks inside keeps its row whole (each card of a grid).
            if (0..<tableColumns).contains(where: { c in starts[r * tableColumns + c].map { grid.items[$0].breakInside == .avoid } ?? false }) {
                row.breakInside = .avoid
            }
            rows.append(row)
        }
        for k in overlapping { rows.append(TableRow([TableCell(grid.items[k].content, box: grid.items[k].box, alignment: .start, columnSpan: tableColumns)])) }
        var table = Table(columns: columnWidths.map { TableColumn(width: .points($0)) }, rows: rows,
                          width: .points(columnWidths.reduce(0, +)), cellPadding: .zero, gridLine: nil, headerBackground: nil,
                          layout: .fixed, borderModel: .separated(horizontal: 0, vertical: 0), style: BlockStyle(margins: .zero))
        table.role = .layout
        return table
    }
}
