import Foundation
import FolioGeometry
import FolioGraphics

/// Draws the marks of a chart with axes, kind by kind, in the plot's positions.
struct MarkPainter {
    let layout: PlotLayout
    let series: SeriesStyles
    let canvas: ChartCanvas
    /// The smallest distance between two marks' positions, worked out once: bars running up
    /// (on x), bars running across (on y), rectangles on x and on y.
    private let gaps: [Spacing: Double]
    /// The slots of bars set side by side, running up and running across.
    private let slots: [BarOrientation: [String]]

    private enum Spacing: Hashable {
        case verticalBars, horizontalBars, rectanglesAcross, rectanglesUp
    }

    init(layout: PlotLayout, series: SeriesStyles, canvas: ChartCanvas, marks: [MarkRecord]) {
        self.layout = layout
        self.series = series
        self.canvas = canvas
        func position(_ c: Channel?, _ scale: PositionScale?) -> Double? {
            guard let c, let scale else { return nil }
            return scale.position(c.value)
        }
        var positions: [Spacing: [Double]] = [:]
        var slots: [BarOrientation: [String]] = [:]
        for m in marks {
            switch m.kind {
            case .bar:
                let o = BarOrientation(m)
                if let p = o == .vertical ? position(m.x, layout.xScale) : position(m.y, layout.yScale) {
                    positions[o == .vertical ? .verticalBars : .horizontalBars, default: []].append(p)
                }
                if let s = m.position?.value.text, !(slots[o]?.contains(s) ?? false) { slots[o, default: []].append(s) }
            case .rectangle:
                if let p = position(m.x, layout.xScale) { positions[.rectanglesAcross, default: []].append(p) }
                if let p = position(m.y, layout.yScale) { positions[.rectanglesUp, default: []].append(p) }
            default:
                break
            }
        }
        gaps = positions.compactMapValues { ScaleBuilder.smallestGap($0) }
        self.slots = slots
    }

    func draw(_ group: [MarkRecord], kind: MarkRecord.Kind) throws(GraphicsError) {
        switch kind {
        case .bar: for m in group { try drawBar(m) }
        case .rectangle: for m in group { try drawRectangle(m) }
        case .rule: for m in group { try drawRule(m) }
        case .point: for m in group { try drawPoint(m) }
        case .line: try drawLines(group)
        case .area: try drawAreas(group)
        case .sector: break
        }
    }

    // MARK: Positions

    func x(_ c: Channel?) -> Double? { c.flatMap { place($0, on: layout.xScale) } }
    func y(_ c: Channel?) -> Double? { c.flatMap { place($0, on: layout.yScale) } }

    /// A value's position: a date given with a unit sits in the middle of its unit.
    private func place(_ c: Channel, on scale: PositionScale?) -> Double? {
        guard let scale else { return nil }
        let p: Double?
        if let span = c.span, scale.kind == .time { p = scale.position(number: (span.start + span.end) / 2) } else { p = scale.position(c.value) }
        // A NaN or infinite value is left out, as Swift Charts leaves it out.
        return p.flatMap { $0.isFinite ? $0 : nil }
    }

    /// The width of a bar (or a rectangle) on `scale`: a band's width, or 70% of the smallest
    /// gap between the positions of the marks of its kind on a numeric or time axis (20 points
    /// for a single one).
    private func thickness(on scale: PositionScale, spacing: Spacing, dimension: MarkDimension?, full: Bool = false) -> Double {
        let available: Double
        if scale.kind == .band {
            available = abs(full ? scale.step : scale.bandwidth)
        } else if let gap = gaps[spacing] {
            available = abs(gap) * (full ? 1 : 0.7)
        } else {
            available = 20
        }
        return max(0.5, (dimension ?? .automatic).resolved(available, automatic: available))
    }

    // MARK: Bars

    private func drawBar(_ m: MarkRecord) throws(GraphicsError) {
        guard let bar = barGeometry(m) else { return }
        try fill(bar.rect, m, stackEnd: bar.edge)
    }

