#if canImport(Glibc)
import Glibc
#endif
import Folio
import FolioTestSupport
import Foundation
import FolioTesting
import Testing

@Suite("HTML to a document")
struct MappingTests {
    static let page = """
        <!doctype html><html><head><title>Quarterly &amp; more</title>
        <style>.note { color: #c00; } p.lead { font-weight: bold }</style></head><body>
        <h1 id="top">Report   title</h1>
        <p class="lead">Lead   paragraph
        with <em>emphasis</em>, <b>bold</b> and a <a href="#details">link to details</a>.</p>
        <ul><li>first item<li>second item<ol type="i" start="3"><li>nested three<li>nested four</ol></ul>
        <dl><dt>Term<dd>Definition text</dl>
        <table border="1"><thead><tr><th>Name<th>Value</thead>
        <tbody><tr><td>alpha<td>1</tr><tr><td colspan="2">spanning cell</td></tbody></table>
        <pre>line one
          line two</pre>
        <blockquote>Quoted words</blockquote>
        <p>Entities: &lt;tag&gt; &copy; &#x263A; &bogus;</p>
        <h2 id="details">Details</h2>
        <p class="note">Red note<br>after a break.</p>
        <p style="display:none">hidden words</p>
        <script>document.write("scripted words")</script>
        </body></html>
        """

    @Test("elements map to blocks: heading, paragraph, list, a definition list as its terms and definitions, table, pre, quote")
    func blocks() throws {
        let m = try MarkupDocument(string: Self.page)
        #expect(m.title == "Quarterly & more")
        let kinds = m.document.blocks.map { b -> String in
            switch b {
            case .heading(let h): "h\(h.level)"
            case .paragraph: "p"
            case .list(let l): "list(\(l.items.count))"
            case .group(let g): "group(\(g.content.count))"
            case .table(let t): "table(\(t.headerRows.count)+\(t.rows.count))"
            case .preformatted: "pre"
            case .blockQuote: "quote"
            case .figure: "figure"
            default: "other"
            }
        }
        #expect(kinds == ["h1", "p", "list(2)", "group(2)", "table(1+2)", "pre", "quote", "p", "h2", "p"])
        guard case .heading(let h1) = m.document.blocks[0], case .paragraph(let lead) = m.document.blocks[1] else { return }
        #expect(h1.text.string == "Report title")
        #expect(h1.id == "top")
        #expect(lead.text.string == "Lead paragraph with emphasis, bold and a link to details.")
        if case .list(let list) = m.document.blocks[2], case .list(let nested)? = list.items[1].content.last {
            #expect(nested.markerStyle == .lowerRoman && nested.start == 3)
        } else {
            Issue.record("the nested list is missing")
        }
    }

    @Test("printed: every visible word once, hidden and scripted text absent, entities decoded, the link lands")
    func printed() throws {
        let m = try MarkupDocument(string: Self.page)
        let bytes = try m.document.pdfBytes()
        let path = try PDFTools.save(bytes, name: "markup.pdf")
        let text = try PDFTools.text(path)
        for phrase in ["Report title", "Lead paragraph", "first item", "nested four", "Definition text", "spanning cell",
                       "line one", "line two", "Quoted words", "<tag> © ☺ &bogus;", "Red note", "after a break."] {
            #expect(text.contains(phrase), "missing \(phrase)")
        }
        #expect(!text.contains("hidden words") && !text.contains("scripted words"))
        #expect(text.components(separatedBy: "Lead paragraph").count == 2)
        let summary = try DocumentSummary(contentsOf: path)
        let inside = summary.pages.flatMap(\.links).filter { $0.name == "details" }
        #expect(inside.count == 1)
        #expect(inside.first?.page == 1)
        #expect(summary.outline.map(\.title) == ["Report title"])
        #expect(summary.outline.first?.children.map(\.title) == ["Details"])
    }

