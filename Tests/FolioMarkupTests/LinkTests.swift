import Folio
import FolioTestSupport
import Foundation
import Testing

/// The text runs of every paragraph and heading, nested blocks included, in order.
func textRuns(_ blocks: [Block]) -> [(text: String, attributes: TextAttributes)] {
    var out: [(String, TextAttributes)] = []
    var work = Array(blocks.reversed())
    while let block = work.popLast() {
        var text: AttributedText?
        switch block {
        case .paragraph(let p): text = p.text
        case .heading(let h): text = h.text
        case .preformatted(let p): text = p.text
        case .group(let g): work += g.content.reversed()
        case .blockQuote(let q): work += q.content.reversed()
        case .list(let l): work += l.items.flatMap(\.content).reversed()
        case .table(let t): work += (t.headerRows + t.rows).flatMap(\.cells).flatMap(\.content).reversed()
        default: break
        }
        guard let text else { continue }
        let units = Array(text.string.utf16)
        for run in text.runs(in: 0..<text.length) {
            out.append((String(decoding: units[run.range], as: UTF16.self), run.attributes))
        }
    }
    return out
}

/// The attributes of the first run whose text contains `phrase`.
func attributes(of phrase: String, in m: MarkupDocument) -> TextAttributes? {
    textRuns(m.document.blocks).first { $0.text.contains(phrase) }?.attributes
}

@Suite("Links and destinations in HTML")
struct LinkTests {
    @Test("an <a name> left open by parsing is not a link: the heading it swallows is neither blue, underlined nor linked")
    func anchorWithoutHref() throws {
        // DocBook writes <a name="x"/>; HTML parsing ignores the slash, so the anchor holds all that follows.
        let html = ##"<h2><a name="intro"/>Introduction</h2><p>Body text and <a href="#intro">a real link</a>.</p>"##
        let m = try MarkupDocument(string: html)
        let heading = try #require(attributes(of: "Introduction", in: m))
        #expect(heading.link == nil)
        #expect(heading.underline == nil)
        #expect(heading.foregroundColor != Color(red: 0, green: 0, blue: 0xEE / 255.0))
        let body = try #require(attributes(of: "Body text", in: m))
        #expect(body.link == nil && body.underline == nil)
        let link = try #require(attributes(of: "a real link", in: m))
        #expect(link.link == .destination("intro"))
        #expect(link.underline != nil)
        #expect(link.foregroundColor == Color(red: 0, green: 0, blue: 0xEE / 255.0))
    }

    @Test(":link and :any-link match an a or area with href, nothing else")
    func linkPseudoClass() throws {
        let html = #"<style>:link { color: red } a:any-link { font-weight: bold }</style><p><a href="x.html">linked</a> <a id="y">named</a> <span href="z">span</span></p>"#
        let m = try MarkupDocument(string: html)
        #expect(attributes(of: "linked", in: m)?.foregroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(attributes(of: "named", in: m)?.foregroundColor != Color(red: 1, green: 0, blue: 0))
        #expect(attributes(of: "span", in: m)?.foregroundColor != Color(red: 1, green: 0, blue: 0))
        #expect(attributes(of: "linked", in: m)?.font?.weight == 700)
        #expect(attributes(of: "named", in: m)?.font?.weight != 700)
    }

    @Test("links to the document itself are internal; other local files are relative URI links; javascript: is dropped with a word")
    func hrefKinds() throws {
        let html = """
            <p id="x">Target</p>
            <p><a href="manual-core.html#x">self-by-name</a> <a href="./manual-core.html#x">self-dot</a>
            <a href="../html/manual-core.html#x">self-up</a> <a href="manual-core.html#a%20b">self-escaped</a>
            <a href="manual-intro.html#y">sibling</a> <a href="../index.html">parent</a> <a href="manual-core.html">self-no-fragment</a>
            <a href="notes.txt">notes</a> <a href="javascript:alert(1)">scripted</a> <a href="JavaScript:void(0)">scripted-caps</a>
            <a href="data:text/html,x">data-uri</a> <a href="https://valgrind.org/">web</a> <a href="mailto:a@b.org">mail</a>
            <a href="#x">plain-fragment</a> <a href="#">hash-only</a></p>
            """
        let m = try MarkupDocument(string: html, options: MarkupOptions(documentPath: "/usr/share/doc/valgrind/html/manual-core.html"))
        func link(_ phrase: String) -> LinkTarget? { attributes(of: phrase, in: m)?.link }
        #expect(link("self-by-name") == .destination("x"))
        #expect(link("self-dot") == .destination("x"))
        #expect(link("self-up") == .destination("x"))
        #expect(link("self-escaped") == .destination("a b"))
        #expect(link("sibling") == .url("manual-intro.html#y"))
        #expect(link("parent") == .url("../index.html"))
        #expect(link("self-no-fragment") == .url("manual-core.html"))
        #expect(link("notes") == .url("notes.txt"))
        #expect(link("scripted") == nil && link("scripted-caps") == nil && link("data-uri") == nil)
        #expect(link("web") == .url("https://valgrind.org/"))
        #expect(link("mail") == .url("mailto:a@b.org"))
        #expect(link("plain-fragment") == .destination("x"))
        #expect(link("hash-only") == nil)
        #expect(m.diagnostics.notes.map(\.message).contains("links with the javascript: scheme are left out (their text is kept)"))
        #expect(m.diagnostics.notes.map(\.message).contains("links with the data: scheme are left out (their text is kept)"))
        // Without the document's name, a link naming a file is a file link.
        let anonymous = try MarkupDocument(string: html)
        #expect(textRuns(anonymous.document.blocks).first { $0.text.contains("self-by-name") }?.attributes.link == .url("manual-core.html#x"))
    }

