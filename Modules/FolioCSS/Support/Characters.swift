// ASCII tests, case mapping and UTF-8 encoding, shared by the HTML and SVG parsers and the CSS engine.

extension String {
    /// The string without leading and trailing ASCII white space (space, tab, LF, FF, CR).
    package func trimmingASCIIWhitespace() -> String {
        let bytes = Array(utf8)
        var start = 0, end = bytes.count
        while start < end, bytes[start].isASCIIWhitespace { start += 1 }
        while end > start, bytes[end - 1].isASCIIWhitespace { end -= 1 }
        if start == 0 && end == bytes.count { return self }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension UInt8 {
    /// Space, tab, LF, FF or CR: HTML's ASCII white space.
    package var isASCIIWhitespace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0C || self == 0x0D }
    /// A–Z or a–z.
    package var isASCIILetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }
    /// 0–9.
    package var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }
    /// 0–9, A–Z or a–z.
    package var isASCIIAlphanumeric: Bool { isASCIILetter || isASCIIDigit }
    /// 0–9, A–F or a–f.
    package var isASCIIHexDigit: Bool { isASCIIDigit || ((self | 0x20) >= 0x61 && (self | 0x20) <= 0x66) }
    /// The byte with A–Z turned to a–z.
    package var asciiLowercased: UInt8 { self >= 0x41 && self <= 0x5A ? self | 0x20 : self }
}

extension Character {
    /// Whether this is CSS white space (space, tab, newline, carriage return, form feed).
    package var isCSSWhitespace: Bool { self == " " || self == "\t" || self == "\n" || self == "\r" || self == "\u{0C}" }
}

extension String {
    /// The string with ASCII letters lowercased (and nothing else changed).
    package var asciiLowercased: String {
        guard utf8.contains(where: { $0 >= 65 && $0 <= 90 }) else { return self }
        return String(decoding: utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
    }
}

extension [UInt8] {
    /// Appends the UTF-8 form of a code point; surrogates and values past U+10FFFF become U+FFFD.
    @inline(__always) package mutating func appendUTF8(_ value: UInt32) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        let v = scalar.value
        switch v {
        case 0..<0x80:
            append(UInt8(v))
        case 0x80..<0x800:
            append(UInt8(0xC0 | v >> 6))
            append(UInt8(0x80 | v & 0x3F))
        case 0x800..<0x10000:
            append(UInt8(0xE0 | v >> 12))
            append(UInt8(0x80 | v >> 6 & 0x3F))
            append(UInt8(0x80 | v & 0x3F))
        default:
            append(UInt8(0xF0 | v >> 18))
            append(UInt8(0x80 | v >> 12 & 0x3F))
            append(UInt8(0x80 | v >> 6 & 0x3F))
            append(UInt8(0x80 | v & 0x3F))
        }
    }
}
