/// A point in a box given as fractions of its width and height, as SwiftUI's `UnitPoint`:
/// `x` 0 is the leading (left) edge and 1 the trailing (right) edge, `y` 0 the top and 1 the
/// bottom. It says which point of something drawn is put at a given position.
///
/// ```swift
/// try ctx.draw("Total", at: Point(x: 540, y: 700), anchor: .bottomTrailing, font: font, size: 10)
/// ```
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
    /// The fraction of the width from the leading edge: 0 leading, 0.5 middle, 1 trailing.
    public var x: Double
    /// The fraction of the height from the top: 0 top, 0.5 middle, 1 bottom.
    public var y: Double

    /// A point at fractions `x` of the width and `y` of the height.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The top-leading corner (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The middle of the top edge (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The top-trailing corner (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The middle of the leading edge (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The centre (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the trailing edge (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The bottom-leading corner (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The middle of the bottom edge (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The bottom-trailing corner (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// Whether both fractions are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
