import FolioGeometry

/// A smooth ramp of colours between stops, as `CGGradient`.
///
/// Every stop's colour is converted to the gradient's colour space, as Core Graphics converts a
/// gradient's colours to its space: stops that mix spaces meet in RGB when any is RGB (gray and
/// RGB, or CMYK and RGB), and in CMYK when gray meets CMYK (a gray is exactly its black ink).
/// The alpha of each stop is kept, and a gradient whose stops are not all opaque is drawn
/// through a soft mask.
public struct Gradient: Hashable, Sendable {
    /// One colour at one location, 0…1 along the gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where the colour sits, 0 (start) … 1 (end).
        public var location: Double
        /// Creates a stop.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, sorted by location, their colours in ``space``.
    public let stops: [Stop]
    /// The colour space the ramp is computed in.
    public let space: Color.Space

    /// Creates a gradient from stops (at least two, locations within 0…1). Colours in
    /// different spaces are converted to one (see ``Gradient``).
    public init(stops: [Stop]) throws(GraphicsError) {
        guard stops.count >= 2 else {
            throw .invalidArgument(operation: "Gradient(stops:)", reason: "a gradient needs at least two stops, got \(stops.count)")
        }
        guard stops.allSatisfy({ $0.location.isFinite && $0.location >= 0 && $0.location <= 1 }) else {
            throw .invalidArgument(operation: "Gradient(stops:)", reason: "stop locations must lie within 0…1")
        }
        let space = Self.commonSpace(of: stops.map(\.color.space))
        self.space = space
        self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { Stop(color: $0.element.color.converted(to: space), location: $0.element.location) }
    }

    /// Creates a gradient from colours spread evenly from 0 to 1.
    public init(colors: [Color]) throws(GraphicsError) {
        let n = colors.count
        try self.init(stops: colors.enumerated().map { Stop(color: $0.element, location: n > 1 ? Double($0.offset) / Double(n - 1) : 0) })
    }

    /// Creates a gradient as `CGGradientCreateWithColorComponents` does: `components` holds,
    /// per stop, the colour space's components followed by alpha; `locations` default to an
    /// even spread.
    ///
    /// - Throws: ``GraphicsError/gradientComponentMismatch(expected:got:)`` when the count of
    ///   components is not (components per colour + 1) × stops: Folio does not guess.
    public init(space: Color.Space, components: [Double], locations: [Double]? = nil) throws(GraphicsError) {
        let per = (space == .gray ? 1 : space == .rgb ? 3 : 4) + 1
        let count = locations?.count ?? components.count / per
        guard components.count == per * count, count >= 2 else {
            throw .gradientComponentMismatch(expected: per * max(count, 2), got: components.count)
        }
        var stops: [Stop] = []
        for i in 0..<count {
            let c = Array(components[(i * per)..<((i + 1) * per)])
            let color: Color
            switch space {
            case .gray: color = Color(gray: c[0], alpha: c[1])
            case .rgb: color = Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
            case .cmyk: color = Color(cyan: c[0], magenta: c[1], yellow: c[2], black: c[3], alpha: c[4])
            }
            stops.append(Stop(color: color, location: locations?[i] ?? Double(i) / Double(count - 1)))
        }
        try self.init(stops: stops)
    }

    /// The space stops in `spaces` meet in: theirs when they agree; else RGB when any is RGB,
    /// CMYK for gray with CMYK.
    static func commonSpace(of spaces: [Color.Space]) -> Color.Space {
        let first = spaces[0]
        if spaces.allSatisfy({ $0 == first }) { return first }
        return spaces.contains(.rgb) ? .rgb : .cmyk
    }

    /// Whether any stop is translucent (the gradient then needs a soft mask).
    public var hasAlpha: Bool { stops.contains { $0.color.alpha < 1 } }

    /// Whether the shading continues past its start and end, as `CGGradientDrawingOptions`.
    public struct DrawingOptions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates options from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Extend the first colour before the start.
        public static let drawsBeforeStart = DrawingOptions(rawValue: 1)
        /// Extend the last colour after the end.
        public static let drawsAfterEnd = DrawingOptions(rawValue: 2)
    }
}
