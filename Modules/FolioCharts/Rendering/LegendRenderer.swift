import FolioGeometry
import FolioGraphics

/// The legend: one entry for each series, a swatch in the series' colour (a square for bars,
/// areas, rectangles and sectors, a short line for lines, a dot for points) and its name,
/// laid out in rows that wrap at the width given, or in one column.
struct LegendRenderer {
    /// An entry.
    struct Entry {
        var label: String
        var color: Color
        var swatch: MarkRecord.Kind
        /// The symbol of a series of points (or of a line drawn with symbols).
        var symbol: PointSymbol?
    }

    let entries: [Entry]
    let canvas: ChartCanvas

    static let swatchSize = 8.0
    static let gap = 4.0
    static let spacing = 12.0

    /// The entries of the series the marks draw, in the series' order.
    init(marks: [MarkRecord], series: SeriesStyles, canvas: ChartCanvas) {
        var first: [String: MarkRecord] = [:]
        for m in marks { if let g = m.group?.value.text, first[g] == nil { first[g] = m } }
        entries = series.groups.compactMap { g in
            guard let m = first[g] else { return nil }
            return Entry(label: g, color: series.color(ofGroup: g), swatch: m.kind, symbol: m.symbolGroup != nil ? series.symbol(for: m) : nil)
        }
        self.canvas = canvas
    }

    private var rowHeight: Double { max(canvas.lineHeight, Self.swatchSize) }

    private func entryWidth(_ e: Entry) -> Double { Self.swatchSize + Self.gap + canvas.measure(e.label).width }

    /// The entries placed in rows no wider than `width`: each entry's left edge and row.
    func rows(width: Double) -> [[(entry: Entry, x: Double)]] {
        var rows: [[(entry: Entry, x: Double)]] = [[]]
        var x = 0.0
        for e in entries {
            let w = entryWidth(e)
            if x > 0 && x + w > width {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append((e, x))
            x += w + Self.spacing
        }
        return rows.filter { !$0.isEmpty }
    }

    /// The height of the legend set in rows `width` wide.
    func height(width: Double) -> Double {
        let n = rows(width: width).count
        return n == 0 ? 0 : Double(n) * rowHeight + Double(n - 1) * 2
    }

    /// The width of the legend set as one column.
    var columnWidth: Double { entries.map(entryWidth).max() ?? 0 }

    /// The height of the legend set as one column.
    var columnHeight: Double { entries.isEmpty ? 0 : Double(entries.count) * (rowHeight + 2) - 2 }

    /// Draws the legend in rows inside `rect` (its top left), or as a column.
    func draw(in rect: Rect, column: Bool) throws(GraphicsError) {
        if column {
            for (k, e) in entries.enumerated() { try draw(e, at: Point(x: rect.minX, y: rect.minY + Double(k) * (rowHeight + 2))) }
            return
        }
        for (r, row) in rows(width: rect.width).enumerated() {
            for item in row { try draw(item.entry, at: Point(x: rect.minX + item.x, y: rect.minY + Double(r) * (rowHeight + 2))) }
        }
    }

    private func draw(_ e: Entry, at p: Point) throws(GraphicsError) {
        let s = Self.swatchSize
        let mid = p.y + rowHeight / 2
        switch e.swatch {
        case .line, .rule:
            try canvas.line(from: Point(x: p.x, y: mid), to: Point(x: p.x + s, y: mid), e.color, width: 2)
            if let symbol = e.symbol { try symbol.draw(on: canvas, at: Point(x: p.x + s / 2, y: mid), area: 16, color: e.color, opacity: 1) }
        case .point:
            try (e.symbol ?? .circle).draw(on: canvas, at: Point(x: p.x + s / 2, y: mid), area: 24, color: e.color, opacity: 1)
        default:
            try canvas.fill(Path(rect: Rect(x: p.x, y: mid - s / 2, width: s, height: s)), e.color)
        }
        try canvas.text(e.label, at: Point(x: p.x + s + Self.gap, y: mid), anchor: .leading)
    }
}
