import FolioGeometry
import FolioGraphics

/// A chart with the shape of Apple's Swift Charts: marks built from data, axes, a legend and a
/// title, drawn as vectors into any ``GraphicsContext`` or placed in a document as a figure.
///
/// ```swift
/// struct Sale { var region: String; var units: Int }
/// let sales = [Sale(region: "North", units: 120), Sale(region: "South", units: 95)]
/// let chart = Chart(sales) { BarMark(x: .value("Region", $0.region), y: .value("Units", $0.units)) }
///     .chartTitle("Units by region")
/// ```
public struct Chart: Sendable {
    /// The marks, in the order given.
    var marks: [MarkRecord]
    /// What the modifiers set.
    var options = ChartOptions()
    /// The natural size, in points (a figure's size; `frame(width:height:)` sets it).
    public var size = Size(width: 400, height: 240)

    /// A chart of the marks the closure builds.
    public init(@ChartContentBuilder content: () -> ChartMarks) {
        marks = content().records
    }

    /// A chart of the marks made for each element of `data`, in order.
    public init<Data: Sequence>(_ data: Data, @ChartContentBuilder content: (Data.Element) -> ChartMarks) {
        marks = data.flatMap { content($0).records }
    }

    /// A chart of the marks made for each element of `data`, as Swift Charts' `Chart(_:id:content:)`
    /// for data that is not `Identifiable` (the identity is not needed to draw).
    public init<Data: Sequence, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                              @ChartContentBuilder content: (Data.Element) -> ChartMarks) {
        self.init(data, content: content)
    }

    /// Draws the chart into `rect` of `context`, in the context's user space (either origin).
    ///
    /// ```swift
    /// try chart.draw(in: ctx, rect: Rect(x: 36, y: 36, width: 400, height: 240))
    /// ```
    public func draw(in context: GraphicsContext, rect: Rect) throws(ChartError) {
        try ChartRenderer(chart: self, context: context, rect: rect).draw()
    }
}
