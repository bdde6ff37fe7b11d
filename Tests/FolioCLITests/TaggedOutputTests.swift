import FolioTesting
import Foundation
import Testing

/// `folio` tags by default: the page's structure for screen readers, the pages as `--untagged` draws them.
@Suite("folio tagged output")
struct TaggedOutputTests {
    @Test("an HTML page: pdfinfo says Tagged, its structure is the page's, its pages look as with --untagged, every content stream nests")
    func taggedPage() throws {
        let dir = PDFTools.temporaryDirectory()
        let page = dir.appendingPathComponent("page.html")
        try Data("""
            <!DOCTYPE html><html lang="en"><title>Notes</title>
            <h1>Notes</h1><p>One <a href="https://example.org">link</a>.</p>
            <ul><li>first</li><li>second</li></ul>
            <table border="1"><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>
            </html>
            """.utf8).write(to: page)
        let tagged = dir.appendingPathComponent("tagged.pdf").path, plain = dir.appendingPathComponent("plain.pdf").path
        for (output, extra) in [(tagged, []), (plain, ["--untagged"])] {
            let r = try PDFTools.run(FolioCommandTests.binary, [page.path, "-o", output] + extra)
            #expect(r.status == 0, "\(r.stderr)")
        }
        #expect(try PDFTools.info(tagged)["Tagged"] == "yes")
        let tree = try PDFTools.runChecked("pdfinfo", ["-struct-text", tagged]).stdout
        let types = tree.split(separator: "\n").map { String($0.drop { $0 == " " }) }.filter { !$0.hasPrefix("\"") && !$0.hasPrefix("Object") }
        #expect(types == ["Document \"Notes\"", "H1 (block)", "P (block)", "Link (inline)", "L (block)",
                          "LI (block)", "Lbl (block)", "LBody (block)", "P (block)", "LI (block)", "Lbl (block)", "LBody (block)", "P (block)",
                          "Table (block)", "TR", "TH:", "/Scope /Column", "TH:", "/Scope /Column",
                          "TR", "TD", "TD"], "\(tree)")
        #expect(try PDFTools.info(plain)["Tagged"] == "no")
        #expect(OperatorNesting.problem(in: try PDFTools.contentStream(tagged, page: 1)) == nil)
        #expect(try PDFTools.render(tagged, dpi: 50) == PDFTools.render(plain, dpi: 50), "tagging changes no pixel")
    }

    @Test("hyphens the layout adds are Spans with an empty /ActualText, text in another language a Span with its /Lang")
    func spans() throws {
        let dir = PDFTools.temporaryDirectory()
        let page = dir.appendingPathComponent("spans.html")
        try Data("""
            <!DOCTYPE html><html lang="en"><title>Spans</title><body style="width: 200px">
            <p style="hyphens: auto; text-align: justify">Internationalization characteristically necessitates extraordinarily comprehensive considerations.
            <span lang="fr">Bonjour tout le monde</span> and more.</p></html>
            """.utf8).write(to: page)
        let output = dir.appendingPathComponent("spans.pdf").path
        let r = try PDFTools.run(FolioCommandTests.binary, [page.path, "-o", output, "--font-size", "30"])
        #expect(r.status == 0, "\(r.stderr)")
        let qdf = output + ".qdf"
        _ = try PDFTools.runChecked("qpdf", ["--qdf", "--object-streams=disable", output, qdf])
        let objects = String(decoding: try Data(contentsOf: URL(fileURLWithPath: qdf)), as: UTF8.self)
        let spans = objects.components(separatedBy: "/S /Span").count - 1
        let hyphens = objects.components(separatedBy: "/ActualText ()").count - 1
        #expect(hyphens >= 2, "the 30-point words break with hyphens: \(hyphens)")
        #expect(objects.contains("/Lang (fr)"))
        #expect(spans >= hyphens + 1, "\(spans) spans")
        #expect(!objects.contains("/Lang (en)\n  /P"), "text in the document's language is no span")
    }

    @Test("Samples/guide.html: pdfinfo -struct-text gives its outline — each heading, paragraph, list item (label and body) and table cell — in reading order")
    func guideOutline() throws {
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/guide.html").path
        let output = PDFTools.temporaryDirectory().appendingPathComponent("guide.pdf").path
        let r = try PDFTools.run(FolioCommandTests.binary, [guide, "-o", output])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try PDFTools.runChecked("pdfinfo", ["-struct-text", output]).stdout.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        let outline = lines.filter { !$0.hasPrefix("\"") && !$0.hasPrefix("Object ") && !$0.hasPrefix("/") }
        let item = ["LI (block)", "Lbl (block)", "LBody (block)", "P (block)"]
        // A row: the command (one <code> element, on two lines in the last two rows), what it does, the pages.
        let row = ["TR", "TD", "Code (inline)", "TD", "TD"]
        // The first paragraph's two links, one of them over a line break (one element).
        let expected: [String] = ["Document \"Folio in five minutes\"", "H1 (block)", "P (block)", "Code (inline)", "Link (inline)", "Link (inline)",
                                  "P (block)", "Code (inline)", "H2 (block)", "L (block)"] + item + item + item + ["L (block)"] + item + item + item
            + ["H2 (block)", "Table (block)", "THead", "TR", "TH:", "TH:", "TH:", "TBody"]
            + row + row + row
            + ["H2 (block)", "P (block)", "P (block)", "P (block)", "P (block)", "P (block)", "BlockQuote", "P (block)", "P (block)", "Link (inline)"]
        #expect(outline == expected, "\(outline)")
        // The text in reading order: headings, then the cells row by row.
        let texts = lines.filter { $0.hasPrefix("\"") }
        let order = ["\"Folio in five minutes\"", "\"What the layout keeps\"", "\"Commands\"", "\"Command\"", "\"What it does\"", "\"Pages\"",
                     "\"folio notes.txt\"", "\"any\"", "\"This page on A4.\"", "\"A report in Swift\""]
        let positions = order.map { t in texts.firstIndex(of: t) }
        #expect(positions.allSatisfy { $0 != nil } && positions.map { $0 ?? 0 } == positions.map { $0 ?? 0 }.sorted(), "\(texts)")
    }

    @Test("a right-to-left paragraph: its structure text is in logical order")
    func rightToLeft() throws {
        let dir = PDFTools.temporaryDirectory()
        let page = dir.appendingPathComponent("rtl.html")
        try Data("""
            <!DOCTYPE html><html lang="he" dir="rtl"><title>RTL</title><h1>שלום עולם</h1><p>אחת שתיים שלוש</p></html>
            """.utf8).write(to: page)
        let output = dir.appendingPathComponent("rtl.pdf").path
        let r = try PDFTools.run(FolioCommandTests.binary, [page.path, "-o", output])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try PDFTools.runChecked("pdfinfo", ["-struct-text", output]).stdout
        #expect(tree.contains("\"שלום עולם\""), "the heading's letters in the order they are read: \(tree)")
        #expect(tree.contains("\"אחת שתיים שלוש\""), "\(tree)")
    }

    @Test("inline elements: <code> a Code element, <q> a Quote, a link in code a Link inside the Code holding the annotation")
    func inlineRoles() throws {
        let dir = PDFTools.temporaryDirectory()
        let page = dir.appendingPathComponent("inline.html")
        try Data("""
            <!DOCTYPE html><html lang="en"><title>Inline</title><p>Run <code>make install</code>, then read
            <a href="https://example.org"><code>man folio</code> online</a>; as she said, <q>fine</q>.</p></html>
            """.utf8).write(to: page)
        let output = dir.appendingPathComponent("inline.pdf").path
        let r = try PDFTools.run(FolioCommandTests.binary, [page.path, "-o", output])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try PDFTools.runChecked("pdfinfo", ["-struct-text", output]).stdout.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        let outline = lines.filter { !$0.hasPrefix("\"") && !$0.hasPrefix("Object ") }
        #expect(outline == ["Document \"Inline\"", "P (block)", "Code (inline)", "Code (inline)", "Link (inline)", "Link (inline)", "Quote (inline)"],
                "\(lines)")
        let code = try #require(lines.firstIndex(of: "Code (inline)"))
        #expect(lines[code + 1] == "\"make install\"", "\(lines)")
        let link = try #require(lines.firstIndex(of: "Link (inline)"))
        #expect(lines[link + 1] == "\"man folio\"" && lines[link + 1 ..< lines.count].contains { $0.hasPrefix("Object ") }, "\(lines)")
    }

    @Test("notes: role=doc-footnote, epub:type=footnote and the items of a doc-endnotes section are Note elements with unique /IDs (pdfinfo -struct-text); role=note and a bare aside are not; --pdf-ua passes")
    func notes() throws {
        let dir = PDFTools.temporaryDirectory()
        let page = dir.appendingPathComponent("notes.html")
        try Data("""
            <!DOCTYPE html><html lang="en"><title>Notes</title><h1>Notes</h1>
            <p>Text<a href="#fn1" role="doc-noteref" id="fnref1"><sup>1</sup></a> and more.<a href="#fn2"><sup>2</sup></a></p>
            <aside id="fn2" role="doc-footnote"><p>A footnote.</p></aside>
            <aside epub:type="footnote"><p>An EPUB footnote.</p></aside>
            <div role="note"><p>A callout.</p></div>
            <aside><p>A sidebar.</p></aside>
            <section role="doc-endnotes"><ol><li id="fn1"><p>An endnote.</p></li><li id="fn2"><p>Its id taken.</p></li></ol></section></html>
            """.utf8).write(to: page)
        let output = dir.appendingPathComponent("notes.pdf").path
        let r = try PDFTools.run(FolioCommandTests.binary, [page.path, "-o", output, "--pdf-ua"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try PDFTools.runChecked("pdfinfo", ["-struct-text", output]).stdout.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        let outline = lines.filter { !$0.hasPrefix("\"") && !$0.hasPrefix("Object ") }
        #expect(outline == ["Document \"Notes\"", "H1 (block)", "P (block)", "Link (inline)", "Link (inline)",
                            "Note <fn2> (inline)", "P (block)", "Note <note-2> (inline)", "P (block)", "P (block)", "P (block)",
                            "L (block)", "LI (block)", "Lbl (block)", "LBody (block)", "Note <fn1> (inline)", "P (block)",
                            "LI (block)", "Lbl (block)", "LBody (block)", "Note <note-4> (inline)", "P (block)"], "\(lines)")
        let check = try PDFTools.run(FolioCommandTests.binary, ["check", output])
        #expect(check.status == 0 && check.stdout.contains("passes PDF/UA-1"), "\(check.stdout)")
    }

    @Test("--pdf-ua: a page that breaks PDF/UA-1's rules writes nothing and exits 65 naming each problem; --pdf-ua=warn writes it and warns; a page that keeps them passes")
    func pdfUA() throws {
        let dir = PDFTools.temporaryDirectory()
        let page = dir.appendingPathComponent("ua.html")
        try Data("""
            <!DOCTYPE html><html lang="en"><title>UA</title><h2>Start</h2>
            <p><img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="></p>
            <h4>Deep</h4><table><tr><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td></tr></table></html>
            """.utf8).write(to: page)
        let output = dir.appendingPathComponent("ua.pdf").path
        let failed = try PDFTools.run(FolioCommandTests.binary, [page.path, "-o", output, "--pdf-ua"])
        #expect(failed.status == 65, "\(failed.stderr)")
        for clause in ["Matterhorn 14-002", "Matterhorn 13-004", "Matterhorn 14-003", "ISO 14289-1 7.5"] {
            #expect(failed.stderr.contains(clause), "\(clause): \(failed.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: output), "nothing written")
        let warned = try PDFTools.run(FolioCommandTests.binary, [page.path, "-o", output, "--pdf-ua=warn"])
        #expect(warned.status == 0, "\(warned.stderr)")
        #expect(warned.stderr.components(separatedBy: "warning:").count - 1 == 4, "\(warned.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .isoLatin1).contains("pdfuaid:part"))
        let good = dir.appendingPathComponent("good.html")
        try Data("""
            <!DOCTYPE html><html lang="en"><title>UA</title><h1>Start</h1><p><img alt="a dot" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="></p>
            <h2>Deep</h2><table><tr><th>n</th></tr><tr><td>1</td></tr></table></html>
            """.utf8).write(to: good)
        let passed = try PDFTools.run(FolioCommandTests.binary, [good.path, "-o", output, "--pdf-ua"])
        #expect(passed.status == 0 && !passed.stderr.contains("warning"), "\(passed.stderr)")
    }

    @Test("layout tables (role=\"presentation\", one row as asciidoc's note boxes, one holding a table) and tables too narrow for columns are a Div of their content; a grid of data stays a Table")
    func layoutTables() throws {
        let dir = PDFTools.temporaryDirectory()
        let page = dir.appendingPathComponent("layout.html")
        try Data("""
            <!DOCTYPE html><html lang="en"><title>Layout</title><h1>Layout</h1>
            <table role="presentation"><tr><td>left</td><td>right</td></tr><tr><td>below</td><td>too</td></tr></table>
            <div class="admonitionblock note"><table><tr><td class="icon"><div class="title">Note</div></td>
            <td class="content">Build in parallel.</td></tr></table></div>
            <table><tr><td><table><tr><th>n</th></tr><tr><td>1</td></tr></table></td><td>beside</td></tr><tr><td>x</td><td>y</td></tr></table>
            <table><tr><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td></tr></table></html>
            """.utf8).write(to: page)
        let output = dir.appendingPathComponent("layout.pdf").path
        let r = try PDFTools.run(FolioCommandTests.binary, [page.path, "-o", output, "--pdf-ua=warn"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.components(separatedBy: "warning:").count - 1 == 1 && r.stderr.contains("the 1st Table has no header cell"),
                "only the last table, data without header cells, is a problem: \(r.stderr)")
        let lines = try PDFTools.runChecked("pdfinfo", ["-struct-text", output]).stdout.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        let outline = lines.filter { !$0.hasPrefix("\"") && !$0.hasPrefix("Object ") }
        #expect(outline == ["Document \"Layout\"", "H1 (block)",
                            "Div", "P (block)", "P (block)", "P (block)", "P (block)",
                            "Div", "P (block)", "P (block)",
                            "Div", "Div", "P (block)", "P (block)", "P (block)", "P (block)", "P (block)",
                            "Table (block)", "TR", "TD", "TD", "TR", "TD", "TD"],
                "\(lines)")
        let text = lines.filter { $0.hasPrefix("\"") }
        #expect(Array(text.prefix(8)) == ["\"Layout\"", "\"left\"", "\"right\"", "\"below\"", "\"too\"", "\"Note\"",
                                          "\"Build in parallel.\"", "\"n\""], "reading order: row by row, cell by cell: \(text)")
    }

    @Test("a link and a code span that run over a line break are one Link (holding an annotation per line) and one Code element")
    func inlineOverLineBreak() throws {
        let dir = PDFTools.temporaryDirectory()
        let page = dir.appendingPathComponent("wrap.html")
        try Data("""
            <!DOCTYPE html><html lang="en"><title>Wrap</title><body style="width: 150px">
            <p>See <a href="https://example.org/a">the long link text that wraps over lines</a> and <code>a code span that wraps too</code> end.</p>
            <p><a href="https://example.org/b">next</a> paragraph.</p></html>
            """.utf8).write(to: page)
        let output = dir.appendingPathComponent("wrap.pdf").path
        let r = try PDFTools.run(FolioCommandTests.binary, [page.path, "-o", output, "--font-size", "40"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try PDFTools.runChecked("pdfinfo", ["-struct-text", output]).stdout.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        #expect(lines.filter { $0 == "Link (inline)" }.count == 2 && lines.filter { $0 == "Code (inline)" }.count == 1, "\(lines)")
        let link = try #require(lines.firstIndex(of: "Link (inline)"))
        #expect(Array(lines[(link + 1)...].prefix(4)) == ["\"the long link text\"", "\"that wraps over lines\"", "Object 9 0", "Object 10 0"],
                "both lines' text, then both annotations: \(lines)")
        #expect(OperatorNesting.problem(in: try PDFTools.contentStream(output, page: 1)) == nil)
        let check = try PDFTools.run(FolioCommandTests.binary, ["check", output])
        #expect(check.status == 0, "\(check.stdout)")
    }
}
