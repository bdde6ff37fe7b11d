import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioText

extension Chart {
    /// The chart as a drawing for a ``Figure``, of natural size `size` (the chart's own size
    /// if `nil`). A chart that cannot be drawn fails the page with
    /// ``GraphicsError/invalidArgument(operation:reason:)`` saying why.
    public func figureDrawing(size: Size? = nil) -> FigureDrawing {
        FigureDrawing(size: size ?? self.size) { ctx, rect throws(GraphicsError) in
            do throws(ChartError) {
                try self.draw(in: ctx, rect: rect)
            } catch {
                if case .graphics(let e) = error { throw e }
                throw .invalidArgument(operation: "drawing a chart figure", reason: error.description)
            }
        }
    }
}

extension Figure {
    /// A figure of a chart, drawn as vectors and tagged as a Figure whose alternative text is
    /// `alternativeText`, or, if that is empty, the chart's own description
    /// (``Chart/accessibilityDescription``).
    ///
    /// ```swift
    /// Figure(chart: Chart(sales) { BarMark(x: .value("Region", $0.region), y: .value("Units", $0.units)) },
    ///        caption: "Units sold by region")
    /// ```
    public init(chart: Chart, alternativeText: String = "", caption: AttributedText? = nil,
                width: Double? = nil, height: Double? = nil, style: BlockStyle = BlockStyle()) {
        self.init(drawing: chart.figureDrawing(), alternativeText: alternativeText.isEmpty ? chart.accessibilityDescription : alternativeText,
                  caption: caption, width: width, height: height, style: style)
    }
}

extension Chart: BlockContent {
    /// The chart as a figure of its own size, described by ``accessibilityDescription``:
    /// a chart written straight into a `Document { … }` builder.
    public var blocks: [Block] { Figure(chart: self).blocks }
}
