import FolioGeometry
import FolioGraphics

/// Draws a chart: checks its marks, resolves its fonts, sets the title and the legend, and
/// hands the rest of the rectangle to the plot (a pie, or axes with their marks).
struct ChartRenderer {
    let chart: Chart
    let context: GraphicsContext
    let rect: Rect

    /// The space around the chart's parts.
    static let padding = 4.0

    func draw() throws(ChartError) {
        let r = rect.standardized
        guard r.isFinite, r.width >= 60, r.height >= 40 else { throw .tooSmall(width: r.width, height: r.height) }
        let hasSectors = chart.marks.contains { $0.kind == .sector }
        if hasSectors && chart.marks.contains(where: { $0.kind != .sector }) { throw .sectorsWithAxes }
        let canvas = try ChartCanvas(context: context, rect: r, style: chart.options.style)
        let series = SeriesStyles(marks: chart.marks, options: chart.options)
        let legend = LegendRenderer(marks: chart.marks, series: series, canvas: canvas)
        let showLegend = chart.options.legend == .visible || (chart.options.legend == .automatic && !legend.entries.isEmpty)

        var area = canvas.bounds.insetBy(dx: Self.padding, dy: Self.padding)
        var titleOrigin: Point?
        if let title = chart.options.title, !title.isEmpty {
            titleOrigin = Point(x: area.minX, y: area.minY)
            let h = canvas.measure(title, title: true).height + 6
            area = Rect(x: area.minX, y: area.minY + h, width: area.width, height: max(0, area.height - h))
        }
        var legendRect: Rect?
        if showLegend {
            switch chart.options.legendPosition {
            case .bottom:
                let h = legend.height(width: area.width)
                legendRect = Rect(x: area.minX, y: area.maxY - h, width: area.width, height: h)
                area.size.height = max(0, area.height - h - 8)
            case .top:
                let h = legend.height(width: area.width)
                legendRect = Rect(x: area.minX, y: area.minY, width: area.width, height: h)
                area = Rect(x: area.minX, y: area.minY + h + 8, width: area.width, height: max(0, area.height - h - 8))
            case .trailing:
                let w = min(legend.columnWidth, area.width / 3)
                legendRect = Rect(x: area.maxX - w, y: area.minY, width: w, height: legend.columnHeight)
                area.size.width = max(0, area.width - w - 12)
            }
        }

        do {
            try context.withSavedGState { () throws(GraphicsError) in
                if let titleOrigin, let title = chart.options.title {
                    try canvas.text(title, at: titleOrigin, anchor: .topLeading, title: true)
                }
                if let legendRect { try legend.draw(in: legendRect, column: chart.options.legendPosition == .trailing) }
            }
        } catch {
            throw .graphics(error)
        }
        if hasSectors {
            try PieRenderer(marks: chart.marks, series: series, canvas: canvas).draw(in: area)
        } else {
            try CartesianRenderer(chart: chart, series: series, canvas: canvas).draw(in: area)
        }
    }
}
