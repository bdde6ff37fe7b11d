import FolioGeometry
import FolioGraphics
import FolioPaper
import FolioPrinting
import FolioTestSupport
import FolioText
import Foundation
import Testing

@Suite("The plain-text formatter")
struct TextFormatterTests {
    static let text: String = {
        var s = ""
        for p in 0..<40 {
            for l in 0..<(2 + p % 5) { s += "paragraph \(p) line \(l) with some words to fill it\n" }
            s += p == 17 ? "\u{0C}" : "\n"
        }
        return s
    }()

    private func pages(_ f: SimpleTextPrintFormatter) throws -> (bytes: [UInt8], texts: [String]) {
        let bytes = try PrintJob(formatter: f, info: PrintInfo(paper: Paper(name: "small", size: Size(width: 300, height: 300)), margins: .zero)).pdfBytes()
        return (bytes, try PDFTools.pageTexts(try PDFTools.save(bytes)))
    }

    @Test("a file read as it is laid out gives the same PDF as the same text held in memory")
    func fileEqualsText() throws {
        let url = PDFTools.temporaryDirectory().appendingPathComponent("text.txt")
        try Data(Self.text.utf8).write(to: url)
        let font = TextFont(family: "serif", size: 10)
        let fromText = try pages(SimpleTextPrintFormatter(text: Self.text, font: font))
        let fromFile = try pages(SimpleTextPrintFormatter(contentsOfFile: url.path, font: font))
        #expect(fromText.texts.count > 5)
        #expect(fromFile.bytes == fromText.bytes)
    }

    @Test("each form feed ends a page: two in a row leave an empty one, a leading one an empty first page, a final one none (they collapsed into one break)",
          arguments: ["one\u{0C}\u{0C}two\u{0C}", "\u{0C}one\ntwo\u{0C}\u{0C}\u{0C}three\n"])
    func consecutiveFormFeeds(text: String) throws {
        let url = PDFTools.temporaryDirectory().appendingPathComponent("feeds.txt")
        try Data(text.utf8).write(to: url)
        let font = TextFont(family: "serif", size: 10)
        // What pr prints: the text between form feeds, page by page.
        var expected = text.split(separator: "\u{0C}", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        if expected.last == "" { expected.removeLast() }
        for f in [SimpleTextPrintFormatter(text: text, font: font), SimpleTextPrintFormatter(contentsOfFile: url.path, font: font)] {
            let texts = try pages(f).texts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            #expect(texts == expected, "\(texts)")
        }
    }

    @Test("a form feed starts a new page; no page starts or ends with a lone line of a block")
    func formFeedAndWidows() throws {
        let result = try pages(SimpleTextPrintFormatter(text: Self.text, font: TextFont(family: "serif", size: 10)))
        let afterFeed = try #require(result.texts.firstIndex { $0.contains("paragraph 18 line 0") })
        #expect(result.texts[afterFeed].hasPrefix("paragraph 18 line 0"))
        #expect(!result.texts[afterFeed - 1].contains("paragraph 18"))
        for (n, page) in result.texts.enumerated() {
            let lines = page.split(separator: "\n").filter { $0.hasPrefix("paragraph") }
            // Lines read "paragraph P line L …"; paragraph P has 2 + P % 5 lines.
            func parts(_ line: Substring) -> (p: Int, l: Int) {
                let w = line.split(separator: " ")
                return (Int(w[1])!, Int(w[3])!)
            }
            if n + 1 < result.texts.count, let last = lines.last {
                #expect(parts(last).l != 0, "page \(n + 1) ends with the first line of paragraph \(parts(last).p) alone")
            }
            if n > 0, let first = lines.first {
                let (p, l) = parts(first)
                #expect(l == 0 || l != 1 + p % 5, "page \(n + 1) starts with the last line of paragraph \(p) alone")
            }
        }
    }

    @Test("the formatter's colour is set (1 0 0 rg) before its text is shown (printing #62)")
    func colour() throws {
        let f = SimpleTextPrintFormatter(text: "Red words", font: TextFont(family: "serif", size: 12), color: .red)
        let path = try PDFTools.save(try pages(f).bytes)
        let ops = try PDFTools.contentStream(path).split(whereSeparator: \.isNewline).map(String.init)
        let colour = try #require(ops.firstIndex { $0.hasSuffix("1 0 0 rg") }, "no red fill colour: \(ops)")
        let show = try #require(ops.firstIndex { $0.hasSuffix("Tj") || $0.hasSuffix("TJ") }, "no text shown: \(ops)")
        #expect(colour < show)
        #expect(!ops[..<colour].contains { $0.hasSuffix("Tj") || $0.hasSuffix("TJ") })
    }

    @Test("the formatter's font: Tf at its size with the face fontconfig resolves; lines a line height apart (printing #63)")
    func font() throws {
        let textFont = TextFont(family: "Helvetica", size: 12)
        let resolved = try textFont.resolve().font
        var style = ParagraphStyle.default
        style.alignment = .left
        let f = SimpleTextPrintFormatter(text: "First line\nSecond line", font: textFont, paragraphStyle: style)
        let path = try PDFTools.save(try pages(f).bytes)
        #expect(try PDFTools.contentStream(path).split(whereSeparator: \.isNewline).contains { $0.hasSuffix(" 12 Tf") })
        let fonts = try PDFTools.run("pdffonts", [path]).stdout
        #expect(fonts.contains("+\(resolved.postScriptName) "), "\(resolved.postScriptName) not in \(fonts)")
        // The line advance: (ascender − descender + line gap) × size / units per em.
        let m = resolved.metrics
        let advance = Double(m.ascender - m.descender + m.lineGap) * 12 / Double(m.unitsPerEm)
        let words = try PDFTools.words(path, page: 1)
        let first = try #require(words.first { $0.text == "First" }), second = try #require(words.first { $0.text == "Second" })
        #expect(abs((second.yMin - first.yMin) - advance) < 0.01, "\(second.yMin - first.yMin) against \(advance)")
    }
}
