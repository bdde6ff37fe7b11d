import Foundation

/// Maps an axis's values to positions along it: a linear scale for numbers (or a logarithmic
/// one when asked), a band scale for categories (in the order the data first gives them), a
/// time scale for dates (linear in seconds). Positions run from `start` (the domain's low end; the bottom of a vertical axis)
/// to `end`.
struct PositionScale: Sendable {
    /// What the scale places.
    enum Kind: Sendable, Equatable {
        case linear, band, time, log
    }

    var kind: Kind
    /// The numeric domain (seconds since 1970 for time); unused for bands.
    var lower = 0.0
    var upper = 1.0
    /// The categories, in order, of a band scale.
    var categories: [String] = []
    /// The position of the domain's low end, and of its high end.
    var start = 0.0
    var end = 1.0
    /// The nice ticks of a linear scale, when its domain was made nice.
    var ticks: NiceTicks?

    /// The share of a band's step between bands, and before the first and after the last.
    static let paddingInner = 0.3
    static let paddingOuter = 0.15

    /// The distance between the starts of two bands.
    var step: Double {
        let n = Double(max(categories.count, 1))
        return (end - start) / (n - Self.paddingInner + 2 * Self.paddingOuter)
    }

    /// The width of a band (signed as the axis runs).
    var bandwidth: Double { kind == .band ? step * (1 - Self.paddingInner) : 0 }

    /// The position of a value: the centre of its band for a category. `nil` for a value of
    /// another kind or a category the scale lacks.
    func position(_ value: ChartValue) -> Double? {
        switch (kind, value) {
        case (.band, .category(let name)):
            guard let i = categories.firstIndex(of: name) else { return nil }
            return bandStart(i) + bandwidth / 2
        case (.linear, .number), (.log, .number), (.time, .date):
            guard let v = value.numeric else { return nil }
            return position(number: v)
        default:
            return nil
        }
    }

    /// The position of a number on a linear, logarithmic or time scale. On a logarithmic
    /// one, zero and below sit at the low end (where bars start).
    func position(number v: Double) -> Double {
        if kind == .log {
            guard v > 0, lower > 0, upper > lower else { return start }
            let a = Foundation.log10(lower), b = Foundation.log10(upper)
            return start + (Foundation.log10(v) - a) / (b - a) * (end - start)
        }
        let span = upper - lower
        guard span != 0 else { return (start + end) / 2 }
        return start + (v - lower) / span * (end - start)
    }

    /// Where band `i` begins.
    func bandStart(_ i: Int) -> Double {
        start + step * (Self.paddingOuter + Double(i))
    }
}
