/// A string's UTF-16 code units, transcoded from its UTF-8 storage in one pass.
///
/// `Array(string.utf16)` walks the UTF-16 view one element at a time (about 30 instructions
/// a character for native strings); this writes ASCII straight across and decodes the rest
/// by hand, which the framesetter's set-up does for every paragraph it lays out. A Swift
/// string's UTF-8 is always valid, so nothing is checked; a scalar above U+FFFF becomes a
/// surrogate pair, as in the view.
enum UTF16Units {
    /// The number of UTF-16 units of a string, counted from its UTF-8 bytes: one for each byte
    /// that starts a scalar, two for a scalar above U+FFFF. (The UTF-16 view's `count` is
    /// immediate for ASCII, but for any other native string first builds an index of offsets,
    /// about seven instructions a byte, which nothing else here needs.)
    static func count(in string: String) -> Int {
        string.utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = UnsafeRawPointer(bytes.baseAddress) else { return 0 }
            let high: UInt64 = 0x8080_8080_8080_8080
            var n = 0, i = 0
            // Eight bytes at a time: all of them, less the continuation bytes (10xxxxxx), plus
            // the lead bytes of four-byte sequences (11110xxx), each found by its top bits.
            while i + 8 <= bytes.count {
                let w = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if w & high == 0 {
                    n &+= 8
                } else {
                    let continuation = w & ~(w &<< 1) & high
                    let fourByteLead = w & (w &<< 1) & (w &<< 2) & (w &<< 3) & high
                    n &+= 8 &- continuation.nonzeroBitCount &+ fourByteLead.nonzeroBitCount
                }
                i &+= 8
            }
            while i < bytes.count {
                let b = bytes[i]
                n &+= (b & 0xC0 != 0x80 ? 1 : 0) &+ (b >= 0xF0 ? 1 : 0)
                i &+= 1
            }
            return n
        } ?? string.utf16.count
    }

    static func of(_ string: String) -> [UInt16] {
        var string = string
        return string.withUTF8 { bytes in
            // UTF-16 never takes more units than UTF-8 takes bytes.
            [UInt16](capacity: bytes.count, over: 0) { out in
                var i = 0, n = 0
                while i < bytes.count {
                    let b = UInt32(bytes[i])
                    if b < 0x80 {
                        out[n] = UInt16(truncatingIfNeeded: b)
                        i += 1; n += 1
                        continue
                    }
                    let scalar: UInt32
                    if b < 0xE0 {
                        scalar = (b & 0x1F) << 6 | UInt32(bytes[i + 1]) & 0x3F
                        i += 2
                    } else if b < 0xF0 {
                        scalar = (b & 0x0F) << 12 | (UInt32(bytes[i + 1]) & 0x3F) << 6 | UInt32(bytes[i + 2]) & 0x3F
                        i += 3
                    } else {
                        scalar = (b & 0x07) << 18 | (UInt32(bytes[i + 1]) & 0x3F) << 12
                            | (UInt32(bytes[i + 2]) & 0x3F) << 6 | UInt32(bytes[i + 3]) & 0x3F
                        i += 4
                    }
                    if scalar < 0x10000 {
                        out[n] = UInt16(truncatingIfNeeded: scalar)
                        n += 1
                    } else {
                        let v = scalar - 0x10000
                        out[n] = UInt16(truncatingIfNeeded: 0xD800 | v >> 10)
                        out[n + 1] = UInt16(truncatingIfNeeded: 0xDC00 | v & 0x3FF)
                        n += 2
                    }
                }
                return n
            }
        }
    }
}
