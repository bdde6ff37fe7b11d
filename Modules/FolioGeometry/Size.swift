/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its width and height.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size (0, 0).
    public static let zero = Size(width: 0, height: 0)

    /// Whether both dimensions are finite.
    @inlinable public var isFinite: Bool { width.isFinite && height.isFinite }

    /// The same size with width and height exchanged (portrait ↔ landscape).
    @inlinable public var transposed: Size { Size(width: height, height: width) }

    /// A textual form such as `612 × 792`.
    public var description: String { "\(width) × \(height)" }
}
