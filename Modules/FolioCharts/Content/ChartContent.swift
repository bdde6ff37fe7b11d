/// Something a ``Chart`` shows: a mark, several marks, or marks with modifiers. Build it with
/// the marks (``BarMark``, ``LineMark``, …), ``ForEach`` and the modifiers of this protocol.
public protocol ChartContent: Sendable {
    /// The marks this content adds to a chart.
    var chartMarks: ChartMarks { get }
}

/// Marks ready to be drawn: what every ``ChartContent`` comes down to, and what the modifiers
/// (``ChartContent/foregroundStyle(by:)``, …) return.
public struct ChartMarks: ChartContent {
    /// The marks, in the order they were given.
    var records: [MarkRecord]

    init(_ records: [MarkRecord]) { self.records = records }

    /// Itself.
    public var chartMarks: ChartMarks { self }

    /// A copy with `change` made to every mark.
    func map(_ change: (inout MarkRecord) -> Void) -> ChartMarks {
        var copy = records
        for k in copy.indices { change(&copy[k]) }
        return ChartMarks(copy)
    }
}

/// The content made for each element of a collection, as `ForEach` in Swift Charts:
/// `ForEach(sales) { BarMark(x: .value("Month", $0.month), y: .value("Total", $0.total)) }`.
public struct ForEach: ChartContent {
    /// The marks of every element, in the collection's order.
    public let chartMarks: ChartMarks

    /// The content of each element of `data`, in order.
    public init<Data: Sequence>(_ data: Data, @ChartContentBuilder content: (Data.Element) -> ChartMarks) {
        chartMarks = ChartMarks(data.flatMap { content($0).records })
    }

    /// The content of each element of `data`, as `ForEach(_:id:content:)` for data that is
    /// not `Identifiable` (the identity is not needed to draw).
    public init<Data: Sequence, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                              @ChartContentBuilder content: (Data.Element) -> ChartMarks) {
        self.init(data, content: content)
    }
}