    /// A bar's rectangle, and the edge at its value's end.
    func barGeometry(_ m: MarkRecord) -> (rect: Rect, edge: (from: Point, to: Point))? {
        guard let xs = layout.xScale, let ys = layout.yScale else { return nil }
        let vertical = BarOrientation(m) == .vertical
        let (cross, along) = vertical ? (xs, ys) : (ys, xs)
        guard let center = vertical ? x(m.x) : y(m.y) else { return nil }
        var width = thickness(on: cross, spacing: vertical ? .verticalBars : .horizontalBars, dimension: vertical ? m.width : m.height)
        if let span = (vertical ? m.x : m.y)?.span, cross.kind == .time {
            // A date with a unit: 80% of the unit's width.
            let full = abs(cross.position(number: span.end) - cross.position(number: span.start))
            width = max(0.5, ((vertical ? m.width : m.height) ?? .automatic).resolved(full, automatic: full * 0.8))
        }
        var mid = center
        // Side by side: one slot for each distinct position(by:) value.
        if let slot = m.position?.value.text {
            let slots = self.slots[vertical ? .vertical : .horizontal] ?? []
            let n = Double(max(1, slots.count)), i = Double(slots.firstIndex(of: slot) ?? 0)
            width /= n
            mid = center - width * n / 2 + width * (i + 0.5)
        }
        let startChannel = vertical ? m.yStart : m.xStart
        let endChannel = vertical ? (m.yEnd ?? m.y) : (m.xEnd ?? m.x)
        let a = startChannel.flatMap { along.position($0.value) }.flatMap { $0.isFinite ? $0 : nil } ?? (along.kind == .linear ? along.position(number: max(along.lower, min(0, along.upper))) : along.start)
        guard let b = endChannel.flatMap({ along.position($0.value) }), b.isFinite else { return nil }
        let r = vertical
            ? Rect(x: mid - width / 2, y: min(a, b), width: width, height: abs(b - a))
            : Rect(x: min(a, b), y: mid - width / 2, width: abs(b - a), height: width)
        let edge = vertical
            ? (from: Point(x: r.minX, y: b), to: Point(x: r.maxX, y: b))
            : (from: Point(x: b, y: r.minY), to: Point(x: b, y: r.maxY))
        return (r, edge)
    }

    private func fill(_ r: Rect, _ m: MarkRecord, stackEnd: (from: Point, to: Point)? = nil) throws(GraphicsError) {
        let path = m.cornerRadius > 0 ? Path(roundedRect: r, cornerRadius: min(m.cornerRadius, min(r.width, r.height) / 2)) : Path(rect: r)
        try canvas.fill(path, series.color(for: m), opacity: m.opacity)
        // A white hairline where one series' segment of a stack meets the next, so that
        // neighbours of close grays stay apart in print.
        if m.separatesSeries, let edge = stackEnd { try canvas.line(from: edge.from, to: edge.to, .white, width: 0.75) }
    }

    // MARK: Rectangles

    private func drawRectangle(_ m: MarkRecord) throws(GraphicsError) {
        guard let r = rectangleGeometry(m) else { return }
        try fill(r, m)
        // Cells of a heat map parted by white hairlines.
        if m.group != nil, r.width > 2, r.height > 2 { try canvas.stroke(Path(rect: r), .white, width: 0.5) }
    }

    /// A rectangle mark's rectangle.
    func rectangleGeometry(_ m: MarkRecord) -> Rect? {
        guard let xs = layout.xScale, let ys = layout.yScale else { return nil }
        guard let rx = Self.extent(from: x(m.xStart), to: x(m.xEnd), around: x(m.x),
                                   thickness: thickness(on: xs, spacing: .rectanglesAcross, dimension: m.width, full: true)),
              let ry = Self.extent(from: y(m.yStart), to: y(m.yEnd), around: y(m.y),
                                   thickness: thickness(on: ys, spacing: .rectanglesUp, dimension: m.height, full: true))
        else { return nil }
        return Rect(x: rx.0, y: ry.0, width: rx.1, height: ry.1)
    }

    /// Where a rectangle lies along one axis, as (start, length): between its start and end
    /// positions, else `thickness` long centred on its position; `nil` without either.
    private static func extent(from start: Double?, to end: Double?, around centre: Double?,
                               thickness: @autoclosure () -> Double) -> (Double, Double)? {
        if let a = start, let b = end { return (min(a, b), abs(b - a)) }
        guard let c = centre else { return nil }
        let t = thickness()
        return (c - t / 2, t)
    }

    // MARK: Rules