    @Test("images: data: URIs load; a file outside the document's folder is refused; alt text stands in")
    func images() throws {
        let png = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/swatch.png"))
        let dir = PDFTools.temporaryDirectory()
        let inside = dir.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        try png.write(to: inside.appendingPathComponent("ok.png"))
        try png.write(to: dir.appendingPathComponent("secret.png"))
        let html = """
            <p>before</p><img src="data:image/png;base64,\(png.base64EncodedString())" alt="inline">
            <img src="ok.png" alt="local"><img src="../secret.png" alt="OUTSIDE-ALT"><img src="missing.png" alt="MISSING-ALT">
            """
        let m = try MarkupDocument(string: html, options: MarkupOptions(baseDirectory: inside.path))
        let figures = m.document.blocks.compactMap { b -> Figure? in if case .figure(let f) = b { f } else { nil } }
        #expect(figures.map { $0.image != nil } == [true, true, false, false])
        // The refusal names the way to widen the folder, with an option that exists.
        #expect(m.diagnostics.warnings.map(\.message).contains { $0.contains("outside the folder images may come from") && $0.contains("--image-root") && $0.contains("MarkupOptions.allowedRoot") })
        #expect(m.diagnostics.warnings.map(\.message).contains { $0.contains("missing.png does not exist") })
        let text = try PDFTools.text(try PDFTools.save(try m.document.pdfBytes(), name: "img.pdf"))
        #expect(text.contains("OUTSIDE-ALT") && text.contains("MISSING-ALT"))
    }

