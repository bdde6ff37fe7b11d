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

    /// Where two settings first differ: the line's index and both lines, or `nil`.
    private static func firstDifference(_ got: [String], _ expected: [String]) -> String? {
        guard got != expected else { return nil }
        let k = zip(got, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, expected.count)
        return "\(got.count) lines against \(expected.count); line \(k): \(k < got.count ? got[k] : "none") against \(k < expected.count ? expected[k] : "none")"
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
        var indented = spaced
        indented.firstLineHeadIndent = 24
        indented.headIndent = 6
        // Right to left from its first letter, with English runs that could start a window.
        let hebrew = String(repeating: "שלום עולם, זוהי פסקה ארוכה מאוד. Some English words, then more. ", count: 80)
        return [(paragraphs, ParagraphStyle()), (code, ParagraphStyle()), (paragraphs, spaced), (paragraphs, justified),
                (longParagraph, ParagraphStyle()), ("short\n" + paragraphs + "\u{2029}end", spaced),
                (paragraphs + "\n" + longParagraph, indented), (hebrew + "\nend", ParagraphStyle())]
    }()

    @Test("the lines, heights and keep rules are those of the block set whole",
          arguments: [(2, 2), (1, 1), (3, 4), (64, 2)], [0, 1, 2, 3, 4, 5, 6, 7])
    func sameAsWhole(rule: (widows: Int, orphans: Int), textIndex: Int) throws {
        let setter = TextSetter(library: .shared, style: DocumentStyle(), log: DiagnosticLog())
        let (string, style) = Self.texts[textIndex]
        let text = AttributedText(string, attributes: TextAttributes(font: TextFont(family: "DejaVu Serif", size: 10), paragraphStyle: style))
        let expected = try Self.whole(text, setter, widows: rule.widows, orphans: rule.orphans)
        for piece in [500, 1_700, 4_000] {
            let got = try #require(try Self.streamed(text, setter, widows: rule.widows, orphans: rule.orphans, piece: piece))
            #expect(Self.firstDifference(got, expected) == nil, "pieces of \(piece)")
        }
    }

    @Test("a paragraph longer than two pieces is set a window at a time: a few lines per call, all of them in the end")
    func longParagraphWindows() throws {
        let setter = TextSetter(library: .shared, style: DocumentStyle(), log: DiagnosticLog())
        let sentence = "A paragraph of some words, long enough to wrap over a few lines of the measure. "
        let text = AttributedText(String(repeating: sentence, count: 150), attributes: TextAttributes(font: TextFont(family: "DejaVu Serif", size: 10)))
        let expected = try Self.whole(text, setter, widows: 2, orphans: 2)
        let stream = try #require(LineStream(text, width: 240, widows: 2, orphans: 2, setter: setter, pieceLength: 500))
        var got: [String] = [], calls: [Int] = []
        while let entries = try stream.next() {
            calls.append(entries.count)
            got += entries.map { Self.summary($0.line, height: $0.height, keep: $0.keepWithPrevious) }
        }
        #expect(expected.count > 250)
        #expect(Self.firstDifference(got, expected) == nil)
        #expect(calls.count > 20 && calls.max()! < 30, "lines per call: \(calls)")
    }

    @Test("a long justified paragraph in windows: every character once, in order, each line but the last filling the measure")
    func longJustifiedParagraph() throws {
        let setter = TextSetter(library: .shared, style: DocumentStyle(), log: DiagnosticLog())
        var justified = ParagraphStyle()
        justified.alignment = .justified
        justified.hyphenationFactor = 1
        let sentence = "Justified text is set by total fit, which weighs every line of the window together. "
        let text = AttributedText(String(repeating: sentence, count: 120),
                                  attributes: TextAttributes(font: TextFont(family: "DejaVu Serif", size: 10), paragraphStyle: justified))
        let stream = try #require(LineStream(text, width: 240, widows: 2, orphans: 2, setter: setter, pieceLength: 600))
        var lines: [Line] = []
        while let entries = try stream.next() { lines += entries.map(\.line) }
        let whole = try setter.lines(text, width: 240).count
        #expect(abs(lines.count - whole) <= 3, "\(lines.count) lines in windows, \(whole) set whole")
        var at = 0
        for (k, line) in lines.enumerated() {
            #expect(line.range.count > 0 && line.range.count < 80, "line \(k): \(line.range)")
            at += line.range.count
            if k < lines.count - 1 { #expect(abs(line.width - 240) < 0.5, "line \(k) is \(line.width) wide") }
        }
        #expect(at == text.length)
    }

    @Test("a short block, or one that keeps more than 64 lines together and is at most four pieces long, is set whole")
    func notStreamed() {
        let setter = TextSetter(library: .shared, style: DocumentStyle(), log: DiagnosticLog())
        #expect(LineStream(AttributedText("short"), width: 240, widows: 2, orphans: 2, setter: setter) == nil)
        let long = AttributedText(String(repeating: "word ", count: 5_000))
        #expect(LineStream(long, width: 240, widows: 2, orphans: 2, setter: setter) != nil)
        #expect(LineStream(long, width: 240, widows: .max, orphans: .max, setter: setter) == nil, "a heading")
        let huge = AttributedText(String(repeating: "word ", count: 14_000))
        #expect(LineStream(huge, width: 240, widows: .max, orphans: .max, setter: setter) != nil, "a heading of more than four pieces")
    }
}
