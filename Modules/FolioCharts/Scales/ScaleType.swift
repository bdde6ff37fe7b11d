/// How a numeric axis maps values to positions, as Swift Charts' `ScaleType`:
/// `.chartYScale(type: .log)`.
public struct ScaleType: Sendable, Hashable {
    enum Storage: Sendable, Hashable {
        case automatic, linear, log
    }

    let storage: Storage

    /// The chart's choice: linear for numbers, time for dates, bands for categories.
    public static let automatic = ScaleType(storage: .automatic)
    /// Equal distances for equal differences.
    public static let linear = ScaleType(storage: .linear)
    /// Equal distances for equal ratios (base 10): for values spanning powers of ten. Only
    /// positive values have a place; zero and below sit at the axis's low end, where bars start.
    public static let log = ScaleType(storage: .log)
}
