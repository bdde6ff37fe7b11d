// Readable examples of UAX #29 grapheme cluster boundaries (the emergency break points
// inside a word that does not fit on a line).
import Testing

import FolioText

@Suite("Grapheme clusters (UAX #29) by example")
struct GraphemeBreakerTests {
    /// The text cut at every grapheme cluster boundary.
    private func clusters(_ text: String) -> [String] {
        let utf16 = Array(text.utf16)
        let bounds = GraphemeBreaker.boundaries(in: text)
        return zip(bounds, bounds.dropFirst()).map { String(decoding: utf16[$0..<$1], as: UTF16.self) }
    }

    @Test("reads as a spec: boundaries run from 0 to the UTF-16 length; none for empty text")
    func boundaries() {
        #expect(GraphemeBreaker.boundaries(in: "") == [])
        #expect(GraphemeBreaker.boundaries(in: "abc") == [0, 1, 2, 3])
        #expect(GraphemeBreaker.boundaries(in: "a🎉b") == [0, 1, 3, 4])
    }

    @Test("a letter and its combining marks are one cluster; CR LF is one cluster")
    func marksAndNewlines() {
        #expect(clusters("e\u{301}te\u{301}") == ["e\u{301}", "t", "e\u{301}"])
        #expect(clusters("a\r\nb\n\r") == ["a", "\r\n", "b", "\n", "\r"])
        #expect(clusters("\u{301}a") == ["\u{301}", "a"])  // a leading mark stands alone
    }

    @Test("Hangul jamo sequences and syllables with trailing jamo hold together")
    func hangul() {
        #expect(clusters("\u{1100}\u{1161}\u{11A8}\u{1100}") == ["\u{1100}\u{1161}\u{11A8}", "\u{1100}"])
        #expect(clusters("한\u{11A8}국") == ["한\u{11A8}", "국"])
    }

    @Test("emoji ZWJ sequences, modifiers and flag pairs are single clusters")
    func emoji() {
        let family = "👩\u{200D}👩\u{200D}👧"
        #expect(clusters("\(family)👍🏽🇫🇷🇩🇪🇯") == [family, "👍🏽", "🇫🇷", "🇩🇪", "🇯"])
        #expect(clusters("a\u{200D}👧") == ["a\u{200D}", "👧"])  // ZWJ joins only pictographs
    }

    @Test("spacing marks and prepended characters stay with their cluster")
    func indic() {
        #expect(clusters("कि") == ["कि"])  // DEVANAGARI KA + VOWEL SIGN I (SpacingMark)
        #expect(clusters("\u{0600}1") == ["\u{0600}1"])  // ARABIC NUMBER SIGN (Prepend)
    }

    @Test("UTF-16 buffers and slices give the same boundaries as Strings")
    func utf16Input() {
        let text = "Zoë 👩\u{200D}💻 ok"
        let utf16 = Array(text.utf16)
        let fromString = GraphemeBreaker.boundaries(in: text)
        #expect(utf16.withUnsafeBufferPointer { GraphemeBreaker.boundaries(utf16: $0) } == fromString)
        #expect(GraphemeBreaker.boundaries(utf16: text.utf16) == fromString)
        #expect(GraphemeBreaker.boundaries(utf16: utf16[4...]).map { $0 + 4 } == fromString.filter { $0 >= 4 })
        // A lone surrogate is an ordinary character (Other): a following mark joins it.
        let units: [UInt16] = [0x61, 0xDC00, 0x301]
        #expect(units.withUnsafeBufferPointer { GraphemeBreaker.boundaries(utf16: $0) } == [0, 1, 3])
    }

    @Test("agrees with Swift's Character boundaries on Latin, Greek, Cyrillic, CJK and emoji text")
    func agreesWithSwift() {
        let text = "Ünïcödé ΑΒΓ Привет 漢字かな 한국어 👍🏾 🇺🇳 👨\u{200D}👩\u{200D}👧\u{200D}👦 e\u{301}\u{302}\r\n"
        var expected = [0]
        var offset = 0
        for character in text {
            offset += character.utf16.count
            expected.append(offset)
        }
        #expect(GraphemeBreaker.boundaries(in: text) == expected)
    }
}
