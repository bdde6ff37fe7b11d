import FolioGraphics
import FolioTestSupport
import FolioText
import Testing

/// Converts Folio's UTF-16 cluster offsets to the character (scalar) indices hb-shape prints.
private func scalarIndex(_ text: String) -> [Int: Int] {
    var map: [Int: Int] = [:]
    var offset = 0
    for (i, s) in text.unicodeScalars.enumerated() {
        map[offset] = i
        offset += s.value > 0xFFFF ? 2 : 1
    }
    return map
}

private func folioGlyphs(_ shaped: ShapedText) -> [HBGlyph] {
    let map = scalarIndex(shaped.string)
    return shaped.runs.flatMap { run in
        run.glyphs.map { HBGlyph(id: $0.id, cluster: map[$0.cluster] ?? -1, xAdvance: $0.xAdvance,
                                 xOffset: $0.xOffset, yOffset: $0.yOffset) }
    }
}

@Suite("Shaping equals HarfBuzz's own hb-shape")
struct ShapingTests {
    @Test("glyph ids, clusters, advances and offsets equal hb-shape's for each script", arguments: Sample.shaping)
    func equalsHBShape(sample: Sample) throws {
        let font = try sample.font
        let shaped = Shaper().shape(sample.text, font: font)
        #expect(shaped.runs.count == sample.runCount, "one run per script, font and direction")
        let expected = try hbShape(sample.fontPath, sample.text, faceIndex: sample.faceIndex)
        #expect(!expected.isEmpty)
        #expect(folioGlyphs(shaped) == expected)
        #expect(shaped.missingGlyphCount == 0)
    }

    @Test("ligatures and kerning are on by default: 'ff' is one glyph and 'AV' is kerned")
    func defaultsOn() throws {
        let font = try Fixture.serif
        let shaped = Shaper().shape("ff AV", font: font)
        let glyphs = shaped.runs[0].glyphs
        #expect(glyphs.count == 4, "ff ligature + space + A + V")
        let a = try #require(font.nominalGlyph(for: "A"))
        #expect(glyphs[2].id == a)
        #expect(Int(glyphs[2].xAdvance) < font.advance(ofGlyph: a), "kerning narrows A before V")
    }

    @Test("a feature can be turned off: -liga and -kern give hb-shape's output with the same features",
          arguments: ["-liga", "-kern", "-liga,-kern"])
    func featuresOff(features: String) throws {
        let settings = features.split(separator: ",").map { FontFeature.off(String($0.dropFirst())) }
        let shaped = Shaper().shape("office AVA", font: try Fixture.serif, options: ShapingOptions(features: settings))
        let expected = try hbShape(Fixture.path("DejaVuSerif.ttf"), "office AVA", features: features)
        #expect(folioGlyphs(shaped) == expected)
        #expect(folioGlyphs(Shaper().shape("office AVA", font: try Fixture.serif)) != expected)
    }

    @Test("any feature can be set: 'smcp' reaches HarfBuzz as hb-shape passes it")
    func anyFeature() throws {
        // DejaVu has no smcp, but HarfBuzz must still accept the setting; compare with hb-shape.
        let shaped = Shaper().shape("Small", font: try Fixture.sans, options: ShapingOptions(features: [.on("smcp")]))
        #expect(folioGlyphs(shaped) == (try hbShape(Fixture.path("DejaVuSans.ttf"), "Small", features: "smcp")))
    }

    @Test("clusters are UTF-16 offsets: a character outside the BMP counts two")
    func utf16Clusters() throws {
        let shaped = Shaper().shape("a😀b", font: try Fixture.sans)
        #expect(shaped.runs.flatMap(\.glyphs).map(\.cluster) == [0, 1, 3])
    }

    @Test("a right-to-left run holds its glyphs in visual order: the last letter first")
    func rtlVisualOrder() throws {
        let shaped = Shaper().shape("שלום", font: try Fixture.hebrew)
        let run = try #require(shaped.runs.first)
        #expect(run.isRightToLeft)
        #expect(run.glyphs.map(\.cluster) == [3, 2, 1, 0])
    }
}

@Suite("Words shaped once and reused give HarfBuzz's glyphs")
struct WordShapeCacheTests {
    /// Recurring words (cache hits), punctuation, kerning pairs, a ligature, a mark after a
    /// space, Greek and Cyrillic words and doubled spaces.
    static let text = "office AVAToday, office Wa.  AVA \u{301}x office — To ‘grep’ AVA ἀγαθός слово office"

    @Test("a paragraph of recurring words equals hb-shape's output, shaped again with a new shaper too",
          arguments: ["DejaVuSerif.ttf", "DejaVuSans.ttf", "DejaVuSansMono.ttf", "FreeSansBold.otf"])
    func recurringWords(file: String) throws {
        let font = try Fixture.font(file)
        let expected = try hbShape(Fixture.path(file), Self.text)
        #expect(!expected.isEmpty)
        for _ in 0..<2 {
            #expect(folioGlyphs(Shaper().shape(Self.text, font: font)) == expected)
        }
    }

    @Test("words new to the cache, shaped in one call, each get the glyphs they get alone",
          arguments: ["DejaVuSerif.ttf", "FreeSansBold.otf"])
    func missedWordsShapedTogether(file: String) throws {
        let font = try Fixture.font(file)
        // Words no other test uses, so the cache misses them: a paragraph that starts with a
        // combining mark (shaped apart from the rest), doubled spaces, a ligature and kerning
        // pairs next to spaces, and a last word with no space after it.
        let text = "\u{301}zqa AVAzqb,  Tozqc officezqd\u{301} W. zqe"
        let shaped = Shaper().shape(text, font: font)
        #expect(folioGlyphs(shaped) == (try hbShape(Fixture.path(file), text)))
    }

    @Test("each word of a long text is shaped as the whole text is, after many others filled the cache")
    func manyWords() throws {
        let font = try Fixture.font("DejaVuSerif.ttf")
        // 20,000 distinct words, more than the cache holds, then the sample: it empties itself and starts again.
        let filler = (0..<20_000).map { "w\($0)x" }.joined(separator: " ")
        let shaped = Shaper().shape(filler + " " + Self.text, font: font)
        let start = filler.unicodeScalars.count + 1
        let tail = folioGlyphs(shaped).filter { $0.cluster >= start }
            .map { HBGlyph(id: $0.id, cluster: $0.cluster - start, xAdvance: $0.xAdvance,
                           xOffset: $0.xOffset, yOffset: $0.yOffset) }
        #expect(tail == (try hbShape(Fixture.path("DejaVuSerif.ttf"), Self.text)))
    }
}
