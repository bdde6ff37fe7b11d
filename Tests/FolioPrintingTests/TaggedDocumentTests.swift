import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioPrinting
import FolioText
import FolioTestSupport
import Foundation
import Testing

/// A `Document` printed tagged (the default): its blocks become the structure tree, in reading
/// order, and the page numbers artifacts (read back with poppler's `pdfinfo -struct-text`).
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
        #expect(types == ["Document \"Tagged\"", "H1 (block)", "P (block)", "H2 (block)",
                          "L (block)", "LI (block)", "Lbl (block)", "LBody (block)", "P (block)", "LI (block)", "Lbl (block)", "LBody (block)", "P (block)",
                          "BlockQuote", "P (block)",
                          "Table (block)", "THead", "TR", "TH:", "/Scope /Column", "TH:", "/Scope /Column",
                          "TBody", "TR", "TD", "TD",
                          "Figure", "P (block)"], "\(tree)")
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

    @Test("the text of one paragraph after another stays in one text object, each sequence inside it; a rule ends both first")
    func sequencesInsideTextObjects() throws {
        let (tree, path) = try structure(Document {
            Paragraph("One.")
            Paragraph("Two.")
            Paragraph("Three.")
            Rule()
            Paragraph("Four.")
        })
        let content = try PDFTools.contentStream(path)
        #expect(OperatorNesting.problem(in: content) == nil, "\(OperatorNesting.problem(in: content) ?? "")")
        let ops = content.split(whereSeparator: \.isNewline).map { String($0) }
        let beforeRule = ops[..<(try #require(ops.firstIndex { $0.hasPrefix("/Artifact") }))]
        #expect(beforeRule.filter { $0 == "BT" }.count == 1, "one text object for three paragraphs: \(ops)")
        #expect(beforeRule.filter { $0.hasSuffix("Tf") }.count == 1, "the font set once: \(ops)")
        #expect(beforeRule.last == "ET" && beforeRule.dropLast().last { $0 == "EMC" || $0.hasSuffix("BDC") } == "EMC",
                "the last sequence ends inside the text object: \(ops)")
        #expect(tree.contains("\"Three.\"") && tree.contains("\"Four.\""), "\(tree)")
    }

    @Test("tagged by default; isTagged = false writes no structure tree")
    func onByDefault() throws {
        #expect(PrintInfo().isTagged)
        let (tree, _) = try structure(Document { Paragraph("Plain.") }, tagged: false)
        #expect(tree.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(tree)")
    }
}

/// Tables, links and figures in the structure tree: rows and cells, spans and scopes, the
/// headers repeated on later pages as artifacts, link annotations inside their `Link` elements.
@Suite("Tagged tables and links")
struct TaggedTableTests {
    private func save(_ document: Document) throws -> (lines: [String], path: String, objects: String) {
        let path = try PDFTools.save(try document.printJob(info: PrintInfo()).pdfBytes(), name: "tagged-table.pdf")
        let tree = try PDFTools.runChecked("pdfinfo", ["-struct-text", path]).stdout
        // Every object, uncompressed and one per line, to read the elements' dictionaries.
        let qdf = path + ".qdf"
        _ = try PDFTools.runChecked("qpdf", ["--qdf", "--object-streams=disable", path, qdf])
        let objects = String(decoding: try Data(contentsOf: URL(fileURLWithPath: qdf)), as: UTF8.self)
        return (tree.split(separator: "\n").map { String($0.drop { $0 == " " }) }, path, objects)
    }

