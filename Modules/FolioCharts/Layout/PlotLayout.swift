import FolioGeometry

/// Where a chart with axes puts its plot: the rectangle left after the vertical axis's labels
/// (left of it), the horizontal axis's labels (under it, rising at 45° when categories do not
/// fit their bands side by side) and the axis titles; with the scales' ranges set to it and
/// the ticks chosen for its size (about one every 40 points up, every 70 across, fewer when
/// the labels would touch). Category names longer than a third of the chart are shortened with
/// an ellipsis.
struct PlotLayout {
    /// The rectangle the plot, its axes and their titles share.
    var area: Rect
    var plot: Rect
    var xScale: PositionScale?
    var yScale: PositionScale?
    var xTicks: [AxisTicks.Tick] = []
    var yTicks: [AxisTicks.Tick] = []
    /// Whether the horizontal axis's labels rise at 45°.
    var risingXLabels = false
    var xTitle: String?
    var yTitle: String?
    var showsXAxis: Bool
    var showsYAxis: Bool

    static let tickLength = 3.0
    static let labelGap = 3.0

    init(area: Rect, marks: [MarkRecord], options: ChartOptions, canvas: ChartCanvas) throws(ChartError) {
        self.area = area
        let line = canvas.lineHeight
        showsXAxis = options.xAxis != .hidden
        showsYAxis = options.yAxis != .hidden
        xTitle = showsXAxis ? (options.xAxisTitle ?? marks.lazy.compactMap { $0.values(on: .x).first?.label }.first) : nil
        yTitle = showsYAxis ? (options.yAxisTitle ?? marks.lazy.compactMap { $0.values(on: .y).first?.label }.first) : nil
        if xTitle?.isEmpty == true { xTitle = nil }
        if yTitle?.isEmpty == true { yTitle = nil }

        // First guesses, refined once the labels are measured.
        var top = area.minY + (yTitle != nil ? 1.5 * line + 4 : line / 2)
        var bottom = area.maxY - (xTitle != nil ? line + 4 : 0) - (showsXAxis ? Self.tickLength + Self.labelGap + line : 0)
        var left = area.minX
        var right = area.maxX
        plot = Rect(x: left, y: top, width: max(1, right - left), height: max(1, bottom - top))

        var leftForRisingLabels = area.minX
        for _ in 0..<3 {
            let yCount = Self.desiredCount(options.yAxisMarks) ?? max(2, min(10, Int(plot.height / 40)))
            yScale = try ScaleBuilder.scale(.y, marks: marks, domain: options.yDomain, type: options.yScaleType, tickCount: yCount)
            yTicks = yScale.map { AxisTicks($0, count: yCount, marks: options.yAxisMarks).ticks } ?? []
            // Category names longer than a third of the width are shortened.
            if yScale?.kind == .band { yTicks = yTicks.map { var t = $0; t.label = canvas.truncated(t.label, toWidth: area.width / 3); return t } }
            let yLabelWidth = showsYAxis ? (yTicks.map { canvas.measure($0.label).width }.max() ?? 0) : 0
            left = max(leftForRisingLabels, area.minX + (yLabelWidth > 0 ? yLabelWidth + Self.labelGap + Self.tickLength : 0))

            let desiredX = Self.desiredCount(options.xAxisMarks)
            var xCount = desiredX ?? max(2, min(12, Int((right - left) / 70)))
            xScale = try ScaleBuilder.scale(.x, marks: marks, domain: options.xDomain, type: options.xScaleType, tickCount: xCount)
            xTicks = xScale.map { AxisTicks($0, count: xCount, marks: options.xAxisMarks).ticks } ?? []
            // Fewer ticks while numbers or dates would touch (not when the marks say which).
            while options.xAxisMarks.isEmpty, let scale = xScale, scale.kind != .band, xCount > 2, !fits(xTicks, across: right - left, canvas: canvas) {
                xCount -= 1
                xScale = try ScaleBuilder.scale(.x, marks: marks, domain: options.xDomain, type: options.xScaleType, tickCount: xCount)
                xTicks = xScale.map { AxisTicks($0, count: xCount).ticks } ?? []
            }
            var labelsHeight = line
            risingXLabels = false
            if let scale = xScale, scale.kind == .band, showsXAxis {
                var s = scale
                s.start = left; s.end = right
                let widest = xTicks.map { canvas.measure($0.label).width }.max() ?? 0
                if widest > abs(s.step) - 4 {
                    // Rising at 45°, no deeper than a third of the height: longer names are shortened.
                    risingXLabels = true
                    let longest = max(line, area.height / 3 / 0.7072 - line)
                    xTicks = xTicks.map { var t = $0; t.label = canvas.truncated(t.label, toWidth: longest); return t }
                    let widths = xTicks.map { canvas.measure($0.label).width }
                    labelsHeight = ((widths.max() ?? 0) + line) * 0.7072
                    // The first label reaches left of its band: the plot moves right to keep it on the chart.
                    let firstCenter = s.bandStart(0) + s.bandwidth / 2
                    let reach = (widths.first ?? 0) * 0.7072 - (firstCenter - left)
                    leftForRisingLabels = max(leftForRisingLabels, area.minX + reach)
                }
            } else if showsXAxis, let last = xTicks.last.map({ canvas.measure($0.label).width }), xScale?.kind != .band {
                // The last label is centred on its tick and may hang past the plot's right edge.
                right = area.maxX - max(0, last / 2 - 2)
            }
            if !showsXAxis { labelsHeight = 0 }
            top = area.minY + (yTitle != nil ? 1.5 * line + 4 : line / 2)
            bottom = area.maxY - (xTitle != nil ? line + 4 : 0) - (showsXAxis ? Self.tickLength + Self.labelGap + labelsHeight : 0)
            plot = Rect(x: left, y: top, width: max(1, right - left), height: max(1, bottom - top))
        }
        xScale?.start = plot.minX
        xScale?.end = plot.maxX
        yScale?.start = plot.maxY
        yScale?.end = plot.minY
    }

    /// The tick count the first of `marks` asks for with `.automatic(desiredCount:)`.
    private static func desiredCount(_ marks: [AxisMarks]) -> Int? {
        for m in marks { if case .automatic(let n?) = m.values.storage { return n } }
        return nil
    }

    /// Whether labels centred on their ticks leave at least 6 points between them.
    private func fits(_ ticks: [AxisTicks.Tick], across length: Double, canvas: ChartCanvas) -> Bool {
        guard let scale = xScale, ticks.count > 1 else { return true }
        var s = scale
        s.start = 0; s.end = length
        var previousRight = -Double.infinity
        for t in ticks {
            guard let x = AxisTicks.position(t, on: s) else { continue }
            let w = canvas.measure(t.label).width
            if x - w / 2 < previousRight + 6 { return false }
            previousRight = x + w / 2
        }
        return true
    }
}
