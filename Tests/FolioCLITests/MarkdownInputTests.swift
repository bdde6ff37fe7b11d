import FolioTestSupport
import Foundation
import Testing

/// `folio README.md`: Markdown by extension or `--format markdown`, front matter, `--css`.
@Suite("folio: Markdown input")
struct MarkdownInputTests {
    private func folio(_ args: [String], stdin: [UInt8]? = nil) throws -> PDFTools.Run {
        try PDFTools.run(FolioCommandTests.binary, args, stdin: stdin)
    }

    @Test(".md is Markdown: the markup is not printed; front matter sets the paper, title and author unless options say otherwise")
    func byExtension() throws {
        let dir = PDFTools.temporaryDirectory()
        let md = dir.appendingPathComponent("notes.md")
        try Data("---\ntitle: Notes\nauthor: A. Writer\npaper: a5\nfooter: \"|{title} p. {page}|\"\n---\n# Heading\n\n*soft* and **bold** | `code`\n".utf8).write(to: md)
        let out = dir.appendingPathComponent("notes.pdf").path
        let r = try folio([md.path, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let text = try PDFTools.text(out)
        #expect(text.contains("soft and bold | code") && !text.contains("**") && !text.contains("title:"), "\(text)")
        #expect(text.contains("Notes p. 1"), "the front matter's footer: \(text)")
        let info = try PDFTools.info(out)
        #expect(info["Title"] == "Notes" && info["Author"] == "A. Writer", "\(info)")
        #expect(info["Page size"]?.hasPrefix("419.52") == true, "A5 from the front matter: \(info["Page size"] ?? "")")
        let given = dir.appendingPathComponent("letter.pdf").path
        #expect(try folio([md.path, "-o", given, "--paper", "letter", "--author", "B"]).status == 0)
        let info2 = try PDFTools.info(given)
        #expect(info2["Page size"]?.hasPrefix("612 x 792") == true && info2["Author"] == "B", "\(info2)")
        let footer = dir.appendingPathComponent("footer.pdf").path
        #expect(try folio([md.path, "-o", footer, "--footer", "{page}"]).status == 0)
        #expect(!(try PDFTools.text(footer)).contains("Notes p."), "--footer wins over the front matter")
    }

    @Test("--format markdown reads standard input as Markdown; --css wins over the built-in style")
    func standardInputAndCSS() throws {
        let dir = PDFTools.temporaryDirectory()
        let css = dir.appendingPathComponent("big.css")
        try Data("p { font-size: 30pt }".utf8).write(to: css)
        let out = dir.appendingPathComponent("in.pdf").path
        let r = try folio(["-", "--format", "markdown", "--css", css.path, "-o", out], stdin: Array("# Top\n\nBody *x*\n".utf8))
        #expect(r.status == 0, "\(r.stderr)")
        let words = try PDFTools.words(out)
        #expect(words.map(\.text) == ["Top", "Body", "x", "1"], "\(words.map(\.text))")
        let body = try #require(words.first { $0.text == "Body" })
        #expect(body.height > 25, "30pt from --css: \(body)")
        let missing = try folio(["-", "--format", "md", "--css", dir.appendingPathComponent("none.css").path, "-o", out], stdin: Array("x".utf8))
        #expect(missing.status == 66 && missing.stderr.contains("--css"), "\(missing.stderr)")
    }

    @Test("--footnotes page sets a note at the foot of its reference's page; --footnotes end after the text")
    func footnotePlacement() throws {
        let dir = PDFTools.temporaryDirectory()
        let filler = (1...40).map { "Filler paragraph \($0) of the body, long enough to take a line or two of the page." }
        let md = "Called here.[^n]\n\n" + filler.joined(separator: "\n\n") + "\n\nLastwords.\n\n[^n]: Notetext.\n"
        var pagesOfNote: [String: [Int]] = [:]
        for placement in ["page", "end"] {
            let out = dir.appendingPathComponent("\(placement).pdf").path
            let r = try folio(["-", "--format", "markdown", "--footnotes", placement, "-o", out], stdin: Array(md.utf8))
            #expect(r.status == 0, "\(r.stderr)")
            let pages = try PDFTools.pageTexts(out)
            #expect(pages.count >= 2, "the filler runs onto a second page: \(pages.count)")
            pagesOfNote[placement] = pages.indices.filter { pages[$0].contains("Notetext") }
            if placement == "end", let last = pages.last {
                let note = try #require(last.range(of: "Notetext"), "the note on the last page")
                let end = try #require(last.range(of: "Lastwords"), "the text's end on the last page")
                #expect(end.lowerBound < note.lowerBound, "the note follows the text: \(last)")
            }
        }
        #expect(pagesOfNote["page"] == [0], "at the foot of page 1: \(pagesOfNote)")
        #expect(pagesOfNote["end"] != [0] && pagesOfNote["end"]?.count == 1, "on the last page only: \(pagesOfNote)")
        let bad = try folio(["-", "--format", "markdown", "--footnotes", "margin"], stdin: Array("x".utf8))
        #expect(bad.status == 64 && bad.stderr.contains("--footnotes"), "\(bad.stderr)")
    }

    @Test("Markdown that is not UTF-8 is refused with 65, as text is")
    func invalidUTF8() throws {
        let dir = PDFTools.temporaryDirectory()
        let md = dir.appendingPathComponent("latin1.md")
        try Data([0x23, 0x20, 0x43, 0x61, 0x66, 0xE9, 0x0A]).write(to: md)
        let r = try folio([md.path, "-o", dir.appendingPathComponent("x.pdf").path])
        #expect(r.status == 65, "\(r.stderr)")
        #expect(r.stderr.contains("latin1.md"), "\(r.stderr)")
    }
}
