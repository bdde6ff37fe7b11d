/// A location in a two-dimensional coordinate system, in points (1/72 inch).
///
/// Folio's drawing API uses an upper-left origin with y growing downward, as UIKit does.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The distance from this point to another.
    @inlinable public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// This point moved by the given amounts.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// A textual form such as `(10, 20)`.
    public var description: String { "(\(x), \(y))" }
}
