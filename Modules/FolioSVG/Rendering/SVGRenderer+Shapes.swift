import FolioGeometry
import FolioGraphics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SVGRenderer {
    // MARK: Geometry

    /// A length attribute in user units (percentages of the viewport along `axis`), or `fallback`.
    func length(_ index: Int, _ name: String, _ axis: SVGLength.Axis, style: SVGStyle, default fallback: Double = 0) -> Double {
        nodes[index].attribute(name).flatMap(SVGLength.init)?.resolved(axis, viewport: viewport, fontSize: style.fontSize) ?? fallback
    }

    /// The outline of a basic shape or `path` in user units, and for `path` the data's parse
    /// error; `nil` when the shape has nothing to draw (a zero width, radius, or no points).
    func shapePath(_ index: Int, style: SVGStyle) -> (path: Path, error: String?, vertices: [PathData.Vertex])? {
        let n = nodes[index]
        func l(_ name: String, _ axis: SVGLength.Axis) -> Double { length(index, name, axis, style: style) }
        switch n.name {
        case "path":
            guard let d = n.attribute("d") else { return nil }
            let data = PathData(d)
            return data.path.isEmpty && data.error == nil ? nil : (data.path, data.error, data.vertices)
        case "rect":
            let w = l("width", .x), h = l("height", .y)
            guard w > 0, h > 0 else { return nil }
            let rxGiven = n.attribute("rx").flatMap(SVGLength.init), ryGiven = n.attribute("ry").flatMap(SVGLength.init)
            var rx = rxGiven.map { $0.resolved(.x, viewport: viewport, fontSize: style.fontSize) }
            var ry = ryGiven.map { $0.resolved(.y, viewport: viewport, fontSize: style.fontSize) }
            if rx == nil || rx! < 0 { rx = ry.flatMap { $0 >= 0 ? $0 : nil } }
            if ry == nil || ry! < 0 { ry = rx }
            let r = Rect(x: l("x", .x), y: l("y", .y), width: w, height: h)
            return (Self.roundedRect(r, rx: min(rx ?? 0, w / 2), ry: min(ry ?? 0, h / 2)), nil, [])
        case "circle":
            let r = l("r", .other)
            guard r > 0 else { return nil }
            let cx = l("cx", .x), cy = l("cy", .y)
            return (Path(ovalIn: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)), nil, [])
        case "ellipse":
            var rx = n.attribute("rx").flatMap(SVGLength.init)?.resolved(.x, viewport: viewport, fontSize: style.fontSize)
            var ry = n.attribute("ry").flatMap(SVGLength.init)?.resolved(.y, viewport: viewport, fontSize: style.fontSize)
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            guard let rx, let ry, rx > 0, ry > 0 else { return nil }
            let cx = l("cx", .x), cy = l("cy", .y)
            return (Path(ovalIn: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry)), nil, [])
        case "line":
            var p = Path()
            let a = Point(x: l("x1", .x), y: l("y1", .y)), b = Point(x: l("x2", .x), y: l("y2", .y))
            p.move(to: a)
            p.addLine(to: b)
            let angle = atan2(b.y - a.y, b.x - a.x)
            return (p, nil, [PathData.Vertex(point: a, incoming: nil, outgoing: angle), PathData.Vertex(point: b, incoming: angle, outgoing: nil)])
        case "polyline", "polygon":
            let v = NumberScanner.numbers(n.attribute("points") ?? "")
            guard v.count >= 2 else { return nil }
            var p = Path()
            var points: [Point] = []
            for k in stride(from: 0, to: v.count - 1, by: 2) { points.append(Point(x: v[k], y: v[k + 1])) }
            p.addLines(between: points)
            if n.name == "polygon" {
                p.closeSubpath()
                points.append(points[0])
            }
            var vertices: [PathData.Vertex] = []
            for (k, q) in points.enumerated() {
                let incoming = k > 0 ? atan2(q.y - points[k - 1].y, q.x - points[k - 1].x) : nil
                let outgoing = k + 1 < points.count ? atan2(points[k + 1].y - q.y, points[k + 1].x - q.x) : nil
                vertices.append(PathData.Vertex(point: q, incoming: incoming, outgoing: outgoing))
            }
            return (p, v.count % 2 == 1 ? "an odd number of coordinates in points" : nil, vertices)
        default:
            return nil
        }
    }

    /// A rectangle with elliptical corners, clockwise from the top left's end, as SVG 2 draws `rect`.
    static func roundedRect(_ r: Rect, rx: Double, ry: Double) -> Path {
        var p = Path()
        guard rx > 0, ry > 0 else {
            p.move(to: Point(x: r.minX, y: r.minY))
            p.addLine(to: Point(x: r.maxX, y: r.minY))
            p.addLine(to: Point(x: r.maxX, y: r.maxY))
            p.addLine(to: Point(x: r.minX, y: r.maxY))
            p.closeSubpath()
            return p
        }
        let k = 0.5522847498307936
        let ox = rx * k, oy = ry * k
        p.move(to: Point(x: r.minX + rx, y: r.minY))
        p.addLine(to: Point(x: r.maxX - rx, y: r.minY))
        p.addCurve(to: Point(x: r.maxX, y: r.minY + ry), control1: Point(x: r.maxX - rx + ox, y: r.minY), control2: Point(x: r.maxX, y: r.minY + ry - oy))
        p.addLine(to: Point(x: r.maxX, y: r.maxY - ry))
        p.addCurve(to: Point(x: r.maxX - rx, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - ry + oy), control2: Point(x: r.maxX - rx + ox, y: r.maxY))
        p.addLine(to: Point(x: r.minX + rx, y: r.maxY))
        p.addCurve(to: Point(x: r.minX, y: r.maxY - ry), control1: Point(x: r.minX + rx - ox, y: r.maxY), control2: Point(x: r.minX, y: r.maxY - ry + oy))
        p.addLine(to: Point(x: r.minX, y: r.minY + ry))
        p.addCurve(to: Point(x: r.minX + rx, y: r.minY), control1: Point(x: r.minX, y: r.minY + ry - oy), control2: Point(x: r.minX + rx - ox, y: r.minY))
        p.closeSubpath()
        return p
    }

    // MARK: Drawing shapes

    mutating func drawShape(_ index: Int, style: SVGStyle) throws(SVGError) {
        guard let shape = shapePath(index, style: style) else { return }
        if let error = shape.error {
            report("SVG \(describe(index)) has an error in its geometry (\(error)): drawn up to it", kind: .drawing)
        }
        if let problem = shape.path.problem {
            report("SVG \(describe(index)) is not drawn: \(problem)", kind: .drawing)
            return
        }
        guard style.isVisible, !shape.path.isEmpty else { return }
        var style = style
        let hasFill = style.fill != .none
        let hasStroke = style.stroke != .none && isVisibleStroke(strokeWidth(style))
        let hasMarkers = style.markerStart != nil || style.markerMid != nil || style.markerEnd != nil
        // Opacity on a shape that only fills or only strokes folds into that paint's opacity:
        // the same picture without a transparency group.
        var opacity: Double?
        if style.opacity < 1, !(hasFill && hasStroke), !hasMarkers {
            style.fillOpacity *= style.opacity
            style.strokeOpacity *= style.opacity
            opacity = 1
        }
        let path = shape.path
        try withEffects(index, style: style, opacity: opacity) { (r: inout SVGRenderer) throws(SVGError) in
            let bbox = path.bounds
            if hasFill { try r.paint(style.fill, opacity: style.fillOpacity, for: index, bbox: bbox, target: .fill(path, style.fillRule)) }
            if hasStroke { try r.stroke(path, style: style, for: index, bbox: bbox) }
            if hasMarkers { try r.drawMarkers(shape.vertices, style: style, for: index) }
        }
    }

    /// Whether a stroke this wide shows on the page: PDF draws a zero-width line one device
    /// pixel wide, so widths that round to nothing (2.35e-37, as some exporters write) are
    /// left out, as SVG renderers leave them.
    func isVisibleStroke(_ width: Double) -> Bool {
        let t = ctx.ctm
        let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
        return width > 0 && width * scale > 1e-6
    }

    func strokeWidth(_ style: SVGStyle) -> Double {
        style.strokeWidth.resolved(.other, viewport: viewport, fontSize: style.fontSize)
    }

    /// Strokes `path` with the style's stroke paint and line properties.
    mutating func stroke(_ path: Path, style: SVGStyle, for index: Int, bbox: Rect) throws(SVGError) {
        let width = strokeWidth(style)
        var dash = style.dashArray.map { $0.resolved(.other, viewport: viewport, fontSize: style.fontSize) }
        if dash.count % 2 == 1 { dash += dash }
        let total = dash.reduce(0, +)
        if !(total > 0) || !total.isFinite { dash = [] }
        var phase = style.dashOffset.resolved(.other, viewport: viewport, fontSize: style.fontSize)
        if !dash.isEmpty {
            phase = phase.truncatingRemainder(dividingBy: total)
            if phase < 0 { phase += total }
        } else {
            phase = 0
        }
        let strokeStyle = StrokeStyle(lineWidth: width, lineCap: style.lineCap, lineJoin: style.lineJoin, miterLimit: style.miterLimit,
                                      dash: dash, dashPhase: phase)
        try paint(style.stroke, opacity: style.strokeOpacity, for: index, bbox: bbox, target: .stroke(path, strokeStyle))
    }
}
