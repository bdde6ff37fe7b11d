import FolioGeometry

#if canImport(Glibc)
import Glibc
#endif

extension Path {
    /// The outline of this path's stroke as a path to fill with the nonzero rule, as
    /// `CGPath.copy(strokingWithWidth:…)` and `CGContextReplacePathWithStrokedPath`.
    ///
    /// Curves are flattened first (to within 0.05 pt). Line width, caps, joins and the miter
    /// limit are honoured; a dash pattern is not (the outline is that of a solid line).
    /// The outline is a union of same-direction pieces (one per segment, join and cap), so it
    /// must be filled or clipped with ``FillRule/nonZero``.
    public func strokedOutline(style: StrokeStyle) -> Path {
        var out = Path()
        let hw = style.lineWidth / 2
        guard hw > 0 else { return out }
        for sub in flattened() {
            var pts: [Point] = []
            for p in sub.points where pts.last.map({ $0.distance(to: p) > 1e-9 }) ?? true { pts.append(p) }
            if sub.closed, pts.count > 1, pts[0].distance(to: pts[pts.count - 1]) <= 1e-9 { pts.removeLast() }
            if pts.count == 1 {
                if !sub.closed { Self.addCap(at: pts[0], direction: Point(x: 1, y: 0), hw: hw, cap: style.lineCap, to: &out, both: true) }
                continue
            }
            let n = sub.closed ? pts.count : pts.count - 1
            for i in 0..<n {
                var a = pts[i], b = pts[(i + 1) % pts.count]
                let d = Self.unit(a, b)
                if !sub.closed && style.lineCap == .square {
                    if i == 0 { a = Point(x: a.x - d.x * hw, y: a.y - d.y * hw) }
                    if i == n - 1 { b = Point(x: b.x + d.x * hw, y: b.y + d.y * hw) }
                }
                let nx = -d.y * hw, ny = d.x * hw
                Self.addPolygon([Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny),
                                 Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny)], to: &out)
            }
            // Joins at every vertex between two segments.
            let joinRange = sub.closed ? 0..<pts.count : 1..<(pts.count - 1)
            for i in joinRange {
                let prev = pts[(i - 1 + pts.count) % pts.count], v = pts[i], next = pts[(i + 1) % pts.count]
                Self.addJoin(prev: prev, vertex: v, next: next, hw: hw, style: style, to: &out)
            }
            if !sub.closed && style.lineCap == .round {
                Self.addPolygon(Self.circle(pts[0], hw), to: &out)
                Self.addPolygon(Self.circle(pts[pts.count - 1], hw), to: &out)
            }
        }
        return out
    }

    private static func unit(_ a: Point, _ b: Point) -> Point {
        let l = a.distance(to: b)
        return Point(x: (b.x - a.x) / l, y: (b.y - a.y) / l)
    }

    private static func circle(_ c: Point, _ r: Double) -> [Point] {
        let n = r * 2 < 128 ? max(16, Int(r * 2)) : 128  // a huge or NaN radius: 128 (Int(∞) traps)
        return (0..<n).map { i in
            let t = Double(i) / Double(n) * 2 * .pi
            return Point(x: c.x + r * cos(t), y: c.y + r * sin(t))
        }
    }

    private static func addCap(at p: Point, direction d: Point, hw: Double, cap: LineCap, to out: inout Path, both: Bool) {
        switch cap {
        case .butt: return
        case .round: addPolygon(circle(p, hw), to: &out)
        case .square:
            addPolygon([Point(x: p.x - hw, y: p.y - hw), Point(x: p.x + hw, y: p.y - hw),
                        Point(x: p.x + hw, y: p.y + hw), Point(x: p.x - hw, y: p.y + hw)], to: &out)
        }
    }

    private static func addJoin(prev: Point, vertex v: Point, next: Point, hw: Double, style: StrokeStyle, to out: inout Path) {
        let d0 = unit(prev, v), d1 = unit(v, next)
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-12 && dot > 0 { return }  // straight on: the quads already meet
        if style.lineJoin == .round {
            addPolygon(circle(v, hw), to: &out)
            return
        }
        // The outer side is opposite the turn.
        let s: Double = cross > 0 ? -1 : 1
        let o0 = Point(x: v.x - d0.y * hw * s, y: v.y + d0.x * hw * s)
        let o1 = Point(x: v.x - d1.y * hw * s, y: v.y + d1.x * hw * s)
        if style.lineJoin == .miter {
            // Miter length over line width is 1 / sin(θ/2), θ the angle between the segments.
            let theta = Double.pi - acos(max(-1, min(1, dot)))
            let ratio = 1 / max(sin(theta / 2), 1e-12)
            if ratio <= style.miterLimit {
                let bis = Point(x: o0.x + o1.x - 2 * v.x, y: o0.y + o1.y - 2 * v.y)
                let bl = (bis.x * bis.x + bis.y * bis.y).squareRoot()
                if bl > 1e-12 {
                    let len = hw * ratio
                    let m = Point(x: v.x + bis.x / bl * len, y: v.y + bis.y / bl * len)
                    addPolygon([v, o0, m, o1], to: &out)
                    return
                }
            }
        }
        addPolygon([v, o0, o1], to: &out)
    }

    /// Adds a closed polygon turning in the positive direction, so pieces add up under nonzero.
    private static func addPolygon(_ pts: [Point], to out: inout Path) {
        var area = 0.0
        for i in 0..<pts.count {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            area += a.x * b.y - b.x * a.y
        }
        if abs(area) < 1e-12 { return }
        let ordered = area > 0 ? pts : pts.reversed()
        out.addLines(between: ordered)
        out.closeSubpath()
    }
}

extension GraphicsContext {
    /// Replaces the current path with the outline of its stroke under the current line width,
    /// caps, joins and miter limit (`CGContextReplacePathWithStrokedPath`); fill or clip it with
    /// the nonzero rule. Dash patterns are not applied to the outline.
    public func replacePathWithStrokedPath() throws(GraphicsError) {
        try requirePage("replacePathWithStrokedPath")
        if let problem = path.problem { throw .invalidPath(problem) }
        path = path.strokedOutline(style: StrokeStyle(
            lineWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin, miterLimit: state.miterLimit))
    }
}