    @Test("<img> draws GIF (first frame, transparency) and WebP (lossy and lossless, alpha) files: two XObjects with soft masks each")
    func gifAndWebP() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/html/gif-webp")
        let html = #"<p>x</p><img src="shapes.gif" alt="GIF-ALT"><img src="first-frame.gif" alt="ANIM-ALT"><img src="photo.webp" alt="WEBP-ALT"><img src="lossless.webp" alt="LL-ALT">"#
        let m = try MarkupDocument(string: html, options: MarkupOptions(baseDirectory: folder.path))
        #expect(m.diagnostics.warnings.map(\.message).isEmpty, "\(m.diagnostics.warnings.map(\.message))")
        let figures = m.document.blocks.compactMap { b -> Figure? in if case .figure(let f) = b { f } else { nil } }
        #expect(figures.map { $0.image.map { "\($0.pixelSize.width)x\($0.pixelSize.height)" } } == ["96x48", "48x48", "96x48", "96x48"])
        #expect(figures.map { $0.image?.pdfImage.softMask != nil } == [true, false, true, true])
        let pdf = try PDFTools.save(try m.document.pdfBytes(), name: "gif-webp.pdf")
        #expect(!(try PDFTools.text(pdf).contains("ALT")))
        // pdfimages lists each image and each soft mask: 4 images, 3 of them with an smask.
        let list = try PDFTools.run("pdfimages", ["-list", pdf]).stdout
        let kinds = list.split(separator: "\n").dropFirst(2).compactMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst(2).first }
        #expect(kinds.filter { $0 == "image" }.count == 4 && kinds.filter { $0 == "smask" }.count == 3, "\(list)")
    }

    @Test("a damaged GIF or WebP is a warning naming the file and the fault; its alt text is set")
    func damagedImages() throws {
        let dir = PDFTools.temporaryDirectory()
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/html/gif-webp")
        for name in ["shapes.gif", "photo.webp"] {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
            try bytes.prefix(bytes.count / 2).write(to: dir.appendingPathComponent("cut-" + name))
        }
        let html = #"<img src="cut-shapes.gif" alt="CUT-GIF"><img src="cut-photo.webp" alt="CUT-WEBP">"#
        let m = try MarkupDocument(string: html, options: MarkupOptions(baseDirectory: dir.path))
        #expect(m.diagnostics.warnings.map(\.message).count == 2, "\(m.diagnostics.warnings.map(\.message))")
        #expect(m.diagnostics.warnings.map(\.message).contains { $0.contains("cut-shapes.gif") && $0.contains("truncated") && $0.contains("alternative text") }, "\(m.diagnostics.warnings.map(\.message))")
        #expect(m.diagnostics.warnings.map(\.message).contains { $0.contains("cut-photo.webp") && $0.contains("truncated") }, "\(m.diagnostics.warnings.map(\.message))")
        let text = try PDFTools.text(try PDFTools.save(try m.document.pdfBytes(), name: "cut.pdf"))
        #expect(text.contains("CUT-GIF") && text.contains("CUT-WEBP"))
    }

    @Test("images at file: URLs are local files, read inside the same folder; another host's file: URL is not read")
    func fileURLImages() throws {
        let png = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/swatch.png"))
        let dir = PDFTools.temporaryDirectory()
        let inside = dir.appendingPathComponent("site folder")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        try png.write(to: inside.appendingPathComponent("ok.png"))
        try png.write(to: dir.appendingPathComponent("secret.png"))
        let insideURL = "file://" + inside.path.replacingOccurrences(of: " ", with: "%20")
        let html = """
            <img src="\(insideURL)/ok.png" alt="A"><img src="file://localhost\(inside.path.replacingOccurrences(of: " ", with: "%20"))/ok.png" alt="B">
            <img src="file://\(dir.path)/secret.png" alt="OUTSIDE-ALT"><img src="file://server/share/ok.png" alt="REMOTE-ALT">
            """
        let m = try MarkupDocument(string: html, options: MarkupOptions(baseDirectory: inside.path))
        let figures = m.document.blocks.compactMap { b -> Figure? in if case .figure(let f) = b { f } else { nil } }
        #expect(figures.map { $0.image != nil } == [true, true, false, false], "\(m.diagnostics.warnings.map(\.message))")
        #expect(m.diagnostics.warnings.map(\.message).contains { $0.contains("secret.png") && $0.contains("outside the folder") }, "\(m.diagnostics.warnings.map(\.message))")
        #expect(m.diagnostics.warnings.map(\.message).contains { $0.contains("file://server/share/ok.png") && $0.contains("not local") }, "\(m.diagnostics.warnings.map(\.message))")
        #expect(!m.diagnostics.warnings.map(\.message).contains { $0.contains("ok.png") && !$0.contains("server") }, "\(m.diagnostics.warnings.map(\.message))")
    }

    @Test("an image at http://127.0.0.1:PORT makes no connection; its alt text is set")
    func noNetwork() throws {
        let listener = try #require(ListeningSocket())
        let port = listener.port
        let html = #"<p>text</p><img src="http://127.0.0.1:\#(port)/x.png" alt="NETWORK-ALT"><img src="https://127.0.0.1:\#(port)/y.png">"#
        let m = try MarkupDocument(string: html)
        let text = try PDFTools.text(try PDFTools.save(try m.document.pdfBytes(), name: "net.pdf"))
        #expect(text.contains("NETWORK-ALT"))
        #expect(m.diagnostics.warnings.map(\.message).contains { $0.contains("never fetches") })
        // Nothing knocked: no connection is waiting.
        #expect(!listener.connectionArrived(), "a connection arrived on port \(port)")
    }

    @Test("<q> gets quotation marks, single ones when nested; @page gives the size and margins")
    func quotesAndPage() throws {
        let m = try MarkupDocument(string: "<style>@page { size: a5; margin: 1in 2cm }</style><p>He said <q>it is <q>fine</q> now</q>.</p>")
        guard case .paragraph(let p)? = m.document.blocks.first else { Issue.record("no paragraph"); return }
        #expect(p.text.string == "He said \u{201C}it is \u{2018}fine\u{2019} now\u{201D}.")
        #expect(m.pageSize.map { abs($0.width - 419.53) < 0.1 && abs($0.height - 595.28) < 0.1 } == true)
        #expect(m.pageMargins.map { abs($0.top - 72) < 0.01 && abs($0.left - 56.69) < 0.01 } == true)
    }

    @Test("an @page size that names no paper is a warning, and the page keeps the size before it")
    func unknownPageSizeWarns() throws {
        let m = try MarkupDocument(string: "<style>@page { size: a6 } @page { size: a13 }</style><p>x</p>")
        #expect(m.pageSize.map { abs($0.width - 297.64) < 0.1 && abs($0.height - 419.53) < 0.1 } == true, "A6 stays: \(String(describing: m.pageSize))")
        let warnings = m.diagnostics.warnings.filter { $0.kind == .styleIgnored }.map(\.message)
        #expect(warnings.count == 1 && warnings[0].hasPrefix("@page { size: a13 } ignored: not a page size"), "\(warnings)")
    }

    @Test("text-transform changes the text's case (capitalize across markup inside a word leaves the word's rest); letter-spacing is tracking")
    func textTransformAndLetterSpacing() throws {
        let m = try MarkupDocument(string: """
            <p style="text-transform: uppercase; letter-spacing: 2pt">Straße <i>one</i></p>
            <p style="text-transform: capitalize">hello <b>wo</b>rld o\u{2019}neil 3rd-rate</p>
            <p style="text-transform: lowercase">MiXeD</p>
            <style>.note::before { content: "note: "; text-transform: uppercase }</style><p class="note">kept</p>
            """)
        let texts = m.document.blocks.compactMap { b -> AttributedText? in if case .paragraph(let p) = b { p.text } else { nil } }
        #expect(texts.map(\.string) == ["STRASSE ONE", "Hello World O\u{2019}neil 3rd-Rate", "mixed", "NOTE: kept"], "\(texts.map(\.string))")
        #expect(texts.first?.runs.allSatisfy { $0.attributes.tracking == 2 } == true)
        #expect(texts[2].runs.allSatisfy { $0.attributes.tracking == nil })
    }

    @Test("word-spacing widens each space by its length (em from the font size, inherited, negative narrows), the words themselves unchanged; normal is none")
    func wordSpacing() throws {
        func gaps(_ css: String) throws -> (gap: Double, word: Double) {
            let words = try BoxWidthTests.words("<p style='font-size: 10pt; \(css)'>alpha <span>beta</span> gamma</p>")
            let a = try #require(words.first { $0.text == "alpha" }), b = try #require(words.first { $0.text == "beta" })
            let c = try #require(words.first { $0.text == "gamma" })
            #expect(abs((c.xMin - b.xMax) - (b.xMin - a.xMax)) < 0.1, "both spaces alike: \(words)")
            return (b.xMin - a.xMax, b.xMax - b.xMin)
        }
        let plain = try gaps(""), normal = try gaps("word-spacing: normal")
        let wide = try gaps("word-spacing: 8pt"), em = try gaps("word-spacing: 0.5em"), narrow = try gaps("word-spacing: -1pt")
        #expect(abs(normal.gap - plain.gap) < 0.01)
        #expect(abs(wide.gap - plain.gap - 8) < 0.1, "\(wide) vs \(plain)")
        #expect(abs(em.gap - plain.gap - 5) < 0.1, "\(em) vs \(plain)")
        #expect(abs(narrow.gap - plain.gap + 1) < 0.1, "\(narrow) vs \(plain)")
        #expect(abs(wide.word - plain.word) < 0.01, "letters keep their advances")
        let m = try MarkupDocument(string: "<div style='word-spacing: 3pt'><p>a <b>b</b></p></div>")
        guard case .paragraph(let p) = m.document.blocks.first else { Issue.record("\(m.document.blocks)"); return }
        #expect(p.text.runs.allSatisfy { $0.attributes.wordSpacing == 3 }, "inherited by the paragraph and its bold run")
    }

    @Test("a heading's lines follow text-align, its own or inherited (a centred title page)")
    func headingAlignment() throws {
        let m = try MarkupDocument(string: "<div style='text-align: center'><h1>Title</h1></div><h2 style='text-align: right'>Right</h2><h3>Plain</h3>")
        var alignments: [ParagraphStyle.Alignment?] = []
        func collect(_ blocks: [Block]) {
            for b in blocks {
                switch b {
                case .heading(let h): alignments.append(h.style.alignment)
                case .group(let g): collect(g.content)
                default: break
                }
            }
        }
        collect(m.document.blocks)
        #expect(alignments == [.center, .right, nil], "\(alignments)")
    }

    @Test("a list item's own padding and margins hold its content (a contents entry indented by padding-left); the marker stays")
    func listItemBox() throws {
        let path = try PDFTools.save(try MarkupDocument(string: """
            <ul><li>Plainitem</li><li style="padding-left: 30pt">Paddeditem</li><li style="margin-top: 20pt">Spaceditem</li></ul>
            """).document.pdfBytes(), name: "li-box.pdf")
        let words = try PDFTools.words(path)
        func word(_ text: String) throws -> PDFTools.Word { try #require(words.first { $0.text == text }, "\(text)") }
        let plain = try word("Plainitem"), padded = try word("Paddeditem"), spaced = try word("Spaceditem")
        #expect(abs(padded.xMin - plain.xMin - 30) < 0.5, "padding-left moves the text 30 pt: \(plain.xMin) → \(padded.xMin)")
        let bullets = words.filter { $0.text == "•" }
        #expect(bullets.count == 3 && Set(bullets.map { ($0.xMin * 10).rounded() }).count == 1, "the markers stay in one column: \(bullets)")
        #expect(spaced.yMin - padded.yMax > 18, "margin-top: 20pt above the third item: \(padded.yMax) → \(spaced.yMin)")
    }

    @Test("whitespace collapses outside pre; pre keeps it; <br> breaks the line")
    func whitespace() throws {
        let m = try MarkupDocument(string: "<p>  a \n\n b\t c  </p><pre>x  y\n z</pre><p>one<br>two</p>")
        let texts = m.document.blocks.map { b -> String in
            switch b {
            case .paragraph(let p): p.text.string
            case .preformatted(let p): p.text.string
            default: "?"
            }
        }
        #expect(texts == ["a b c", "x  y\n z", "one\u{2028}two"])
    }

    @Test("pre-line keeps line breaks (CR LF as one) and collapses spaces; a space carrying a combining mark stays")
    func preLineAndMarks() throws {
        let m = try MarkupDocument(string: "<p style='white-space: pre-line'> a  b\r\nc\n\td </p><p>x \u{301}y\u{E9}  \n z</p>")
        let texts = m.document.blocks.compactMap { b -> String? in if case .paragraph(let p) = b { p.text.string } else { nil } }
        #expect(texts == ["a b\u{2028}c\u{2028}d", "x \u{301}y\u{E9} z"])
    }
}

