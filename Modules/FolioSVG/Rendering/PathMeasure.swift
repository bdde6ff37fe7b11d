import FolioGeometry
import FolioGraphics
import Foundation

/// Distances along a path, for text laid along it (`textPath`): the path flattened into
/// segments (curves cut into short chords), with the point and the direction at any distance
/// from its start. A move to a new subpath adds no length, as SVG's path length says.
struct PathMeasure {
    /// One straight piece: where it starts, where it ends, and the distance along the path at its start.
    private struct Segment {
        var from: Point
        var to: Point
        var start: Double
        var length: Double
    }

    private var segments: [Segment] = []
    /// The whole length.
    private(set) var length = 0.0

    /// Measures `path`; curves are cut into chords no longer than about `step` user units
    /// (and at most 256 a curve).
    init(_ path: Path, step: Double = 0.5) {
        var current: Point?
        var subpathStart: Point?
        func add(_ to: Point) {
            guard let from = current else { current = to; return }
            let l = hypot(to.x - from.x, to.y - from.y)
            if l > 0, l.isFinite {
                segments.append(Segment(from: from, to: to, start: length, length: l))
                length += l
            }
            current = to
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                current = p
                subpathStart = p
            case .line(let p):
                add(p)
            case .curve(let p, let c1, let c2):
                guard let p0 = current else { current = p; continue }
                let rough = hypot(c1.x - p0.x, c1.y - p0.y) + hypot(c2.x - c1.x, c2.y - c1.y) + hypot(p.x - c2.x, p.y - c2.y)
                let n = max(1, min(256, Int((rough / step).rounded(.up))))
                for k in 1...n {
                    let t = Double(k) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    add(Point(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close:
                if let s = subpathStart { add(s) }
            case .rect(let r):
                current = r.origin
                subpathStart = r.origin
                add(Point(x: r.maxX, y: r.minY))
                add(Point(x: r.maxX, y: r.maxY))
                add(Point(x: r.minX, y: r.maxY))
                add(r.origin)
            }
        }
    }

    /// The point at `distance` from the start and the direction of the path there (radians,
    /// from the x axis towards y); `nil` off either end.
    func location(at distance: Double) -> (point: Point, angle: Double)? {
        guard distance >= 0, distance <= length, !segments.isEmpty else { return nil }
        // The last segment starting at or before the distance (binary search).
        var lo = 0, hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if segments[mid].start <= distance { lo = mid } else { hi = mid - 1 }
        }
        let s = segments[lo]
        let t = min(1, max(0, (distance - s.start) / s.length))
        let point = Point(x: s.from.x + (s.to.x - s.from.x) * t, y: s.from.y + (s.to.y - s.from.y) * t)
        return (point, atan2(s.to.y - s.from.y, s.to.x - s.from.x))
    }
}
