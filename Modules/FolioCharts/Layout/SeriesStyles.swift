import FolioGraphics

/// The series of a chart and what each looks like: a colour for every distinct
/// `foregroundStyle(by:)` value and a symbol for every distinct `symbol(by:)` value, in the
/// order the marks first give them (values named by `chartForegroundStyleScale` first).
struct SeriesStyles: Sendable {
    /// The colour groups' names, in legend order.
    var groups: [String] = []
    /// The symbol groups' names, in order.
    var symbolGroups: [String] = []
    private var colors: [String: Color] = [:]
    let palette: ChartPalette

    init(marks: [MarkRecord], options: ChartOptions) {
        palette = options.style.palette
        for (name, color) in options.colorMapping where colors[name] == nil {
            groups.append(name)
            colors[name] = color
        }
        var next = 0
        for mark in marks {
            if let g = mark.group?.value.text, colors[g] == nil {
                groups.append(g)
                colors[g] = palette.color(at: next)
                next += 1
            }
            if let s = mark.symbolGroup?.value.text, !symbolGroups.contains(s) { symbolGroups.append(s) }
        }
    }

    /// The colour of a group.
    func color(ofGroup name: String) -> Color { colors[name] ?? palette.color(at: 0) }

    /// A mark's colour: its own, else its group's, else the palette's first.
    func color(for mark: MarkRecord) -> Color {
        if let c = mark.color { return c }
        if let g = mark.group?.value.text { return color(ofGroup: g) }
        return palette.color(at: 0)
    }

    /// A point's symbol.
    func symbol(for mark: MarkRecord) -> PointSymbol {
        guard let s = mark.symbolGroup?.value.text, let i = symbolGroups.firstIndex(of: s) else { return .circle }
        return PointSymbol.allCases[i % PointSymbol.allCases.count]
    }
}

/// The shapes points take, in the order symbol groups take them.
enum PointSymbol: CaseIterable, Sendable {
    case circle, square, triangle, diamond, cross, plus
}
