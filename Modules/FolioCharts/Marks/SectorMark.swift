/// A slice of a pie or a donut: its angle is its value's share of the sum of every sector's
/// value. Sectors run clockwise from twelve o'clock in the data's order.
///
/// ```swift
/// Chart(shares) {
///     SectorMark(angle: .value("Share", $0.percent), innerRadius: .ratio(0.6), angularInset: 1)
///         .foregroundStyle(by: .value("Browser", $0.name))
/// }
/// ```
public struct SectorMark: ChartContent {
    var record = MarkRecord(kind: .sector)

    /// A slice of `angle`'s share; `innerRadius` above zero makes a donut (a ratio of the
    /// outer radius, or points); `angularInset` leaves that many points between slices.
    public init<A: Plottable>(angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: Double = 0) {
        record.angle = angle.channel
        record.innerRadius = innerRadius
        record.outerRadius = outerRadius
        record.angularInset = angularInset
    }

    /// The slice.
    public var chartMarks: ChartMarks { ChartMarks([record]) }
}
