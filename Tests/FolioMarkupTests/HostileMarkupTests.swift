import Folio
import FolioTestSupport
import Foundation
import Testing

/// Hostile and odd HTML (issue #42): text is never lost to nesting, and every word of a deep
/// document reaches the page.
@Suite("Hostile markup")
struct HostileMarkupTests {
    /// The words of `html` printed on US Letter through the markup formatter, as pdftotext
    /// reads them (text past a page's edge is not read).
    private func printedWords(_ html: String) throws -> [String] {
        let f = try MarkupTextPrintFormatter(markupText: html)
        f.contentInsets = EdgeInsets(top: 0, left: 72, bottom: 0, right: 72)
        let path = try PDFTools.save(try PrintJob(formatter: f, info: PrintInfo(paper: .letter)).pdfBytes())
        return try PDFTools.text(path).split(whereSeparator: \.isWhitespace).map(String.init)
    }

    @Test("a list directly inside a list keeps its items, as an unmarked item (#42 item 4)")
    func listInList() throws {
        let m = try MarkupDocument(string: "<ul><ul><li>alpha</ul><li>beta</ul>")
        guard case .list(let outer)? = m.document.blocks.first else {
            Issue.record("no list: \(m.document.blocks)")
            return
        }
        #expect(outer.items.map(\.isMarked) == [false, true])
        guard case .list(let inner)? = outer.items.first?.content.first else {
            Issue.record("the inner list is missing")
            return
        }
        #expect(inner.items.count == 1)
        let words = try printedWords("<ul><ul><li>alpha</ul><li>beta</ul>")
        #expect(words.contains("alpha") && words.contains("beta"), "\(words)")
        // One marker for each real item: ◦ for alpha, • for beta; none for the unmarked item.
        #expect(words.filter { $0 == "•" || $0 == "◦" }.count == 2, "\(words)")
    }

    @Test("<ol><ol><li>x</ol></ol> prints x; numbers skip the unmarked item (#42 item 4)")
    func orderedListInOrderedList() throws {
        let words = try printedWords("<ol><ol><li>xray</ol></ol>")
        #expect(words.contains("xray"), "\(words)")
        let numbered = try printedWords("<ol>text<li>one<li>two</ol>")
        #expect(numbered == ["text", "1.", "one", "2.", "two"], "\(numbered)")
    }

    /// Each generated word, `w0` … `w<n-1>`, arrives once in the printed text.
    private func expectEveryWord(_ html: String, count: Int, _ what: Comment) throws {
        let words = Set(try printedWords(html))
        let missing = (0..<count).map { "w\($0)" }.filter { !words.contains($0) }
        #expect(missing.isEmpty, "\(what): \(missing.count) words missing, first \(missing.prefix(5))")
    }

    @Test("deep nesting flattens: every word of 60 blockquotes, 40 lists, 60 indented divs, 200 tables arrives (#42 item 4)",
          arguments: [
            ("blockquotes", 60, "<blockquote>w{i} ", "</blockquote>"),
            ("lists", 40, "<ul><li>w{i} ", "</li></ul>"),
            ("ordered lists", 40, "<ol><li>w{i} ", "</li></ol>"),
            ("margins", 60, "<div style=\"margin: 0 30px\">w{i} ", "</div>"),
            ("padding and borders", 60, "<div style=\"padding: 2px 20px; border-left: 1px solid\">w{i} ", "</div>"),
            ("tables", 200, "<table border=1><tr><td>w{i} ", "</td></tr></table>"),
          ])
    func deepNesting(_ kind: String, _ depth: Int, _ open: String, _ close: String) throws {
        let html = (0..<depth).map { open.replacingOccurrences(of: "{i}", with: "\($0)") }.joined()
            + String(repeating: close, count: depth)
        try expectEveryWord(html, count: depth, Comment(rawValue: kind))
    }

    @Test("tables nested until too narrow for columns are set as plain blocks, every word whole (#42 item 4)")
    func narrowNestedTables() throws {
        let html = (0..<12).map { "<table><tr><td>c\($0)</td><td>d\($0)" }.joined() + String(repeating: "</td></tr></table>", count: 12)
        let words = try printedWords(html)
        #expect(words.sorted() == (0..<12).flatMap { ["c\($0)", "d\($0)"] }.sorted(), "\(words)")
    }

    @Test("a huge horizontal margin keeps the text on the page (#42 items 4 and 7)")
    func hugeMargin() throws {
        let words = try printedWords("<div style=\"margin-left: 500000px\">far words</div><p>after</p>")
        #expect(words == ["far", "words", "after"], "\(words)")
    }

