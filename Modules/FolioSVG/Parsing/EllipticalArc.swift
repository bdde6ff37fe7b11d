import FolioGeometry
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An SVG elliptical arc in endpoint form, converted to centre form and to cubic Béziers as
/// SVG 1.1's implementation notes (F.6.5, F.6.6) say: radii that are too small are scaled up
/// until the ellipse reaches the end point, negative radii are taken as positive, and a zero
/// radius makes the arc a straight line.
struct EllipticalArc {
    /// One cubic Bézier piece.
    struct Cubic: Equatable {
        var control1: Point
        var control2: Point
        var end: Point
    }

    var start: Point
    var end: Point
    var rx: Double
    var ry: Double
    /// The x-axis rotation, in degrees.
    var rotation: Double
    var largeArc: Bool
    var sweep: Bool

    init(from start: Point, to end: Point, rx: Double, ry: Double, rotation: Double, largeArc: Bool, sweep: Bool) {
        self.start = start
        self.end = end
        self.rx = abs(rx)
        self.ry = abs(ry)
        self.rotation = rotation
        self.largeArc = largeArc
        self.sweep = sweep
    }

    /// The centre, the corrected radii, the start angle and the sweep (radians, positive in
    /// the direction of increasing angle), or `nil` when the arc is a line or nothing.
    func centerForm() -> (center: Point, rx: Double, ry: Double, theta1: Double, delta: Double)? {
        guard start != end, rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return nil }
        let phi = rotation * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5.1: the start point in the ellipse's axes, relative to the chord's midpoint.
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        var rx = self.rx, ry = self.ry
        // F.6.6.2: scale radii up when the ellipse cannot reach.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let k = lambda.squareRoot()
            rx *= k
            ry *= k
        }
        // F.6.5.2: the centre in the ellipse's axes.
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        guard den > 0 else { return nil }
        var coefficient = (max(0, num) / den).squareRoot()
        if largeArc == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry
        let cy1 = -coefficient * ry * x1 / rx
        // F.6.5.3: back to user space.
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
        // F.6.5.5 and 6: the angles.
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let ux = (x1 - cx1) / rx, uy = (y1 - cy1) / ry
        let vx = (-x1 - cx1) / rx, vy = (-y1 - cy1) / ry
        let theta1 = angle(1, 0, ux, uy)
        var delta = angle(ux, uy, vx, vy)
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        guard theta1.isFinite, delta.isFinite, cx.isFinite, cy.isFinite else { return nil }
        return (Point(x: cx, y: cy), rx, ry, theta1, delta)
    }

    /// The arc as cubic Béziers, one per quarter turn at most; empty when the arc is a
    /// straight line (a zero radius) or nothing (the same start and end).
    func cubics() -> [Cubic] {
        guard let c = centerForm() else { return [] }
        let phi = rotation * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let pieces = max(1, Int((abs(c.delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = c.delta / Double(pieces)
        // The control-arm length of a cubic approximating an arc of `step` radians.
        let t = 4.0 / 3.0 * tan(step / 4)
        func point(_ angle: Double) -> Point {
            let x = c.rx * cos(angle), y = c.ry * sin(angle)
            return Point(x: c.center.x + cosPhi * x - sinPhi * y, y: c.center.y + sinPhi * x + cosPhi * y)
        }
        func derivative(_ angle: Double) -> (Double, Double) {
            let x = -c.rx * sin(angle), y = c.ry * cos(angle)
            return (cosPhi * x - sinPhi * y, sinPhi * x + cosPhi * y)
        }
        var out: [Cubic] = []
        var a0 = c.theta1
        var p0 = start
        for k in 0..<pieces {
            let a1 = a0 + step
            let p1 = k == pieces - 1 ? end : point(a1)
            let d0 = derivative(a0), d1 = derivative(a1)
            out.append(Cubic(control1: Point(x: p0.x + t * d0.0, y: p0.y + t * d0.1),
                             control2: Point(x: p1.x - t * d1.0, y: p1.y - t * d1.1), end: p1))
            a0 = a1
            p0 = p1
        }
        return out
    }
}
