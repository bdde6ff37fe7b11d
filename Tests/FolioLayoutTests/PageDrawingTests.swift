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
}