    @Test("spanning and empty cells: one TD each, with /RowSpan and /ColSpan; a row of header cells heads columns, a header cell beside data heads its row")
    func spans() throws {
        func th(_ text: String, rowSpan: Int = 1) -> TableCell {
            var cell = TableCell(text, rowSpan: rowSpan)
            cell.isHeader = true
            return cell
        }
        let table = Table(headerRows: [], rows: [
            TableRow([th("Region"), th("Q1"), th("Q2")]),
            TableRow([th("North", rowSpan: 2), TableCell("wide", columnSpan: 2)]),
            TableRow([TableCell(""), TableCell("7")]),
        ])
        let (lines, _, objects) = try save(Document { table })
        let types = lines.filter { !$0.hasPrefix("\"") }
        #expect(types == ["Document", "Table (block)",
                          "TR", "TH:", "/Scope /Column", "TH:", "/Scope /Column", "TH:", "/Scope /Column",
                          "TR", "TH:", "/RowSpan 2", "/Scope /Row", "TD:", "/ColSpan 2",
                          "TR", "TD", "TD"], "\(lines)")
        #expect(objects.contains("/O /Table"), "spans and scopes are Table attributes")
    }

    @Test("a cell of one paragraph tags its text in its TD or TH, with no P; a cell of two blocks keeps an element for each; the file passes the tagged-PDF checks")
    func cellsOfOneParagraph() throws {
        // A paragraph with a block style of its own: laid out by a flow generator, not the
        // short way for plain cells, and tagged the same.
        var boxed = BlockStyle()
        boxed.padding = EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        boxed.background = Color(red: 0.9, green: 0.9, blue: 0.9)
        let styled = Paragraph(AttributedText("right"), style: boxed)
        let table = Table(headerRows: [TableRow(["Name", "Notes"])], rows: [
            TableRow(["plain", "one"]),
            TableRow([TableCell([.paragraph(styled)]), TableCell([.paragraph(Paragraph("first")), .paragraph(Paragraph("second"))])]),
        ])
        let (lines, path, objects) = try save(Document { table })
        let types = lines.filter { !$0.hasPrefix("\"") && !$0.hasPrefix("/") }
        #expect(types == ["Document", "Table (block)", "THead", "TR", "TH:", "TH:", "TBody",
                          "TR", "TD", "TD", "TR", "TD", "TD", "P (block)", "P (block)"], "\(lines)")
        // Each cell's text straight under its element.
        for (cell, text) in [("TD", "\"plain\""), ("TD", "\"one\""), ("TD", "\"right\""), ("TH:", "\"Name\"")] {
            let k = try #require(lines.firstIndex(of: text), "\(text) in \(lines)")
            let above = lines[..<k].last { !$0.hasPrefix("/") }
            #expect(above == cell, "\(text) follows \(above ?? "nothing"): \(lines)")
        }
        #expect(objects.components(separatedBy: "/S /P\n").count - 1 == 2, "two P elements in all, the two-paragraph cell's")
        let report = try ConformanceChecker.check(contentsOf: path, profile: .tagged)
        #expect(report.passes, "\(report.text)")
    }

    @Test("a table of 200 rows of four one-paragraph cells: five structure elements a row (a TR and four TD), not nine")
    func elementsPerRow() throws {
        let rows = (0..<200).map { i in ["Item \(i)", "Region", String(i * 7), "1.25"] }
        let (lines, path, _) = try save(Document { Table(header: ["Item", "Region", "Units", "Price"], rows) })
        let types = lines.filter { !$0.hasPrefix("\"") && !$0.hasPrefix("/") }
        #expect(types.filter { $0 == "TR" }.count == 201 && types.filter { $0 == "TD" }.count == 800)
        #expect(!types.contains("P (block)"), "\(types.prefix(20))")
        let report = try ConformanceChecker.check(contentsOf: path, profile: .tagged)
        #expect(report.passes, "\(report.text)")
    }

    @Test("a layout table (Table.role = .layout): a Div of its cells' content, header rows included, row by row; no Table, TR or TD")
    func layoutTable() throws {
        var table = Table(header: ["Icon", "Text"], [["!", "Mind the gap."], ["?", "Ask."]])
        table.role = .layout
        let (lines, _, _) = try save(Document { table })
        #expect(lines == ["Document", "Div", "P (block)", "\"Icon\"", "P (block)", "\"Text\"", "P (block)", "\"!\"",
                          "P (block)", "\"Mind the gap.\"", "P (block)", "\"?\"", "P (block)", "\"Ask.\""], "\(lines)")
    }

    @Test("a table over three pages: one TBody, a TR per row, the header rows once in the structure and artifacts where repeated")
    func longTable() throws {
        let rows = (1...120).map { ["Item \($0)", "\($0 * 3)"] }
        let (lines, path, _) = try save(Document { Table(header: ["Item", "Amount"], rows) })
        #expect(try Int(#require(PDFTools.info(path)["Pages"])) ?? 0 >= 3)
        #expect(lines.filter { $0 == "TBody" }.count == 1, "\(lines.prefix(40))")
        #expect(lines.filter { $0 == "THead" }.count == 1)
        #expect(lines.filter { $0 == "TR" }.count == 121)
        #expect(lines.filter { $0 == "\"Item\"" }.count == 1, "the repeated header is no content")
        #expect(lines.contains("\"Item 120\""))
        for page in 2...3 {
            #expect(try PDFTools.contentStream(path, page: page).contains("/Artifact <</Type /Pagination>> BDC"))
        }
    }

    @Test("a link: a Link element holding its text and its annotation (OBJR), the annotation with /StructParent and /Contents; a figure's /Alt and /BBox")
    func linksAndFigures() throws {
        var text = AttributedText("See ")
        text.append("the manual", attributes: TextAttributes(link: .url("https://example.org/manual")))
        text.append(" today.")
        let document = Document {
            Paragraph(text)
            Figure(nil, alternativeText: "A chart of sales", width: 100, height: 50)
            Figure(contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Samples/swatch.png").path, alternativeText: "A swatch", width: 100, height: 50)
        }
        let (lines, path, objects) = try save(document)
        let link = try #require(lines.firstIndex(of: "Link (inline)"))
        #expect(lines[link + 1] == "\"the manual\"" && lines[link + 2].hasPrefix("Object "), "\(lines)")
        #expect(objects.contains("/StructParent "), "the annotation's key in the parent tree")
        #expect(objects.contains("/Contents (the manual)"), "what the link says")
        #expect(objects.contains("/Type /OBJR"))
        #expect(objects.contains("/Tabs /S"))
        #expect(objects.contains("/Alt (A chart of sales)"))
        // The drawn figure's element has its place on the page: 100 × 50 points, centred on the page.
        let pageWidth = try #require(PDFTools.info(path)["Page size"]?.split(separator: " ").first.flatMap { Double($0) })
        let box = try #require(objects.range(of: #"/BBox \[\s*[0-9.]+\s+[0-9.]+\s+[0-9.]+\s+[0-9.]+\s*\]"#, options: .regularExpression),
                               "the figure's /BBox")
        let numbers = objects[box].split { " []\n".contains($0) }.compactMap { Double($0) }
        #expect(numbers.count == 4 && abs(numbers[2] - numbers[0] - 100) < 0.01 && abs(numbers[3] - numbers[1] - 50) < 0.01
                && abs((numbers[0] + numbers[2]) / 2 - pageWidth / 2) < 1, "\(numbers)")
    }
}
