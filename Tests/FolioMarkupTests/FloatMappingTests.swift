import Folio
import FolioTesting
import Foundation
import Testing

/// `float`, `clear`, `overflow` and `display: flow-root` mapped onto FolioLayout's floats.
@Suite("HTML floats")
struct FloatMappingTests {
    /// The styles of the document's blocks, outermost, in order.
    private func styles(_ html: String) throws -> [BlockStyle] {
        try MarkupDocument(string: html).document.blocks.compactMap(\.style)
    }

    @Test("float and clear read their keywords (inline-start/end as left/right); absolute boxes do not float")
    func keywords() throws {
        let s = try styles("""
            <div style="float: left">a</div><div style="float: inline-end; width: 50pt">b</div>
            <div style="float: right; position: absolute">c</div><p style="clear: both">d</p><p style="clear: inline-start">e</p>
            <div style="float: none">f</div>
            """)
        #expect(s.map(\.float) == [.left, .right, nil, nil, nil, nil])
        #expect(s.map(\.clear) == [nil, nil, nil, .both, .left, nil])
    }

    @Test("display: flow-root and overflow other than visible make a formatting context; overflow: visible does not")
    func formattingContexts() throws {
        let s = try styles("""
            <div style="display: flow-root; background: #eee">a</div><div style="overflow: hidden; background: #eee">b</div>
            <div style="overflow: visible auto; background: #eee">c</div><div style="overflow: visible; background: #eee">d</div>
            """)
        #expect(s.map(\.isFormattingContext) == [true, true, true, false])
    }

    /// The 64 × 48 swatch as a data: URI.
    private var swatch: String {
        get throws {
            let png = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Samples/swatch.png"))
            return "data:image/png;base64,\(png.base64EncodedString())"
        }
    }

    @Test("an image floated right in a paragraph: the paragraph stays one, its first lines end left of the image, later ones run to the edge")
    func imageFloatedRight() throws {
        let words = (0..<160).map { "word\($0)" }.joined(separator: " ")
        let html = """
            <p><img src="\(try swatch)" alt="swatch" style="float: right; width: 96pt; height: 72pt; margin: 0 0 6pt 12pt">\(words)</p>
            """
        let m = try MarkupDocument(string: html)
        guard case .group(let group)? = m.document.blocks.first else { Issue.record("\(m.document.blocks)"); return }
        #expect(group.content.count == 2, "the float, then the paragraph whole")
        if case .figure(let f)? = group.content.first { #expect(f.style.float == .right) } else { Issue.record("no figure first") }
        let path = try PDFTools.save(try m.document.pdfBytes(), name: "float-img.pdf")
        let placed = try PDFTools.words(path)
        let first = try #require(placed.first { $0.text == "word0" })
        let right = try #require(placed.map(\.xMax).max())
        // The image's box: 96 pt wide at the right edge, from the first line's top down 72 pt.
        let imageLeft = right - 96, imageBottom = first.yMin + 72 + 6
        let beside = placed.filter { $0.yMin < imageBottom - 1 && $0.yMax > first.yMin }
        #expect(beside.count > 10)
        for w in beside { #expect(w.xMax <= imageLeft - 12 + 0.5, "\(w) overlaps the image or its margin") }
        #expect(placed.contains { $0.yMin > imageBottom && $0.xMax > imageLeft + 20 }, "below the image, lines take the whole measure")
    }

    @Test("an invoice header: logo left, address right on the same line, the title below both after clear")
    func invoiceHeader() throws {
        let m = try MarkupDocument(string: """
            <div style="float: left; font-size: 20pt">LOGO</div>
            <div style="float: right; text-align: right">ACME Ltd<br>1 High Street<br>Springfield</div>
            <h1 style="clear: both">Invoice</h1>
            """)
        let path = try PDFTools.save(try m.document.pdfBytes(), name: "invoice-header.pdf")
        let words = try PDFTools.words(path)
        let logo = try #require(words.first { $0.text == "LOGO" }), acme = try #require(words.first { $0.text == "ACME" })
        let spring = try #require(words.first { $0.text == "Springfield" }), title = try #require(words.first { $0.text == "Invoice" })
        #expect(abs(logo.yMin - acme.yMin) < 8, "side by side: \(logo) \(acme)")
        #expect(acme.xMin > logo.xMax + 200, "the address at the right: \(acme)")
        // Clearance puts the heading's top border edge at the floats' foot (its margin taken into it).
        #expect(title.yMin >= spring.yMax - 0.5 && title.yMin > logo.yMax, "the title below both floats: \(title) \(spring)")
    }

    @Test("a table floated right (align=right): shrunk to its content at the right edge, the paragraph beside it")
    func tableFloatedRight() throws {
        let words = (0..<80).map { "text\($0)" }.joined(separator: " ")
        let m = try MarkupDocument(string: "<table align=right border=1><tr><td>CELL</td></tr></table><p>\(words)</p>")
        let path = try PDFTools.save(try m.document.pdfBytes(), name: "float-table.pdf")
        let placed = try PDFTools.words(path)
        let cell = try #require(placed.first { $0.text == "CELL" }), first = try #require(placed.first { $0.text == "text0" })
        let right = try #require(placed.map(\.xMax).max())
        #expect(right - cell.xMax < 10, "at the right edge: \(cell)")
        // Below the line's top by the table's 6 pt margin and its border and padding.
        #expect(abs(cell.yMin - first.yMin) < 10, "beside the paragraph's first line: \(cell) \(first)")
        let beside = placed.filter { $0.text != "CELL" && $0.yMin < cell.yMax && $0.yMax > cell.yMin }
        #expect(!beside.isEmpty && beside.allSatisfy { $0.xMax < cell.xMin - 2 }, "\(beside)")
    }

    @Test("a span floated in a paragraph's text floats beside the paragraph, which stays one")
    func spanInText() throws {
        let m = try MarkupDocument(string: "<p>Before the note <span style=\"float: right; width: 60pt\">NOTE</span> and after it.</p>")
        guard case .group(let group)? = m.document.blocks.first, group.content.count == 2,
              case .paragraph(let p) = group.content[1] else { Issue.record("\(m.document.blocks)"); return }
        #expect(group.content[0].style?.float == .right)
        #expect(p.text.string == "Before the note and after it.")
    }

    @Test("<img align=right> floats right, as the HTML standard's rendering section says")
    func alignAttribute() throws {
        let m = try MarkupDocument(string: "<p><img src=\"\(try swatch)\" align=right alt=s>text beside</p>")
        guard case .group(let group)? = m.document.blocks.first, case .figure(let f)? = group.content.first else {
            Issue.record("\(m.document.blocks)"); return
        }
        #expect(f.style.float == .right)
    }
}
