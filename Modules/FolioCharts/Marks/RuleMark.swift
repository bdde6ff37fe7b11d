/// A straight line across the plot: at a value of `y` (a target, an average), at a value of
/// `x`, or a segment between two values.
///
/// ```swift
/// RuleMark(y: .value("Target", 120)).foregroundStyle(.red)
/// ```
public struct RuleMark: ChartContent {
    var record: MarkRecord

    /// A horizontal line across the plot at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        record = MarkRecord(kind: .rule, y: y.channel)
    }

    /// A vertical line across the plot at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) {
        record = MarkRecord(kind: .rule, x: x.channel)
    }

    /// A horizontal segment at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record = MarkRecord(kind: .rule, y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel)
    }

    /// A vertical segment at `x` from `yStart` to `yEnd` (a whisker, a range).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = MarkRecord(kind: .rule, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel)
    }

    /// The line.
    public var chartMarks: ChartMarks { ChartMarks([record]) }
}
