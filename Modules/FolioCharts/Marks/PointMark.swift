/// A symbol at a point: the mark of a scatter plot.
///
/// ```swift
/// Chart(cars) { PointMark(x: .value("Weight", $0.kg), y: .value("Consumption", $0.litres)) }
/// ```
public struct PointMark: ChartContent {
    var record: MarkRecord

    /// A symbol at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record = MarkRecord(kind: .point, x: x.channel, y: y.channel)
    }

    /// The symbol.
    public var chartMarks: ChartMarks { ChartMarks([record]) }
}
