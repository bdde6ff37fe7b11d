/// A bar: a category (or a date) and a value, as in Swift Charts. A category on `x` and a
/// number on `y` draws a vertical bar; a number on `x` and a category on `y`, a horizontal
/// one. Bars that share a category stack (positive values up, negative down) unless
/// ``ChartContent/position(by:)`` sets them side by side.
///
/// ```swift
/// Chart(sales) { BarMark(x: .value("Region", $0.region), y: .value("Units", $0.units)) }
/// ```
public struct BarMark: ChartContent {
    var record: MarkRecord

    /// A bar from zero (or from the bar below it in a stack) to `y`, at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic) {
        record = MarkRecord(kind: .bar, x: x.channel, y: y.channel, width: width)
    }

    /// A vertical bar at `x` from `yStart` to `yEnd` (a floating bar; never stacked).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        record = MarkRecord(kind: .bar, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel, width: width)
    }

    /// A horizontal bar at `y` from `xStart` to `xEnd` (a span, as in a Gantt chart; never stacked).
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        record = MarkRecord(kind: .bar, y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel, height: height)
    }

    /// The bar.
    public var chartMarks: ChartMarks { ChartMarks([record]) }
}
