import FolioGraphics
import FolioText

/// What can go wrong drawing a chart. Each case's description says what was wrong and what to do.
public enum ChartError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One axis was given values of different kinds (numbers and categories, say).
    case mixedValues(axis: String, label: String, kinds: [String])
    /// A logarithmic axis was given no value above zero, or a range reaching zero or below.
    case logScaleNotPositive(axis: String, label: String, lower: Double)
    /// The chart mixes sectors with marks that need axes.
    case sectorsWithAxes
    /// The rectangle is too small to hold the chart's plot.
    case tooSmall(width: Double, height: Double)
    /// A font of the chart's style could not be found or loaded.
    case font(FontError)
    /// Drawing into the context failed.
    case graphics(GraphicsError)

    /// A message for people.
    public var description: String {
        switch self {
        case .mixedValues(let axis, let label, let kinds):
            return "the \(axis) axis (\"\(label)\") was given \(kinds.joined(separator: " and ")): give every mark's \(axis) value of one kind (numbers, categories or dates)."
        case .logScaleNotPositive(let axis, let label, let lower):
            return "the \(axis) axis (\"\(label)\") is logarithmic but reaches \(NumberLabels.format(lower, decimals: NumberLabels.decimalsToShow(lower), grouping: false)): "
                + "a log scale places only values above zero; give a domain above zero (chartYScale(domain: 1...1000, type: .log)) or use a linear scale."
        case .sectorsWithAxes:
            return "a chart with SectorMark draws a pie and has no axes: put bars, lines, points, areas, rules and rectangles in a chart of their own."
        case .tooSmall(let w, let h):
            return "a chart cannot be drawn in \(w) × \(h) points: give it at least 60 × 40 points."
        case .font(let e):
            return "chart font: \(e.description) (set ChartStyle.font or ChartStyle.fontLibrary)"
        case .graphics(let e):
            return e.description
        }
    }
}
