import FolioGeometry

#if canImport(Glibc)
import Glibc
#endif

/// One element of a path.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A cubic Bézier curve from the current point.
    case curve(to: Point, control1: Point, control2: Point)
    /// Closes the current subpath with a line back to its start.
    case close
    /// A whole rectangle as its own closed subpath (written as PDF's `re`).
    case rect(Rect)
}

/// A shape made of lines and curves, in the manner of `UIBezierPath` and `CGMutablePath`.
///
/// Coordinates are in points in an upper-left-origin space (y grows downward). Building a path
/// never throws: a problem (a line with no current point, a NaN coordinate) is remembered in
/// ``problem`` and reported as a typed error when the path is painted, clipped or hit-tested.
public struct Path: Hashable, Sendable {
    /// The elements, in order.
    public private(set) var elements: [PathElement] = []
    /// The end of the last element, if any.
    public private(set) var currentPoint: Point?
    private var subpathStart: Point?
    /// The first construction problem, if any (see ``GraphicsError/invalidPath(_:)``).
    public internal(set) var problem: String?

    /// Creates an empty path.
    public init() {}

    /// Creates a path holding one rectangle.
    public init(rect: Rect) { addRect(rect) }

    /// Creates a path holding an ellipse inscribed in `rect`.
    public init(ovalIn rect: Rect) { addEllipse(in: rect) }

