/// A length with a unit, converted to points (72 per inch) for layout.
///
/// ```swift
/// let margin = Length.millimeters(20).points   // 56.69…
/// let gutter = Length(parsing: "2.5cm")?.points // 70.86…
/// ```
public enum Length: Hashable, Sendable {
    /// Points, 1/72 inch.
    case points(Double)
    /// Inches.
    case inches(Double)
    /// Millimetres; 1 mm = 72 / 25.4 pt.
    case millimeters(Double)
    /// Centimetres; 1 cm = 720 / 25.4 pt.
    case centimeters(Double)
    /// CSS pixels, 1/96 inch: 1 px = 0.75 pt.
    case pixels(Double)
    /// Picas, 12 pt.
    case picas(Double)
    /// Quarter-millimetres (CSS `Q`); 1 Q = 72 / 101.6 pt.
    case quarterMillimeters(Double)

    /// The units a length is written in, by their symbols: `pt` (1/72 inch), `in` (also read as
    /// `inch` and `inches`), `mm`, `cm`, `px` (1/96 inch), `pc` (12 pt) and `q` (CSS writes `Q`,
    /// a quarter millimetre).
    public enum Unit: String, CaseIterable, Hashable, Sendable {
        /// A unit by its symbol.
        case points = "pt", inches = "in", millimeters = "mm", centimeters = "cm", pixels = "px", picas = "pc",
             quarterMillimeters = "q"
    }

    /// Points per inch.
    public static let pointsPerInch = 72.0
    /// Points per millimetre.
    public static let pointsPerMillimeter = 72.0 / 25.4

    /// `value` in `unit`.
    public init(_ value: Double, _ unit: Unit) {
        switch unit {
        case .points: self = .points(value)
        case .inches: self = .inches(value)
        case .millimeters: self = .millimeters(value)
        case .centimeters: self = .centimeters(value)
        case .pixels: self = .pixels(value)
        case .picas: self = .picas(value)
        case .quarterMillimeters: self = .quarterMillimeters(value)
        }
    }

    /// The number, in ``unit``.
    public var value: Double {
        switch self {
        case .points(let v), .inches(let v), .millimeters(let v), .centimeters(let v), .pixels(let v), .picas(let v),
             .quarterMillimeters(let v):
            return v
        }
    }

    /// The unit the length is written in.
    public var unit: Unit {
        switch self {
        case .points: return .points
        case .inches: return .inches
        case .millimeters: return .millimeters
        case .centimeters: return .centimeters
        case .pixels: return .pixels
        case .picas: return .picas
        case .quarterMillimeters: return .quarterMillimeters
        }
    }

    /// The length in points.
    @inlinable public var points: Double {
        switch self {
        case .points(let v): return v
        case .inches(let v): return v * 72
        case .millimeters(let v): return v * 72 / 25.4
        case .centimeters(let v): return v * 720 / 25.4
        case .pixels(let v): return v * 0.75
        case .picas(let v): return v * 12
        case .quarterMillimeters(let v): return v * 72 / 101.6
        }
    }
}

extension Length {
    /// Reads a length written as a number and a unit: `12pt`, `2.5cm`, `210 mm`, `8.5in`, `1px`,
    /// `1pc`, `4Q`; `nil` when the text is not one.
    ///
    /// The number is decimal, with an optional sign, at most one decimal point and an optional
    /// exponent (`1e3`), or `inf`, `infinity` or `nan`: whether a length may be negative, zero or
    /// not finite is the caller's to check (and to say, in its own words). Case is ignored, and
    /// spaces around the number and the unit.
    ///
    /// ```swift
    /// Length(parsing: "2.5cm")                                    // .centimeters(2.5)
    /// Length(parsing: "72")                                       // .points(72)
    /// Length(parsing: "72", defaultUnit: nil)                     // nil: a unit is needed
    /// Length(parsing: "3px", units: [.points, .millimeters])      // nil: px is not offered
    /// ```
    ///
    /// - Parameters:
    ///   - units: the units accepted; a reader that offers fewer names them.
    ///   - defaultUnit: the unit of a bare number, or `nil` when a unit must be written.
    public init?(parsing text: some StringProtocol, units: [Unit] = Unit.allCases, defaultUnit: Unit? = .points) {
        var scanner = LengthScanner(text)
        scanner.skipSpaces()
        guard let number = scanner.number() else { return nil }
        scanner.skipSpaces()
        guard let unit = scanner.unit(units) ?? defaultUnit else { return nil }
        scanner.skipSpaces()
        guard scanner.atEnd else { return nil }
        self.init(number.value, unit)
    }
}
