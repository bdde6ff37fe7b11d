extension Unicode.Scalar {
    /// Default ignorable code points (joiners, variation selectors, bidi controls, soft
    /// hyphen, tags): a font need not have a glyph for them, and they read back as nothing.
    ///
    /// The same answer as `properties.isDefaultIgnorableCodePoint` (a test compares every
    /// scalar), from the seventeen ranges of Unicode's DerivedCoreProperties rather than the
    /// standard library's property tables: text setting asks for every character it cannot
    /// place in the requested font, and the table look-up was a fifth of that work.
    @inline(__always)
    package var isDefaultIgnorable: Bool {
        let v = value
        if v < 0xAD { return false }
        if v < 0x10000 {
            switch v {
            case 0xAD, 0x34F, 0x61C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x200F,
                 0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8:
                return true
            default:
                return false
            }
        }
        return (0x1BCA0...0x1BCA3).contains(v) || (0x1D173...0x1D17A).contains(v) || (0xE0000...0xE0FFF).contains(v)
    }
}

/// The scalars of UTF-16 text, decoded as they are read (nothing is allocated); a lone
/// surrogate reads as U+FFFD, as `String(decoding:as:)` repairs it.
package struct UTF16Scalars: Sequence {
    package let units: ArraySlice<UInt16>

    package init(_ units: ArraySlice<UInt16>) { self.units = units }

    package func makeIterator() -> Iterator { Iterator(units: units, index: units.startIndex) }

    package struct Iterator: IteratorProtocol {
        let units: ArraySlice<UInt16>
        var index: Int

        @inline(__always)
        package mutating func next() -> Unicode.Scalar? {
            guard index < units.endIndex else { return nil }
            let u = units[index]
            index += 1
            if u & 0xF800 != 0xD800 { return Unicode.Scalar(UInt32(u)).unsafelyUnwrapped }
            if u & 0xFC00 == 0xD800, index < units.endIndex, units[index] & 0xFC00 == 0xDC00 {
                let v = 0x10000 + ((UInt32(u) - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
                index += 1
                return Unicode.Scalar(v).unsafelyUnwrapped
            }
            return "\u{FFFD}"
        }
    }
}

extension String {
    /// UTF-16 text as a string, unpaired surrogates as U+FFFD: what `String(decoding:as:)`
    /// makes, written straight out as UTF-8 (the standard library's UTF-16 path is generic
    /// and about four times as slow).
    package init(utf16 units: ArraySlice<UInt16>) {
        // A unit takes at most three bytes: a pair of surrogates, two units, takes four.
        self.init(unsafeUninitializedCapacity: units.count * 3) { out in
            var n = 0
            for scalar in UTF16Scalars(units) { n = writeUTF8(scalar.value, into: out, at: n) }
            return n
        }
    }
}

/// Writes a scalar value as UTF-8 at `n` in `out` (room for four bytes is the caller's
/// business) and returns the index after it.
@inline(__always)
package func writeUTF8(_ v: UInt32, into out: UnsafeMutableBufferPointer<UInt8>, at n: Int) -> Int {
    if v < 0x80 {
        out[n] = UInt8(truncatingIfNeeded: v)
        return n + 1
    }
    if v < 0x800 {
        out[n] = UInt8(truncatingIfNeeded: 0xC0 | v >> 6)
        out[n + 1] = UInt8(truncatingIfNeeded: 0x80 | v & 0x3F)
        return n + 2
    }
    if v < 0x10000 {
        out[n] = UInt8(truncatingIfNeeded: 0xE0 | v >> 12)
        out[n + 1] = UInt8(truncatingIfNeeded: 0x80 | v >> 6 & 0x3F)
        out[n + 2] = UInt8(truncatingIfNeeded: 0x80 | v & 0x3F)
        return n + 3
    }
    out[n] = UInt8(truncatingIfNeeded: 0xF0 | v >> 18)
    out[n + 1] = UInt8(truncatingIfNeeded: 0x80 | v >> 12 & 0x3F)
    out[n + 2] = UInt8(truncatingIfNeeded: 0x80 | v >> 6 & 0x3F)
    out[n + 3] = UInt8(truncatingIfNeeded: 0x80 | v & 0x3F)
    return n + 4
}