@Suite("Fuzzing regressions")
struct FuzzRegressionTests {
    @Test("an unclosed @media block at the end of a stylesheet (fuzz-css crash-df7f197e: Range requires lowerBound <= upperBound)")
    func unclosedMedia() {
        let css = "p { c\u{FFFD}lor: red; font-size: 2em } .ama rgin: 1em 2px; border: 1px dashed #abc } @page { size: a4 landscape; margin: 2cm } @media {creen { p { color:bl uep { color: blue } }"
        let sheet = Stylesheet(parsing: css)
        #expect(sheet.rules.count >= 1)
        #expect(Stylesheet(parsing: "@media print { p { color: red }").rules.count == 1)
    }

    @Test("an em font size compounded over nested elements stops at the largest size (fuzz-css crash-40d6e577: font-size inf)")
    func compoundedFontSize() throws {
        let nested = String(repeating: "<em>", count: 16) + "x" + String(repeating: "</em>", count: 16)
        for rule in ["em { font-size: 2e22em }", "em { font: 2e22em serif }", "em { font-size: 1e300% }", "em { font-size: larger }"] {
            let doc = try HTMLDocument(string: "<style>\(rule)</style><p>\(nested)</p>")
            let styled = doc.styled()
            let sizes = doc.nodes.indices.map { styled[MarkupNodeID($0)].fontSize }
            #expect(sizes.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1000 }, "\(rule): \(sizes)")
            if rule != "em { font-size: larger }" { #expect(sizes.max() == 1000, "\(rule): \(sizes)") }
        }
    }

    @Test("a table whose header rows are taller than the page ends (fuzz-html timeout-d426855c: pages without end)")
    func headerTallerThanPage() throws {
        // Nested h1s compound the font size; the header row's words wrap one letter a line.
        let bytes = Array("<h1><x><h1><x>><h1>< h=x><x>><h1><table><td>x<tHead><<td>ockquote>x".utf8) + [0x18, 0x18, 0x18, 0x18]
        let pdf = try MarkupDocument(bytes: bytes).document.pdfBytes()
        let path = try PDFTools.save(pdf, name: "tall-header.pdf")
        let pages = try PDFTools.runChecked("pdfinfo", [path]).stdout.split(separator: "\n").first { $0.hasPrefix("Pages:") }
        #expect(pages.flatMap { Int($0.split(separator: " ").last ?? "") }.map { $0 < 10 } == true, "\(String(describing: pages))")
        // Every letter arrives, in order, across the pages (less the page numbers).
        let letters = try PDFTools.text(path).filter { !$0.isWhitespace && !$0.isNumber }
        #expect(letters.contains("<ockquote>x"), "\(letters)")
    }

    @Test("table lines are CSS borders: a cell's padding and borders are its own, a table's border frames it, no grid")
    func tableBorders() throws {
        let html = """
            <style>table.s { border: 2px solid #00f; width: 50% } .s td { padding: 8px 12px; border-bottom: 1px dashed #c00 }
            .s th { border: 1.5pt solid black }</style>
            <table class="s"><tr><th>Head</th></tr><tr><td>Cell</td></tr></table>
            <table border="1"><tr><td>Old-style</td></tr></table>
            <table><tr><td>Plain</td></tr></table>
            """
        let blocks = try MarkupDocument(string: html).document.blocks
        guard blocks.count == 3, case .table(let styled) = blocks[0], case .table(let old) = blocks[1], case .table(let plain) = blocks[2] else {
            Issue.record("three tables expected: \(blocks)")
            return
        }
        #expect(styled.gridLine == nil && old.gridLine == nil && plain.gridLine == nil)
        #expect(styled.style.borderTop == Border(width: 1.5, color: Color(red: 0, green: 0, blue: 1)))
        #expect(styled.width == .fraction(0.5))
        let th = try #require(styled.rows.first?.cells.first), td = try #require(styled.rows.last?.cells.first)
        #expect(th.border == Border(width: 1.5, color: Color(red: 0, green: 0, blue: 0)) && th.borderLeft == th.border && th.borderBottom == th.border)
        #expect(td.padding == EdgeInsets(top: 6, left: 9, bottom: 6, right: 9))
        #expect(td.borderBottom == Border(width: 0.75, color: Color(red: 0.8, green: 0, blue: 0), style: .dashed))
        #expect(td.borderTop == nil && td.borderLeft == nil && td.borderRight == nil)
        // <table border>: grey lines on the table and its cells, as the HTML standard draws them.
        let grey = Color(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255)
        #expect(old.style.borderTop == Border(width: 0.75, color: grey))
        #expect(old.rows.first?.cells.first?.border == Border(width: 0.75, color: grey))
        // Without CSS: no lines, and the HTML standard's padding (1px each side).
        let cell = try #require(plain.rows.first?.cells.first)
        #expect(plain.style.borderTop == nil && cell.border == nil && cell.borderBottom == nil)
        #expect(cell.padding == EdgeInsets(top: 0.75, left: 0.75, bottom: 0.75, right: 0.75))
    }
}
