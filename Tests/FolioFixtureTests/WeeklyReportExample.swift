// The example of docs/testing.md, run as part of Folio's suite: a user's report test with
// FolioTesting. Its reference lives in Fixtures/examples/weekly-report/expected/.
import Folio
import FolioTesting
import Foundation
import Testing

/// The code under test: a two-page weekly sales report, a bar per day, with a bookmark per
/// page, a link to the detail page and one to the web.
func makeWeeklyReport(sales: [Double]) throws -> Data {
    let format = PDFRendererFormat(info: DocumentInfo(title: "Weekly sales", author: "Folio example"))
    let renderer = PDFRenderer(bounds: Rect(x: 0, y: 0, width: 400, height: 300), format: format)
    return try renderer.pdfData { ctx throws(GraphicsError) in
        try ctx.beginPage()
        try ctx.addBookmark("Summary")
        try ctx.setFillColor(Color(red: 0.2, green: 0.4, blue: 0.6))
        try ctx.fill(Rect(x: 0, y: 0, width: 400, height: 40))            // title band
        let top = sales.max() ?? 1
        for (day, value) in sales.enumerated() {
            let height = 200 * value / top
            try ctx.setFillColor(value == top ? .red : .gray)
            try ctx.fill(Rect(x: 40 + Double(day) * 64, y: 260 - height, width: 40, height: height))
        }
        try ctx.setStrokeColor(.black)
        try ctx.stroke(Rect(x: 300, y: 8, width: 90, height: 24))
        try ctx.setDestination(named: "details", for: Rect(x: 300, y: 8, width: 90, height: 24))
        try ctx.setURL("https://www.swift.org", for: Rect(x: 10, y: 8, width: 120, height: 24))
        try ctx.beginPage()
        try ctx.addBookmark("Details")
        try ctx.addDestination(named: "details", at: Point(x: 20, y: 20))
        try ctx.setStrokeColor(.blue)
        try ctx.setLineWidth(2)
        var line = Path()
        line.addLines(between: sales.enumerated().map { Point(x: 40 + Double($0.offset) * 64, y: 260 - 200 * $0.element / top) })
        try ctx.stroke(line)
    }
}

@Test("the weekly report looks as it did")
func weeklyReport() throws {
    let pdf = try makeWeeklyReport(sales: [12, 30, 22, 41, 35])
    let reference = PDFReference(directory: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/examples/weekly-report/expected"))
    try reference.assertMatches(pdf)      // FOLIO_BLESS=1 writes the reference instead
}

@Test("a changed report fails on the page that changed, and says where")
func weeklyReportChanged() throws {
    let pdf = try makeWeeklyReport(sales: [12, 30, 22, 41, 15])  // Friday fell
    let reference = PDFReference(directory: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/examples/weekly-report/expected"))
    guard !Blessing.isRequested(for: reference.name) else { return }
    let report = try reference.compare(pdf)
    // The report of an intended failure is not kept in the temporary folder.
    defer { if let kept = report.outputDirectory { try? FileManager.default.removeItem(at: kept) } }
    #expect(!report.passed)
    #expect(report.mismatchedPages == [1, 2], "both pages draw Friday's figure")
    #expect(report.mismatches.allSatisfy { $0.kind == .rendering }, "structure and text are unchanged: \(report)")
}
