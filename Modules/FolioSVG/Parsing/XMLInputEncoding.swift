import Foundation

/// The document as libxml2 is given it: UTF-8 or a single-byte encoding it reads itself.
///
/// libxml2 reads other encodings through iconv or its own converters, and damaged input
/// crashed them (fuzz-svg found a UTF-7 file, a UCS-4 file and UTF-16 with unpaired
/// surrogates), so Folio decides the encoding first: UTF-16 is transcoded to UTF-8 by Swift
/// (refused when it is not valid UTF-16), UCS-4, EBCDIC and declared encodings outside
/// ``readable`` are refused with an error naming them.
enum XMLInputEncoding {
    /// The encodings libxml2 reads itself, lowercased; a document declaring another is refused.
    static let readable: Set<String> = ["utf-8", "utf8", "utf-16", "utf-16le", "utf-16be", "us-ascii", "ascii", "iso-8859-1",
                                        "iso_8859-1", "latin1", "iso-latin-1"]

    /// `data` ready for the parser.
    ///
    /// - Throws: ``SVGError/malformedXML(message:line:column:)`` naming the encoding that is
    ///   not supported, or saying the UTF-16 is damaged.
    static func prepared(_ data: Data) throws(SVGError) -> Data {
        if let family = autodetectedForeignEncoding(data) {
            throw .malformedXML(message: "the document is written in \(family), which is not supported: save the drawing as UTF-8 (or UTF-16)",
                                line: 1, column: 1)
        }
        let text = try utf8(fromUTF16: data) ?? data
        if let encoding = declaredEncoding(text), !readable.contains(encoding.lowercased()) {
            throw .malformedXML(message: "the encoding \"\(encoding)\" is not supported: save the drawing as UTF-8 (or UTF-16, ISO-8859-1)",
                                line: 1, column: 1)
        }
        return text
    }

    /// The `encoding` of an XML declaration at the start of `data` (after a UTF-8 byte order
    /// mark), or `nil` when there is none.
    static func declaredEncoding(_ data: Data) -> String? {
        declaration(in: data).flatMap { encodingValue(in: $0)?.value }
    }

    /// The encoding family that the first four bytes of `data` signal (XML 1.0 Appendix F)
    /// when it is one libxml2 hands to iconv: UCS-4 in any byte order, with or without a byte
    /// order mark, or EBCDIC; `nil` for UTF-8, UTF-16 and everything else.
    static func autodetectedForeignEncoding(_ data: Data) -> String? {
        let head = [UInt8](data.prefix(4))
        guard head.count == 4 else { return nil }
        let ucs4: [[UInt8]] = [[0, 0, 0xFE, 0xFF], [0xFF, 0xFE, 0, 0], [0, 0, 0xFF, 0xFE], [0xFE, 0xFF, 0, 0],
                               [0, 0, 0, 0x3C], [0x3C, 0, 0, 0], [0, 0, 0x3C, 0], [0, 0x3C, 0, 0]]
        if ucs4.contains(head) { return "UCS-4" }
        if head == [0x4C, 0x6F, 0xA7, 0x94] { return "EBCDIC" }
        return nil
    }

    /// A UTF-16 document (told by its byte order mark, or by `<?` written in UTF-16) in UTF-8,
    /// its declaration's encoding made `UTF-8`; `nil` when `data` is not UTF-16.
    private static func utf8(fromUTF16 data: Data) throws(SVGError) -> Data? {
        let bytes = [UInt8](data)
        let littleEndian: Bool
        var start = 0
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) {
            littleEndian = true
        } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) {
            littleEndian = false
        } else {
            return nil
        }
        if bytes[0] == 0xFF || bytes[0] == 0xFE { start = 2 }
        guard (bytes.count - start) % 2 == 0 else {
            throw .malformedXML(message: "the document is not valid UTF-16 (an odd number of bytes): save it again as UTF-8", line: 1, column: 1)
        }
        let units = stride(from: start, to: bytes.count, by: 2).map { i in
            littleEndian ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
        }
        var out: [UInt8] = []
        out.reserveCapacity(units.count)
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) { out.append($0) }
        if failed {
            throw .malformedXML(message: "the document is not valid UTF-16 (a lone surrogate): save it again as UTF-8", line: 1, column: 1)
        }
        // The declaration names UTF-16, which the bytes no longer are.
        if let declaration = declaration(in: Data(out)), let value = encodingValue(in: declaration) {
            let offset = declaration.base.utf8.distance(from: declaration.base.startIndex, to: value.range.lowerBound)
            let length = value.value.utf8.count
            out.replaceSubrange(offset..<(offset + length), with: Array("UTF-8".utf8))
        }
        return Data(out)
    }

    /// The XML declaration at the start of `data`, from `<?xml` up to its `>` (after a UTF-8
    /// byte order mark, which stays in the substring's base), or `nil`.
    private static func declaration(in data: Data) -> Substring? {
        let head = [UInt8](data.prefix(256))
        let body = head.starts(with: [0xEF, 0xBB, 0xBF]) ? head[3...] : head[...]
        guard body.starts(with: Array("<?xml".utf8)), let end = body.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let text = String(decoding: head[..<end], as: UTF8.self)
        return text[text.utf8.index(text.startIndex, offsetBy: body.startIndex)...]
    }

    /// The value of the declaration's `encoding` pseudo-attribute and where it stands.
    private static func encodingValue(in declaration: Substring) -> (value: String, range: Range<Substring.Index>)? {
        guard let key = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote }
        return (String(value), value.startIndex..<value.endIndex)
    }
}
