import FolioLayout
import FolioPrinting
import FolioTestSupport
import Foundation
import Testing

/// A `Document` printed with `PrintInfo.isTagged`: its blocks become the structure tree, in
/// reading order, and the page numbers artifacts (read back with poppler's `pdfinfo -struct-text`).
@Suite("Tagged documents")
struct TaggedDocumentTests {
    private func structure(_ document: Document, tagged: Bool = true) throws -> (tree: String, path: String) {
        var info = PrintInfo()
        info.isTagged = tagged
        let bytes = try document.printJob(info: info).pdfBytes()
        let path = try PDFTools.save(bytes, name: "tagged-document.pdf")
        let check = try PDFTools.qpdfCheck(path)
        #expect(check.ok, "\(check.output)")
        return (try PDFTools.runChecked("pdfinfo", ["-struct-text", path]).stdout, path)
    }

    @Test("headings, paragraphs, a list, a quote, a table and a figure: the elements in reading order; a paragraph across a page break is one element; page numbers are artifacts")
    func blocks() throws {
        let long = (1...150).map { "Sentence \($0) of the long paragraph." }.joined(separator: " ")
        let document = Document(title: "Tagged") {
            Heading("Report", level: 1)
            Paragraph("First paragraph.")
            Heading("Details", level: 2)
            List(["one", "two"])
            BlockQuote([.paragraph(Paragraph("A quotation."))])
            Table(header: ["Item", "Amount"], [["Tea", "3"]])
            Figure(nil, alternativeText: "A chart of sales", width: 100, height: 50)
            Paragraph(long)
        }
        let (tree, path) = try structure(document)
        let lines = tree.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        let types = lines.filter { !$0.hasPrefix("\"") }
        #expect(types == ["Document \"Tagged\"", "H1 (block)", "P (block)", "H2 (block)", "L (block)", "LI (block)", "P (block)",
                          "LI (block)", "P (block)", "BlockQuote", "P (block)", "Table (block)", "Figure", "P (block)"], "\(tree)")
        #expect(lines.contains("\"Report\"") && lines.contains("\"First paragraph.\"") && lines.contains("\"A quotation.\""), "\(tree)")
        // The long paragraph runs onto page 2 and stays one P: its first and last sentences
        // both follow its one "P (block)" line.
        let last = try #require(lines.lastIndex(of: "P (block)"))
        let after = lines[(last + 1)...].joined(separator: " ")
        #expect(after.contains("Sentence 1 of") && after.contains("Sentence 150 of"), "\(tree)")
        #expect(try PDFTools.info(path)["Pages"] == "2")
        for page in 1...2 {
            let content = try PDFTools.contentStream(path, page: page)
            #expect(OperatorNesting.problem(in: content) == nil, "page \(page): \(OperatorNesting.problem(in: content) ?? "")")
            #expect(content.contains("/Artifact <</Type /Pagination>> BDC"), "page \(page): its number, an artifact")
        }
        // The page numbers ("1", "2") are artifacts, not text of the structure.
        #expect(!lines.contains("\"1\"") && !lines.contains("\"2\""), "\(tree)")
    }

    @Test("not tagged unless asked: no structure tree")
    func offByDefault() throws {
        let (tree, _) = try structure(Document { Paragraph("Plain.") }, tagged: false)
        #expect(tree.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(tree)")
    }
}
