import FolioGeometry
import FolioGraphics
import FolioTestSupport
import FolioText
import Testing

/// Glyphs the layout adds — the hyphen at a hyphenated line's end, the ellipsis of a truncated
/// line — carry their own text, so that text extraction reads what the page shows.
@Suite("Inserted glyphs' text")
struct InsertedGlyphTextTests {
    /// The text `pdftotext -raw` reads from a frame drawn on a page (without `-raw`, poppler
    /// joins a word hyphenated across lines and drops the hyphen).
    private func extractedText(_ text: AttributedText, width: Double, height: Double = 400) throws -> (text: String, frame: Frame) {
        let frame = try Framesetter(text).frame(in: Rect(x: 10, y: 10, width: width, height: height))
        let pdf = try PDFRenderer(bounds: Rect(x: 0, y: 0, width: width + 20, height: height + 20)).pdfBytes { ctx throws(GraphicsError) in
            try ctx.beginPage()
            try frame.draw(in: ctx)
        }
        let path = try PDFTools.save(pdf, name: "inserted.pdf")
        return (try PDFTools.runChecked("pdftotext", ["-raw", "-enc", "UTF-8", path, "-"]).stdout, frame)
    }

    @Test("a hyphenated line ends with \"-\" in the extracted text, though the text has no hyphen")
    func hyphen() throws {
        try #require(Hyphenator.forLanguage("en") != nil, "install hyphen-en-us (scripts/setup.sh does)")
        let style = ParagraphStyle().with { $0.alignment = .justified; $0.hyphenationFactor = 1 }
        let string = "Extraordinary circumstances necessitate comprehensive documentation and international cooperation"
        let text = AttributedText(string, attributes: TextAttributes(font: TextFont(file: Fixture.path("DejaVuSerif.ttf"), size: 12),
                                                                     language: "en", paragraphStyle: style))
        let (extracted, frame) = try extractedText(text, width: 130)
        let hyphenated = frame.lines.filter(\.isHyphenated)
        try #require(!hyphenated.isEmpty, "the narrow frame hyphenates")
        let lines = extracted.split(separator: "\n").map(String.init).filter { !$0.isEmpty && $0 != "\u{0C}" }
        #expect(lines.count == frame.lines.count, "\(lines)")
        let u = Array(string.utf16)
        for (line, extractedLine) in zip(frame.lines, lines) {
            let shown = String(decoding: u[line.range], as: UTF16.self).trimmingCharacters(in: .whitespaces)
            #expect(extractedLine == shown + (line.isHyphenated ? "-" : ""), "line \(line.range)")
        }
        // The hyphen is a run of its own right after the word it ends.
        for line in hyphenated {
            let last = try #require(line.runs.last)
            #expect(last.range.isEmpty && last.range.lowerBound == line.runs[line.runs.count - 2].range.upperBound)
            #expect(last.glyphs.count == 1)
        }
    }

    @Test("a truncated line reads as its kept text with \"…\" where the dropped text was; a clipped one as its kept text")
    func ellipsis() throws {
        let string = "Lines too long for their frame lose characters at the head, middle or tail."
        for (mode, check) in [(ParagraphStyle.LineBreakMode.byTruncatingTail, "tail"), (.byTruncatingHead, "head"),
                              (.byTruncatingMiddle, "middle"), (.byClipping, "clip")] {
            let text = AttributedText(string, attributes: TextAttributes(font: TextFont(file: Fixture.path("DejaVuSerif.ttf"), size: 12),
                                                                         paragraphStyle: ParagraphStyle().with { $0.lineBreakMode = mode }))
            let (extracted, frame) = try extractedText(text, width: 200, height: 20)
            let line = extracted.split(separator: "\n").map(String.init).first { !$0.isEmpty } ?? ""
            #expect(frame.lines.count == 1)
            switch check {
            case "tail":
                #expect(line.hasPrefix("Lines too long") && line.hasSuffix("\u{2026}") && line.count < string.count, "\(line)")
                #expect(string.hasPrefix(String(line.dropLast())))
            case "head":
                #expect(line.hasPrefix("\u{2026}") && line.hasSuffix("or tail.") && line.count < string.count, "\(line)")
                #expect(string.hasSuffix(String(line.dropFirst())))
            case "middle":
                let parts = line.split(separator: "\u{2026}", omittingEmptySubsequences: false)
                #expect(parts.count == 2, "\(line)")
                #expect(string.hasPrefix(String(parts[0])) && string.hasSuffix(String(parts.last ?? "")) && line.count < string.count)
            default:
                #expect(!line.contains("\u{2026}") && string.hasPrefix(line) && line.count < string.count, "\(line)")
            }
        }
    }
}
