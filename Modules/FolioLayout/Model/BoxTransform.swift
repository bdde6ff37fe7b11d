#if canImport(Glibc)
import Glibc
#endif
import FolioGeometry

/// A 2D transform a box and its content are painted with (CSS `transform` and
/// `transform-origin`). Painting only: the box keeps its place and size in the layout, and
/// the blocks around it keep theirs.
///
/// ```swift
/// var stamp = BlockStyle(border: Border(width: 2, color: .red))
/// stamp.transform = BoxTransform([.rotate(degrees: -12), .scale(x: 1.2, y: 1.2)])
/// ```
public struct BoxTransform: Hashable, Sendable {
    /// One function of the list.
    public enum Operation: Hashable, Sendable {
        /// Moves by `x` (a fraction: of the box's width) and `y` (of its height).
        case translate(x: BoxLength, y: BoxLength)
        /// Scales about the origin.
        case scale(x: Double, y: Double)
        /// Turns clockwise on the page about the origin.
        case rotate(degrees: Double)
        /// Slants by the angles, in degrees, along x and along y.
        case skew(x: Double, y: Double)
        /// A matrix (CSS `matrix(a, b, c, d, e, f)`), translations in points.
        case matrix(AffineTransform)
    }

    /// The functions, applied as CSS applies them (the last one to the box first).
    public var operations: [Operation]
    /// The origin across: points from the box's left edge, or a fraction of its width.
    public var originX: BoxLength
    /// The origin down: points from the box's top edge, or a fraction of its height.
    public var originY: BoxLength

    /// A transform about `originX`, `originY` (the box's centre by default).
    public init(_ operations: [Operation], originX: BoxLength = .fraction(0.5), originY: BoxLength = .fraction(0.5)) {
        self.operations = operations
        self.originX = originX
        self.originY = originY
    }

    /// The matrix for a box filling `box` in a page's y-down user space: to concatenate
    /// before drawing the box and what it holds. The identity when it is not finite.
    public func matrix(for box: Rect) -> AffineTransform {
        let ox = box.minX + originX.resolved(in: box.width), oy = box.minY + originY.resolved(in: box.height)
        // p' = O · T1 · T2 ⋯ Tn · O⁻¹ · p: the last function acts first.
        var m = AffineTransform(translationX: -ox, y: -oy)
        for op in operations.reversed() { m = m.concatenating(Self.matrix(op, box: box)) }
        m = m.concatenating(AffineTransform(translationX: ox, y: oy))
        return m.isFinite ? m : .identity
    }

    private static func matrix(_ op: Operation, box: Rect) -> AffineTransform {
        switch op {
        case .translate(let x, let y): return AffineTransform(translationX: x.resolved(in: box.width), y: y.resolved(in: box.height))
        case .scale(let x, let y): return AffineTransform(scaleX: x, y: y)
        case .rotate(let degrees): return AffineTransform(rotationAngle: degrees * .pi / 180)
        case .skew(let x, let y):
            return AffineTransform(a: 1, b: tan(y * .pi / 180), c: tan(x * .pi / 180), d: 1, tx: 0, ty: 0)
        case .matrix(let m): return m
        }
    }
}
