import Foundation

/// Tick labels for numbers, the same on every machine (no locale): grouping commas in whole
/// numbers ("12,500"), the decimals the step needs ("0.25"), a suffix for millions and above
/// ("2.5M", "40B", "1T"), and exponents for ticks below a millionth ("2e-9").
enum NumberLabels {
    /// Labels for the ticks of `ticks`, one style for them all.
    static func labels(_ ticks: NiceTicks) -> [String] {
        let values = ticks.values
        let largest = values.map(abs).max() ?? 0
        if ticks.exponent < -6 {
            return values.map { scientific($0, stepExponent: ticks.exponent) }
        }
        for (power, suffix) in [(12, "T"), (9, "B"), (6, "M")] where largest >= NiceTicks.powerOfTen(power) && ticks.exponent < 15 {
            return values.map { v in
                let scaled = NiceTicks.scaled(Int64((v / ticks.step).rounded()) * Int64(ticks.mantissa), ticks.exponent - power)
                return scaled == 0 ? "0" : format(scaled, decimals: max(0, power - ticks.exponent)) + suffix
            }
        }
        return values.map { format($0, decimals: ticks.decimals) }
    }

    /// `value` with `decimals` decimals and, if `grouping`, commas between thousands: "-12,500.5".
    static func format(_ value: Double, decimals: Int, grouping: Bool = true) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : value < 0 ? "-∞" : "∞" }
        let text = String(format: "%.\(min(max(decimals, 0), 17))f", abs(value) + 0)
        let parts = text.split(separator: ".", maxSplits: 1)
        var whole = String(parts[0])
        var grouped = ""
        while grouping && whole.count > 3 {
            grouped = "," + whole.suffix(3) + grouped
            whole.removeLast(3)
        }
        grouped = whole + grouped
        if parts.count > 1 { grouped += "." + parts[1] }
        let isZero = !text.contains(where: { $0 >= "1" && $0 <= "9" })
        return (value < 0 && !isZero ? "-" : "") + grouped
    }

    /// The decimals a plain value needs to show, up to 6 ("2.5" → 1, "3" → 0).
    static func decimalsToShow(_ value: Double) -> Int {
        for d in 0...6 where abs((value * NiceTicks.powerOfTen(d)).rounded() - value * NiceTicks.powerOfTen(d)) < 1e-9 * max(1, abs(value) * NiceTicks.powerOfTen(d)) {
            return d
        }
        return 6
    }

    /// `value` as "m.de±k", with the mantissa's decimals the step needs: "1.5e-9".
    static func scientific(_ value: Double, stepExponent: Int) -> String {
        if value == 0 { return "0" }
        let e = Int(abs(value).log10Floor)
        let m = value / NiceTicks.powerOfTen(e)
        var mantissa = format(m, decimals: min(3, max(0, e - stepExponent)))
        if mantissa.contains(".") {
            while mantissa.hasSuffix("0") { mantissa.removeLast() }
            if mantissa.hasSuffix(".") { mantissa.removeLast() }
        }
        return "\(mantissa)e\(e)"
    }
}
