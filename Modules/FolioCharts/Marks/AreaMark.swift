/// A point of a filled area: from zero (or from the series below it: grouped areas stack) up
/// to `y`, joined with the series' other points in the data's order.
///
/// ```swift
/// Chart(traffic) {
///     AreaMark(x: .value("Hour", $0.hour), y: .value("Visits", $0.visits))
///         .foregroundStyle(by: .value("Source", $0.source))
/// }
/// ```
public struct AreaMark: ChartContent {
    var record: MarkRecord

    /// A point of the area at `x`, filled down to zero or to the series below.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record = MarkRecord(kind: .area, x: x.channel, y: y.channel)
    }

    /// A point of a band between `yStart` and `yEnd` at `x` (a range; never stacked).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = MarkRecord(kind: .area, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel)
    }

    /// The point.
    public var chartMarks: ChartMarks { ChartMarks([record]) }
}
