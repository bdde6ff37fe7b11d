import Foundation
import FolioGeometry
import FolioGraphics
import FolioText

// MARK: Chart modifiers (Swift Charts' names where Swift Charts has one)

extension Chart {
    /// A title above the plot.
    public func chartTitle(_ title: String) -> Chart { with { $0.options.title = title } }

    /// The title under the horizontal axis; `nil` shows none. By default the label of the
    /// axis's values (`.value("Month", …)` gives "Month").
    public func chartXAxisLabel(_ title: String?) -> Chart { with { $0.options.xAxisTitle = .some(title) } }

    /// The title above the vertical axis; `nil` shows none. By default the label of the axis's values.
    public func chartYAxisLabel(_ title: String?) -> Chart { with { $0.options.yAxisTitle = .some(title) } }

    /// Shows or hides the horizontal axis (its line, ticks, labels and vertical gridlines).
    public func chartXAxis(_ visibility: ChartVisibility) -> Chart { with { $0.options.xAxis = visibility } }

    /// Shows or hides the vertical axis (its line, ticks, labels and horizontal gridlines).
    public func chartYAxis(_ visibility: ChartVisibility) -> Chart { with { $0.options.yAxis = visibility } }

    /// Shows or hides the legend (shown by default when marks are grouped with `foregroundStyle(by:)`).
    public func chartLegend(_ visibility: ChartVisibility) -> Chart { with { $0.options.legend = visibility } }

    /// Puts the legend under the plot, above it, or right of it.
    public func chartLegend(position: LegendPosition) -> Chart { with { $0.options.legendPosition = position } }

    /// The values the horizontal axis covers.
    public func chartXScale(domain: ScaleDomain) -> Chart { with { $0.options.xDomain = domain } }

    /// The values the vertical axis covers: `.chartYScale(domain: .automatic(includesZero: false))`.
    public func chartYScale(domain: ScaleDomain) -> Chart { with { $0.options.yDomain = domain } }

    /// The numbers the vertical axis covers, exactly.
    public func chartYScale(domain: ClosedRange<Double>) -> Chart { chartYScale(domain: .range(domain)) }

    /// The numbers the horizontal axis covers, exactly.
    public func chartXScale(domain: ClosedRange<Double>) -> Chart { chartXScale(domain: .range(domain)) }

    /// The dates the horizontal axis covers, exactly.
    public func chartXScale(domain: ClosedRange<Date>) -> Chart { chartXScale(domain: .range(domain)) }

    /// The categories of the horizontal axis, in this order.
    public func chartXScale(domain: [String]) -> Chart { chartXScale(domain: .categories(domain)) }

    /// The dates the vertical axis covers, exactly.
    public func chartYScale(domain: ClosedRange<Date>) -> Chart { chartYScale(domain: .range(domain)) }

    /// The categories of the vertical axis, in this order.
    public func chartYScale(domain: [String]) -> Chart { chartYScale(domain: .categories(domain)) }

    /// How the horizontal axis maps numbers: `.chartXScale(type: .log)`.
    public func chartXScale(type: ScaleType) -> Chart { with { $0.options.xScaleType = type } }

    /// How the vertical axis maps numbers: `.chartYScale(type: .log)`.
    public func chartYScale(type: ScaleType) -> Chart { with { $0.options.yScaleType = type } }

    /// The numbers the horizontal axis covers, and how it maps them.
    public func chartXScale(domain: ClosedRange<Double>, type: ScaleType) -> Chart { chartXScale(domain: .range(domain)).chartXScale(type: type) }

    /// The numbers the vertical axis covers, and how it maps them: `.chartYScale(domain: 1...10_000, type: .log)`.
    public func chartYScale(domain: ClosedRange<Double>, type: ScaleType) -> Chart { chartYScale(domain: .range(domain)).chartYScale(type: type) }

    /// The values the vertical axis covers, and how it maps them.
    public func chartYScale(domain: ScaleDomain, type: ScaleType) -> Chart { chartYScale(domain: domain).chartYScale(type: type) }

    /// The horizontal axis's marks, in place of the automatic ones:
    /// `.chartXAxis { AxisMarks(values: .stride(by: .hour, count: 6)) }`.
    public func chartXAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> Chart {
        let marks = content()
        return with { $0.options.xAxisMarks = marks }
    }

    /// The vertical axis's marks, in place of the automatic ones:
    /// `.chartYAxis { AxisMarks(values: [0, 50, 100]) { _ in AxisValueLabel() } }` (labels, no gridlines).
    public func chartYAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> Chart {
        let marks = content()
        return with { $0.options.yAxisMarks = marks }
    }

    /// Gives series their colours by value, as Swift Charts' `chartForegroundStyleScale`;
    /// series not named take the palette's colours in order, and the legend lists the named
    /// ones first, in this order.
    public func chartForegroundStyleScale(_ mapping: KeyValuePairs<String, Color>) -> Chart {
        with { $0.options.colorMapping = mapping.map { ($0.key, $0.value) } }
    }

    /// Shows or hides the gridlines (shown by default).
    public func chartGridlines(_ visible: Bool) -> Chart { with { $0.options.gridlines = visible } }

    /// Fonts, colours and palette.
    public func chartStyle(_ style: ChartStyle) -> Chart { with { $0.options.style = style } }

    /// The natural size, in points: a figure's size before the layout fits it to the measure.
    public func frame(width: Double, height: Double) -> Chart { with { $0.size = Size(width: width, height: height) } }

    private func with(_ change: (inout Chart) -> Void) -> Chart {
        var copy = self
        change(&copy)
        return copy
    }
}
