/// A paragraph's text in the three forms the stages need: UTF-16 code units (HarfBuzz's
/// input, and the unit of cluster offsets), Unicode scalars (FriBidi's and the script
/// property's input) and, for each scalar, where it starts in UTF-16.
struct ParagraphText: Sendable {
    let string: String
    let utf16: [UInt16]
    let scalars: [UInt32]
    /// `offsets[i]` is the UTF-16 offset of scalar `i`; one extra entry holds the length.
    let offsets: [Int]

    init(_ string: String) {
        self.string = string
        let units = Array(string.utf16)
        utf16 = units
        // Scalars from the UTF-16 units in one pass (a surrogate pair is one scalar).
        let n = units.count
        var scalars = [UInt32](repeating: 0, count: n)
        var offsets = [Int](repeating: 0, count: n + 1)
        var count = 0
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
        scalars.removeLast(n - count)
        offsets.removeLast(n - count)
        self.scalars = scalars
        self.offsets = offsets
    }

    var isEmpty: Bool { scalars.isEmpty }
}
