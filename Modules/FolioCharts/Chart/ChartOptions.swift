import FolioGraphics

/// Whether a part of a chart is shown: `.chartLegend(.hidden)`, `.chartXAxis(.hidden)`.
public enum ChartVisibility: Sendable, Hashable {
    /// As the chart sees fit (a legend when there are series, axes when there are axes).
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}

/// Where the legend goes.
public enum LegendPosition: Sendable, Hashable {
    /// Under the plot (the default, as Swift Charts).
    case bottom
    /// Above the plot, under the title.
    case top
    /// Right of the plot, entries one under another.
    case trailing
}

/// The settings the chart modifiers make.
struct ChartOptions: Sendable {
    var title: String?
    var xAxisTitle: String??
    var yAxisTitle: String??
    var xAxis: ChartVisibility = .automatic
    var yAxis: ChartVisibility = .automatic
    var legend: ChartVisibility = .automatic
    var legendPosition: LegendPosition = .bottom
    var xDomain: ScaleDomain = .automatic()
    var yDomain: ScaleDomain = .automatic()
    var xScaleType: ScaleType = .automatic
    var yScaleType: ScaleType = .automatic
    /// `chartXAxis { AxisMarks(…) }`: empty for the automatic marks.
    var xAxisMarks: [AxisMarks] = []
    var yAxisMarks: [AxisMarks] = []
    var gridlines = true
    var colorMapping: [(value: String, color: Color)] = []
    var style = ChartStyle()
}