    @Test("MarkupOptions(documentPath:) sets the folder and the file's name")
    func documentPath() {
        let o = MarkupOptions(documentPath: "/usr/share/doc/valgrind/html/manual-core.html")
        #expect(o.baseDirectory == "/usr/share/doc/valgrind/html")
        #expect(o.documentFileName == "manual-core.html")
        #expect(o.allowedRoot == nil)
    }

    /// A page like Sphinx's single-page builds: a section's `id` on a `<section>` whose first
    /// text is its heading, an empty `<span id>` before it, and a DocBook `<a name>` in a
    /// heading, each after a page or more of text; a later heading repeats the first id.
    static let sections: String = {
        let filler = (1...40).map { "<p>Filler paragraph \($0) of the section before, long enough to fill a line or two of the page.</p>" }.joined()
        return """
            <div class="wrapper">
            <section id="first"><h2>First heading</h2>\(filler)</section>
            <span id="document-second"></span><section id="second"><h2>Second heading</h2>\(filler)
            <section id="nested"><h3>Nested heading</h3><p>Nested text.</p></section></section>
            <div id="third"><div><h2><a name="third-name"/>Third heading</h2></div>\(filler)<h2 id="first">A repeated id</h2></div>
            <p>Closing words.</p><div id="last-empty"></div></div>
            """
    }()

    @Test("every id and a name is a destination on the page of its element's first text; a repeated id names the first")
    func destinationsLandOnTheirElement() throws {
        let m = try MarkupDocument(string: Self.sections)
        let path = try PDFTools.save(try m.document.pdfBytes(), name: "sections.pdf")
        let destinations = try PDFTools.namedDestinations(path)
        let expected: [(String, String)] = [
            ("first", "First heading"), ("document-second", "Second heading"), ("second", "Second heading"),
            ("nested", "Nested heading"), ("third", "Third heading"), ("third-name", "Third heading"),
        ]
        let pages = try PDFTools.pageTexts(path)
        #expect(pages.count >= 4)
        for (id, text) in expected {
            let page = try #require(destinations[id], "no destination \(id)")
            #expect(pages[page - 1].contains(text), "#\(id) lands on page \(page), its text \"\(text)\" is on page \((pages.firstIndex { $0.contains(text) } ?? -1) + 1)")
        }
        // An empty element after the last text still has its destination, on the last page.
        #expect(destinations["last-empty"] == pages.count)
    }
}

/// `<base href>`: where relative references point.
@Suite struct BaseReferenceTests {
    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("folio-base-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub/img"), withIntermediateDirectories: true)
        try Data("p.styled { color: rgb(200, 0, 0) }".utf8).write(to: dir.appendingPathComponent("sub/s.css"))
        try Data("<svg xmlns='http://www.w3.org/2000/svg' width='20' height='10'/>".utf8).write(to: dir.appendingPathComponent("sub/img/a.svg"))
        return dir
    }

    @Test("a local <base href> moves where style sheets, images and links to other files are found; the document itself stays internal")
    func localBase() throws {
        let dir = try Self.folder()
        let html = """
            <head><base href="sub/"><link rel="stylesheet" href="s.css"></head>
            <h1 id="top">Title</h1><p class="styled">red</p><img src="img/a.svg" alt="ALT">
            <p><a href="other.html">other</a> <a href="../doc.html#top">self</a></p>
            """
        let m = try MarkupDocument(string: html, options: MarkupOptions(documentPath: dir.appendingPathComponent("doc.html").path))
        #expect(m.diagnostics.warnings.isEmpty, "\(m.diagnostics.warnings)")
        #expect(m.document.blocks.contains { if case .figure(let f) = $0 { f.drawing != nil } else { false } })
        #expect(attributes(of: "red", in: m)?.foregroundColor == Color(red: 200 / 255.0, green: 0, blue: 0))
        #expect(attributes(of: "other", in: m)?.link == .url("sub/other.html"))
        #expect(attributes(of: "self", in: m)?.link == .destination("top"))
    }

    @Test("a network <base href> makes links absolute and refuses what it would fetch, naming the URL")
    func networkBase() throws {
        let dir = try Self.folder()
        let html = """
            <head><base href="https://example.org/manual/"><link rel="stylesheet" href="s.css"></head>
            <img src="img/a.svg" alt="ALT"><p><a href="other.html#x">other</a> <a href="#top">here</a></p><h2 id="top">t</h2>
            """
        let m = try MarkupDocument(string: html, options: MarkupOptions(documentPath: dir.appendingPathComponent("doc.html").path))
        let warnings = m.diagnostics.warnings.map(\.message)
        #expect(warnings.contains { $0.contains("https://example.org/manual/img/a.svg") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("s.css") })
        #expect(attributes(of: "other", in: m)?.link == .url("https://example.org/manual/other.html#x"))
        #expect(attributes(of: "here", in: m)?.link == .destination("top"))
    }

    @Test("a <base href> cannot open files outside the allowed folder")
    func baseStaysInRoot() throws {
        let dir = try Self.folder()
        let options = MarkupOptions(documentPath: dir.appendingPathComponent("sub/doc.html").path)
        try Data("<svg xmlns='http://www.w3.org/2000/svg' width='20' height='10'/>".utf8).write(to: dir.appendingPathComponent("top.svg"))
        let m = try MarkupDocument(string: #"<base href="../"><img src="top.svg" alt="ALT">"#, options: options)
        #expect(m.diagnostics.warnings.map(\.message).contains { $0.contains("outside") }, "\(m.diagnostics.warnings)")
        #expect(!m.document.blocks.contains { if case .figure(let f) = $0 { f.drawing != nil } else { false } })
    }
}
