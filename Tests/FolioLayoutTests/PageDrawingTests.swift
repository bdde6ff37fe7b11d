import Folio
import FolioTesting
import Foundation
import Testing

@Suite("Drawing a laid-out page")
struct PageDrawingTests {
    /// The page's content stream, uncompressed by qpdf.
    private func content(_ pdf: [UInt8]) throws -> String {
        let path = try PDFTools.save(pdf, name: "page-drawing.pdf")
        let qdf = path + ".qdf.pdf"
        _ = try PDFTools.runChecked("qpdf", ["--qdf", "--object-streams=disable", path, qdf])
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: qdf)), as: UTF8.self)
        let start = try #require(text.range(of: "%% Contents for page 1"))
        let stream = try #require(text.range(of: "stream\n", range: start.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "endstream", range: stream.upperBound..<text.endIndex))
        return String(text[stream.upperBound..<end.lowerBound])
    }

    @Test("a page's items share one saved state, and a coloured run's colour does not outlive the page")
    func oneSavedState() throws {
        var red = AttributedText("Red words, ")
        try red.addAttributes(TextAttributes(foregroundColor: .red), range: 0..<9)
        red.append(AttributedText("then black ones, on line after line of a paragraph long enough to wrap several times."))
        let document = Document {
            Paragraph(red)
            Paragraph("A second paragraph.")
            Paragraph("A third.")
        }
        let layout = DocumentLayout(document)
        let page = try #require(try layout.page(0) { _ in Rect(x: 0, y: 0, width: 200, height: 400) })
        let ctx = try PDFRenderer().beginDocument(output: .memory)
        try ctx.beginPage(bounds: Rect(x: 0, y: 0, width: 300, height: 500))
        let before = ctx.fillColor
        try page.draw(in: ctx, at: Point(x: 50, y: 50))
        #expect(ctx.fillColor == before)
        let stream = try content(try #require(try ctx.endDocument()))
        let ops = stream.split(whereSeparator: \.isNewline).map(String.init)
        // Every line inside one q … Q, not one pair per line.
        #expect(ops.filter { $0 == "q" }.count == 1, "\(stream)")
        #expect(ops.filter { $0 == "Q" }.count == 1)
        #expect(ops.filter { $0.hasSuffix(" Tm") }.count >= 4, "a text matrix for each line")
        #expect(ops.filter { $0 == "BT" }.count == ops.filter { $0 == "ET" }.count)
        #expect(ops.contains("1 0 0 rg"))
    }

    /// The stroked segments of a content stream, as (x0, y0, x1, y1), with the stroking colour
    /// and width and the dash set when each was stroked.
    /// (A width the context does not set again, because the state already has it, reads as the
    /// last one set.)
    private func segments(_ stream: String) -> [(x0: Double, y0: Double, x1: Double, y1: Double, color: String, width: String, dashed: Bool)] {
        var out: [(x0: Double, y0: Double, x1: Double, y1: Double, color: String, width: String, dashed: Bool)] = []
        var color = "", width = "", dashed = false, start: (Double, Double)?, end: (Double, Double)?
        for line in stream.split(whereSeparator: \.isNewline) {
            let f = line.split(separator: " ").map(String.init)
            guard let op = f.last else { continue }
            switch op {
            case "RG": color = f.dropLast().joined(separator: " ")
            case "w": width = f[0]
            case "d": dashed = f[0] != "[]"
            case "Q": dashed = false
            case "m": start = (Double(f[0]) ?? .nan, Double(f[1]) ?? .nan)
            case "l": end = (Double(f[0]) ?? .nan, Double(f[1]) ?? .nan)
            case "S":
                if let s = start, let e = end { out.append((s.0, s.1, e.0, e.1, color, width, dashed)) }
                start = nil; end = nil
            default: break
            }
        }
        return out
    }

    @Test("a table cell's borders are stroked on its edges and its padding moves its content; a table's box is as wide as the table")
    func cellBordersAndPadding() throws {
        func table(_ cell: TableCell) -> Table {
            Table(columns: [TableColumn(width: .points(100))], rows: [TableRow([cell, TableCell("Plain")])],
                  width: .auto, gridLine: nil, style: BlockStyle(margins: .zero, border: Border(width: 1, color: .green)))
        }
        func laidOut(_ table: Table) throws -> LaidOutPage {
            try #require(try DocumentLayout(Document { table }).page(0) { _ in Rect(x: 0, y: 0, width: 400, height: 400) })
        }
        var cell = TableCell("Boxed")
        cell.padding = EdgeInsets(all: 20)
        cell.borderBottom = Border(width: 2, color: .red)
        cell.borderLeft = Border(width: 1, color: .blue, style: .dashed)
        let page = try laidOut(table(cell))
        // The padded cell sets the row's height: 20 pt above and below its line where the
        // table's cells have 3 pt.
        #expect(abs(page.usedHeight - (try laidOut(table(TableCell("Boxed"))).usedHeight) - 34) < 0.001)
        let ctx = try PDFRenderer().beginDocument(output: .memory)
        try ctx.beginPage(bounds: Rect(x: 0, y: 0, width: 500, height: 500))
        try page.draw(in: ctx, at: Point(x: 50, y: 50))
        let lines = segments(try content(try #require(try ctx.endDocument())))
        let red = lines.filter { $0.color == "1 0 0" }, blue = lines.filter { $0.color == "0 0 1" }
        let green = lines.filter { $0.color == "0 1 0" }
        #expect(red.count == 1 && blue.count == 1 && green.count == 4, "\(lines)")
        // The cell starts inside the box's left border: x 51 to 151, centred on its edges; the
        // bottom line runs on over half the left border's width.
        if let r = red.first {
            #expect(r.width == "2" && !r.dashed && r.y0 == r.y1 && r.x0 == 50.5 && r.x1 == 151, "\(r)")
        }
        if let b = blue.first { #expect(b.dashed && b.x0 == 51 && b.x1 == 51 && b.y0 == 51, "\(b)") }
        // The box wraps the table (the given 100 pt column, then one as wide as "Plain" and its
        // padding), not the 400 pt measure.
        let right = green.map { max($0.x0, $0.x1) }.max() ?? 0
        #expect(right > 151 + 25 && right < 151 + 60, "the box ends at \(right): \(lines)")
    }
}
