import FolioText
import Testing

@Suite("Itemization: bidi levels, script runs and font fallback")
struct ItemizationTests {
    struct BidiCase: Sendable, CustomTestStringConvertible {
        var text: String
        var direction: TextDirection
        var levels: [UInt8]
        var paragraphLevel: UInt8
        var testDescription: String { "\(text) \(direction)" }
    }

    // Levels from UAX #9: Latin L, Hebrew R, European digits EN inside RTL → 2.
    static let bidiCases: [BidiCase] = [
        BidiCase(text: "abc", direction: .auto, levels: [0, 0, 0], paragraphLevel: 0),
        BidiCase(text: "אבג", direction: .auto, levels: [1, 1, 1], paragraphLevel: 1),
        BidiCase(text: "ab אב", direction: .auto, levels: [0, 0, 0, 1, 1], paragraphLevel: 0),
        BidiCase(text: "אב ab", direction: .auto, levels: [1, 1, 1, 2, 2], paragraphLevel: 1),
        BidiCase(text: "אב 12", direction: .auto, levels: [1, 1, 1, 2, 2], paragraphLevel: 1),
        BidiCase(text: "abc", direction: .rightToLeft, levels: [2, 2, 2], paragraphLevel: 1),
        BidiCase(text: "אב", direction: .leftToRight, levels: [1, 1], paragraphLevel: 0),
        // N0: brackets around right-to-left text in a left-to-right paragraph, with nothing
        // strong before them, take the paragraph's direction.
        BidiCase(text: "(אב)", direction: .leftToRight, levels: [0, 1, 1, 0], paragraphLevel: 0),
        BidiCase(text: "א (b)", direction: .auto, levels: [1, 1, 1, 2, 1], paragraphLevel: 1),
    ]

    @Test("FriBidi gives each character its UAX #9 level", arguments: bidiCases)
    func bidiLevels(c: BidiCase) {
        let (levels, paragraph) = BidiResolver.levels(of: Array(c.text.unicodeScalars), direction: c.direction)
        #expect(levels == c.levels)
        #expect(paragraph == c.paragraphLevel)
    }

    @Test("runs are reordered for display by rule L2", arguments: [
        ([0, 1, 1, 0] as [UInt8], [0, 2, 1, 3]),
        ([1, 2, 2, 1] as [UInt8], [3, 1, 2, 0]),
        ([0, 0] as [UInt8], [0, 1]),
        ([1, 1, 1] as [UInt8], [2, 1, 0]),
    ])
    func visualOrder(levels: [UInt8], order: [Int]) {
        #expect(BidiResolver.visualOrder(levels: levels) == order)
    }

    @Test("Common and Inherited characters take their neighbours' script")
    func scripts() {
        let s = ScriptItemizer.scripts(of: Array("1. Hello, мир! ".unicodeScalars))
        #expect(s.first == .latin, "leading digits and punctuation take the first real script")
        #expect(s[3...8].allSatisfy { $0 == .latin })
        #expect(s[9] == .latin, "the space after a Latin word stays Latin")
        #expect(s[10...12].allSatisfy { $0 == Script("Cyrl") })
        #expect(s.last == Script("Cyrl"))
        let marks = ScriptItemizer.scripts(of: Array("e\u{301}ש\u{5B8}".unicodeScalars))
        #expect(marks == [.latin, .latin, .hebrew, .hebrew], "combining marks inherit their base's script")
    }

    @Test("items split where the level, the script or the font changes")
    func items() throws {
        let serif = try Fixture.serif, thai = try Fixture.thai
        let itemizer = Itemizer(fallback: FontFallback(font: serif, fallbacks: [thai]))
        let items = itemizer.itemize("Hi สวัสดี שלום").items
        #expect(items.map(\.range) == [0..<3, 3..<10, 10..<14])
        #expect(items.map(\.script) == [.latin, .thai, .hebrew])
        #expect(items[0].font === serif && items[1].font === thai)
        #expect(items[2].isRightToLeft)
    }

    @Test("fallback takes the first font that covers the whole grapheme cluster")
    func wholeClusters() throws {
        // DejaVu Serif has "e" but not every combination; a cluster is never split between fonts.
        let serif = try Fixture.serif, sans = try Fixture.sans
        let text = "a\u{0E01}\u{0E34}b"  // Thai ก + sara i is one cluster that neither DejaVu has
        let fallback = FontFallback(font: serif, fallbacks: [sans, try Fixture.thai])
        let items = Itemizer(fallback: fallback).itemize(text).items
        let thaiItem = try #require(items.first { $0.script == .thai })
        #expect(thaiItem.range == 1..<3)
        #expect(thaiItem.font.covers(Unicode.Scalar(0x0E01)!) && thaiItem.font.covers(Unicode.Scalar(0x0E34)!))
    }

    @Test("a space between words of a fallback font stays in that font")
    func spacesStay() throws {
        let serif = try Fixture.serif, thai = try Fixture.thai
        let items = Itemizer(fallback: FontFallback(font: serif, fallbacks: [thai])).itemize("สวัสดี ชาวโลก").items
        #expect(items.count == 1)
        #expect(items[0].font === thai)
    }

    @Test("controls need no glyph; ASCII a font lacks sends the text to fallback")
    func asciiCoverage() throws {
        let serif = try Fixture.serif, thai = try Fixture.thai
        // Tab, form feed, U+001F and DEL are never drawn: nothing is missing, no fallback.
        let controls = Itemizer(fallback: FontFallback(font: serif, fallbacks: [thai])).itemize("a\tb\u{0C}c\u{1F}d\u{7F}e")
        #expect(controls.missingCharacters.isEmpty)
        #expect(controls.items.allSatisfy { $0.font === serif })
        // The Thai font has no Latin letters: they fall back to DejaVu Serif.
        let latin = Itemizer(fallback: FontFallback(font: thai, fallbacks: [serif])).itemize("ab\u{0E01}").items
        #expect(!thai.covers("a"))
        #expect(latin.map(\.range) == [0..<2, 2..<3])
        #expect(latin.first?.font === serif && latin.last?.font === thai)
    }

    @Test("characters no font has are reported and drawn with the requested font")
    func missing() throws {
        let serif = try Fixture.serif
        let p = Itemizer(fallback: FontFallback(font: serif)).itemize("a\u{0E01}b")
        #expect(p.missingCharacters == [Unicode.Scalar(0x0E01)!])
        #expect(p.items.allSatisfy { $0.font === serif })
    }
}
