/// A point of a line: the points of one series (one ``ChartContent/foregroundStyle(by:)``
/// value, or one `series`) are joined in the order the data gives them.
///
/// ```swift
/// Chart(readings) {
///     LineMark(x: .value("Day", $0.day), y: .value("Temperature", $0.celsius))
///         .foregroundStyle(by: .value("City", $0.city))
/// }
/// ```
public struct LineMark: ChartContent {
    var record: MarkRecord

    /// A point of the line at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record = MarkRecord(kind: .line, x: x.channel, y: y.channel)
    }

    /// A point of the line of `series`, which separates lines that share a colour.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        self.init(x: x, y: y)
        record.series = series.channel
    }

    /// The point.
    public var chartMarks: ChartMarks { ChartMarks([record]) }
}
