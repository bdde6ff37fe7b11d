import Foundation

/// Sizes in bytes as people write them: `500M`, `2G`, `64KiB`, `1.5GB`, `1000`.
enum ByteSize {
    /// The bytes a size names: a number, then optionally K, M, G or T (powers of 1024, also
    /// written KiB, MiB, …) or KB, MB, GB, TB (powers of 1000), in any case; `nil` when it is
    /// not such a size or is too large to count.
    static func parse(_ text: String) -> Int? {
        let t = text.trimmingCharacters(in: .whitespaces).uppercased()
        let number = t.prefix { $0.isNumber || $0 == "." }
        var unit = t.dropFirst(number.count)
        var base = 1024.0
        if unit.hasSuffix("IB") { unit = unit.dropLast(2) } else if unit.count == 2, unit.hasSuffix("B") { unit = unit.dropLast(); base = 1000 }
        let powers: [Substring: Double] = ["": 0, "B": 0, "K": 1, "M": 2, "G": 3, "T": 4]
        guard let value = Double(number), let power = powers[unit] else { return nil }
        let bytes = value * pow(base, power)
        guard bytes.isFinite, bytes >= 0, bytes < 9.0e18 else { return nil }
        return Int(bytes)
    }

    /// A size for messages: `2 GiB`, `500 MiB`, `1,234 bytes`.
    static func describe(_ bytes: Int) -> String {
        for (unit, shift) in [("TiB", 40), ("GiB", 30), ("MiB", 20), ("KiB", 10)] where bytes >= 1 << shift {
            let value = Double(bytes) / Double(1 << shift)
            return value == value.rounded() ? "\(Int(value)) \(unit)" : String(format: "%.1f %@", value, unit)
        }
        return "\(bytes) bytes"
    }
}
