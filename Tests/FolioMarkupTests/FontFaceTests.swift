import Folio
import FolioTesting
import Foundation
import Testing

/// A folder with `page.html` and copies of DejaVu fonts: `fonts/brand.ttf` (DejaVu Serif
/// Condensed), `fonts/brand-bold.ttf` (its bold), and `broken.ttf` (not a font).
private func folder(_ html: String) throws -> URL {
    let dir = PDFTools.temporaryDirectory()
    let fonts = dir.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let system = "/usr/share/fonts/truetype/dejavu/"
    try FileManager.default.copyItem(atPath: system + "DejaVuSerifCondensed.ttf", toPath: fonts.appendingPathComponent("brand.ttf").path)
    try FileManager.default.copyItem(atPath: system + "DejaVuSerifCondensed-Bold.ttf", toPath: fonts.appendingPathComponent("brand-bold.ttf").path)
    try Data("not a font".utf8).write(to: dir.appendingPathComponent("broken.ttf"))
    try Data(html.utf8).write(to: dir.appendingPathComponent("page.html"))
    return dir
}

/// The document of `page.html` in `dir`.
private func converted(_ dir: URL) throws -> MarkupDocument {
    let bytes = try Array(Data(contentsOf: dir.appendingPathComponent("page.html")))
    return try MarkupDocument(bytes: bytes, options: MarkupOptions(documentPath: dir.appendingPathComponent("page.html").path))
}

/// The base fonts `pdffonts` lists, subset tags dropped.
private func embeddedFonts(_ document: Document) throws -> [String] {
    let path = try PDFTools.save(try document.pdfBytes(footer: nil))
    return try PDFTools.run("pdffonts", [path]).stdout.split(separator: "\n").dropFirst(2)
        .map { line in String(line.split(separator: " ")[0].split(separator: "+").last ?? "") }.sorted()
}

/// Every font of the document's paragraphs' text, in order.
private func fonts(_ blocks: [Block]) -> [TextFont] {
    blocks.flatMap { block -> [TextFont] in
        switch block {
        case .paragraph(let p): p.text.runs.compactMap(\.attributes.font)
        case .heading(let h): h.text.runs.compactMap(\.attributes.font)
        case .group(let g): fonts(g.content)
        default: []
        }
    }
}

@Suite("@font-face in HTML: local files and installed faces")
struct FontFaceTests {
    private let faces = """
        @font-face { font-family: Brand; src: url(fonts/brand.ttf) format("truetype") }
        @font-face { font-family: Brand; src: url(fonts/brand-bold.ttf); font-weight: 700 }
        """

    @Test("url() relative to the document: the family's text is set in the file, bold text in the bold face")
    func url() throws {
        let dir = try folder("<style>\(faces) body { font-family: Brand, sans-serif }</style><p>Plain <b>bold</b></p>")
        let page = try converted(dir)
        #expect(page.diagnostics.warnings.isEmpty, "\(page.diagnostics.warnings)")
        let found = fonts(page.document.blocks)
        #expect(found.map { $0.file.map { ($0.path as NSString).lastPathComponent } } == ["brand.ttf", "brand-bold.ttf"])
        #expect(found.first?.family == "sans-serif", "the rest of the list stays for fallback")
        #expect(try embeddedFonts(page.document) == ["DejaVuSerifCondensed", "DejaVuSerifCondensed-Bold"])
    }

    @Test("a linked style sheet's url() is relative to the sheet's folder")
    func linkedSheet() throws {
        let dir = try folder("<link rel=stylesheet href=css/site.css><p>Text</p>")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("css"), withIntermediateDirectories: true)
        try Data("@font-face { font-family: Brand; src: url(../fonts/brand-bold.ttf) } p { font-family: Brand }".utf8)
            .write(to: dir.appendingPathComponent("css/site.css"))
        let page = try converted(dir)
        #expect(fonts(page.document.blocks).first?.file.map { ($0.path as NSString).lastPathComponent } == "brand-bold.ttf")
    }

    @Test("refused sources: the network, outside the folder, missing, not a font; the next entry is tried, and a rule with none left warns")
    func refused() throws {
        let css = """
            @font-face { font-family: Web; src: url(https://example.org/w.woff2), url(//cdn.example.org/w.ttf) }
            @font-face { font-family: Out; src: url(../../etc/x.ttf), url(/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf) }
            @font-face { font-family: Gone; src: url(nowhere.ttf), url(broken.ttf) }
            @font-face { font-family: Next; src: url(nowhere.ttf), url(fonts/brand.ttf) }
            p { font-family: Web, Out, Gone, Next, serif }
            """
        let page = try converted(try folder("<style>\(css)</style><p>x</p>"))
        let warnings = page.diagnostics.warnings.filter { $0.kind == .font }.map(\.message)
        #expect(warnings.count == 3, "\(warnings)")
        #expect(warnings.contains { $0.contains("\"Web\"") && $0.contains("never fetches from the network") })
        #expect(warnings.contains { $0.contains("\"Out\"") && $0.contains("outside the folder") })
        #expect(warnings.contains { $0.contains("\"Gone\"") && $0.contains("no such file") && $0.contains("not a font FreeType can read") })
        // Web, Out and Gone have no face and are not installed: Next's face sets the text.
        #expect(fonts(page.document.blocks).first?.file.map { ($0.path as NSString).lastPathComponent } == "brand.ttf")
    }

    @Test("local() finds an installed face by full name or PostScript name, ignoring case")
    func local() throws {
        let css = """
            @font-face { font-family: Code; src: local("No Such Face 91x"), local("dejavu sans mono") }
            @font-face { font-family: Code; src: local(DejaVuSansMono-Bold); font-weight: bold }
            p { font-family: Code }
            """
        let page = try converted(try folder("<style>\(css)</style><p>a <b>b</b></p>"))
        #expect(page.diagnostics.warnings.isEmpty, "\(page.diagnostics.warnings)")
        #expect(try embeddedFonts(page.document) == ["DejaVuSansMono", "DejaVuSansMono-Bold"])
    }

    @Test("font-style descriptors: italic text takes the italic face; the same run twice gives the same bytes")
    func styleAndDeterminism() throws {
        let css = faces + "@font-face { font-family: Brand; src: url(fonts/brand-bold.ttf); font-style: italic } p { font-family: Brand }"
        let dir = try folder("<style>\(css)</style><p>a <i>b</i></p>")
        let page = try converted(dir)
        #expect(fonts(page.document.blocks).map { $0.file.map { ($0.path as NSString).lastPathComponent } } == ["brand.ttf", "brand-bold.ttf"])
        #expect(try converted(dir).document.pdfBytes(footer: nil) == (try page.document.pdfBytes(footer: nil)))
    }

    @Test("a family with @font-face faces shadows an installed family of the same name; other documents are not affected")
    func shadowing() throws {
        let css = "@font-face { font-family: 'DejaVu Sans'; src: url(fonts/brand.ttf) } p { font-family: 'DejaVu Sans' }"
        let page = try converted(try folder("<style>\(css)</style><p>x</p>"))
        #expect(try embeddedFonts(page.document) == ["DejaVuSerifCondensed"])
        let other = try MarkupDocument(string: "<p style=\"font-family: 'DejaVu Sans'\">x</p>")
        #expect(try embeddedFonts(other.document) == ["DejaVuSans"])
    }
}
