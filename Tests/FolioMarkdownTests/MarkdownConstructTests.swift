import Folio
import FolioTesting
import Foundation
import Testing

/// Each Markdown construct reaches the page: its text, and what it is (heading, link, cell …).
@Suite("Markdown constructs")
struct MarkdownConstructTests {
    @Test("headings are outline entries named as GitHub names them; #slug links go to them")
    func headingsAndSlugs() throws {
        let md = "# Getting Started!\n\nSee [usage](#usage-notes) and [again](#getting-started-1).\n\n## Usage notes\n\ntext\n\n# Getting started\n"
        let path = try Typeset.pdf(md)
        let summary = try DocumentSummary(contentsOf: path)
        #expect(summary.outline.map(\.title) == ["Getting Started!", "Getting started"])
        #expect(summary.outline.first?.children.map(\.title) == ["Usage notes"])
        let destinations = try PDFTools.namedDestinations(path)
        #expect(Set(destinations.keys).isSuperset(of: ["getting-started", "usage-notes", "getting-started-1"]), "\(destinations)")
        let links = summary.pages.flatMap(\.links)
        #expect(Set(links.compactMap(\.name)) == ["usage-notes", "getting-started-1"], "\(links)")
    }

    @Test("inline styles, code spans, autolinks and links keep their text; URLs become link annotations")
    func inlines() throws {
        let md = "Some *em*, **strong**, ~~gone~~, `let x = 1`, <https://example.org/a> and www.example.com, [named](https://swift.org \"Swift\").\n"
        let path = try Typeset.pdf(md)
        let text = Typeset.squeeze(try PDFTools.text(path))
        #expect(text.contains("Some em, strong, gone, let x = 1, https://example.org/a and www.example.com, named."), "\(text)")
        let uris = Set(try DocumentSummary(contentsOf: path).pages.flatMap(\.links).compactMap(\.uri))
        #expect(uris == ["https://example.org/a", "http://www.example.com", "https://swift.org"], "\(uris)")
    }

    @Test("lists: bullets, ordered from their start number, nested; task items get drawn check boxes, not glyphs")
    func lists() throws {
        let text = try Typeset.text("- one\n- two\n  1. inner\n  2. inner two\n\n7. seven\n8. eight\n\n- [x] done\n- [ ] todo\n")
        #expect(text.contains("• one • two 1. inner 2. inner two"), "\(text)")
        #expect(text.hasSuffix("7. seven 8. eight done todo 1"), "the boxes are no text: \(text)")
    }

    @Test("task items, tight and loose: each box is its item's label (Lbl, /ActualText ☑ or ☐), drawn; the file passes the tagged checks")
    func taskBoxesTagged() throws {
        let path = try Typeset.pdf("- [x] done\n- [ ] todo\n\n1. [x] loose\n\n   second paragraph\n2. [ ] open\n\n- [ ]not a task\n")
        #expect(Typeset.squeeze(try PDFTools.text(path)).hasPrefix("done todo loose second paragraph open • [ ]not a task"))
        let qdf = path + ".qdf.pdf"
        _ = try PDFTools.runChecked("qpdf", ["--qdf", "--object-streams=disable", path, qdf])
        let pdf = String(decoding: try Data(contentsOf: URL(fileURLWithPath: qdf)), as: UTF8.self)
        // UTF-16BE with a byte-order mark: U+2611, U+2610.
        #expect(pdf.components(separatedBy: "/ActualText <feff2611>").count - 1 == 2, "two checked boxes")
        #expect(pdf.components(separatedBy: "/ActualText <feff2610>").count - 1 == 2, "two open ones")
        // Each label's content is a drawing (a stroked path), no text: no BT inside it.
        let labels = pdf.components(separatedBy: "/Lbl <<").dropFirst()
        #expect(labels.count == 5, "four boxes and the bullet of the item that is no task")
        let drawn = labels.filter { label in
            let content = label.components(separatedBy: "EMC").first ?? ""
            return content.contains("\nS\n") && !content.contains("BT")
        }
        #expect(drawn.count == 4, "\(labels.map { $0.prefix(200) })")
        let report = try ConformanceChecker.check(contentsOf: path, profile: .tagged)
        #expect(report.passes, "\(report.text)")
    }

    @Test("tables: header and body cells in order, the header row repeated on the next page")
    func tables() throws {
        let rows = (1...80).map { "| r\($0) | \($0 * 2) |" }.joined(separator: "\n")
        let path = try Typeset.pdf("| Name | Double |\n|:-----|-------:|\n\(rows)\n")
        let pages = try PDFTools.pageTexts(path).map(Typeset.squeeze)
        #expect(pages.count >= 2)
        #expect(pages.allSatisfy { $0.hasPrefix("Name Double") }, "\(pages.map { $0.prefix(40) })")
        #expect(pages.joined(separator: " ").contains("r1 2 r2 4 r3 6"))
        // Right-aligned column: the number ends where the header's "Double" ends.
        let words = try PDFTools.words(path, page: 1)
        let header = try #require(words.first { $0.text == "Double" })
        let cell = try #require(words.first { $0.text == "160" } ?? words.first { $0.text == "2" })
        #expect(abs(header.xMax - cell.xMax) < 1.5, "\(header) \(cell)")
    }