    @Test("an out-of-range value is ignored with a warning naming the declaration and element, never an error (#42 item 7)",
          arguments: [
            ("<div class=\"x\" style=\"margin-left: 1e10px\">kept</div>", "margin-left: 10000000000px on <div class=\"x\">"),
            ("<div style=\"padding: 1e7px\">kept</div>", "padding-top: 10000000px on <div>"),
            ("<div id=\"b\" style=\"border: 1e7px solid red\">kept</div>", "border-top-width: 10000000px on <div id=\"b\">"),
            ("<p style=\"text-indent: 1e9px\">kept</p>", "text-indent: 1000000000px on <p>"),
            ("<p style=\"text-indent: -1e9px\">kept</p>", "text-indent: -1000000000px on <p>"),
            ("<p style=\"line-height: 1e9\">kept</p>", "line-height: 1000000000 on <p>"),
            ("<p style=\"line-height: 1e9px\">kept</p>", "line-height: 1000000000px on <p>"),
            ("<table style=\"width: 1e9px\"><tr><td>kept</table>", "width: 1000000000px on <table>"),
            ("<div style=\"margin-top: 1e300em\">kept</div>", "margin-top: 1e+300em on <div>"),
            ("<div style=\"margin-left: 1e9%\">kept</div>", "margin-left: 1000000000% on <div>"),
            ("<style>@page { size: 100000in }</style><p>kept</p>", "@page size: 7200000pt × 7200000pt ignored"),
            ("<img width=99999999999 alt=kept>", "width: 99999999999px on <img> ignored"),
          ])
    func outOfRangeValues(_ html: String, _ warning: String) throws {
        let m = try MarkupDocument(string: html)
        #expect(m.diagnostics.warnings.map(\.message).contains { $0.hasPrefix(warning) }, "\(m.diagnostics.warnings.map(\.message))")
        #expect(m.pageSize == nil)
        #expect(try printedWords(html) == ["kept"])
    }

    @Test("the same ignored declaration on many elements is said once; past 20, a count")
    func ignoredDeclarationsAreCounted() throws {
        let same = try MarkupDocument(string: String(repeating: "<p class=\"x\" style=\"margin-left: 1e9px\">a</p>", count: 50))
        #expect(same.diagnostics.warnings.map(\.message).count == 1, "\(same.diagnostics.warnings.map(\.message))")
        let many = try MarkupDocument(string: (0..<50).map { "<p style=\"margin-left: \($0 + 1)000000px\">a</p>" }.joined())
        #expect(many.diagnostics.warnings.map(\.message).count == 21, "\(many.diagnostics.warnings.map(\.message).count)")
        #expect(many.diagnostics.warnings.map(\.message).last == "30 more declarations out of range ignored")
    }

    @Test("<ol start=-9223372036854775808> is clamped to 32 bits with a warning, and numbers print in full (#42 item 9)")
    func hugeListStart() throws {
        let html = "<ol start=-9223372036854775808><li>first<li>second</ol><ol><li value=99999999999999999999>last</ol>"
        let words = try printedWords(html)
        #expect(words == ["-2147483648.", "first", "-2147483647.", "second", "2147483647.", "last"], "\(words)")
        let m = try MarkupDocument(string: html)
        #expect(m.diagnostics.warnings.map(\.message) == ["<ol start=\"-9223372036854775808\"> clamped to -2147483648: list numbers are 32-bit, as in browsers",
                               "<li value=\"99999999999999999999\"> clamped to 2147483647: list numbers are 32-bit, as in browsers"])
    }

    @Test("a cluster of 300 combining marks: poppler reads the ToUnicode map without an error (#42 item 9)")
    func giantClusterToUnicode() throws {
        let f = try MarkupTextPrintFormatter(markupText: "<p>before a" + String(repeating: "\u{301}", count: 300) + " after</p>")
        let path = try PDFTools.save(try PrintJob(formatter: f, info: PrintInfo(paper: .letter)).pdfBytes())
        let run = try PDFTools.run("pdftotext", [path, "-"])
        #expect(!run.stderr.contains("Illegal entry"), "\(run.stderr)")
        #expect(run.stdout.contains("before") && run.stdout.contains("after"), "\(run.stdout)")
    }

    @Test("a JPEG cut short is embedded with a warning (#42 item 9)")
    func truncatedJPEG() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FolioPDFTests/ImageTests/Resources/rgb.jpg")
        let bytes = try Data(contentsOf: url)
        let whole = try MarkupDocument(string: "<img alt=x src=\"data:image/jpeg;base64,\(bytes.base64EncodedString())\">")
        #expect(whole.diagnostics.warnings.map(\.message).isEmpty, "\(whole.diagnostics.warnings.map(\.message))")
        let cut = bytes.prefix(bytes.count - 40)
        let m = try MarkupDocument(string: "<img alt=x src=\"data:image/jpeg;base64,\(cut.base64EncodedString())\">")
        #expect(m.diagnostics.warnings.map(\.message).count == 1 && m.diagnostics.warnings.map(\.message).first?.contains("without its end-of-image marker") == true, "\(m.diagnostics.warnings.map(\.message))")
        guard case .figure(let figure)? = m.document.blocks.first else {
            Issue.record("no figure: \(m.document.blocks)")
            return
        }
        #expect(figure.image != nil, "the image is still embedded")
    }
}
