/// Ticks for a logarithmic axis: at powers of ten, with 2 and 5 between them when the axis has
/// room for three ticks a decade, and every second, third, … power when it has not room for one.
/// A domain worked out from the data is widened to the powers of ten around it.
struct LogTicks: Sendable, Equatable {
    /// The ticks as `mantissa × 10^exponent`, lowest first.
    var ticks: [(mantissa: Int, exponent: Int)]
    /// The domain: the powers of ten around the data when it was made nice, else as given.
    var lower: Double
    var upper: Double

    static func == (a: LogTicks, b: LogTicks) -> Bool {
        a.lower == b.lower && a.upper == b.upper && a.ticks.map(\.mantissa) == b.ticks.map(\.mantissa) && a.ticks.map(\.exponent) == b.ticks.map(\.exponent)
    }

    /// The tick values.
    var values: [Double] { ticks.map { NiceTicks.scaled(Int64($0.mantissa), $0.exponent) } }

    /// Ticks for `lower ... upper` (both above zero), about `count` of them; `nil` when an end
    /// is not a positive finite number.
    init?(lower: Double, upper: Double, count: Int, niceDomain: Bool = true) {
        guard lower.isFinite, upper.isFinite, lower > 0, upper > 0 else { return nil }
        let lo = min(lower, upper), hi = max(lower, upper)
        let e0 = Int(lo.log10Floor)
        var e1 = Int(hi.log10Floor)
        if NiceTicks.powerOfTen(e1) < hi * (1 - 1e-12) { e1 += 1 }
        if e1 == e0 { e1 += 1 }
        if niceDomain {
            self.lower = NiceTicks.powerOfTen(e0)
            self.upper = NiceTicks.powerOfTen(e1)
        } else {
            self.lower = lo
            self.upper = hi
        }
        let decades = e1 - e0
        let target = max(2, count)
        let mantissas = decades * 3 <= target ? [1, 2, 5] : [1]
        // Every `stride`-th power of ten, at multiples of the stride.
        let stride = max(1, Int((Double(decades) / Double(target)).rounded(.up)))
        var out: [(Int, Int)] = []
        let slack = 1e-9
        var e = e0 - ((e0 % stride) + stride) % stride
        while e <= e1 {
            for m in mantissas {
                let v = NiceTicks.scaled(Int64(m), e)
                if v >= self.lower * (1 - slack), v <= self.upper * (1 + slack) { out.append((m, e)) }
            }
            e += stride
        }
        ticks = out
    }

    /// The labels: "1", "20", "500", "1,000", "0.05", with M, B and T from a million on ("20M")
    /// and exponents below a millionth or from a thousand trillion on ("1e-9", "1e15").
    var labels: [String] {
        ticks.map { m, e in
            if e < -6 || e >= 15 { return "\(m)e\(e)" }
            for (power, suffix) in [(12, "T"), (9, "B"), (6, "M")] where e >= power {
                return NumberLabels.format(NiceTicks.scaled(Int64(m), e - power), decimals: 0) + suffix
            }
            return NumberLabels.format(NiceTicks.scaled(Int64(m), e), decimals: max(0, -e))
        }
    }
}