    @Test("code blocks keep their lines and spaces, in the monospaced font, long lines wrapped")
    func codeBlocks() throws {
        let long = String(repeating: "word ", count: 40)
        let path = try Typeset.pdf("```swift\nlet  x = 1\n    indented()\n// \(long)\n```\n\n    indented code\n")
        let raw = try PDFTools.text(path)
        #expect(Typeset.squeeze(raw).contains("let x = 1 indented() //"), "\(raw)")
        #expect(raw.contains("indented code"))
        #expect(raw.components(separatedBy: "word").count - 1 == 40, "every word of the long line is set (wrapped, not cut)")
        let fonts = try DocumentSummary(contentsOf: path).fonts.map(\.name)
        #expect(fonts.contains { $0.contains("Mono") }, "\(fonts)")
    }

    @Test("block quotes, thematic breaks, hard and soft breaks")
    func blocks() throws {
        let text = try Typeset.text("> quoted *text*\n>\n> > deeper\n\n***\n\nline one\\\nline two\nsoft\n")
        #expect(text.contains("quoted text deeper line one line two soft"), "\(text)")
    }

    /// Footnotes in a list at the end (``MarkdownOptions/footnotesAtPageFoot`` off).
    static var endnotes: MarkdownOptions {
        var options = MarkdownOptions()
        options.footnotesAtPageFoot = false
        return options
    }

    @Test("footnotes at the end (as an option) are numbered by first reference, with links both ways")
    func footnotes() throws {
        let md = "Alpha[^b] beta[^a] gamma[^b].\n\n[^a]: Note A.\n[^b]: Note B.\n[^unused]: Never referenced.\n"
        let path = try Typeset.pdf(md, options: Self.endnotes)
        let text = Typeset.squeeze(try PDFTools.text(path))
        #expect(text.contains("Alpha1 beta2 gamma1."), "\(text)")
        #expect(text.contains("1. Note B. ↩ 2. Note A. ↩"), "\(text)")
        #expect(!text.contains("Never referenced"), "cmark-gfm drops unreferenced definitions, as its HTML does")
        let names = Set(try DocumentSummary(contentsOf: path).pages.flatMap(\.links).compactMap(\.name))
        #expect(names == ["fn-1", "fn-2", "fnref-1", "fnref-2"], "\(names)")
    }

    @Test("tagged endnotes: each footnote is a Note with a unique /ID in its list item, and each reference mark a Link to it (pdfinfo -struct-text)")
    func footnotesAreNotes() throws {
        let md = "Alpha[^b] beta[^a].\n\n[^a]: Note A.\n[^b]: Note B.\n\n    Its second paragraph.\n"
        let path = try Typeset.pdf(md, options: Self.endnotes)
        let tree = try PDFTools.runChecked("pdfinfo", ["-struct-text", path]).stdout
        let lines = tree.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // The references: Links in the paragraph, their text the notes' numbers.
        let paragraph = try #require(lines.firstIndex(of: "P (block)"))
        let list = try #require(lines.firstIndex(of: "L (block)"))
        let body = Array(lines[paragraph..<list])
        let links = body.indices.filter { body[$0] == "Link (inline)" }
        #expect(links.map { body[$0 + 1] } == ["\"1\"", "\"2\""], "\(tree)")
        // The notes, in order, each in its item's body, holding the note's paragraphs.
        let notes = lines.filter { $0.hasPrefix("Note") }
        #expect(notes == ["Note <fn-1> (inline)", "Note <fn-2> (inline)"], "\(tree)")
        let first = try #require(lines.firstIndex(of: "Note <fn-1> (inline)"))
        #expect(lines[first - 1] == "LBody (block)" && lines[first + 1] == "P (block)" && lines[first + 2].hasPrefix("\"Note B."), "\(tree)")
        let second = try #require(lines.firstIndex(of: "Note <fn-2> (inline)"))
        #expect(lines[first..<second].contains { $0.hasPrefix("\"Its second paragraph.") }, "both paragraphs in the first note: \(tree)")
        #expect(lines[second + 2].hasPrefix("\"Note A."), "\(tree)")
        let report = try ConformanceChecker.check(contentsOf: path, profile: .tagged)
        #expect(report.passes, "\(report.text)")
    }

    @Test("raw HTML, inline and block, goes through FolioMarkup; data: images are drawn")
    func rawHTMLAndImages() throws {
        let png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
        let md = "Text with <b>bold <i>raw</i></b> HTML.\n\n<div class=\"note\">\n\nA *Markdown* paragraph in a div.\n\n</div>\n\n![a pixel](data:image/png;base64,\(png))\n"
        let doc = try MarkdownDocument(string: md)
        #expect(doc.diagnostics.warnings.isEmpty, "\(doc.diagnostics)")
        let path = try Typeset.pdf(md)
        let text = Typeset.squeeze(try PDFTools.text(path))
        #expect(text.contains("Text with bold raw HTML. A Markdown paragraph in a div."), "\(text)")
        let images = try PDFTools.runChecked("pdfimages", ["-list", path]).stdout
        #expect(images.split(separator: "\n").filter { $0.split(separator: " ").dropFirst(2).first == "image" }.count == 1, "one image: \(images)")
    }

    @Test("images: a local file outside the folder and a remote one are not read; their alternative text is set")
    func imageSandbox() throws {
        let text = try Typeset.text("![remote pic](https://example.org/x.png) ![secret](/etc/passwd)\n")
        #expect(text.contains("remote pic") && text.contains("secret"), "\(text)")
        let doc = try MarkdownDocument(string: "![remote pic](https://example.org/x.png)\n")
        #expect(doc.diagnostics.warnings.contains { $0.kind == .imageMissing }, "\(doc.diagnostics)")
    }
}
