import FolioGraphics

/// A paragraph's text in the forms the stages need: UTF-16 code units (HarfBuzz's input, and
/// the unit of cluster offsets), Unicode scalars (FriBidi's and the script property's input)
/// and, for each scalar, where it starts in UTF-16.
struct ParagraphText: Sendable {
    let utf16: [UInt16]
    let scalars: [UInt32]
    /// `offsets[i]` is the UTF-16 offset of scalar `i`; one extra entry holds the length.
    let offsets: [Int]

    /// The text as a `String`, made when asked for (only grapheme-cluster work needs it):
    /// the scalars written out as UTF-8, about four times as fast as decoding the UTF-16.
    var string: String {
        String(unsafeUninitializedCapacity: scalars.count * 4) { out in
            var n = 0
            for v in scalars { n = writeUTF8(v, into: out, at: n) }
            return n
        }
    }

    init(_ string: String) { self.init(units: UTF16Units.of(string)) }

    /// The paragraph held by UTF-16 code units; unpaired surrogates read as U+FFFD.
    init<Units: Collection<UInt16>>(units source: Units) {
        let units = source as? [UInt16] ?? Array(source)
        utf16 = units
        // Scalars from the UTF-16 units in one pass (a surrogate pair is one scalar).
        let n = units.count
        var scalars = [UInt32](filled: 0, count: n)
        var offsets = [Int](filled: 0, count: n + 1)
        var count = 0
        units.withUnsafeBufferPointer { units in
            scalars.withUnsafeMutableBufferPointer { scalars in
                offsets.withUnsafeMutableBufferPointer { offsets in
                    // Most paragraphs have no surrogate: each unit is a scalar, in loops the
                    // compiler vectorizes.
                    var surrogates: UInt16 = 0
                    for u in units { surrogates |= (u & 0xF800) == 0xD800 ? 1 : 0 }
                    if surrogates == 0 {
                        for i in 0..<n {
                            scalars[i] = UInt32(units[i])
                            offsets[i] = i
                        }
                        offsets[n] = n
                        count = n
                        return
                    }
                    var i = 0
                    while i < n {
                        let u = UInt32(units[i])
                        offsets[count] = i
                        if u & 0xFC00 == 0xD800, i + 1 < n, units[i + 1] & 0xFC00 == 0xDC00 {
                            scalars[count] = 0x10000 + ((u - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00)
                            i += 2
                        } else {
                            scalars[count] = u & 0xF800 == 0xD800 ? 0xFFFD : u
                            i += 1
                        }
                        count += 1
                    }
                    offsets[count] = n
                }
            }
        }
        scalars.removeLast(n - count)
        offsets.removeLast(n - count)
        self.scalars = scalars
        self.offsets = offsets
    }

    var isEmpty: Bool { scalars.isEmpty }
}
