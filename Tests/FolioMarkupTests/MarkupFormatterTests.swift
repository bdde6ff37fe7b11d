import Folio
import FolioTestSupport
import Foundation
import Testing

/// `MarkupTextPrintFormatter` printed through a `PrintJob`, checked in the PDF with poppler's
/// tools (printing-and-pdf §4.6, #64 to #67).
@Suite("The markup formatter's pages")
struct MarkupFormatterTests {
    /// The formatter's PDF saved to a file, on US Letter unless told.
    private func printed(_ html: String, insets: EdgeInsets = .zero, paper: Paper = .letter) throws -> String {
        let f = try MarkupTextPrintFormatter(markupText: html)
        f.contentInsets = insets
        return try PDFTools.save(try PrintJob(formatter: f, info: PrintInfo(paper: paper, margins: .zero)).pdfBytes())
    }

    @Test("HTML with a missing image: the job returns the conversion's imageMissing warning, naming the src")
    func missingImageDiagnostic() throws {
        let dir = PDFTools.temporaryDirectory()
        let f = try MarkupTextPrintFormatter(markupText: "<p>Chart:</p><img src=\"gone.png\" alt=\"Q3 chart\">",
                                             options: MarkupOptions(baseDirectory: dir.path))
        let report = try PrintJob(formatter: f, info: PrintInfo(paper: .letter)).write(to: dir.appendingPathComponent("page.pdf").path)
        let warning = try #require(report.warnings.first { $0.kind == .imageMissing }, "\(report)")
        #expect(warning.location == .resource("gone.png"))
        #expect(warning.message.contains("gone.png"), "\(warning.message)")
    }

    /// `pdftotext -raw` (the content stream's order), its non-empty lines trimmed. Without
    /// `-raw`, poppler 22 reads a line of two one-letter words as one ("a b" → "ab"): their one
    /// gap is all the spacing the line has, which it takes for letter spacing. The space glyph is
    /// drawn and mapped (MuPDF reads "a b").
    private func lines(_ path: String) throws -> [String] {
        try PDFTools.run("pdftotext", ["-raw", "-f", "1", "-l", "1", path, "-"]).stdout.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "\u{0C}" }
    }

    @Test("a heading, then bold and italic words: read in order, the heading larger, bold and italic faces embedded (printing #64)")
    func headingsBoldItalic() throws {
        let path = try printed("<h1>T</h1><p>a <b>b</b> <i>c</i></p>")
        let w = try PDFTools.words(path, page: 1)
        #expect(w.map(\.text) == ["T", "a", "b", "c"])
        #expect(try lines(path) == ["T", "a b c"])
        if w.count == 4 {
            #expect(w[0].height > 1.5 * w[1].height, "the h1 box is taller than the paragraph's")
            #expect(w[0].yMax <= w[1].yMin, "the heading is above the paragraph")
        }
        let fonts = try PDFTools.run("pdffonts", [path]).stdout.split(separator: "\n").dropFirst(2).map { String($0.split(separator: " ")[0]) }
        #expect(fonts.count == 3, "\(fonts)")
        #expect(fonts.contains { $0.contains("Bold") && !$0.contains("Italic") && !$0.contains("Oblique") }, "\(fonts)")
        #expect(fonts.contains { $0.contains("Italic") || $0.contains("Oblique") }, "\(fonts)")
    }

    @Test("whitespace collapses, <br> breaks the line, references decode, unknown tags keep their text, script and style do not print (printing #65)")
    func textRules() throws {
        let html = """
            <style>p { color: black }</style><script>var hidden = "scripted";</script>
            <p>a   \n  b</p><p>before<br>after</p><p>&amp; &lt; &#233;</p><p><blink>kept</blink> <x-unknown>too</x-unknown></p>
            """
        let path = try printed(html)
        #expect(try lines(path) == ["a b", "before", "after", "& < é", "kept too"])
        let w = try PDFTools.words(path, page: 1)
        let before = try #require(w.first { $0.text == "before" }), after = try #require(w.first { $0.text == "after" })
        #expect(after.yMin >= before.yMax - 0.5 && abs(after.xMin - before.xMin) < 0.01, "after starts the next line")
    }

    @Test("a link is a URI annotation over its word's box (printing #66)")
    func link() throws {
        let path = try printed(#"<p>see <a href="https://x.y">link</a> here</p>"#)
        let summary = try DocumentSummary(contentsOf: path)
        let links = try #require(summary.pages.first?.links)
        try #require(links.count == 1)
        #expect(links[0].uri == "https://x.y")
        let word = try #require(try PDFTools.words(path, page: 1).first { $0.text == "link" })
        // The annotation's rect (PDF points, lower-left origin) holds the word's box.
        let r = links[0].rect, height = 792.0
        #expect(r[0] <= word.xMin + 0.5 && r[2] >= word.xMax - 0.5, "\(r) against x \(word.xMin)–\(word.xMax)")
        #expect(r[1] <= height - word.yMax + 0.5 && r[3] >= height - word.yMin - 0.5, "\(r) against y \(word.yMin)–\(word.yMax)")
        #expect(r[2] - r[0] < word.width + 2, "the link covers the word, not the line")
    }

    @Test("Listing 5-2 in HTML: insets of 72 inside a printable rect at 18 put the text's left edge and the page's top at 90 (printing #67)")
    func listing52() throws {
        let paper = Paper.letter.withMargins(EdgeInsets(all: 18))
        let path = try printed("<p>Inset text</p><p>More text</p>", insets: EdgeInsets(all: 72), paper: paper)
        let first = try #require(try PDFTools.words(path, page: 1).first)
        #expect(first.text == "Inset")
        #expect(abs(first.xMin - 90) < 0.01, "left edge \(first.xMin)")
        #expect(abs(first.yMin - 90) < 0.5, "top \(first.yMin)")
    }
}
