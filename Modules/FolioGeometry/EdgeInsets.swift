/// Distances inward from each edge of a rectangle, in points, as UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets from the four edges.
    @inlinable public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    @inlinable public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(all: 0)

    /// The sum of the left and right insets.
    @inlinable public var horizontal: Double { left + right }
    /// The sum of the top and bottom insets.
    @inlinable public var vertical: Double { top + bottom }
}
