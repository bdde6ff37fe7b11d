import FolioGraphics
@testable import FolioText
import Testing

/// A paragraph that fits its first line is set without finding break opportunities; the line
/// must be the one the line breaking would have chosen, to the glyph.
@Suite("One-line paragraphs: the short way gives the long way's line")
struct OneLineParagraphTests {
    private func paragraph(_ string: String, alignment: ParagraphStyle.Alignment, indent: Double = 0) throws -> ShapedParagraph {
        var style = ParagraphStyle()
        style.alignment = alignment
        style.firstLineHeadIndent = indent
        style.hyphenationFactor = 1
        let text = AttributedText(string, attributes: TextAttributes(font: TextFont(file: Fixture.path("DejaVuSerif.ttf"), size: 11),
                                                                    paragraphStyle: style))
        let units = Array(string.utf16)
        var diagnostics: [String] = []
        return try ShapedParagraph(text, units: units, range: 0..<units.count, fonts: FontResolver(library: .shared), shaper: Shaper(),
                                   diagnostics: &diagnostics)
    }

    private static let samples = [
        "Item 12", "North", "512.50", "  indented start", "trailing spaces   ", "one two three four five six",
        "Unbreakable", "hyphenation candidates everywhere", "a", "x y", "Mañana, déjà vu", "Zahl 1.234,56 €",
    ]

    @Test("the same lines, runs and glyphs for every sample, alignment and width")
    func sameLines() throws {
        var shortWay = 0
        for string in Self.samples {
            for alignment in [ParagraphStyle.Alignment.left, .center, .right, .justified, .natural] {
                let para = try paragraph(string, alignment: alignment, indent: 6)
                for width in [30.0, 60, 90, 150, 400] {
                    let fast = ParagraphLayout(para, slot: { _ in (5, width) }, startingAt: 0)
                    let slow = ParagraphLayout(para, slot: { _ in (5, width) }, startingAt: 0, allowsOneLine: false)
                    if ParagraphLayout.oneLineContent(para, within: width - 6) != nil { shortWay += 1 }
                    #expect(fast.lines.count == slow.lines.count, "\(string) \(alignment) \(width)")
                    for (a, b) in zip(fast.lines, slow.lines) {
                        #expect(a.range == b.range && a.origin == b.origin && a.width == b.width, "\(string) \(alignment) \(width)")
                        #expect(a.ascent == b.ascent && a.descent == b.descent && a.leading == b.leading && a.spaceScale == b.spaceScale)
                        #expect(a.runs.map(\.range) == b.runs.map(\.range))
                        #expect(a.runs.map(\.origin) == b.runs.map(\.origin))
                        #expect(a.runs.map { $0.glyphs.map(\.id) } == b.runs.map { $0.glyphs.map(\.id) })
                        #expect(a.runs.map { $0.glyphs.map(\.xAdvance) } == b.runs.map { $0.glyphs.map(\.xAdvance) })
                    }
                }
            }
        }
        // Both ways were taken: the comparison covered the short way.
        #expect(shortWay > 50)
    }

    @Test("a paragraph wider than the line, with a forced break or a tab goes the long way")
    func longWay() throws {
        #expect(ParagraphLayout.oneLineContent(try paragraph("one two three", alignment: .left), within: 20) == nil)
        #expect(ParagraphLayout.oneLineContent(try paragraph("one\u{2028}two", alignment: .left), within: 500) == nil)
        #expect(ParagraphLayout.oneLineContent(try paragraph("one\ttwo", alignment: .left), within: 500) == nil)
        #expect(ParagraphLayout.oneLineContent(try paragraph("   ", alignment: .left), within: 500) == nil)
        #expect(ParagraphLayout.oneLineContent(try paragraph("one two  ", alignment: .left), within: 500) == 0..<7)
    }
}
