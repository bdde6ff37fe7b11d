import FolioCSS

/// Decodes HTML5 character references (`&amp;`, `&#38;`, `&#x26;`) as the tokenizer meets them.
enum CharacterReferences {
    /// Name (with `;` where needed) → code points, built once from ``NamedEntities/packed``.
    static let table: [String: [UInt32]] = {
        var table: [String: [UInt32]] = [:]
        table.reserveCapacity(NamedEntities.count)
        for line in NamedEntities.packed.split(separator: "\n") {
            let parts = line.split(separator: "\t")
            guard parts.count == 2 else { continue }
            table[String(parts[0])] = parts[1].split(separator: " ").compactMap { UInt32($0, radix: 16) }
        }
        return table
    }()

    /// Decodes the reference whose `&` is at `ampersand`.
    ///
    /// Appends the UTF-8 of what it stands for to `out` and returns the index just after
    /// it; returns `nil` (appending nothing) when the text there is not a reference and the
    /// `&` is to be kept literally. `inAttribute` applies HTML5's rule that a legacy
    /// reference without `;` followed by `=` or an alphanumeric is not decoded in attribute values.
    static func decode(_ bytes: [UInt8], ampersand: Int, end: Int, inAttribute: Bool, into out: inout [UInt8]) -> Int? {
        let start = ampersand + 1
        guard start < end else { return nil }
        if bytes[start] == 0x23 { return decodeNumeric(bytes, hash: start, end: end, into: &out) }
        guard bytes[start].isASCIIAlphanumeric else { return nil }
        var runEnd = start
        while runEnd < end, runEnd - start < NamedEntities.longestName, bytes[runEnd].isASCIIAlphanumeric { runEnd += 1 }
        // A name that needs ';' can only match the whole run followed by ';'.
        if runEnd < end, bytes[runEnd] == 0x3B {
            // The references most pages use, without building the table of all 2,231.
            if let point = common(bytes[start..<runEnd]) {
                out.appendUTF8(point)
                return runEnd + 1
            }
            let name = String(decoding: bytes[start...runEnd], as: UTF8.self)
            if let points = table[name] {
                for p in points { out.appendUTF8(p) }
                return runEnd + 1
            }
        }
        // Otherwise the longest legacy name (accepted without ';') that prefixes the run.
        var length = min(runEnd - start, NamedEntities.longestLegacyName)
        while length >= 2 {
            let name = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
            if let points = table[name] {
                let after = start + length
                if inAttribute, after < end, bytes[after] == 0x3D || bytes[after].isASCIIAlphanumeric { return nil }
                for p in points { out.appendUTF8(p) }
                return after
            }
            length -= 1
        }
        return nil
    }

    /// `amp`, `lt`, `gt`, `quot`, `apos` and `nbsp`: the code point, or `nil` for other names.
    private static func common(_ name: ArraySlice<UInt8>) -> UInt32? {
        switch name.count {
        case 2 where name.elementsEqual("lt".utf8): 0x3C
        case 2 where name.elementsEqual("gt".utf8): 0x3E
        case 3 where name.elementsEqual("amp".utf8): 0x26
        case 4 where name.elementsEqual("quot".utf8): 0x22
        case 4 where name.elementsEqual("apos".utf8): 0x27
        case 4 where name.elementsEqual("nbsp".utf8): 0xA0
        default: nil
        }
    }

    /// `&#123;` or `&#x7B;`, with or without `;`.
    private static func decodeNumeric(_ bytes: [UInt8], hash: Int, end: Int, into out: inout [UInt8]) -> Int? {
        var i = hash + 1
        var hex = false
        if i < end, bytes[i] | 0x20 == 0x78 {  // 'x' or 'X'
            hex = true
            i += 1
        }
        let digitsStart = i
        var value: UInt32 = 0
        while i < end, hex ? bytes[i].isASCIIHexDigit : bytes[i].isASCIIDigit {
            let b = bytes[i]
            let digit = b.isASCIIDigit ? UInt32(b - 0x30) : UInt32((b | 0x20) - 0x61 + 10)
            value = min(value * (hex ? 16 : 10) + digit, 0x110000)  // saturate: anything past is invalid anyway
            i += 1
        }
        guard i > digitsStart else { return nil }  // "&#" or "&#x" without digits stays literal
        if i < end, bytes[i] == 0x3B { i += 1 }
        out.appendUTF8(resolveNumeric(value))
        return i
    }

    /// HTML5's fix-ups for a numeric reference's value.
    static func resolveNumeric(_ value: UInt32) -> UInt32 {
        switch value {
        case 0, 0xD800...0xDFFF, 0x110000...: return 0xFFFD
        case 0x80...0x9F: return Windows1252.scalar(for: UInt8(value))
        default: return value
        }
    }
}
