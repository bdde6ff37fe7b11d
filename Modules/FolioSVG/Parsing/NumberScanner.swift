/// Reads SVG's number lists (`10,20 -3.5e2.5`) from UTF-8 bytes: numbers separated by white
/// space and at most one comma, or by nothing where the grammar allows (`1-2`, `.5.5`).
struct NumberScanner {
    let bytes: [UInt8]
    var i = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    var isAtEnd: Bool { i >= bytes.count }

    /// The next byte, without moving.
    var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }

    mutating func skipSpaces() {
        while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
    }

    /// Skips white space, one optional comma, and white space.
    mutating func skipSeparator() {
        skipSpaces()
        if i < bytes.count, bytes[i] == UInt8(ascii: ",") { i += 1 }
        skipSpaces()
    }

    /// Whether a number can start here (after white space).
    mutating func atNumber() -> Bool {
        skipSpaces()
        guard let b = peek else { return false }
        return (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
    }

    /// A number (`-12.5e-3`), or `nil` (position unchanged) when none starts here. Numbers
    /// that overflow to infinity are `nil` too.
    mutating func number() -> Double? {
        skipSpaces()
        let start = i
        var j = i
        if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
        var digits = 0
        while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 { j += 1; digits += 1 }
        if j < bytes.count, bytes[j] == UInt8(ascii: ".") {
            var k = j + 1, fraction = 0
            while k < bytes.count, bytes[k] >= 0x30, bytes[k] <= 0x39 { k += 1; fraction += 1 }
            if fraction > 0 || digits > 0 { j = k; digits += fraction }
        }
        guard digits > 0 else { return nil }
        if j < bytes.count, bytes[j] == UInt8(ascii: "e") || bytes[j] == UInt8(ascii: "E") {
            var k = j + 1
            if k < bytes.count, bytes[k] == UInt8(ascii: "+") || bytes[k] == UInt8(ascii: "-") { k += 1 }
            var exponent = 0
            while k < bytes.count, bytes[k] >= 0x30, bytes[k] <= 0x39 { k += 1; exponent += 1 }
            if exponent > 0 { j = k }
        }
        guard let value = Double(String(decoding: bytes[start..<j], as: UTF8.self)), value.isFinite else { return nil }
        i = j
        return value
    }

    /// An arc flag: a single `0` or `1`, which needs no separator after it.
    mutating func flag() -> Bool? {
        skipSpaces()
        guard let b = peek, b == UInt8(ascii: "0") || b == UInt8(ascii: "1") else { return nil }
        i += 1
        return b == UInt8(ascii: "1")
    }

    /// All numbers of a list, stopping at the first thing that is not one.
    static func numbers(_ text: String) -> [Double] {
        var s = NumberScanner(text)
        var out: [Double] = []
        while let n = s.number() {
            out.append(n)
            s.skipSeparator()
        }
        return out
    }
}
