import Foundation

/// The values an axis covers, as `.chartYScale(domain:)` takes them: worked out from the data
/// (numbers include zero unless told otherwise, as in Swift Charts), or given.
public struct ScaleDomain: Sendable, Hashable {
    enum Storage: Sendable, Hashable {
        case automatic(includesZero: Bool?)
        case numbers(Double, Double)
        case dates(Date, Date)
        case categories([String])
    }

    var storage: Storage

    /// From the data; `includesZero` `nil` includes zero for numbers, as Swift Charts does.
    public static func automatic(includesZero: Bool? = nil) -> ScaleDomain { ScaleDomain(storage: .automatic(includesZero: includesZero)) }

    /// Exactly this range of numbers (ticks inside it; marks outside it are clipped).
    public static func range(_ range: ClosedRange<Double>) -> ScaleDomain { ScaleDomain(storage: .numbers(range.lowerBound, range.upperBound)) }

    /// Exactly this range of dates.
    public static func range(_ range: ClosedRange<Date>) -> ScaleDomain { ScaleDomain(storage: .dates(range.lowerBound, range.upperBound)) }

    /// These categories, in this order (categories of the data not listed are left out).
    public static func categories(_ names: [String]) -> ScaleDomain { ScaleDomain(storage: .categories(names)) }
}
