/// The grid properties of an element (CSS Grid Layout 1): a grid container's columns and
/// named areas, and where a grid item goes.
public struct GridProperties: Hashable, Sendable {
    /// `grid-template-columns` (`repeat()` expanded; empty: `none`, one automatic column).
    public var templateColumns: [GridTrackSize] = []
    /// `grid-template-areas`: the area names row by row (`.` for none).
    public var templateAreas: [[String]] = []
    /// `grid-column-start`.
    public var columnStart: GridLine = .auto
    /// `grid-column-end`.
    public var columnEnd: GridLine = .auto
    /// `grid-row-start`.
    public var rowStart: GridLine = .auto
    /// `grid-row-end`.
    public var rowEnd: GridLine = .auto

    /// The initial values.
    public init() {}
}

/// A column's size in `grid-template-columns`.
public indirect enum GridTrackSize: Hashable, Sendable {
    /// Points, a percentage of the grid's width, or `auto` (`min-content`, `max-content` and
    /// `fit-content()` are read as `auto`).
    case length(CSSLength)
    /// `fr`: a share of the room left.
    case flex(Double)
    /// `minmax(min, max)`.
    case minmax(GridTrackSize, GridTrackSize)
}

/// Where a grid item starts or ends on one axis (`grid-column-start` and the like).
public enum GridLine: Hashable, Sendable {
    /// Placed automatically.
    case auto
    /// Line `n` (negative: counted from the end of the explicit grid).
    case line(Int)
    /// Spanning `n` tracks.
    case span(Int)
    /// A named area's edge (`grid-area: header`).
    case area(String)

    /// Whether this names an area.
    var isArea: Bool { if case .area = self { true } else { false } }
}

/// A column's size as written, its lengths not yet in points.
package indirect enum SpecifiedTrackSize: Hashable, Sendable {
    case auto
    case length(Dimension)
    case flex(Double)
    case minmax(SpecifiedTrackSize, SpecifiedTrackSize)

    /// The size with lengths in points (`em` against `fontSize`) or percentages.
    func computed(fontSize: Double, rootFontSize: Double) -> GridTrackSize {
        switch self {
        case .auto: return .length(.auto)
        case .flex(let f): return .flex(f)
        case .length(let d):
            if d.unit == .percent { return .length(.percent(d.value)) }
            return .length(d.points(fontSize: fontSize, rootFontSize: rootFontSize).map(CSSLength.points) ?? .auto)
        case .minmax(let lo, let hi):
            return .minmax(lo.computed(fontSize: fontSize, rootFontSize: rootFontSize), hi.computed(fontSize: fontSize, rootFontSize: rootFontSize))
        }
    }
}

/// Reading the grid values.
enum GridValueParser {
    /// `grid-template-columns`: `none`, or sizes and `repeat(n, sizes)`, line names skipped.
    static func tracks(_ c: [CSSComponent]) -> [SpecifiedTrackSize]? {
        if c.count == 1, c[0].ident == "none" { return [] }
        var tokens = flatten(c)[...]
        var out: [SpecifiedTrackSize] = []
        while let first = tokens.first {
            if first == .openSquare {
                // [line names]
                guard let close = tokens.firstIndex(of: .closeSquare) else { return nil }
                tokens = tokens[(close + 1)...]
            } else if first == .function("repeat") {
                tokens = tokens.dropFirst()
                guard case .number(let n)? = tokens.first, n >= 1, n == n.rounded() else { return nil }
                tokens = tokens.dropFirst()
                guard tokens.first == .comma else { return nil }
                tokens = tokens.dropFirst()
                var inner: [SpecifiedTrackSize] = []
                while let t = tokens.first, t != .closeParen {
                    if t == .openSquare {
                        guard let close = tokens.firstIndex(of: .closeSquare) else { return nil }
                        tokens = tokens[(close + 1)...]
                        continue
                    }
                    guard let size = track(&tokens) else { return nil }
                    inner.append(size)
                }
                guard tokens.first == .closeParen, !inner.isEmpty else { return nil }
                tokens = tokens.dropFirst()
                for _ in 0..<min(Int(n), 1000) { out += inner }
            } else {
                guard let size = track(&tokens) else { return nil }
                out.append(size)
            }
            if out.count > 1000 { return nil }
        }
        return out.isEmpty ? nil : out
    }

    /// One size, taken off the front of `tokens`.
    private static func track(_ tokens: inout ArraySlice<CSSToken>) -> SpecifiedTrackSize? {
        guard let t = tokens.first else { return nil }
        tokens = tokens.dropFirst()
        switch t {
        case .ident(let name) where ["auto", "min-content", "max-content"].contains(name.lowercased()):
            return .auto
        case .dimension(let v, let unit) where unit.lowercased() == "fr":
            return v >= 0 && v.isFinite ? .flex(v) : nil
        case .function(let name) where name.lowercased() == "minmax":
            guard let lo = track(&tokens), tokens.first == .comma else { return nil }
            tokens = tokens.dropFirst()
            guard let hi = track(&tokens), tokens.first == .closeParen else { return nil }
            tokens = tokens.dropFirst()
            if case .flex = lo { return nil }  // a flexible minimum is invalid
            return .minmax(lo, hi)
        case .function(let name) where name.lowercased() == "fit-content":
            guard let close = tokens.firstIndex(of: .closeParen) else { return nil }
            tokens = tokens[(close + 1)...]
            return .auto
        default:
            guard let d = PropertyParser.dimension(.token(t), percent: true), d.value >= 0 else { return nil }
            return .length(d)
        }
    }

    /// `grid-template-areas`: one string per row, names separated by spaces, every row as long.
    static func areas(_ c: [CSSComponent]) -> [[String]]? {
        if c.count == 1, c[0].ident == "none" { return [] }
        var rows: [[String]] = []
        for component in c {
            guard case .token(.string(let s)) = component else { return nil }
            let names = s.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
            guard !names.isEmpty, rows.first.map({ $0.count == names.count }) ?? true else { return nil }
            rows.append(names)
        }
        return rows.isEmpty ? nil : rows
    }

    /// One line: `auto`, an integer, `span n`, or an area's name.
    static func line(_ c: ArraySlice<CSSComponent>) -> GridLine? {
        let parts = Array(c)
        switch parts.count {
        case 1:
            if parts[0].ident == "auto" { return .auto }
            if case .token(.number(let n)) = parts[0], n == n.rounded(), n != 0, abs(n) <= 10_000 { return .line(Int(n)) }
            if let name = parts[0].ident, name != "span" { return .area(name) }
            return nil
        case 2:
            guard parts[0].ident == "span", case .token(.number(let n)) = parts[1], n == n.rounded(), n >= 1, n <= 10_000 else { return nil }
            return .span(Int(n))
        default:
            return nil
        }
    }

    /// The components as one run of tokens, functions opened and closed again.
    private static func flatten(_ c: [CSSComponent]) -> [CSSToken] {
        var out: [CSSToken] = []
        for component in c {
            switch component {
            case .token(let t): out.append(t)
            case .function(let name, let arguments): out.append(.function(name)); out += arguments; out.append(.closeParen)
            }
        }
        return out
    }
}
