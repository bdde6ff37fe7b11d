import Foundation

/// Gives every processing instruction without data (`<?name?>`) a space before its `?>`, which
/// changes nothing XML means by it (the data is empty either way) but keeps it away from a
/// crash: Foundation's `XMLParser` on Linux reads a processing instruction's data as a C string
/// and libxml2 hands it a null pointer when there is none (found by fuzz-svg with
/// `<?xm?>`; `<?xml-stylesheet?>` in a real file does the same).
///
/// The document is scanned as bytes: it is UTF-8 or a single-byte encoding by now
/// (``XMLInputEncoding/prepared(_:)`` transcodes UTF-16). Comments and CDATA sections are
/// skipped: what they hold is text, not markup.
enum EmptyProcessingInstructions {
    /// `data` with a space in each processing instruction that has no data; `data` itself when
    /// it has none (the common case costs one scan and no copy).
    static func padded(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        let units = bytes.count
        var insertions: [Int] = []  // where a space goes
        var i = 0
        func matches(_ text: String, at k: Int) -> Bool {
            var k = k
            for c in text.utf8 {
                guard k < units, bytes[k] == c else { return false }
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
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            if matches("<!--", at: i) {
                guard let end = index(of: "-->", from: i + 4) else { break }
                i = end + 3
            } else if matches("<![CDATA[", at: i) {
                guard let end = index(of: "]]>", from: i + 9) else { break }
                i = end + 3
            } else if matches("<?", at: i) {
                var j = i + 2
                while j < units, !isSpace(bytes[j]), !matches("?>", at: j) { j += 1 }
                if j < units, j > i + 2, matches("?>", at: j) { insertions.append(j) }
                guard let end = index(of: "?>", from: j) else { break }
                i = end + 2
            } else {
                i += 1
            }
        }
        guard !insertions.isEmpty else { return data }
        var out = [UInt8]()
        out.reserveCapacity(bytes.count + insertions.count)
        var from = 0
        for at in insertions {
            out.append(contentsOf: bytes[from..<at])
            out.append(UInt8(ascii: " "))
            from = at
        }
        out.append(contentsOf: bytes[from...])
        return Data(out)
    }

    private static func isSpace(_ u: UInt8) -> Bool {
        u == 0x20 || u == 0x09 || u == 0x0A || u == 0x0D
    }
}
