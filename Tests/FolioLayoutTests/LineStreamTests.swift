@testable import FolioLayout
import FolioText
import Testing

@Suite("A long block's lines set a piece at a time")
struct LineStreamTests {
    /// Each line's length, width, height, keep rule, vertical metrics and glyphs: everything
    /// but where its range starts (a piece counts from its own start).
    private static func summary(_ line: Line, height: Double, keep: Bool) -> String {
        "\(line.range.count) \(line.width) \(height) \(keep) \(line.ascent) \(line.descent) "
            + line.runs.map { "\($0.glyphs.map(\.id)) \($0.glyphs.map(\.xAdvance)) \($0.origin.x)" }.joined()
    }

    /// The block set whole, with widow and orphan control as the flow applies it.
    private static func whole(_ text: AttributedText, _ setter: TextSetter, widows: Int, orphans: Int) throws -> [String] {
        let lines = try setter.lines(text, width: 240)
        return lines.enumerated().map { k, entry in
            summary(entry.line, height: entry.height, keep: k > 0 && (k < orphans || lines.count - k < widows))
        }
    }

    private static func streamed(_ text: AttributedText, _ setter: TextSetter, widows: Int, orphans: Int, piece: Int) throws -> [String]? {
        guard let stream = LineStream(text, width: 240, widows: widows, orphans: orphans, setter: setter, pieceLength: piece) else { return nil }
        var out: [String] = []
        while let entries = try stream.next() {
            out += entries.map { summary($0.line, height: $0.height, keep: $0.keepWithPrevious) }
        }
        return out
    }

    static let texts: [(String, ParagraphStyle)] = {
        let sentence = "A paragraph of some words, long enough to wrap over a few lines of the measure. "
        let paragraphs = (0..<60).map { i in String(repeating: sentence, count: 1 + i % 4) }.joined(separator: "\n")
        let code = (0..<400).map { "    let value\($0) = compute(\($0), \"text\") // a comment" }.joined(separator: "\n") + "\n"
        var spaced = ParagraphStyle()
        spaced.paragraphSpacing = 7
        spaced.paragraphSpacingBefore = 3
        spaced.lineSpacing = 2
        var justified = ParagraphStyle()
        justified.alignment = .justified
        justified.hyphenationFactor = 1
        let longParagraph = String(repeating: sentence, count: 40) + "\n" + paragraphs
        return [(paragraphs, ParagraphStyle()), (code, ParagraphStyle()), (paragraphs, spaced), (paragraphs, justified),
                (longParagraph, ParagraphStyle()), ("short\n" + paragraphs + "\u{2029}end", spaced)]
    }()

    @Test("the lines, heights and keep rules are those of the block set whole",
          arguments: [(2, 2), (1, 1), (3, 4), (64, 2)], [0, 1, 2, 3, 4, 5])
    func sameAsWhole(rule: (widows: Int, orphans: Int), textIndex: Int) throws {
        let setter = TextSetter(library: .shared, style: DocumentStyle(), log: DiagnosticLog())
        let (string, style) = Self.texts[textIndex]
        let text = AttributedText(string, attributes: TextAttributes(font: TextFont(family: "DejaVu Serif", size: 10), paragraphStyle: style))
        let expected = try Self.whole(text, setter, widows: rule.widows, orphans: rule.orphans)
        for piece in [500, 1_700, 4_000] {
            let got = try #require(try Self.streamed(text, setter, widows: rule.widows, orphans: rule.orphans, piece: piece))
            #expect(got == expected, "pieces of \(piece)")
        }
    }

    @Test("a short block, or one that keeps more than 64 lines together, is set whole")
    func notStreamed() {
        let setter = TextSetter(library: .shared, style: DocumentStyle(), log: DiagnosticLog())
        #expect(LineStream(AttributedText("short"), width: 240, widows: 2, orphans: 2, setter: setter) == nil)
        let long = AttributedText(String(repeating: "word ", count: 5_000))
        #expect(LineStream(long, width: 240, widows: 2, orphans: 2, setter: setter) != nil)
        #expect(LineStream(long, width: 240, widows: .max, orphans: .max, setter: setter) == nil, "a heading")
    }
}
