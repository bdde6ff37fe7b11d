/// The character codes content streams show a font's glyphs with, in one of two schemes.
///
/// - **Compact** (fonts that can remap glyphs, a CIDFont with a `/CIDToGIDMap`: TrueType
///   outlines). The glyphs of each font are numbered in the order a document first draws them,
///   and the first 122 get one byte. Latin text rarely uses more than a hundred glyphs of a
///   font, so most text takes one byte a glyph instead of two. The codespace has two ranges
///   (ISO 32000-1 §9.7.6.2) that the first byte tells apart: `01`–`7F` for one-byte codes
///   (without `0A`, `0D`, `28`, `29` and `5C`, which a literal string would need a backslash
///   for) and `8000`–`FFFF` for the next 32,768 glyphs. Code `00` is .notdef (CID 0 must be).
///   The font's encoding maps every code to the CID of the same number, and its
///   `/CIDToGIDMap` each CID to the glyph: readers that read ToUnicode maps through the
///   encoding (MuPDF) find every CID inside the codespace.
/// - **Identity** (other fonts: CFF outlines, whose CIDs are their glyph ids). Two bytes, the
///   glyph id, and the encoding is `Identity-H`.
///
/// A code is kept packed in a `UInt32`: its value in the low 24 bits, its length in bytes in
/// the high 8.
public enum GlyphCodes {
    /// The one-byte codes after `00`, in the order they are handed out.
    static let oneByte: [UInt8] = (0x01..<0x80).filter { ![0x0A, 0x0D, 0x28, 0x29, 0x5C].contains($0) }

    /// How many glyphs besides .notdef one font can draw in one document with compact codes.
    public static let compactCapacity = oneByte.count + 0x8000

    /// The compact code for .notdef (glyph 0).
    public static let compactNotdef = pack(0, length: 1)

    /// The compact code of the `index`-th glyph other than .notdef that a font draws in a
    /// document (from 0), or `nil` beyond ``compactCapacity``.
    public static func compact(at index: Int) -> UInt32? {
        if index < oneByte.count { return pack(UInt32(oneByte[index]), length: 1) }
        let i = index - oneByte.count
        return i < 0x8000 ? pack(0x8000 + UInt32(i), length: 2) : nil
    }

    /// The identity code of a glyph: its id, in two bytes.
    public static func identity(_ glyph: UInt32) -> UInt32 { pack(glyph & 0xFFFF, length: 2) }

    /// A code's value (for compact codes also its CID).
    @inline(__always)
    public static func value(of code: UInt32) -> UInt32 { code & 0xFF_FFFF }

    /// How many bytes a code takes.
    @inline(__always)
    public static func length(of code: UInt32) -> Int { Int(code >> 24) }

    @inline(__always)
    static func pack(_ value: UInt32, length: Int) -> UInt32 { value | UInt32(length) << 24 }

    /// The `begincodespacerange … endcodespacerange` section of the scheme's CMaps (the
    /// encoding and the ToUnicode map).
    public static func codespaceRanges(compact: Bool) -> String {
        compact
            ? "2 begincodespacerange\n<00> <7F>\n<8000> <FFFF>\nendcodespacerange\n"
            : "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n"
    }

    /// Appends a code as upper-case hexadecimal digits, two per byte (for CMaps).
    public static func appendHex(_ code: UInt32, to out: inout [UInt8]) {
        let digits: StaticString = "0123456789ABCDEF"
        var shift = 8 * length(of: code) - 4
        while shift >= 0 {
            out.append(digits.utf8Start[Int((code >> UInt32(shift)) & 0xF)])
            shift -= 4
        }
    }
}
