// Decoding the Base64 string literals in which Tools/generate/linebreak writes the property
// tables (array literals that large take the compiler many seconds; string literals do not).

/// Turns the generated tables' Base64 text back into arrays, once, at first use.
enum LineBreakTableCoding {
    /// The bytes encoded in `text`, Base64 (RFC 4648) with any whitespace between groups.
    static func decodeBytes(_ text: StaticString) -> [UInt8] {
        let input = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.count / 4 * 3)
        var accumulator: UInt32 = 0
        var bits = 0
        for character in input {
            let value: UInt32
            switch character {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(character - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(character - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(character - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            default: continue  // padding and line breaks
            }
            accumulator = accumulator << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        return bytes
    }

    /// The little-endian 16-bit values encoded in `text` (Base64, as `decodeBytes`).
    static func decodeUInt16(_ text: StaticString) -> [UInt16] {
        let bytes = decodeBytes(text)
        return stride(from: 0, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }
    }
}
