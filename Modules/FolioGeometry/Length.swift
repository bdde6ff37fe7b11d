/// A length with a unit, converted to points (72 per inch) for layout.
///
/// ```swift
/// let margin = Length.millimeters(20).points   // 56.69…
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

    /// Points per inch.
    public static let pointsPerInch = 72.0
    /// Points per millimetre.
    public static let pointsPerMillimeter = 72.0 / 25.4

    /// The length in points.
    @inlinable public var points: Double {
        switch self {
        case .points(let v): return v
        case .inches(let v): return v * 72
        case .millimeters(let v): return v * 72 / 25.4
        case .centimeters(let v): return v * 720 / 25.4
        }
    }
}
