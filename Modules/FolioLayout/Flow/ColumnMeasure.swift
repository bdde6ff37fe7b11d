import FolioGeometry
import FolioText

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

    /// Measures the header and footer rows and the body rows (the first
    /// ``Table/measuredRowLimit`` and the last quarter as many of a longer table, so that it
    /// streams).
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
                    let padding = table.contentInset(of: cell)
                    let pad = padding.left + padding.right
                    var (lo, hi) = try s.contentWidths(of: cell.content, available: available - pad)
                    // A hair of slack so that a word exactly as wide as its column never wraps.
                    lo += 0.5 + pad
                    hi += 0.5 + pad
                    if span > 1 {
                        // The spacing between the spanned columns is the cell's already.
                        let between = Double(span - 1) * table.cellSpacing.horizontal
                        spanning.append((column, span, lo - between, hi - between))
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
        // The footer rows, and the carried-forward row as it is at the end (the widest total).
        let feet = table.footerRows + (table.carryOver?.foot.map { [$0(table.rows.count)] } ?? [])
        try measure(TableRows(feet), 0..<feet.count, header: false)
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

    /// The columns' widths by CSS 2.1's fixed table layout (§17.5.2.1) for `total` points of
    /// columns (the table's width less its cell spacing): a column's given width, else the
    /// width of the first row's cell in it (a spanning cell's shared by its columns), and what
    /// is left shared equally by the columns without one. When every column has a width, they
    /// are widened in proportion to fill `total`; given more than `total`, the table is as wide
    /// as they ask, but never wider than `available` (they are narrowed in proportion to fit
    /// it). No content is measured.
    static func fixed(_ table: Table, columns n: Int, total: Double, available: Double) -> [Double] {
        var widths: [Double?] = Array(repeating: nil, count: n)
        func points(_ width: Table.ColumnWidth?) -> Double? {
            switch width {
            case .points(let p)?: max(0, p)
            case .fraction(let f)?: total * min(max(f, 0), 1)
            case .auto?, nil: nil
            }
        }
        for (k, column) in table.columns.prefix(n).enumerated() { widths[k] = points(column.width) }
        if let first = table.headerRows.first ?? table.rows.first {
            var column = 0
            for cell in first.cells where column < n {
                let span = min(cell.columnSpan, n - column)
                if let w = points(cell.width) {
                    let each = max(0, w - Double(span - 1) * table.cellSpacing.horizontal) / Double(span)
                    for c in column..<(column + span) where widths[c] == nil { widths[c] = each }
                }
                column += span
            }
        }
        let given = widths.reduce(0.0) { $0 + ($1 ?? 0) }
        let open = widths.count(where: { $0 == nil })
        if given > available, given > 0 { return widths.map { ($0 ?? 0) * available / given } }
        if open > 0 {
            let each = max(0, total - given) / Double(open)
            return widths.map { $0 ?? each }
        }
        // Every column has a width: they fill the table (or make it wider).
        guard given > 0 else { return Array(repeating: total / Double(max(n, 1)), count: n) }
        return given >= total ? widths.map { $0 ?? 0 } : widths.map { ($0 ?? 0) * total / given }
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
