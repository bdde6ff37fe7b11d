import FolioTestSupport
@testable import FolioText
import Testing

/// A letter under thousands of combining marks (#42 item 5): shaped in pieces of at most
/// `Shaper.maximumMarkRun` marks, every mark still has its glyph, in order.
@Suite("Long clusters")
struct LongClusterTests {
    @Test("20,000 marks on one letter: one glyph per character, clusters in order, the first pieces as shaped whole")
    func marksOnOneLetter() throws {
        let font = try FontCache().font(path: Fixture.path("DejaVuSerif.ttf"))
        let text = "a" + String(repeating: "\u{301}", count: 20_000) + " b"
        let glyphs = Shaper().shape(text, font: font).runs.flatMap(\.glyphs)
        // One glyph per character, but "a" and the first mark, which compose to "á".
        #expect(glyphs.count == text.utf16.count - 1)
        #expect(zip(glyphs, glyphs.dropFirst()).allSatisfy { $0.cluster <= $1.cluster })
        // Up to the first cut, the glyphs are those of the text shaped in one piece.
        let short = "a" + String(repeating: "\u{301}", count: Shaper.maximumMarkRun)
        let whole = Shaper().shape(short, font: font).runs.flatMap(\.glyphs)
        #expect(Array(glyphs.prefix(whole.count)).map(\.id) == whole.map(\.id))
        #expect(Array(glyphs.prefix(whole.count)).map(\.yOffset) == whole.map(\.yOffset))
    }

    @Test("a run of marks is never cut inside a surrogate pair")
    func surrogatePairs() throws {
        let font = try FontCache().font(path: Fixture.path("DejaVuSerif.ttf"))
        // U+1D167 (a combining musical mark) is a surrogate pair.
        let text = "a" + String(repeating: "\u{1D167}", count: 300)
        let glyphs = Shaper().shape(text, font: font).runs.flatMap(\.glyphs)
        #expect(glyphs.allSatisfy { $0.cluster % 2 == 1 || $0.cluster == 0 }, "every cluster starts on a whole character")
    }
}