    /// Creates a path holding a rounded rectangle.
    public init(roundedRect rect: Rect, cornerRadius: Double) { addRoundedRect(in: rect, cornerRadius: cornerRadius) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    private mutating func check(_ p: Point, _ what: StaticString) -> Bool {
        if p.isFinite { return true }
        if problem == nil { problem = "\(what) was given a non-finite coordinate \(p)" }
        return false
    }

    private mutating func needCurrentPoint(_ what: StaticString) -> Point? {
        if let c = currentPoint { return c }
        if problem == nil { problem = "\(what) needs a current point; call move(to:) first" }
        return nil
    }

    // MARK: Building

    /// Begins a new subpath at `p`.
    public mutating func move(to p: Point) {
        guard check(p, "move(to:)") else { return }
        elements.append(.move(to: p))
        currentPoint = p
        subpathStart = p
    }

    /// Appends a straight line to `p`.
    public mutating func addLine(to p: Point) {
        guard check(p, "addLine(to:)"), needCurrentPoint("addLine(to:)") != nil else { return }
        elements.append(.line(to: p))
        currentPoint = p
    }

    /// Appends a cubic Bézier curve to `p`.
    public mutating func addCurve(to p: Point, control1 c1: Point, control2 c2: Point) {
        guard check(p, "addCurve"), check(c1, "addCurve"), check(c2, "addCurve"),
              needCurrentPoint("addCurve(to:control1:control2:)") != nil else { return }
        elements.append(.curve(to: p, control1: c1, control2: c2))
        currentPoint = p
    }

    /// Appends a quadratic Bézier curve to `p`, stored as the equivalent cubic.
    public mutating func addQuadCurve(to p: Point, control c: Point) {
        guard check(p, "addQuadCurve"), check(c, "addQuadCurve"),
              let p0 = needCurrentPoint("addQuadCurve(to:control:)") else { return }
        let c1 = Point(x: p0.x + 2.0 / 3.0 * (c.x - p0.x), y: p0.y + 2.0 / 3.0 * (c.y - p0.y))
        let c2 = Point(x: p.x + 2.0 / 3.0 * (c.x - p.x), y: p.y + 2.0 / 3.0 * (c.y - p.y))
        addCurve(to: p, control1: c1, control2: c2)
    }

    /// Closes the current subpath; the current point returns to the subpath's start.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// Appends a rectangle as a closed subpath.
    public mutating func addRect(_ r: Rect) {
        guard r.isFinite else {
            if problem == nil { problem = "addRect was given a non-finite rectangle \(r)" }
            return
        }
        elements.append(.rect(r))
        currentPoint = r.origin
        subpathStart = r.origin
    }

    /// Appends lines through the points, starting a new subpath at the first.
    public mutating func addLines(between points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Appends every element of another path.
    public mutating func addPath(_ other: Path) {
        if problem == nil, let p = other.problem { problem = p }
        for e in other.elements { append(e) }
    }

    /// Appends one element, keeping the current point up to date.
    public mutating func append(_ e: PathElement) {
        switch e {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .close: closeSubpath()
        case .rect(let r): addRect(r)
        }
    }

    /// Appends an ellipse inscribed in `rect`, as four cubic curves, clockwise on the page from
    /// the right-most point.
    public mutating func addEllipse(in rect: Rect) {
        guard rect.isFinite else {
            if problem == nil { problem = "addEllipse(in:) was given a non-finite rectangle \(rect)" }
            return
        }
        let r = rect.standardized
        let k = 0.5522847498307936
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// Appends a rounded rectangle with the same radius at every corner, clamped to half the
    /// shorter side (a radius that large gives a stadium).
    public mutating func addRoundedRect(in rect: Rect, cornerRadius: Double) {
        addRoundedRect(in: rect, cornerRadii: CornerRadii(all: cornerRadius))
    }

    /// Appends a rounded rectangle with a radius per corner, each clamped to half the shorter side.
    public mutating func addRoundedRect(in rect: Rect, cornerRadii radii: CornerRadii) {
        let limit = min(abs(rect.width), abs(rect.height)) / 2
        func c(_ v: Double) -> Size { let v = v.isFinite ? min(max(v, 0), limit) : 0; return Size(width: v, height: v) }
        addRoundedRect(in: rect, ellipticalRadii: radii.map(c))
    }

    /// Appends a rectangle whose corners are quarter ellipses, each with its own horizontal
    /// (`width`) and vertical (`height`) radius, as CSS's `border-radius: 20px / 10px`. Radii
    /// are clamped to the rectangle's width and height; corners that would overlap are the
    /// caller's to scale down (CSS Backgrounds 3 §5.5).
    public mutating func addRoundedRect(in rect: Rect, ellipticalRadii radii: EllipticalCornerRadii) {
        guard rect.isFinite else {
            if problem == nil { problem = "addRoundedRect was given a non-finite rectangle \(rect)" }
            return
        }
        let r = rect.standardized
        func c(_ s: Size) -> Size {
            guard s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0 else { return .zero }
            return Size(width: min(s.width, r.width), height: min(s.height, r.height))
        }
        let tl = c(radii.topLeft), tr = c(radii.topRight), br = c(radii.bottomRight), bl = c(radii.bottomLeft)
        let k = 1 - 0.5522847498307936
        move(to: Point(x: r.minX + tl.width, y: r.minY))
        addLine(to: Point(x: r.maxX - tr.width, y: r.minY))
        if tr != .zero {
            addCurve(to: Point(x: r.maxX, y: r.minY + tr.height), control1: Point(x: r.maxX - k * tr.width, y: r.minY),
                     control2: Point(x: r.maxX, y: r.minY + k * tr.height))
        }
        addLine(to: Point(x: r.maxX, y: r.maxY - br.height))
        if br != .zero {
            addCurve(to: Point(x: r.maxX - br.width, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - k * br.height),
                     control2: Point(x: r.maxX - k * br.width, y: r.maxY))
        }
        addLine(to: Point(x: r.minX + bl.width, y: r.maxY))
        if bl != .zero {
            addCurve(to: Point(x: r.minX, y: r.maxY - bl.height), control1: Point(x: r.minX + k * bl.width, y: r.maxY),
                     control2: Point(x: r.minX, y: r.maxY - k * bl.height))
        }
        addLine(to: Point(x: r.minX, y: r.minY + tl.height))
        if tl != .zero {
            addCurve(to: Point(x: r.minX + tl.width, y: r.minY), control1: Point(x: r.minX, y: r.minY + k * tl.height),
                     control2: Point(x: r.minX + k * tl.width, y: r.minY))
        }
        closeSubpath()
    }

    // MARK: Transforming

    /// The path with every point mapped through `t`. Rectangles stay `re` elements when `t`
    /// keeps axes aligned; otherwise they become four lines.
    public func applying(_ t: AffineTransform) -> Path {
        var out = Path()
        out.problem = problem
        out.elements.reserveCapacity(elements.count)
        let axisAligned = t.b == 0 && t.c == 0
        for e in elements {
            switch e {
            case .move(let p): out.move(to: p.applying(t))
            case .line(let p): out.addLine(to: p.applying(t))
            case .curve(let p, let c1, let c2):
                out.addCurve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .close: out.closeSubpath()
            case .rect(let r):
                if axisAligned {
                    let o = r.origin.applying(t)
                    out.addRect(Rect(x: o.x, y: o.y, width: r.width * t.a, height: r.height * t.d))
                } else {
                    out.move(to: Point(x: r.x, y: r.y).applying(t))
                    out.addLine(to: Point(x: r.x + r.width, y: r.y).applying(t))
                    out.addLine(to: Point(x: r.x + r.width, y: r.y + r.height).applying(t))
                    out.addLine(to: Point(x: r.x, y: r.y + r.height).applying(t))
                    out.closeSubpath()
                }
            }
        }
        return out
    }

    /// Maps the path through `t` in place (`UIBezierPath.apply`).
    public mutating func apply(_ t: AffineTransform) { self = applying(t) }
}
