import Foundation

/// Gives every processing instruction without data (`<?name?>`) a space before its `?>`, which
/// changes nothing XML means by it (the data is empty either way) but keeps it away from a
/// crash: Foundation's `XMLParser` on Linux reads a processing instruction's data as a C string
/// and libxml2 hands it a null pointer when there is none (found by fuzz-svg with
/// `<?xm?>`; `<?xml-stylesheet?>` in a real file does the same).
///
/// The document is scanned in its own code units: bytes for UTF-8 and the single-byte
/// encodings, 16-bit units for UTF-16 (told by its byte order mark or by `<?` written in it),
/// so that the inserted space is one character of the document's encoding. Comments and
/// CDATA sections are skipped: what they hold is text, not markup.
enum EmptyProcessingInstructions {
    /// `data` with a space in each processing instruction that has no data; `data` itself when
    /// it has none (the common case costs one scan and no copy).
    static func padded(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        let layout = UnitLayout(of: bytes)
        let units = (bytes.count - layout.start) / layout.width
        let unit = { (i: Int) -> UInt16 in layout.unit(at: i, in: bytes) }
        var insertions: [Int] = []  // unit indexes where a space goes
        var i = 0
        func matches(_ text: String, at k: Int) -> Bool {
            var k = k
            for c in text.utf8 {
                guard k < units, unit(k) == UInt16(c) else { return false }
                k += 1
            }
            return true
        }
        func index(of text: String, from k: Int) -> Int? {
            var k = k
            while k < units {
                if matches(text, at: k) { return k }
                k += 1
            }
            return nil
        }
        while i < units {
            guard unit(i) == UInt16(UInt8(ascii: "<")) else { i += 1; continue }
            if matches("<!--", at: i) {
                guard let end = index(of: "-->", from: i + 4) else { break }
                i = end + 3
            } else if matches("<![CDATA[", at: i) {
                guard let end = index(of: "]]>", from: i + 9) else { break }
                i = end + 3
            } else if matches("<?", at: i) {
                var j = i + 2
                while j < units, !isSpace(unit(j)), !matches("?>", at: j) { j += 1 }
                if j < units, j > i + 2, matches("?>", at: j) { insertions.append(j) }
                guard let end = index(of: "?>", from: j) else { break }
                i = end + 2
            } else {
                i += 1
            }
        }
        guard !insertions.isEmpty else { return data }
        var out = [UInt8]()
        out.reserveCapacity(bytes.count + insertions.count * layout.width)
        var from = 0
        for k in insertions {
            let at = layout.start + k * layout.width
            out.append(contentsOf: bytes[from..<at])
            out.append(contentsOf: layout.space)
            from = at
        }
        out.append(contentsOf: bytes[from...])
        return Data(out)
    }

    private static func isSpace(_ u: UInt16) -> Bool {
        u == 0x20 || u == 0x09 || u == 0x0A || u == 0x0D
    }

    /// How the document's code units are laid out in its bytes.
    private struct UnitLayout {
        /// Bytes per code unit: 1 or 2.
        var width = 1
        /// Whether 16-bit units are little-endian.
        var littleEndian = false
        /// Where the first unit starts (after a UTF-16 byte order mark the parser reads).
        var start = 0

        init(of bytes: [UInt8]) {
            if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) {
                width = 2
                littleEndian = true
            } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) {
                width = 2
            }
            if width == 2, bytes.first == 0xFF || bytes.first == 0xFE { start = 2 }
        }

        func unit(at i: Int, in bytes: [UInt8]) -> UInt16 {
            let at = start + i * width
            guard width == 2 else { return UInt16(bytes[at]) }
            return littleEndian ? UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 : UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
        }

        /// A space in this layout.
        var space: [UInt8] {
            width == 1 ? [0x20] : littleEndian ? [0x20, 0x00] : [0x00, 0x20]
        }
    }
}
