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
                          "Table (block)", "TR", "TH:", "/Scope /Column", "P (block)", "TH:", "/Scope /Column", "P (block)",
                          "TR", "TD", "P (block)", "TD", "P (block)"], "\(tree)")
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
}
