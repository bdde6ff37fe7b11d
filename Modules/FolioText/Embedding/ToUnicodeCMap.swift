/// The ToUnicode CMap of a Type 0 font with two-byte codes (ISO 32000-1 §9.10.3): each
/// glyph id maps to the UTF-16 text it stands for; a ligature maps to several characters.
enum ToUnicodeCMap {
    /// The CMap program for `text` (glyph id → text), entries in glyph order, at most 100
    /// per `bfchar` block as the CMap format requires.
    static func make(_ text: [UInt32: String]) -> [UInt8] {
        var out = Array("""
        /CIDInit /ProcSet findresource begin
        12 dict begin
        begincmap
        /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
        /CMapName /Adobe-Identity-UCS def
        /CMapType 2 def
        1 begincodespacerange
        <0000> <FFFF>
        endcodespacerange

        """.utf8)
        let entries = text.filter { $0.key <= 0xFFFF && !$0.value.isEmpty }.sorted { $0.key < $1.key }
        var i = 0
        while i < entries.count {
            let block = entries[i..<min(i + 100, entries.count)]
            out += Array("\(block.count) beginbfchar\n".utf8)
            for (glyph, string) in block {
                out.append(0x3C)
                appendHex(UInt16(glyph), to: &out)
                out += Array("> <".utf8)
                for unit in string.utf16 { appendHex(unit, to: &out) }
                out += Array(">\n".utf8)
            }
            out += Array("endbfchar\n".utf8)
            i += 100
        }
        out += Array("""
        endcmap
        CMapName currentdict /CMap defineresource pop
        end
        end

        """.utf8)
        return out
    }

    private static func appendHex(_ v: UInt16, to out: inout [UInt8]) {
        let digits = Array("0123456789ABCDEF".utf8)
        out.append(digits[Int(v >> 12)])
        out.append(digits[Int((v >> 8) & 0xF)])
        out.append(digits[Int((v >> 4) & 0xF)])
        out.append(digits[Int(v & 0xF)])
    }
}
