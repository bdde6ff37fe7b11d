@testable import FolioText
import FolioTestSupport
import Testing

/// The table tags of an sfnt font file (its table directory: a count at byte 4, then 16-byte
/// records from byte 12 that start with the tag).
private func tableTags(_ font: [UInt8]) -> Set<String> {
    guard font.count >= 12 else { return [] }
    let count = Int(font[4]) << 8 | Int(font[5])
    var tags: Set<String> = []
    for i in 0..<count where 12 + i * 16 + 4 <= font.count {
        let start = 12 + i * 16
        tags.insert(String(decoding: font[start..<start + 4], as: UTF8.self))
    }
    return tags
}

@Suite("Embedded subsets drop TrueType hinting unless the font needs it")
struct SubsetHintingTests {
    private let hintingTables: Set<String> = ["fpgm", "prep", "cvt "]

    @Test("a hinted font's subset has no fpgm, prep or cvt, and is smaller than the hinted subset")
    func dropsHinting() throws {
        let font = try Fixture.font("DejaVuSerif.ttf")
        #expect(!font.needsHinting)
        #expect(font.harfBuzz.hasTable("fpgm") && font.harfBuzz.hasTable("prep"))
        let glyphs = "Hinting is dropped".unicodeScalars.compactMap { font.harfBuzz.nominalGlyph($0.value) }
        let plain = try #require(FontSubsetter.subset(font.harfBuzz, glyphs: glyphs))
        let hinted = try #require(FontSubsetter.subset(font.harfBuzz, glyphs: glyphs, keepHinting: true))
        #expect(tableTags(plain).isDisjoint(with: hintingTables), "\(tableTags(plain).sorted())")
        #expect(tableTags(hinted).isSuperset(of: hintingTables), "\(tableTags(hinted).sorted())")
        #expect(tableTags(plain).isSuperset(of: ["glyf", "loca", "hmtx", "head", "cmap"]))
        #expect(plain.count < hinted.count * 3 / 4, "\(plain.count) bytes against \(hinted.count) hinted")
    }
}
