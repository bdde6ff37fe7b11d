import Folio
import FolioTesting
import Foundation
import Testing

@Suite("Markdown front matter and options")
struct FrontMatterTests {
    @Test("title, author, subject, keywords, language, paper, margins and a table of contents")
    func frontMatter() throws {
        let md = """
            ---
            title: Field notes
            author: [A. Writer, B. Editor]
            subject: Birds
            keywords: [coast, birds]
            lang: de
            paper: A5 landscape
            margins: 1cm 2cm
            toc: true
            toc-title: Inhalt
            ---
            # Field notes

            ## Gulls

            Text.
            """
        let doc = try MarkdownDocument(string: md)
        #expect(doc.title == "Field notes" && doc.document.author == "A. Writer, B. Editor" && doc.document.subject == "Birds")
        #expect(doc.document.keywords == ["coast", "birds"] && doc.document.style.language == "de")
        let size = try #require(doc.pageSize)
        #expect(abs(size.width - 595.28) < 0.5 && abs(size.height - 419.53) < 0.5, "\(size)")
        let m = try #require(doc.pageMargins)
        #expect(abs(m.top - 28.35) < 0.1 && abs(m.left - 56.69) < 0.1)
        guard case .tableOfContents(let toc)? = doc.document.blocks.dropFirst().first else {
            Issue.record("the contents follow the title: \(doc.document.blocks.prefix(2))")
            return
        }
        #expect(toc.title == "Inhalt")
        let path = PDFTools.temporaryDirectory().appendingPathComponent("fm.pdf").path
        try doc.document.writePDF(to: path)
        let text = Typeset.squeeze(try PDFTools.text(path))
        #expect(text.hasPrefix("Field notes Inhalt"), "\(text)")
        #expect(!text.contains("author:"), "the front matter is not content")
        let info = try PDFTools.info(path)
        #expect(info["Title"] == "Field notes" && info["Author"] == "A. Writer, B. Editor" && info["Keywords"] == "coast, birds", "\(info)")
    }

    @Test("a thematic break and a setext heading are Markdown, not front matter; bad YAML is a warning and stays text")
    func notFrontMatter() throws {
        let plain = try MarkdownDocument(string: "---\nJust a heading\n---\n\nBody.\n")
        #expect(plain.frontMatter == FrontMatter())
        #expect(Typeset.squeeze(try PDFTools.text(try Typeset.pdf("---\nJust a heading\n---\n\nBody.\n"))).contains("Just a heading Body."))
        let bad = try MarkdownDocument(string: "---\ntitle: [unclosed\n---\n\nBody.\n")
        #expect(bad.diagnostics.warnings.contains { $0.message.contains("front matter") }, "\(bad.diagnostics)")
    }

    @Test("the user's CSS wins over the built-in style")
    func userCSS() throws {
        var options = MarkdownOptions()
        options.css = "h1 { font-family: 'DejaVu Sans Mono' } p { font-size: 20pt }"
        let path = try Typeset.pdf("# Title\n\nBody.\n", options: options)
        let fonts = try DocumentSummary(contentsOf: path).fonts.map(\.name)
        #expect(fonts.contains { $0.contains("DejaVuSansMono") } && !fonts.contains { $0.contains("DejaVuSans-Bold") }, "\(fonts)")
        let words = try PDFTools.words(path)
        let body = try #require(words.first { $0.text == "Body." })
        #expect(body.height > 15, "20pt body text: \(body)")
    }

    @Test("bytes that are not UTF-8 are an error that says where; any text gives a document")
    func badInput() throws {
        #expect(throws: MarkdownError.invalidUTF8(byteOffset: 3)) { try MarkdownDocument(bytes: [0x61, 0x62, 0x63, 0xFF, 0x0A]) }
        let deep = String(repeating: "> ", count: 5000) + "deep\n" + String(repeating: "- ", count: 3000) + "list\n" + String(repeating: "*a ", count: 5000)
        let doc = try MarkdownDocument(string: deep)
        #expect(!doc.document.blocks.isEmpty)
    }
}
