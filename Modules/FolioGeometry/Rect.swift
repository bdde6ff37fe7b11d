/// A rectangle given by its origin and size, in points.
///
/// As with Core Graphics' `CGRect`, a rectangle may have a negative width or height;
/// ``standardized`` gives the equivalent rectangle with non-negative dimensions, and the
/// edge accessors (``minX``, ``maxY``, …) work on the standardized form.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner with the smallest coordinates when the size is positive.
    public var origin: Point
    /// The width and height, possibly negative.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates and dimensions.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at (0, 0) with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The null rectangle: the result of intersecting rectangles that do not meet.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    // MARK: Edges and centre

    /// The x coordinate of the origin.
    @inlinable public var x: Double { origin.x }
    /// The y coordinate of the origin.
    @inlinable public var y: Double { origin.y }
    /// The width, possibly negative.
    @inlinable public var width: Double { size.width }
    /// The height, possibly negative.
    @inlinable public var height: Double { size.height }

    /// The smallest x coordinate.
    @inlinable public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The x coordinate of the centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The largest x coordinate.
    @inlinable public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The smallest y coordinate (the top edge in an upper-left-origin space).
    @inlinable public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The y coordinate of the centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The largest y coordinate (the bottom edge in an upper-left-origin space).
    @inlinable public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The centre point; setting it moves the rectangle and keeps its size.
    @inlinable public var center: Point {
        get { Point(x: midX, y: midY) }
        set {
            origin = Point(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2)
        }
    }

    /// Whether this is the null rectangle.
    @inlinable public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// Whether the rectangle is null or has zero width or height.
    @inlinable public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    /// Whether every coordinate and dimension is finite.
    @inlinable public var isFinite: Bool { origin.isFinite && size.isFinite }

    // MARK: Derived rectangles

    /// The same rectangle with a non-negative width and height.
    @inlinable public var standardized: Rect {
        Rect(x: minX, y: minY, width: abs(size.width), height: abs(size.height))
    }

    /// The rectangle shrunk by `dx` on the left and right and by `dy` on the top and bottom
    /// (grown when negative). Returns ``null`` when the result would have a negative size.
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        let s = standardized
        let w = s.width - 2 * dx, h = s.height - 2 * dy
        if w < 0 || h < 0 { return .null }
        return Rect(x: s.x + dx, y: s.y + dy, width: w, height: h)
    }

    /// The rectangle shrunk by the given insets; ``null`` when they exceed its size.
    @inlinable public func inset(by insets: EdgeInsets) -> Rect {
        let s = standardized
        let w = s.width - insets.horizontal, h = s.height - insets.vertical
        if w < 0 || h < 0 { return .null }
        return Rect(x: s.x + insets.left, y: s.y + insets.top, width: w, height: h)
    }

    /// The rectangle moved by the given amounts.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The smallest rectangle that contains both rectangles. A null rectangle is ignored.
    @inlinable public func union(_ other: Rect) -> Rect {
        if isNull { return other }
        if other.isNull { return self }
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The overlap of both rectangles, or ``null`` when they do not meet.
    @inlinable public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        if x1 < x0 || y1 < y0 { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the rectangles overlap in an area of non-zero size.
    @inlinable public func intersects(_ other: Rect) -> Bool {
        let i = intersection(other)
        return !i.isNull && i.width > 0 && i.height > 0
    }

    /// Whether the point lies inside the rectangle: the minimum edges are inside,
    /// the maximum edges outside, as with `CGRectContainsPoint`.
    @inlinable public func contains(_ p: Point) -> Bool {
        !isNull && p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Whether the other rectangle lies wholly inside this one.
    @inlinable public func contains(_ r: Rect) -> Bool {
        !isNull && !r.isNull && r.minX >= minX && r.maxX <= maxX && r.minY >= minY && r.maxY <= maxY
    }

    /// The smallest rectangle with integral coordinates that contains this one (`CGRectIntegral`).
    @inlinable public var integral: Rect {
        if isNull { return self }
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        let x1 = maxX.rounded(.up), y1 = maxY.rounded(.up)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A textual form such as `(0, 0, 612, 792)`.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
