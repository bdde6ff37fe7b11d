import FolioGeometry

/// A ``Row`` turned into what the flow already sets side by side: each line of items a
/// one-row layout table whose columns are the items' resolved widths (``FlexSizing``) and the
/// space between them, so that a line splits across pages between the lines of its items and
/// is tagged as its items' content.
enum RowLayout {
    /// The blocks that set `row` in a measure `width` points wide: a table per line, with the
    /// line gap between them.
    static func blocks(_ row: Row, width: Double, setter: TextSetter) throws(LayoutError) -> [Block] {
        var sizing: [FlexSizing.Item] = []
        for item in row.items {
            let sides = item.box.horizontalInsets
            let content = try setter.contentWidths(of: item.content, available: max(1, width - sides))
            let basis: Double = switch item.basis {
            case .auto: content.max + sides
            case .points(let p): max(0, p)
            case .fraction(let f): width * min(max(f, 0), 1)
            case .sum(let f, let p): max(0, width * min(max(f, 0), 1) + p)
            }
            sizing.append(FlexSizing.Item(basis: basis, minimum: item.minimumWidth ?? min(content.min + sides, width),
                                          maximum: item.maximumWidth ?? .infinity, grow: max(0, item.grow), shrink: max(0, item.shrink)))
        }
        var blocks: [Block] = []
        for line in lines(sizing, width: width, gap: row.gap, wraps: row.wraps) {
            let widths = FlexSizing.widths(line.map { sizing[$0] }, available: width, gap: row.gap)
            if !blocks.isEmpty, row.lineGap > 0 { blocks.append(.spacer(row.lineGap)) }
            blocks.append(.table(table(row, items: line, widths: widths, width: width)))
        }
        return blocks
    }

    /// The items of each line: all on one unless the row wraps, then as many as fit at their
    /// hypothetical widths (at least one).
    private static func lines(_ items: [FlexSizing.Item], width: Double, gap: Double, wraps: Bool) -> [[Int]] {
        guard wraps else { return items.isEmpty ? [] : [Array(items.indices)] }
        var lines: [[Int]] = [], current: [Int] = [], used = 0.0
        for (k, item) in items.enumerated() {
            let w = min(max(item.basis, item.minimum), max(item.minimum, item.maximum))
            if !current.isEmpty, used + gap + w > width + 1e-9 {
                lines.append(current)
                current = []
                used = 0
            }
            used += (current.isEmpty ? 0 : gap) + w
            current.append(k)
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// One line as a layout table: the items' cells, and empty cells for the space around them.
    private static func table(_ row: Row, items line: [Int], widths: [Double], width: Double) -> Table {
        let n = Double(line.count)
        let leftover = max(0, width - widths.reduce(0, +) - row.gap * (n - 1))
        // The space before the first item, between items (beyond the gap) and after the last.
        let (lead, between): (Double, Double) = switch row.justification {
        case .start: (0, 0)
        case .end: (leftover, 0)
        case .center: (leftover / 2, 0)
        case .spaceBetween: line.count > 1 ? (0, leftover / (n - 1)) : (0, 0)
        case .spaceAround: (leftover / n / 2, leftover / n)
        case .spaceEvenly: (leftover / (n + 1), leftover / (n + 1))
        }
        var columns: [Double] = [], cells: [TableCell] = []
        func space(_ w: Double) {
            guard w > 1e-9 else { return }
            columns.append(w)
            cells.append(TableCell([], padding: .zero))
        }
        space(lead)
        for (j, k) in line.enumerated() {
            if j > 0 { space(row.gap + between) }
            let item = row.items[k]
            cells.append(TableCell(item.content, box: item.box, alignment: item.alignment ?? row.alignment))
            columns.append(widths[j])
        }
        var table = Table(columns: columns.map { TableColumn(width: .points($0)) }, rows: [TableRow(cells)],
                          width: .points(columns.reduce(0, +)), cellPadding: .zero, gridLine: nil, headerBackground: nil,
                          layout: .fixed, borderModel: .separated(horizontal: 0, vertical: 0), style: BlockStyle(margins: .zero))
        table.role = .layout
        return table
    }
}
