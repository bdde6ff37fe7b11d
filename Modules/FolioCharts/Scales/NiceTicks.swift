import Foundation

/// Axis ticks at "nice" numbers: steps of 1, 2 or 5 × 10^k (Heckbert's *Nice Numbers for
/// Graph Labels*, Graphics Gems, 1990), so that an axis reads 0, 20, 40 rather than 0, 17, 34.
///
/// Tick values are computed as whole multiples of the step's mantissa scaled by an exact
/// power of ten, so a tick of 0.3 is 3 / 10 (the double nearest 0.3), never 0.30000000000000004.
struct NiceTicks: Sendable, Equatable {
    /// The step's mantissa: 1, 2 or 5.
    var mantissa: Int
    /// The step's power of ten.
    var exponent: Int
    /// The index of the first tick (its value is `first × step`).
    var first: Int64
    /// The index of the last tick.
    var last: Int64

    /// The distance between ticks.
    var step: Double { Self.scaled(Int64(mantissa), exponent) }
    /// The first tick's value: the domain's lower end when the domain was made nice.
    var lower: Double { value(first) }
    /// The last tick's value.
    var upper: Double { value(last) }
    /// The tick values, lowest first.
    var values: [Double] { first <= last ? (first...last).map(value) : [] }
    /// The decimals that show every tick exactly (0 for steps of 1 and above).
    var decimals: Int { max(0, -exponent) }

    /// The value of tick `i`: `i × mantissa × 10^exponent`, rounded once.
    func value(_ i: Int64) -> Double { Self.scaled(i * Int64(mantissa), exponent) }

    /// Ticks covering `lower ... upper`, about `count` of them, with the domain widened to the
    /// ticks at either end (`niceDomain`) or the ticks kept inside it. A range of one value is
    /// widened around it by a power of ten (zero becomes 0 ... 1); non-finite ends give `nil`.
    init?(lower: Double, upper: Double, count: Int, niceDomain: Bool = true) {
        guard lower.isFinite, upper.isFinite else { return nil }
        var lo = min(lower, upper), hi = max(lower, upper)
        let magnitude = max(abs(lo), abs(hi))
        if hi - lo <= magnitude * 1e-12 {
            // One value (or a span too small for a double to step through): widen it.
            if magnitude == 0 {
                lo = 0; hi = 1
            } else {
                let unit = Self.powerOfTen(Int((magnitude.magnitude).log10Floor))
                lo -= unit; hi += unit
            }
        }
        let rough = (hi - lo) / Double(max(1, count))
        var exponent = Int(rough.log10Floor)
        let fraction = rough / Self.powerOfTen(exponent)
        let mantissa: Int
        if fraction < 1.5 { mantissa = 1 } else if fraction < 3 { mantissa = 2 } else if fraction < 7 { mantissa = 5 } else { mantissa = 1; exponent += 1 }
        self.mantissa = mantissa
        self.exponent = exponent
        let step = Self.scaled(Int64(mantissa), exponent)
        // A thousandth of a step forgives the rounding of lo / step (3e-9 / 1e-9 = 2.9999999999999996).
        let a = lo / step, b = hi / step
        if niceDomain {
            first = Int64((a + 1e-3).rounded(.down))
            last = Int64((b - 1e-3).rounded(.up))
        } else {
            first = Int64((a - 1e-3).rounded(.up))
            last = Int64((b + 1e-3).rounded(.down))
        }
    }

    /// `m × 10^e` with one rounding: a division by an exact power of ten for negative `e`.
    static func scaled(_ m: Int64, _ e: Int) -> Double {
        e >= 0 ? Double(m) * powerOfTen(e) : Double(m) / powerOfTen(-e)
    }

    /// 10^e as the nearest double (exact up to 10^22).
    static func powerOfTen(_ e: Int) -> Double {
        var result = 1.0
        if e >= 0 { for _ in 0..<min(e, 400) { result *= 10 } } else { for _ in 0..<min(-e, 400) { result /= 10 } }
        return e >= 0 && e <= 22 ? result : (Double("1e\(e)") ?? result)
    }
}

extension Double {
    /// ⌊log10(self)⌋ for a positive value, corrected where `log10` rounds across a power of ten.
    var log10Floor: Double {
        var k = (Foundation.log10(self)).rounded(.down)
        if NiceTicks.powerOfTen(Int(k)) > self { k -= 1 } else if NiceTicks.powerOfTen(Int(k) + 1) <= self { k += 1 }
        return k
    }
}
