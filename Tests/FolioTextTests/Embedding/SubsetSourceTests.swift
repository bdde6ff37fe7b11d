import FolioGraphics
import FolioPDF
@testable import FolioText
import FolioTestSupport
import Testing

@Suite("Subsets: from a preprocessed face after the first few, renumbered for TrueType")
struct SubsetSourceTests {
    /// Glyph sets of different sizes spread over the font, `.notdef` left out (always kept).
    private func glyphSets(_ font: Font) -> [[UInt32]] {
        (1...SubsetSource.subsetsBeforePreprocessing + 3).map { n in
            Array(stride(from: UInt32(n), to: UInt32(min(font.glyphCount, 600)), by: n + 1))
        }
    }

    @Test("later subsets, cut from the preprocessed face, are the same bytes as subsets of the font's own face",
          arguments: ["DejaVuSerif.ttf", "FreeSansBold.otf"], [false, true])
    func preprocessedSubsetsMatch(file: String, renumber: Bool) throws {
        let font = try Font(path: Fixture.path(file))  // a fresh object: no subsets made yet
        for (i, glyphs) in glyphSets(font).enumerated() {
            let expected = try #require(FontSubsetter.subset(face: font.harfBuzz.face, glyphs: glyphs, keepHinting: false, renumber: renumber))
            let subset = try #require(font.subsetSource.subset(glyphs: glyphs, keepHinting: false, renumber: renumber))
            #expect(subset.bytes == expected.bytes, "subset \(i + 1) of \(file)")
            #expect(subset.newGlyphIDs == expected.newGlyphIDs)
            #expect(font.subsetSource.isPreprocessed == (i >= SubsetSource.subsetsBeforePreprocessing))
        }
    }

    @Test("a font whose program was cut on another thread writes the same bytes as one cut on the writing thread",
          arguments: [true, false])
    func cutOnAnotherThread(compact: Bool) async throws {
        let font = try Font(path: Fixture.path("DejaVuSerif.ttf"))
        let glyphs: [UInt32] = [37, 68, 69, 900]
        let codes = Dictionary(uniqueKeysWithValues: glyphs.enumerated().map { ($1, compact ? GlyphCodes.compact(at: $0)! : $1) })
        let usage = FontUsage(glyphs: glyphs, text: [37: "A", 68: "a", 69: "b"], codes: codes, compactCodes: compact)
        let elsewhere = try await Task.detached { try font.embeddedProgram(for: usage) }.value
        #expect((elsewhere.newGlyphIDs != nil) == compact, "TrueType glyphs are renumbered with compact codes only")
        func written(_ program: EmbeddedFontProgram) throws -> [UInt8] {
            let doc = try PDFDocumentWriter(output: .memory)
            try doc.writeType0Font(program, usage: usage, as: doc.allocate())
            return try #require(try doc.finish())
        }
        let ahead = try written(elsewhere)
        #expect(ahead == (try written(try font.embeddedProgram(for: usage))))
        #expect(ahead.count > 2_000, "\(ahead.count) bytes")
    }

    @Test("a renumbered subset numbers its glyphs from 1 in the order of their ids (components of composites included); otherwise ids stay")
    func renumbering() throws {
        let font = try Fixture.font("DejaVuSerif.ttf")
        let glyphs: [UInt32] = [900, 37, 68, 2000, 69]
        let renumbered = try #require(FontSubsetter.subset(face: font.harfBuzz.face, glyphs: glyphs, keepHinting: false, renumber: true))
        let ids = try #require(renumbered.newGlyphIDs)
        #expect(ids[37] == 1 && ids[68] == 2 && ids[69] == 3, "\(ids)")
        #expect(ids[69]! < ids[900]! && ids[900]! < ids[2000]!, "\(ids)")
        #expect(ids[2000]! < 10, "a few components at most: \(ids)")
        let kept = try #require(FontSubsetter.subset(face: font.harfBuzz.face, glyphs: glyphs, keepHinting: false, renumber: false))
        #expect(kept.newGlyphIDs == nil)
        #expect(renumbered.bytes.count * 4 < kept.bytes.count, "\(renumbered.bytes.count) bytes renumbered, \(kept.bytes.count) with ids kept (loca and hmtx up to glyph 2000)")
    }
}
