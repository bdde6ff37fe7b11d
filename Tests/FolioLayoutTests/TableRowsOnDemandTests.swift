import Folio
import FolioTesting
import Foundation
import Testing
@testable import FolioLayout

/// Table rows made on demand (`TableRows(count:row:)`): how often the layout asks for them.
@Suite("Table rows made on demand")
struct TableRowsOnDemandTests {
    /// Counts the rows a closure made, from any thread.
    private final class Calls: @unchecked Sendable {  // every access takes `lock`
        private let lock = NSLock()
        private var n = 0
        var count: Int { lock.withLock { n } }
        func add() { lock.withLock { n += 1 } }
    }

    @Test("the columns rows made on demand reach are counted once, every row asked, and kept with the rows for the next layout")
    func columnsCountedOnce() {
        let calls = Calls()
        let rows = TableRows(count: 40) { i in
            calls.add()
            return TableRow(i == 27 ? ["a", "b", "c", "d", "e"] : ["a", "b"])
        }
        var table = Table(headerRows: [TableRow(["x", "y", "z"])], rows: [])
        table.rows = rows
        #expect(TableFlow.columnCount(table) == 5, "row 27's five cells")
        #expect(calls.count == 40)
        let copy = table
        #expect(TableFlow.columnCount(copy) == 5)
        #expect(calls.count == 40, "a second count asks no row")
        // Stored rows are counted afresh: a table's rows may be changed between layouts.
        var stored = Table(headerRows: [], rows: [TableRow(["a"])])
        #expect(TableFlow.columnCount(stored) == 1)
        stored.rows = [TableRow(["a", "b", "c"])]
        #expect(TableFlow.columnCount(stored) == 3)
    }

    @Test("a table of rows made on demand with {pages} in the footer: laid out once (the total drawn after the last page), each row asked three times; every footer shows the right total (pdftotext per page)")
    func twoPassesAskLess() throws {
        let calls = Calls()
        let rows = TableRows(count: 120) { i in
            calls.add()
            return TableRow(["Item \(i)", String(i * 3)])
        }
        var table = Table(headerRows: [TableRow(["Item", "Amount"])], rows: [])
        table.rows = rows
        let doc = Document { table }
        let bytes = try doc.pdfBytes(footer: HeaderFooterTemplate(center: "Page {page} of {pages}"))
        // Every footer shows its page and the right total, and every row is on a page.
        let pages = try PDFTools.pageTexts(try PDFTools.save(bytes, name: "rows-on-demand.pdf"))
        #expect(pages.count >= 3)
        for (k, text) in pages.enumerated() {
            #expect(text.contains("Page \(k + 1) of \(pages.count)"), "page \(k + 1): \(text.suffix(80))")
        }
        #expect(pages.joined().contains("Item 0") && pages.last?.contains("Item 119") == true)
        // Counting the columns once (120), laying each row out once as its page is drawn
        // (120; a counting pass made it 240 until the total was drawn after the last page),
        // and the rows measured for the column widths (120).
        // (120 rows are all measured: up to 1.25 × measuredRowLimit are.)
        #expect(table.measuredRowLimit >= 120)
        #expect(calls.count == 120 + 120 + 120, "\(calls.count) rows made")
    }
}
