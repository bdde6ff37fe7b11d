import FolioGraphics
import FolioTestSupport
@testable import FolioText
import Foundation
import Testing

/// A font of its own, with an empty word cache, that has settled whether its words shape alone
/// (deciding that writes to the cache). Returns the font and the cache's setting for Latin.
private func freshFont() throws -> (Font, Int32) {
    let font = try FontCache().font(path: Fixture.path("DejaVuSerif.ttf"))
    _ = Shaper().shape("xy z", font: font)
    let setting = try #require(font.wordShapes.read { $0.existingSetting(script: .latin, language: nil, features: []) })
    return (font, setting)
}

/// Whether the font's word cache holds `word` (its spaces included).
private func cacheHolds(_ word: String, _ font: Font, setting: Int32) -> Bool {
    let units = Array(word.utf16)
    var out: [PlacedGlyph] = []
    return units.withUnsafeBufferPointer { u in
        font.wordShapes.read { $0.appendGlyphs(of: 0..<units.count, in: u, setting: setting, to: &out) }
    }
}

private func glyphs(_ shaped: ShapedText) -> [PlacedGlyph] { shaped.runs.flatMap(\.glyphs) }

@Suite("Words missed while another thread writes a font's word cache wait in the shaper")
struct PendingWordsTests {
    static let first = "zqa AVAzqb, Tozqc officezqd"

    @Test("words shaped while the cache is held are kept with the next paragraph, with the same glyphs")
    func keptLater() throws {
        let (font, setting) = try freshFont()
        let expected = glyphs(Shaper().shape(Self.first, font: try FontCache().font(path: Fixture.path("DejaVuSerif.ttf"))))
        let shaper = Shaper()
        // Held for reading here, the cache cannot be written: the four words wait in the shaper.
        let whileHeld = font.wordShapes.read { _ in shaper.shape(Self.first, font: font) }
        #expect(glyphs(whileHeld) == expected)
        #expect(shaper.pendingWordCount == 4)
        #expect(!cacheHolds("zqa ", font, setting: setting))
        // The next paragraph in that font keeps them with its own.
        _ = shaper.shape("zqe zqf", font: font)
        #expect(shaper.pendingWordCount == 0)
        for word in ["zqa ", "AVAzqb, ", "Tozqc ", "officezqd", "zqe ", "zqf"] {
            #expect(cacheHolds(word, font, setting: setting), "\(word)")
        }
        // Read back from the cache, the first paragraph has the same glyphs.
        #expect(glyphs(Shaper().shape(Self.first, font: font)) == expected)
    }

    @Test("past the limit of waiting words, the shaper waits for the cache instead")
    func waitsPastLimit() throws {
        let (font, setting) = try freshFont()
        let held = DispatchSemaphore(value: 0)
        let reader = Thread {
            font.wordShapes.read { _ in
                held.signal()
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        reader.start()
        held.wait()
        let shaper = Shaper()
        let words = (0..<(Shaper.pendingLimit + 1)).map { "zq\($0)" }
        _ = shaper.shape(words.joined(separator: " "), font: font)
        #expect(shaper.pendingWordCount == 0)
        #expect(cacheHolds("zq0 ", font, setting: setting))
        #expect(cacheHolds("zq\(Shaper.pendingLimit)", font, setting: setting))
    }
}
