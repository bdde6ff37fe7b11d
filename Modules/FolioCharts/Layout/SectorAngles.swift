import Foundation

/// The angles of a pie's sectors: each value's share of the sum of the values, clockwise from
/// twelve o'clock, in order, the last ending exactly a full turn after the first began.
/// Negative and non-finite values count as zero.
enum SectorAngles {
    /// Start and end angles in radians, measured clockwise from twelve o'clock.
    static func angles(_ values: [Double]) -> [(start: Double, end: Double)] {
        let clean = values.map { $0.isFinite && $0 > 0 ? $0 : 0 }
        let total = clean.reduce(0, +)
        guard total > 0 else { return values.map { _ in (0, 0) } }
        var out: [(Double, Double)] = []
        var sum = 0.0
        for (k, v) in clean.enumerated() {
            let start = sum / total * 2 * .pi
            sum += v
            let end = k == clean.count - 1 ? 2 * .pi : sum / total * 2 * .pi
            out.append((start, end))
        }
        return out
    }
}
