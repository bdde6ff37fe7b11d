import FolioGeometry

#if canImport(Glibc)
import Glibc
#endif

extension Path {
    /// Appends a circular arc, as `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// Angles are in radians from the positive x axis. In Folio's upper-left-origin space a
    /// growing angle turns clockwise on the page, so `clockwise: true` from 0 to π draws the
    /// bottom half of the circle. If the path has a current point, a straight line joins it to
    /// the arc's start; afterwards the current point is the arc's end.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard center.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else {
            if problem == nil { markProblem("addArc was given a non-finite value") }
            return
        }
        let full = 2 * Double.pi
        // Angles so far apart that their difference overflows: a whole turn (it made NaN below,
        // and converting NaN to a segment count trapped).
        var sweep = endAngle - startAngle
        if !sweep.isFinite { sweep = clockwise ? full : -full }
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            if sweep > full { sweep = full }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            if sweep < -full { sweep = -full }
        }
        let r = abs(radius)
        let start = Point(x: center.x + r * cos(startAngle), y: center.y + r * sin(startAngle))
        if let c = currentPoint {
            if c.distance(to: start) > 1e-9 { addLine(to: start) }
        } else {
            move(to: start)
        }
        if sweep == 0 || r == 0 { return }
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for _ in 0..<segments {
            let a1 = a0 + step
            let (c0, s0, c1, s1) = (cos(a0), sin(a0), cos(a1), sin(a1))
            addCurve(
                to: Point(x: center.x + r * c1, y: center.y + r * s1),
                control1: Point(x: center.x + r * (c0 - k * s0), y: center.y + r * (s0 + k * c0)),
                control2: Point(x: center.x + r * (c1 + k * s1), y: center.y + r * (s1 - k * c1)))
            a0 = a1
        }
    }

    /// Appends an arc tangent to the lines from the current point to `tangent1End` and from
    /// there to `tangent2End`, as `CGContextAddArcToPoint`: a line to the first tangent point,
    /// then the arc.
    public mutating func addArc(tangent1End t1: Point, tangent2End t2: Point, radius: Double) {
        guard let p0 = currentPoint else {
            markProblem("addArc(tangent1End:tangent2End:radius:) needs a current point; call move(to:) first")
            return
        }
        let v1 = Point(x: p0.x - t1.x, y: p0.y - t1.y), v2 = Point(x: t2.x - t1.x, y: t2.y - t1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-12, radius > 0 else {
            addLine(to: t1)
            return
        }
        let u1 = Point(x: v1.x / l1, y: v1.y / l1), u2 = Point(x: v2.x / l2, y: v2.y / l2)
        let cosTheta = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let theta = acos(cosTheta)
        let d = radius / tan(theta / 2)
        let a = Point(x: t1.x + u1.x * d, y: t1.y + u1.y * d)
        let b = Point(x: t1.x + u2.x * d, y: t1.y + u2.y * d)
        // The centre lies along the bisector at distance r / sin(θ/2).
        let bis = Point(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = (bis.x * bis.x + bis.y * bis.y).squareRoot()
        let h = radius / sin(theta / 2)
        let c = Point(x: t1.x + bis.x / bl * h, y: t1.y + bis.y / bl * h)
        let startAngle = atan2(a.y - c.y, a.x - c.x), endAngle = atan2(b.y - c.y, b.x - c.x)
        addLine(to: a)
        addArc(center: c, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: cross < 0)
    }

    mutating func markProblem(_ message: String) {
        if problem == nil { problem = message }
    }
}
