import Foundation

/// Fonts spoiled on purpose, made from the bundled DejaVu Serif, for tests of what a damaged
/// font file does.
public enum DamagedFonts {
    /// DejaVu Serif named `family` (12 characters, as long as "DejaVu Serif"), whose table
    /// directory claims 256 more tables than the file has: fontconfig still reads its family
    /// from the name table, HarfBuzz finds no glyphs.
    public static func brokenTableDirectory(family: String) throws -> Data {
        let serif = try Data(contentsOf: URL(fileURLWithPath: DrawingScenario.fixtureFontPath("DejaVuSerif.ttf")))
        var font = renamed(serif, from: "DejaVu Serif", to: family)
        font[4] = 1  // the high byte of numTables
        return font
    }

    /// `font` with the family name `old` changed to `new`, a name of the same length, in the
    /// name table's single-byte and UTF-16 records alike (the table's offsets stay right).
    public static func renamed(_ font: Data, from old: String, to new: String) -> Data {
        precondition(old.utf8.count == new.utf8.count, "the new name must be as long as the old")
        var bytes = [UInt8](font)
        let utf16 = { (s: String) in s.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
        for (from, to) in [(Array(old.utf8), Array(new.utf8)), (utf16(old), utf16(new))] {
            var i = 0
            while i + from.count <= bytes.count {
                if bytes[i] == from[0], bytes[i..<i + from.count].elementsEqual(from) {
                    bytes.replaceSubrange(i..<i + from.count, with: to)
                    i += from.count
                } else {
                    i += 1
                }
            }
        }
        return Data(bytes)
    }
}
