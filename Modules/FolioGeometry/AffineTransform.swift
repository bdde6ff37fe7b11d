#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2-D affine transform, the matrix `[a b 0; c d 0; tx ty 1]` of Core Graphics and PDF.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
/// `t1.concatenating(t2)` applies `t1` first, then `t2`, as `CGAffineTransformConcat` does.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// Matrix entry a (x scale).
    public var a: Double
    /// Matrix entry b (y shear).
    public var b: Double
    /// Matrix entry c (x shear).
    public var c: Double
    /// Matrix entry d (y scale).
    public var d: Double
    /// Horizontal translation.
    public var tx: Double
    /// Vertical translation.
    public var ty: Double

    /// Creates a transform from its six entries.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    @inlinable public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale about the origin.
    @inlinable public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `angle` radians. In an upper-left-origin space a positive
    /// angle turns clockwise on the page, as in UIKit; `(1, 0)` maps to `(cos θ, sin θ)`.
    @inlinable public init(rotationAngle angle: Double) {
        let c = cos(angle), s = sin(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether this is the identity.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// Whether all six entries are finite.
    @inlinable public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The determinant `a·d − b·c`; zero means the transform cannot be inverted.
    @inlinable public var determinant: Double { a * d - b * c }

    /// `self` followed by `other`.
    @inlinable public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// A translation applied before this transform (`CGAffineTransformTranslate`).
    @inlinable public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform (`CGAffineTransformScale`).
    @inlinable public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform (`CGAffineTransformRotate`).
    @inlinable public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or `nil` when the transform is singular.
    @inlinable public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// A textual form `[a b c d tx ty]`.
    public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}

extension Point {
    /// The point mapped through a transform.
    @inlinable public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension Size {
    /// The size mapped through a transform's linear part (translation ignored), as `CGSizeApplyAffineTransform`.
    @inlinable public func applying(_ t: AffineTransform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension Rect {
    /// The bounding box of the rectangle's four corners mapped through a transform.
    @inlinable public func applying(_ t: AffineTransform) -> Rect {
        if isNull { return self }
        let p1 = Point(x: minX, y: minY).applying(t), p2 = Point(x: maxX, y: minY).applying(t)
        let p3 = Point(x: minX, y: maxY).applying(t), p4 = Point(x: maxX, y: maxY).applying(t)
        let x0 = Swift.min(p1.x, p2.x, p3.x, p4.x), x1 = Swift.max(p1.x, p2.x, p3.x, p4.x)
        let y0 = Swift.min(p1.y, p2.y, p3.y, p4.y), y1 = Swift.max(p1.y, p2.y, p3.y, p4.y)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
