import Foundation
import FolioGeometry
import FolioGraphics

/// Circular arcs in a chart's local coordinates (y downward), with angles measured clockwise
/// from twelve o'clock as a pie's are, drawn as cubic Béziers of at most a quarter turn.
enum ArcPath {
    /// The point at `angle` on the circle.
    static func point(center c: Point, radius r: Double, angle a: Double) -> Point {
        Point(x: c.x + r * sin(a), y: c.y - r * cos(a))
    }

    /// Adds the arc from `start` to `end` (either way round) to `path`, with a line to its
    /// first point, or a move when the path is empty.
    static func add(to path: inout Path, center c: Point, radius r: Double, from start: Double, to end: Double) {
        let p0 = point(center: c, radius: r, angle: start)
        if path.isEmpty { path.move(to: p0) } else { path.addLine(to: p0) }
        guard r > 0, start != end else { return }
        let pieces = max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
        let delta = (end - start) / Double(pieces)
        let k = 4.0 / 3.0 * tan(delta / 4) * r
        for i in 0..<pieces {
            let a0 = start + Double(i) * delta, a1 = a0 + delta
            let q0 = point(center: c, radius: r, angle: a0), q1 = point(center: c, radius: r, angle: a1)
            // The tangent of angle a (clockwise from the top, y down) is (cos a, sin a).
            let c1 = Point(x: q0.x + k * cos(a0), y: q0.y + k * sin(a0))
            let c2 = Point(x: q1.x - k * cos(a1), y: q1.y - k * sin(a1))
            path.addCurve(to: q1, control1: c1, control2: c2)
        }
    }
}
