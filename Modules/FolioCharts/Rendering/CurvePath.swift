import FolioGeometry
import FolioGraphics

/// The path through a line's points by its interpolation method: straight segments, a
/// Catmull–Rom curve (as cubic Béziers, passing through every point), or steps.
enum CurvePath {
    /// Adds the path through `points` to `path`, starting with a move.
    static func add(_ points: [Point], to path: inout Path, method: InterpolationMethod) {
        guard let first = points.first else { return }
        path.move(to: first)
        switch method {
        case .linear:
            for p in points.dropFirst() { path.addLine(to: p) }
        case .catmullRom:
            for i in 0..<(points.count - 1) {
                let p0 = points[max(0, i - 1)], p1 = points[i], p2 = points[i + 1], p3 = points[min(points.count - 1, i + 2)]
                let c1 = Point(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
                let c2 = Point(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
                path.addCurve(to: p2, control1: c1, control2: c2)
            }
        case .stepStart:
            for (a, b) in zip(points, points.dropFirst()) {
                path.addLine(to: Point(x: a.x, y: b.y))
                path.addLine(to: b)
            }
        case .stepEnd:
            for (a, b) in zip(points, points.dropFirst()) {
                path.addLine(to: Point(x: b.x, y: a.y))
                path.addLine(to: b)
            }
        case .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                let mid = (a.x + b.x) / 2
                path.addLine(to: Point(x: mid, y: a.y))
                path.addLine(to: Point(x: mid, y: b.y))
                path.addLine(to: b)
            }
        }
    }
}
