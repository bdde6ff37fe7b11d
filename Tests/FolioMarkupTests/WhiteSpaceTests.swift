import Folio
import FolioTestSupport
import Foundation
import Testing

/// `white-space` and tabs (issue 41, finding 10): gtk-doc prototypes align their parameters with
/// tabs after `<br>`; `nowrap` keeps a phrase on one line.
@Suite("HTML white-space and tabs")
struct WhiteSpaceTests {
    private func texts(_ html: String) throws -> [String] {
        try MarkupDocument(string: html).document.blocks.compactMap { b -> String? in
            switch b {
            case .paragraph(let p): p.text.string
            case .preformatted(let p): p.text.string
            default: nil
            }
        }
    }

    @Test("a tab moves to the next multiple of 8 columns from the line's start, after <br> and newlines too")
    func tabsExpand() throws {
        let pre = try texts("<pre>int\tfoo (int a,<br>\t\tint b);\nab\tc<b>x\ty</b></pre>")
        #expect(pre == ["int     foo (int a,\u{2028}                int b);\nab      cx      y"])
        #expect(try texts("<p style='white-space: pre-wrap'>a  b\tc</p>") == ["a  b    c"])
        #expect(try texts("<p style='white-space: break-spaces'>ab\tc  d</p>") == ["ab      c  d"])
        #expect(try texts("<p>a\tb</p>") == ["a b"])
    }

    @Test("pre-line keeps line breaks and collapses spaces; break-spaces parses")
    func preLine() throws {
        #expect(try texts("<p style='white-space: pre-line'>a   b\n  c</p>") == ["a b\u{2028}c"])
        let html = try HTMLDocument(string: "<p style='white-space: break-spaces'>x</p>")
        let p = try #require(html.elements(named: "p").first)
        #expect(html.styled()[p].whiteSpace == .breakSpaces)
    }

    @Test("nowrap joins a block's words, and a span's inner words, with no-break spaces")
    func nowrapText() throws {
        #expect(try texts("<p style='white-space: nowrap'>one <b>two</b> three </p>") == ["one\u{00A0}two\u{00A0}three"])
        #expect(try texts("<p>a <span style='white-space:nowrap'>b c d</span> e</p>") == ["a b\u{00A0}c\u{00A0}d e"])
    }

    @Test("gtk-doc's prototype: the parameter after <br> and two tabs starts at column 16, set in the PDF")
    func prototypeAlignment() throws {
        let m = try MarkupDocument(string: "<pre>void\tgtk_widget_show (GtkWidget *widget,<br>\t\t\t gboolean now);</pre>")
        let path = try PDFTools.save(try m.document.pdfBytes(), name: "tabs.pdf")
        let words = try PDFTools.words(path)
        let void = try #require(words.first { $0.text == "void" })
        let name = try #require(words.first { $0.text == "gtk_widget_show" })
        let gboolean = try #require(words.first { $0.text == "gboolean" })
        let column = (name.xMin - void.xMin) / 8  // the name starts at column 8
        #expect(column > 3, "a column of \(column) pt")
        #expect(abs((gboolean.xMin - void.xMin) - 25 * column) < 0.5, "gboolean at \(gboolean.xMin), the line at \(void.xMin), a column \(column)")
    }

    @Test("a nowrap cell keeps its words on one line beside a long cell; without nowrap they wrap")
    func nowrapCell() throws {
        let long = Array(repeating: "filler words that want all the width", count: 20).joined(separator: " ")
        func lines(_ attribute: String) throws -> Int {
            let m = try MarkupDocument(string: "<table><tr><td \(attribute)>alpha beta gamma delta</td><td>\(long)</td></tr></table>")
            let path = try PDFTools.save(try m.document.pdfBytes(), name: "nowrap.pdf")
            let words = try PDFTools.words(path).filter { ["alpha", "beta", "gamma", "delta"].contains($0.text) }
            #expect(words.count == 4)
            return Set(words.map { Int($0.yMin.rounded()) }).count
        }
        #expect(try lines("nowrap") == 1)
        #expect(try lines("") > 1)
    }
}
