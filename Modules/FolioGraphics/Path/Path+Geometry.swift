import FolioGeometry

/// How a path's interior is decided when filling, clipping and hit testing.
public enum FillRule: Sendable, Hashable {
    /// Nonzero winding number (PDF `f`, `W`).
    case nonZero
    /// Even-odd (PDF `f*`, `W*`).
    case evenOdd
}

extension Path {
    /// The smallest rectangle that holds every point of the path, curves included (not their
    /// control points), as `CGPath.boundingBoxOfPath` tightened to the curves. ``Rect/null``
    /// for an empty path.
    public var bounds: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        var current = Point.zero
        var start = Point.zero
        for e in elements {
            switch e {
            case .move(let p): add(p); current = p; start = p
            case .line(let p): add(p); current = p
            case .close: current = start
            case .rect(let r):
                add(Point(x: r.minX, y: r.minY)); add(Point(x: r.maxX, y: r.maxY))
                current = r.origin; start = r.origin
            case .curve(let p, let c1, let c2):
                add(p)
                for t in Self.cubicExtrema(current.x, c1.x, c2.x, p.x) + Self.cubicExtrema(current.y, c1.y, c2.y, p.y) {
                    add(Self.cubicPoint(current, c1, c2, p, t))
                }
                current = p
            }
        }
        if minX > maxX { return .null }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// Parameters in (0, 1) where a cubic's coordinate has a local extremum.
    static func cubicExtrema(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
        // Derivative: 3[(b-a)(1-t)^2 + 2(c-b)(1-t)t + (d-c)t^2] = A t^2 + B t + C
        let A = -a + 3 * b - 3 * c + d, B = 2 * (a - 2 * b + c), C = b - a
        var out: [Double] = []
        if abs(A) < 1e-12 {
            if abs(B) > 1e-12 { out.append(-C / B) }
        } else {
            let disc = B * B - 4 * A * C
            if disc >= 0 {
                let s = disc.squareRoot()
                out.append((-B + s) / (2 * A))
                out.append((-B - s) / (2 * A))
            }
        }
        return out.filter { $0 > 0 && $0 < 1 }
    }

    // MARK: Flattening

    /// The path as polylines: each subpath's points, and whether it was closed.
    func flattened(tolerance: Double = 0.05) -> [(points: [Point], closed: Bool)] {
        var result: [(points: [Point], closed: Bool)] = []
        var pts: [Point] = []
        var closed = false
        func flush() {
            if !pts.isEmpty { result.append((pts, closed)) }
            pts = []
            closed = false
        }
        for e in elements {
            switch e {
            case .move(let p): flush(); pts = [p]
            case .line(let p): pts.append(p)
            case .close:
                closed = true
                let first = pts.first
                flush()
                if let first { pts = [first] }
            case .rect(let r):
                flush()
                result.append(([Point(x: r.x, y: r.y), Point(x: r.x + r.width, y: r.y),
                                Point(x: r.x + r.width, y: r.y + r.height), Point(x: r.x, y: r.y + r.height)], true))
            case .curve(let p, let c1, let c2):
                let p0 = pts.last ?? p
                let len = p0.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: p)
                // At most 256 points (and 256 for a length too great to count: Int(∞) traps).
                let steps = (len / (tolerance * 8)).squareRoot() * 2
                let n = steps < 255 ? max(2, Int(steps) + 1) : 256
                for i in 1...n { pts.append(Self.cubicPoint(p0, c1, c2, p, Double(i) / Double(n))) }
            }
        }
        flush()
        // A lone move left after a close is not a subpath.
        return result.filter { $0.points.count > 1 || $0.closed }
    }

    // MARK: Hit testing

    /// Whether `point` is inside the path's closed subpaths under `rule`, or on their boundary
    /// (`UIBezierPath.contains`). Open subpaths enclose nothing.
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        var winding = 0
        var crossings = 0
        for sub in flattened() where sub.closed {
            let pts = sub.points
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if Self.distance(from: point, toSegment: a, b) < 1e-9 { return true }
                if (a.y <= point.y) != (b.y <= point.y) {
                    let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > point.x {
                        crossings += 1
                        winding += b.y > a.y ? 1 : -1
                    }
                }
            }
        }
        return rule == .nonZero ? winding != 0 : crossings % 2 == 1
    }

    /// Whether `point` lies within the stroke of the path drawn with `lineWidth`
    /// (`CGContextPathContainsPoint` in stroke mode); joins and caps are treated as round.
    public func strokeContains(_ point: Point, lineWidth: Double) -> Bool {
        let half = lineWidth / 2
        for sub in flattened() {
            let pts = sub.points
            if pts.count == 1 { if pts[0].distance(to: point) <= half { return true }; continue }
            let n = sub.closed ? pts.count : pts.count - 1
            for i in 0..<n where Self.distance(from: point, toSegment: pts[i], pts[(i + 1) % pts.count]) <= half {
                return true
            }
        }
        return false
    }

    static func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let len2 = dx * dx + dy * dy
        if len2 == 0 { return p.distance(to: a) }
        let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2))
        return p.distance(to: Point(x: a.x + t * dx, y: a.y + t * dy))
    }
}

extension Path {
    /// The stretches of the horizontal line at `y` that lie inside the path's closed subpaths
    /// under `rule`, left to right. Text frames of any shape use it to find each line's room.
    public func horizontalSpans(atY y: Double, rule: FillRule = .nonZero) -> [ClosedRange<Double>] {
        var crossings: [(x: Double, winding: Int)] = []
        for sub in flattened() where sub.closed {
            let pts = sub.points
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if (a.y <= y) != (b.y <= y) {
                    crossings.append((a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x), b.y > a.y ? 1 : -1))
                }
            }
        }
        crossings.sort { $0.x < $1.x }
        var spans: [ClosedRange<Double>] = []
        var winding = 0, count = 0
        var start = 0.0
        for c in crossings {
            let wasInside = rule == .nonZero ? winding != 0 : count % 2 == 1
            winding += c.winding
            count += 1
            let isInside = rule == .nonZero ? winding != 0 : count % 2 == 1
            if !wasInside && isInside { start = c.x }
            if wasInside && !isInside && c.x > start { spans.append(start...c.x) }
        }
        return spans
    }
}
