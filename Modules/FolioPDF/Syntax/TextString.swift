/// Encodes a Swift string as a PDF text string (ISO 32000-1 §7.9.2.2).
///
/// Strings made only of printable ASCII (and tab, line feed, carriage return) are written as
/// PDFDocEncoding, which is byte-identical to ASCII there; anything else becomes UTF-16BE with a
/// byte-order mark, so every Unicode character survives.
public enum TextString {
    /// The bytes of `s` as a PDF text string.
    public static func encode(_ s: String) -> [UInt8] {
        if s.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return Array(s.utf8)
        }
        var out: [UInt8] = [0xFE, 0xFF]
        out.reserveCapacity(2 + s.utf16.count * 2)
        for unit in s.utf16 {
            out.append(UInt8(unit >> 8))
            out.append(UInt8(unit & 0xFF))
        }
        return out
    }

    /// Whether `encode` would use UTF-16BE for `s`.
    public static func needsUTF16(_ s: String) -> Bool { encode(s).starts(with: [0xFE, 0xFF]) }
}
