import FolioCSS
import FolioLayout

/// How a grid container's CSS becomes a ``Grid`` (CSS Grid Layout 1): its columns from
/// `grid-template-columns`, its children each an item with its box and its place from
/// `grid-column`/`grid-row` (lines, spans) or `grid-area` (a name of `grid-template-areas`).
enum GridMapping {
    /// The grid of a container whose children made `children` (style `nil`: text straight in it).
    static func grid(_ children: [(style: ComputedStyle?, blocks: [Block])], style: ComputedStyle,
                     decoration: (ComputedStyle) -> BoxDecoration) -> Grid {
        let areas = namedAreas(style.grid.templateAreas)
        var columns = style.grid.templateColumns.map(track)
        // The areas' columns are explicit columns too.
        let areaColumns = style.grid.templateAreas.first?.count ?? 0
        while columns.count < areaColumns { columns.append(.auto) }
        if columns.isEmpty { columns = [.flex(1)] }
        let items = children.map { child -> Grid.Item in
            guard let s = child.style else { return Grid.Item(child.blocks) }
            var item = Grid.Item(child.blocks, column: placement(s.grid.columnStart, s.grid.columnEnd, areas: areas, columns: true),
                                 row: placement(s.grid.rowStart, s.grid.rowEnd, areas: areas, columns: false),
                                 alignment: s.flex.alignSelf.map(FlexMapping.alignment), box: FlexMapping.itemBox(s, decoration: decoration))
            if s.breakInside == .avoid { item.breakInside = .avoid }
            return item
        }
        return Grid(columns: columns, items: items, columnGap: style.flex.columnGap, rowGap: style.flex.rowGap,
                    alignment: FlexMapping.alignment(style.flex.alignItems), style: BlockStyle(margins: .zero))
    }

    private static func track(_ t: GridTrackSize) -> Grid.Track {
        switch t {
        case .length(.points(let p)): .points(p)
        case .length(.percent(let p)): .fraction(p / 100)
        case .length(.auto), .length(.sum): .auto  // a track's calc() mixing units is not read
        case .flex(let f): .flex(f)
        case .minmax(let lo, let hi): .minmax(track(lo), track(hi))
        }
    }

    /// Each area's rows and columns (0-based, end exclusive): the rectangle its name covers.
    private static func namedAreas(_ rows: [[String]]) -> [String: (rows: Range<Int>, columns: Range<Int>)] {
        var out: [String: (rows: Range<Int>, columns: Range<Int>)] = [:]
        for (r, names) in rows.enumerated() {
            for (c, name) in names.enumerated() where !name.allSatisfy({ $0 == "." }) {
                let key = name.lowercased()
                if let a = out[key] {
                    out[key] = (min(a.rows.lowerBound, r)..<max(a.rows.upperBound, r + 1), min(a.columns.lowerBound, c)..<max(a.columns.upperBound, c + 1))
                } else {
                    out[key] = (r..<(r + 1), c..<(c + 1))
                }
            }
        }
        return out
    }

    /// An item's placement on one axis from its start and end lines.
    private static func placement(_ start: GridLine, _ end: GridLine, areas: [String: (rows: Range<Int>, columns: Range<Int>)],
                                  columns: Bool) -> Grid.Placement {
        func line(_ l: GridLine, isEnd: Bool) -> GridLine {
            guard case .area(let name) = l, let a = areas[name] else { return l }
            let range = columns ? a.columns : a.rows
            return .line((isEnd ? range.upperBound : range.lowerBound) + 1)
        }
        switch (line(start, isEnd: false), line(end, isEnd: true)) {
        case (.line(let a), .line(let b)): return .lines(a, b)
        case (.line(let a), .span(let n)): return .lineSpan(a, n)
        case (.line(let a), _): return .line(a)
        case (.span(let n), .line(let b)) where b > n: return .lineSpan(b - n, n)
        case (.span(let n), _): return .span(n)
        case (.auto, .line(let b)) where b > 1: return .line(b - 1)
        case (.auto, .span(let n)): return .span(n)
        default: return .auto
        }
    }
}
