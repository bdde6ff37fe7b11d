/// The CMaps of a Type 0 font whose content codes are ``GlyphCodes`` (ISO 32000-1 §9.7.5 and
/// §9.10.3): the `/Encoding` of compact codes, from each code to the CID of the same number,
/// and the ToUnicode map, from each code to the UTF-16 text the glyph stands for (several
/// characters for a ligature).
enum FontCMaps {
    /// The encoding CMap program of compact codes: every code to the CID of the same number.
    static func compactEncoding(name: String) -> [UInt8] {
        var out = header(registry: "Adobe", ordering: "Identity", name: name, type: 1, compact: true)
        out += Array("2 begincidrange\n<00> <7F> 0\n<8000> <FFFF> 32768\nendcidrange\n".utf8)
        out += trailer
        return out
    }

    /// The most UTF-16 code units a glyph's text is mapped to. ISO 32000-1 §9.10.3 allows a
    /// destination of 512 bytes, but poppler (like xpdf) reads a CMap token of at most 255
    /// characters ("Illegal entry in bfchar block" past it, which loses the entry): 63 units,
    /// 252 hex digits and the brackets, fit. A glyph standing for more (a base letter under
    /// hundreds of combining marks, which shape as one cluster) maps to its first 63 units,
    /// never splitting a surrogate pair.
    static let maximumTextUnits = 63

    /// The ToUnicode CMap program: the code of every glyph with text to that text (at most
    /// ``maximumTextUnits`` UTF-16 units of it), entries in code order, at most 100 per
    /// `bfchar` block.
    static func toUnicode(_ text: [UInt32: String], codes: [UInt32: UInt32], compact: Bool) -> [UInt8] {
        let entries = text.compactMap { glyph, string -> (code: UInt32, text: String)? in
            guard !string.isEmpty, let code = codes[glyph] else { return nil }
            return (code, string)
        }.sorted { $0.code < $1.code }
        var out = header(registry: "Adobe", ordering: "UCS", name: "Adobe-Identity-UCS", type: 2, compact: compact)
        blocks(of: entries.count, keyword: "bfchar", into: &out) { i, out in
            out.append(0x3C)
            GlyphCodes.appendHex(entries[i].code, to: &out)
            out.append(contentsOf: "> <".utf8)
            var units = Array(entries[i].text.utf16.prefix(maximumTextUnits + 1))
            if units.count > maximumTextUnits {
                units.removeLast(units.count - maximumTextUnits)
                if UTF16.isLeadSurrogate(units[units.count - 1]) { units.removeLast() }
            }
            for unit in units { appendHex(unit, to: &out) }
            out.append(contentsOf: ">\n".utf8)
        }
        out += trailer
        return out
    }

    private static func header(registry: String, ordering: String, name: String, type: Int, compact: Bool) -> [UInt8] {
        Array("""
        /CIDInit /ProcSet findresource begin
        12 dict begin
        begincmap
        /CIDSystemInfo << /Registry (\(registry)) /Ordering (\(ordering)) /Supplement 0 >> def
        /CMapName /\(name) def
        /CMapType \(type) def
        \(GlyphCodes.codespaceRanges(compact: compact))
        """.utf8)
    }

    private static let trailer = Array("""
        endcmap
        CMapName currentdict /CMap defineresource pop
        end
        end

        """.utf8)

    /// Writes `count` entries in blocks of at most 100: `n begin<keyword> … end<keyword>`.
    private static func blocks(of count: Int, keyword: String, into out: inout [UInt8],
                               entry: (Int, inout [UInt8]) -> Void) {
        var i = 0
        while i < count {
            let n = min(100, count - i)
            out += Array("\(n) begin\(keyword)\n".utf8)
            for k in i..<(i + n) { entry(k, &out) }
            out += Array("end\(keyword)\n".utf8)
            i += n
        }
    }

    private static func appendHex(_ v: UInt16, to out: inout [UInt8]) {
        out.append(PDFSyntax.hexDigit(UInt8(truncatingIfNeeded: v >> 12)))
        out.append(PDFSyntax.hexDigit(UInt8(truncatingIfNeeded: (v >> 8) & 0xF)))
        out.append(PDFSyntax.hexDigit(UInt8(truncatingIfNeeded: (v >> 4) & 0xF)))
        out.append(PDFSyntax.hexDigit(UInt8(truncatingIfNeeded: v & 0xF)))
    }
}
