import FolioGeometry
import FolioGraphics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SVG path data (`d`, SVG 2 §9.3) parsed into a ``Path`` in user units: every command,
/// relative and absolute, smooth curves reflected, quadratics raised to cubics and elliptical
/// arcs converted to cubics (``EllipticalArc``).
///
/// Errors end the path as SVG says: what was read up to the command in error is kept
/// (``error`` says where it stopped), the rest dropped.
struct PathData {
    /// The path up to the first error.
    var path = Path()
    /// Where the data stopped being valid, or `nil`.
    var error: String?
    /// The vertices where segments start and end with each segment's direction there, for
    /// markers: (point, incoming angle, outgoing angle) in radians.
    var vertices: [Vertex] = []

    /// A vertex of the path with the directions of the segments that meet there.
    struct Vertex {
        var point: Point
        var incoming: Double?
        var outgoing: Double?
    }

    init(_ text: String) {
        var s = NumberScanner(text)
        var current = Point(x: 0, y: 0), subpathStart = current
        var lastCubicControl: Point?, lastQuadControl: Point?
        var command: UInt8 = 0
        var hasCurrent = false, needsMove = false
        s.skipSpaces()
        // The first command must be a moveto.
        if let b = s.peek, b != UInt8(ascii: "M"), b != UInt8(ascii: "m") {
            error = "path data must start with M or m"
            return
        }
        func angle(_ a: Point, _ b: Point) -> Double? {
            let dx = b.x - a.x, dy = b.y - a.y
            return dx == 0 && dy == 0 ? nil : atan2(dy, dx)
        }
        func addVertex(_ p: Point, incoming: Double?) {
            vertices.append(Vertex(point: p, incoming: incoming, outgoing: nil))
        }
        func setOutgoing(_ a: Double?) {
            if !vertices.isEmpty, vertices[vertices.count - 1].outgoing == nil { vertices[vertices.count - 1].outgoing = a }
        }
        while true {
            s.skipSpaces()
            guard let b = s.peek else { break }
            let isLetter = (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z")
            if isLetter {
                command = b
                s.i += 1
            } else if command == 0 || !s.atNumber() {
                error = "unexpected '\(String(UnicodeScalar(b)))' at offset \(s.i)"
                break
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")  // numbers after a moveto are linetos
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                error = "numbers after closepath at offset \(s.i)"
                break
            }
            let relative = command >= UInt8(ascii: "a")
            let base = relative ? current : Point(x: 0, y: 0)
            func point() -> Point? {
                guard let x = s.number() else { return nil }
                s.skipSeparator()
                guard let y = s.number() else { return nil }
                s.skipSeparator()
                return Point(x: base.x + x, y: base.y + y)
            }
            /// The previous curve's last control point mirrored about the current point, the
            /// first control point of a smooth curve (`S`, `T`); the current point after any other
            /// command.
            func reflection(of control: Point?) -> Point {
                control.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
            }
            func coordinate() -> Double? {
                guard let v = s.number() else { return nil }
                s.skipSeparator()
                return v
            }
            let upper = command & ~0x20
            var nextCubic: Point?, nextQuad: Point?
            // After a closepath, a drawing command starts a new subpath at the same point.
            if needsMove, upper != UInt8(ascii: "M"), upper != UInt8(ascii: "Z") {
                path.move(to: current)
                needsMove = false
            }
            switch upper {
            case UInt8(ascii: "Z"):
                if hasCurrent {
                    path.closeSubpath()
                    setOutgoing(angle(current, subpathStart))
                    addVertex(subpathStart, incoming: angle(current, subpathStart))
                    current = subpathStart
                    needsMove = true
                }
                s.skipSeparator()
            case UInt8(ascii: "M"):
                guard let p = point() else { error = "moveto needs x y"; break }
                path.move(to: p)
                current = p
                subpathStart = p
                hasCurrent = true
                needsMove = false
                vertices.append(Vertex(point: p, incoming: nil, outgoing: nil))
            case UInt8(ascii: "L"), UInt8(ascii: "H"), UInt8(ascii: "V"):
                var p: Point
                if upper == UInt8(ascii: "L") {
                    guard let q = point() else { error = "lineto needs x y"; break }
                    p = q
                } else if upper == UInt8(ascii: "H") {
                    guard let x = coordinate() else { error = "horizontal lineto needs x"; break }
                    p = Point(x: relative ? current.x + x : x, y: current.y)
                } else {
                    guard let y = coordinate() else { error = "vertical lineto needs y"; break }
                    p = Point(x: current.x, y: relative ? current.y + y : y)
                }
                path.addLine(to: p)
                setOutgoing(angle(current, p))
                addVertex(p, incoming: angle(current, p))
                current = p
            case UInt8(ascii: "C"), UInt8(ascii: "S"):
                guard let c1 = upper == UInt8(ascii: "C") ? point() : reflection(of: lastCubicControl) else {
                    error = "curveto needs six numbers"; break
                }
                guard let c2 = point(), let p = point() else { error = "curveto needs its control points and end"; break }
                path.addCurve(to: p, control1: c1, control2: c2)
                setOutgoing(angle(current, c1) ?? angle(current, c2) ?? angle(current, p))
                addVertex(p, incoming: angle(c2, p) ?? angle(c1, p) ?? angle(current, p))
                current = p
                nextCubic = c2
            case UInt8(ascii: "Q"), UInt8(ascii: "T"):
                guard let c = upper == UInt8(ascii: "Q") ? point() : reflection(of: lastQuadControl) else {
                    error = "quadratic curveto needs four numbers"; break
                }
                guard let p = point() else { error = "quadratic curveto needs its end"; break }
                path.addQuadCurve(to: p, control: c)
                setOutgoing(angle(current, c) ?? angle(current, p))
                addVertex(p, incoming: angle(c, p) ?? angle(current, p))
                current = p
                nextQuad = c
            case UInt8(ascii: "A"):
                guard let rx = coordinate(), let ry = coordinate(), let rotation = coordinate(),
                      let large = s.flag() else { error = "arc needs rx ry rotation large-arc sweep x y"; break }
                s.skipSeparator()
                guard let sweep = s.flag() else { error = "arc sweep flag must be 0 or 1"; break }
                s.skipSeparator()
                guard let p = point() else { error = "arc needs its end point"; break }
                let arc = EllipticalArc(from: current, to: p, rx: rx, ry: ry, rotation: rotation, largeArc: large, sweep: sweep)
                let curves = arc.cubics()
                if curves.isEmpty {
                    if current != p { path.addLine(to: p) }
                } else {
                    for c in curves { path.addCurve(to: c.end, control1: c.control1, control2: c.control2) }
                }
                setOutgoing(curves.first.flatMap { angle(current, $0.control1) } ?? angle(current, p))
                addVertex(p, incoming: curves.last.flatMap { angle($0.control2, p) } ?? angle(current, p))
                current = p
            default:
                error = "unknown command '\(String(UnicodeScalar(command)))'"
            }
            if error != nil { break }
            lastCubicControl = nextCubic
            lastQuadControl = nextQuad
        }
    }
}