    /// A rule's ends.
    func ruleGeometry(_ m: MarkRecord) -> (from: Point, to: Point)? {
        let p = layout.plot
        if let yy = y(m.y) {
            return (Point(x: x(m.xStart) ?? p.minX, y: yy), Point(x: x(m.xEnd) ?? p.maxX, y: yy))
        } else if let xx = x(m.x) {
            return (Point(x: xx, y: y(m.yStart) ?? p.maxY), Point(x: xx, y: y(m.yEnd) ?? p.minY))
        }
        return nil
    }

    private func drawRule(_ m: MarkRecord) throws(GraphicsError) {
        guard let (from, to) = ruleGeometry(m) else { return }
        var path = Path()
        path.move(to: from)
        path.addLine(to: to)
        let color = m.color ?? (m.group != nil ? series.color(for: m) : canvas.style.textColor)
        try canvas.stroke(path, color, width: 1, style: m.lineStyle, opacity: m.opacity)
    }

    // MARK: Points

    private func drawPoint(_ m: MarkRecord) throws(GraphicsError) {
        guard let px = x(m.x), let py = y(m.y) else { return }
        try drawSymbol(series.symbol(for: m), at: Point(x: px, y: py), area: m.symbolSize ?? 30, color: series.color(for: m), opacity: m.opacity)
    }

    /// A symbol of `area` square points centred on `c`.
    func drawSymbol(_ symbol: PointSymbol, at c: Point, area: Double, color: Color, opacity: Double) throws(GraphicsError) {
        try symbol.draw(on: canvas, at: c, area: area, color: color, opacity: opacity)
    }

    // MARK: Lines and areas

    /// The marks of each series (one colour group and one `series` value), in order.
    static func seriesOf(_ group: [MarkRecord]) -> [[MarkRecord]] {
        var keys: [String] = []
        var members: [String: [MarkRecord]] = [:]
        for m in group {
            let key = (m.group?.value.text ?? "") + "\u{1F}" + (m.series?.value.text ?? "")
            if members[key] == nil { keys.append(key) }
            members[key, default: []].append(m)
        }
        return keys.map { members[$0]! }
    }

    private func drawLines(_ group: [MarkRecord]) throws(GraphicsError) {
        for line in Self.seriesOf(group) {
            let points = line.compactMap { m -> Point? in
                guard let px = x(m.x), let py = y(m.y) else { return nil }
                return Point(x: px, y: py)
            }
            guard let first = line.first, !points.isEmpty else { continue }
            let color = series.color(for: first)
            if points.count == 1 {
                try drawSymbol(.circle, at: points[0], area: 20, color: color, opacity: first.opacity)
                continue
            }
            var path = Path()
            CurvePath.add(points, to: &path, method: first.interpolation)
            var style = first.lineStyle ?? StrokeStyle(lineWidth: 2)
            if first.lineStyle == nil { style.lineJoin = .round; style.lineCap = .round }
            try canvas.stroke(path, color, width: style.lineWidth, style: style, opacity: first.opacity)
            if first.symbolGroup != nil {
                for (m, p) in zip(line, points) {
                    try drawSymbol(series.symbol(for: m), at: p, area: m.symbolSize ?? 30, color: color, opacity: m.opacity)
                }
            }
        }
    }

    private func drawAreas(_ group: [MarkRecord]) throws(GraphicsError) {
        guard let ys = layout.yScale else { return }
        let zero = ys.kind == .linear ? ys.position(number: max(ys.lower, min(0, ys.upper))) : ys.start
        for area in Self.seriesOf(group) {
            var top: [Point] = [], base: [Point] = []
            for m in area {
                guard let px = x(m.x), let high = y(m.yEnd ?? m.y) else { continue }
                top.append(Point(x: px, y: high))
                base.append(Point(x: px, y: y(m.yStart) ?? zero))
            }
            guard let first = area.first, top.count > 1 else { continue }
            var path = Path()
            CurvePath.add(top, to: &path, method: first.interpolation)
            path.addLine(to: base[base.count - 1])
            var back = Path()
            CurvePath.add(base.reversed(), to: &back, method: first.interpolation)
            for e in back.elements.dropFirst() { path.append(e) }
            path.closeSubpath()
            try canvas.fill(path, series.color(for: first), opacity: first.opacity)
        }
    }
}
