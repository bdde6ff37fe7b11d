/// A rectangle: a cell of a heat map (two categories, filling their bands), or a region
/// between values on both axes.
///
/// ```swift
/// Chart(grid) {
///     RectangleMark(x: .value("Day", $0.day), y: .value("Hour", $0.hour))
///         .foregroundStyle(by: .value("Load", $0.level))
/// }
/// ```
public struct RectangleMark: ChartContent {
    var record: MarkRecord

    /// A rectangle centred on `x`, `y`: a band's width and height for categories, `width` and
    /// `height` (20 points if automatic) for numbers and dates.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        record = MarkRecord(kind: .rectangle, x: x.channel, y: y.channel, width: width, height: height)
    }

    /// The rectangle between `xStart` and `xEnd` across, `yStart` and `yEnd` up.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = MarkRecord(kind: .rectangle, xStart: xStart.channel, xEnd: xEnd.channel, yStart: yStart.channel, yEnd: yEnd.channel)
    }

    /// The rectangle.
    public var chartMarks: ChartMarks { ChartMarks([record]) }
}
