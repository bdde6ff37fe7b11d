import FolioGeometry
import FolioGraphics

/// Draws a chart with axes: gridlines behind, then the marks (each kind in the order the chart
/// first gives it, clipped to the plot), their annotations, then the axes, their labels and titles.
struct CartesianRenderer {
    let chart: Chart
    let series: SeriesStyles
    let canvas: ChartCanvas

    func draw(in area: Rect) throws(ChartError) {
        let marks = Stacking.stack(chart.marks)
        let layout = try PlotLayout(area: area, marks: marks, options: chart.options, canvas: canvas)
        let painter = MarkPainter(layout: layout, series: series, canvas: canvas, marks: marks)
        do {
            try canvas.context.withSavedGState { () throws(GraphicsError) in
                if chart.options.gridlines { try drawGridlines(layout) }
                try canvas.context.withSavedGState { () throws(GraphicsError) in
                    try canvas.context.clip(to: layout.plot.insetBy(dx: -6, dy: -6).applying(canvas.transform))
                    var kinds: [MarkRecord.Kind] = []
                    for m in marks where !kinds.contains(m.kind) { kinds.append(m.kind) }
                    for kind in kinds { try painter.draw(marks.filter { $0.kind == kind }, kind: kind) }
                }
                try AnnotationPainter(painter: painter, canvas: canvas).draw(marks)
                try drawAxes(layout)
            }
        } catch {
            throw .graphics(error)
        }
    }

    private var style: ChartStyle { chart.options.style }

    /// Gridlines at the ticks that have them: every tick of a numeric or time axis unless the
    /// axis's marks say otherwise; on a band axis only where its marks ask.
    private func drawGridlines(_ layout: PlotLayout) throws(GraphicsError) {
        let p = layout.plot
        if layout.showsYAxis, let y = layout.yScale, y.kind != .band || !chart.options.yAxisMarks.isEmpty {
            for t in layout.yTicks where t.gridline {
                guard let pos = AxisTicks.position(t, on: y) else { continue }
                try gridline(from: Point(x: p.minX, y: pos), to: Point(x: p.maxX, y: pos), t.gridStroke)
            }
        }
        if layout.showsXAxis, let x = layout.xScale, x.kind != .band || !chart.options.xAxisMarks.isEmpty {
            for t in layout.xTicks where t.gridline {
                guard let pos = AxisTicks.position(t, on: x) else { continue }
                try gridline(from: Point(x: pos, y: p.minY), to: Point(x: pos, y: p.maxY), t.gridStroke)
            }
        }
    }

    private func gridline(from a: Point, to b: Point, _ stroke: StrokeStyle?) throws(GraphicsError) {
        guard let stroke else { return try canvas.line(from: a, to: b, style.gridColor, width: 0.5) }
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        try canvas.stroke(path, style.gridColor, width: stroke.lineWidth, style: stroke)
    }

    private func drawAxes(_ layout: PlotLayout) throws(GraphicsError) {
        let p = layout.plot
        let line = canvas.lineHeight
        if layout.showsXAxis, let x = layout.xScale {
            // The axis line along the bottom, or along zero when the values go below it.
            var axisY = p.maxY
            if let y = layout.yScale, y.kind == .linear, y.lower < 0, y.upper > 0 { axisY = y.position(number: 0) }
            try canvas.line(from: Point(x: p.minX, y: axisY), to: Point(x: p.maxX, y: axisY), style.axisColor, width: 0.75)
            let labelTop = p.maxY + PlotLayout.tickLength + PlotLayout.labelGap
            for t in layout.xTicks {
                guard let pos = AxisTicks.position(t, on: x) else { continue }
                if let length = t.tickLength {
                    try canvas.line(from: Point(x: pos, y: p.maxY), to: Point(x: pos, y: p.maxY + length), style.axisColor, width: 0.75)
                }
                if layout.risingXLabels {
                    try canvas.risingText(t.label, endingAt: Point(x: pos + line * 0.35, y: labelTop + line * 0.35))
                } else {
                    try canvas.text(t.label, at: Point(x: pos, y: labelTop), anchor: .top)
                }
            }
            if let title = layout.xTitle {
                try canvas.text(title, at: Point(x: p.midX, y: layout.area.maxY), anchor: .bottom)
            }
        }
        if let x = layout.xScale, x.kind == .linear, x.lower < 0, x.upper > 0, layout.showsYAxis {
            // Zero, where values go below it on the horizontal axis.
            let zero = x.position(number: 0)
            try canvas.line(from: Point(x: zero, y: p.minY), to: Point(x: zero, y: p.maxY), style.axisColor, width: 0.75)
        }
        if layout.showsYAxis, let y = layout.yScale {
            if y.kind == .band {
                try canvas.line(from: Point(x: p.minX, y: p.minY), to: Point(x: p.minX, y: p.maxY), style.axisColor, width: 0.75)
            }
            for t in layout.yTicks {
                guard let pos = AxisTicks.position(t, on: y) else { continue }
                // The automatic vertical axis has no tick marks; its marks may ask for them.
                if !chart.options.yAxisMarks.isEmpty, let length = t.tickLength {
                    try canvas.line(from: Point(x: p.minX - length, y: pos), to: Point(x: p.minX, y: pos), style.axisColor, width: 0.75)
                }
                try canvas.text(t.label, at: Point(x: p.minX - PlotLayout.tickLength - PlotLayout.labelGap, y: pos), anchor: .trailing)
            }
            if let title = layout.yTitle {
                let labelsLeft = min(p.minX, (layout.yTicks.map { p.minX - PlotLayout.tickLength - PlotLayout.labelGap - canvas.measure($0.label).width }.min() ?? p.minX))
                try canvas.text(title, at: Point(x: labelsLeft, y: p.minY - line / 2 - 4), anchor: .bottomLeading)
            }
        }
    }
}
