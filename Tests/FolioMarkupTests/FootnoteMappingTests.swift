import Folio
@testable import FolioMarkup
import FolioTesting
import Testing

/// CSS GCPM footnotes in HTML: `float: footnote` elements leave the flow for the foot of the
/// page of their call, numbered through the document, and `@page { @footnote { … } }` styles
/// the area.
@Suite("HTML footnotes (float: footnote, @footnote)")
struct FootnoteMappingTests {
    /// Each page's non-empty lines of `html` on 300 × 400 pt pages with 36 pt margins, no page numbers.
    static func pages(_ html: String) throws -> [[String]] {
        let page = try MarkupDocument(string: html)
        let bytes = try page.document.pdfBytes(paper: Paper(name: "test", size: Size(width: 300, height: 400)),
                                               margins: EdgeInsets(all: 36), footer: nil)
        return try PDFTools.pageTexts(try PDFTools.save(bytes, name: "footnotes.pdf")).map { text in
            text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    static let css = "<style>body { margin: 0 } p { margin: 0 0 6pt; font-size: 10pt; line-height: 14pt } .fn { float: footnote; font-size: 8pt }</style>"

    @Test("the element's text goes to the foot of its call's page, after its marker; the call is its number in the text")
    func notesMoveToThePageFoot() throws {
        var html = Self.css
        for k in 1...10 {
            html += "<p>Paragraph \(k) has words enough to fill two or three short lines of text here"
                + "<span class=fn>Footnote body \(k).</span> and goes on after call\(k).</p>"
        }
        let pages = try Self.pages(html)
        #expect(pages.count >= 2, "\(pages)")
        var seen: [Int] = []
        for lines in pages {
            for k in 1...10 {
                // The call's number sits right after "here".
                guard let call = lines.firstIndex(where: { $0.contains("Paragraph \(k) ") }) else { continue }
                let note = try #require(lines.firstIndex(of: "\(k). Footnote body \(k)."), "note \(k) on its call's page: \(lines)")
                #expect(note > call)
                #expect(lines[call...].contains { $0.contains("here\(k)") }, "the call \(k) in the text: \(lines)")
                #expect(note > (lines.lastIndex { $0.contains("call") } ?? 0), "below the text")
                seen.append(k)
            }
        }
        #expect(seen == Array(1...10))
    }

    @Test("@footnote's border-top is the separator across the measure; margin-top and padding-top its spacing")
    func footnoteAreaRule() throws {
        let sheet = Stylesheet(parsing: "@page { margin: 1cm; @footnote { border-top: 2pt solid red; padding-top: 5pt; margin-top: 7pt } }")
        let rule = try #require(sheet.pageRules.first)
        #expect(rule.footnoteArea?.isEmpty == false)
        let page = try MarkupDocument(string: "<style>@page { @footnote { border-top: 2pt solid red; padding-top: 5pt; margin-top: 7pt } }"
            + " .fn { float: footnote }</style><p>Text<span class=fn>Note.</span></p>")
        let area = page.document.footnoteArea
        #expect(area.ruleThickness == 2 && area.ruleColor == Color(red: 1, green: 0, blue: 0) && area.ruleLength == .infinity)
        #expect(area.spaceBelowRule == 5 && area.spaceAbove == 7)
        #expect(page.document.footnotes.count == 1)
        let none = try MarkupDocument(string: "<style>@page { @footnote { padding-top: 3pt } } .fn { float: footnote }</style><p>T<span class=fn>N.</span></p>")
        #expect(none.document.footnoteArea.ruleThickness == 0, "no border: no separator")
        let plain = try MarkupDocument(string: "<style>.fn { float: footnote }</style><p>T<span class=fn>N.</span></p>")
        #expect(plain.document.footnoteArea == FootnoteArea(), "no @footnote: the default separator")
    }

    @Test("a footnote with an id: its call links to the note; block content stays in the note")
    func linkedCallAndBlocks() throws {
        let page = try MarkupDocument(string: Self.css + "<p>See<aside class=fn id=n1><p>First para.</p><p>Second para.</p></aside> this.</p>")
        #expect(page.document.footnotes.count == 1)
        let pages = try Self.pages(Self.css + "<div>See<aside class=fn id=n1><p>First para.</p><p>Second para.</p></aside> this.</div>")
        #expect(pages.count == 1)
        let lines = try #require(pages.first)
        #expect(lines.first == "See1 this.", "\(lines)")
        #expect(lines.suffix(2) == ["1. First para.", "Second para."], "\(lines)")
        let bytes = try page.document.pdfBytes()
        let names = try DocumentSummary(contentsOf: try PDFTools.save(bytes, name: "footnote-link.pdf")).pages.flatMap(\.links).compactMap(\.name)
        #expect(names == ["n1"], "the call links to the note: \(names)")
    }

    @Test("::footnote-call and ::footnote-marker set the call's and the marker's content; counter-reset: footnote restarts the numbers")
    func callAndMarkerContent() throws {
        let css = "<style>.fn { float: footnote } .fn::footnote-call { content: '[' counter(footnote, lower-roman) ']' }"
            + " .fn::footnote-marker { content: counter(footnote, lower-roman) ') ' } h2 { counter-reset: footnote }</style>"
        let html = css + "<h2>One</h2><p>Alpha<span class=fn>Note a.</span> beta<span class=fn>Note b.</span>.</p>"
            + "<h2>Two</h2><p>Gamma<span class=fn>Note c.</span>.</p>"
        let lines = try #require(try Self.pages(html).first)
        #expect(lines.contains("Alpha[i] beta[ii].") && lines.contains("Gamma[i]."), "\(lines)")
        #expect(lines.suffix(3) == ["i) Note a.", "ii) Note b.", "i) Note c."], "\(lines)")
        let none = try #require(try Self.pages("<style>.fn { float: footnote } .fn::footnote-call { content: none }"
            + " .fn::footnote-marker { content: none }</style><p>Delta<span class=fn>Note d.</span> end.</p>").first)
        #expect(none == ["Delta end.", "Note d."], "no call, no marker, the note still placed: \(none)")
    }
}
