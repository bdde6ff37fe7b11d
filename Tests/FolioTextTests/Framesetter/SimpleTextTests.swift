import FolioGraphics
@testable import FolioText
import Testing

/// Simple text (one run of Latin or common characters its font has, one paragraph) is shaped
/// without bidi, script or fallback stages and set without a framesetter; the paragraph and
/// its lines must be those of the long way, to the glyph.
@Suite("Simple text: the short way gives the long way's paragraph and lines")
struct SimpleTextTests {
    // One resolver and shaper per test (neither is for several threads).
    private let fonts = FontResolver(library: .shared)
    private let shaper = Shaper()

    private func text(_ string: String, alignment: ParagraphStyle.Alignment = .natural, file: String = "DejaVuSerif.ttf",
                      configure: (inout TextAttributes) -> Void = { _ in }) -> AttributedText {
        var style = ParagraphStyle()
        style.alignment = alignment
        style.firstLineHeadIndent = 4
        style.justificationLetterSpacing = 0.5
        var attributes = TextAttributes(font: TextFont(file: Fixture.path(file), size: 10), paragraphStyle: style)
        configure(&attributes)
        return AttributedText(string, attributes: attributes)
    }

    private func longWay(_ text: AttributedText) throws -> ShapedParagraph {
        let units = Array(text.string.utf16)
        var diagnostics: [String] = []
        return try ShapedParagraph(text, units: units, range: 0..<units.count, fonts: fonts, shaper: shaper,
                                   diagnostics: &diagnostics)
    }

    private func shortWay(_ text: AttributedText) -> ShapedParagraph? {
        var diagnostics: [String] = []
        return ShapedParagraph(simple: text, units: Array(text.string.utf16), fonts: fonts, shaper: shaper,
                               diagnostics: &diagnostics)
    }

    private static let samples = [
        "Item 12", "Region North", "512.50", "1,250.00 £", "  indented start", "trailing spaces   ", "(42)",
        "one two three four five six seven eight nine ten", "Mañana, déjà vu - «ÆØÅ» ¿qué?", "Łódź, Şişli, Ǆ ǅ", "x",
        "Unbreakablewordwithoutanyspacesatall", "a-b c/d e_f [g] {h} ~i|j", "office affine ffl", "²³ ½ ×÷ ±",
    ]

    private static let attributeVariants: [(String, @Sendable (inout TextAttributes) -> Void)] = [
        ("plain", { _ in }),
        ("tracked", { $0.tracking = 0.7 }),
        ("no kerning", { $0.features = ["kern": 0] }),
        ("language", { $0.language = "de" }),
        ("left to right", { $0.paragraphStyle?.baseWritingDirection = .leftToRight }),
    ]

    @Test("the same items, glyphs and advances as itemizing and shaping the long way")
    func sameParagraph() throws {
        for string in Self.samples {
            for (name, variant) in Self.attributeVariants {
                for alignment in [ParagraphStyle.Alignment.natural, .justified] {
                    let t = text(string, alignment: alignment, configure: variant)
                    let fast = try #require(shortWay(t), "\(string) \(name)")
                    let slow = try longWay(t)
                    #expect(fast.utf16 == slow.utf16 && fast.start == slow.start)
                    #expect(fast.paragraphLevel == slow.paragraphLevel && fast.style == slow.style && fast.hasTabs == slow.hasTabs)
                    #expect(fast.lettersMaySpread == slow.lettersMaySpread, "\(string) \(name)")
                    #expect(fast.advances == slow.advances, "\(string) \(name)")
                    #expect(fast.items.count == slow.items.count, "\(string) \(name)")
                    for (a, b) in zip(fast.items, slow.items) {
                        #expect(a.range == b.range && a.font === b.font && a.size == b.size && a.level == b.level)
                        #expect(a.attributes == b.attributes)
                        #expect(a.glyphs.map(\.id) == b.glyphs.map(\.id) && a.glyphs.map(\.cluster) == b.glyphs.map(\.cluster))
                        #expect(a.glyphs.map(\.xAdvance) == b.glyphs.map(\.xAdvance) && a.glyphs.map(\.xOffset) == b.glyphs.map(\.xOffset))
                    }
                }
            }
        }
    }

    @Test("the same lines as a framesetter's, whether they fit one line or break at spaces")
    func sameLines() throws {
        var broken = 0
        for string in Self.samples {
            for alignment in [ParagraphStyle.Alignment.left, .center, .right, .justified, .natural] {
                let t = text(string, alignment: alignment)
                for width in [25.0, 50, 80, 140, 600] {
                    var diagnostics: [String] = []
                    let fast = try #require(Framesetter.simpleLines(t, width: width, fonts: fonts, shaper: shaper,
                                                                    diagnostics: &diagnostics))
                    let slow = try Framesetter(t, fonts: fonts, shaper: shaper).lines(width: width)
                    if fast.count > 1 { broken += 1 }
                    #expect(fast.count == slow.count, "\(string) \(alignment) \(width)")
                    for (a, b) in zip(fast, slow) {
                        #expect(a.height == b.height)
                        #expect(a.line.range == b.line.range && a.line.origin == b.line.origin && a.line.width == b.line.width)
                        #expect(a.line.ascent == b.line.ascent && a.line.descent == b.line.descent && a.line.leading == b.line.leading)
                        #expect(a.line.spaceScale == b.line.spaceScale && a.line.isHyphenated == b.line.isHyphenated)
                        #expect(a.line.runs.map(\.range) == b.line.runs.map(\.range) && a.line.runs.map(\.origin) == b.line.runs.map(\.origin))
                        #expect(a.line.runs.map(\.width) == b.line.runs.map(\.width))
                        #expect(a.line.runs.map { $0.glyphs.map(\.id) } == b.line.runs.map { $0.glyphs.map(\.id) })
                        #expect(a.line.runs.map { $0.glyphs.map(\.xAdvance) } == b.line.runs.map { $0.glyphs.map(\.xAdvance) })
                    }
                }
            }
        }
        // Lines broken at spaces were compared too, not only lines that fit.
        #expect(broken > 30)
    }

    @Test("text of other scripts, directions, breaks, tabs, runs or missing glyphs goes the long way")
    func longWayOnly() throws {
        for string in ["שלום", "abc مرحبا", "a\tb", "one\ntwo", "one\u{2028}two", "e\u{301}", "漢字", "soft\u{AD}hyphen", "Ωmega", "\u{7}", ""] {
            #expect(shortWay(text(string)) == nil, "\(string)")
        }
        var rightToLeft = text("plain text")
        try rightToLeft.addAttributes(TextAttributes(paragraphStyle: {
            var s = ParagraphStyle()
            s.baseWritingDirection = .rightToLeft
            return s
        }()), range: 0..<10)
        #expect(shortWay(rightToLeft) == nil)
        var twoRuns = text("bold and plain")
        try twoRuns.addAttributes(TextAttributes(foregroundColor: .red), range: 0..<4)
        #expect(shortWay(twoRuns) == nil)
        // A font without "ñ": the long way finds a fallback font for it.
        let thai = try Font(path: Fixture.path("NotoSansThai-Regular.ttf"))
        try #require(thai.nominalGlyph(for: "ñ") == nil)
        #expect(shortWay(text("Mañana", file: "NotoSansThai-Regular.ttf")) == nil)
    }
}
