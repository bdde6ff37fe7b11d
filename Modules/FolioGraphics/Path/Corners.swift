import FolioGeometry

/// Four values, one per corner of a rectangle: a rounded rectangle's radii
/// (``CornerRadii``, ``EllipticalCornerRadii``) or a box's corners as a layout gives them.
public struct Corners<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The top-left corner's.
    public var topLeft: Value
    /// The top-right corner's.
    public var topRight: Value
    /// The bottom-right corner's.
    public var bottomRight: Value
    /// The bottom-left corner's.
    public var bottomLeft: Value

    /// A value per corner.
    public init(topLeft: Value, topRight: Value, bottomRight: Value, bottomLeft: Value) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same value at every corner.
    public init(all value: Value) { self.init(topLeft: value, topRight: value, bottomRight: value, bottomLeft: value) }

    /// Each corner's value changed by `transform`.
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> Corners<T> {
        Corners<T>(topLeft: try transform(topLeft), topRight: try transform(topRight),
                   bottomRight: try transform(bottomRight), bottomLeft: try transform(bottomLeft))
    }
}

/// Radii for the four corners of a rounded rectangle.
public typealias CornerRadii = Corners<Double>

/// Elliptical corner radii for a rounded rectangle: each corner's horizontal radius (`width`)
/// and vertical radius (`height`); a corner with either radius zero is square.
public typealias EllipticalCornerRadii = Corners<Size>
