import Folio
import Foundation
import Testing

@Suite("HTML tables to a document")
struct TableMappingTests {
    @Test("a cell's width (attribute or CSS, points or percent) and vertical-align (valign, CSS, the tbody's middle by default) reach the table cell")
    func cellWidthAndAlignment() throws {
        let m = try MarkupDocument(string: """
            <table><tr><td width="25" valign="top">i</td><td style="width: 40%; vertical-align: bottom">b</td><td>m</td></tr></table>
            """)
        guard case .table(let t)? = m.document.blocks.first, let cells = t.rows.first?.cells, cells.count == 3 else {
            Issue.record("expected a table of one row of three cells")
            return
        }
        // 25 CSS px = 18.75 pt, and the user agent's 1px padding on either side.
        #expect(cells[0].width == .points(18.75 + 1.5))
        #expect(cells[0].verticalAlignment == .top)
        #expect(cells[1].width == .fraction(0.4))
        #expect(cells[1].verticalAlignment == .bottom)
        #expect(cells[2].width == nil)
        #expect(cells[2].verticalAlignment == .middle)
    }
}

@Suite("HTML table columns")
struct TableColumnMappingTests {
    @Test("<col> widths (attribute, CSS, percent) and span become the table's columns, inside <colgroup> or not")
    func columns() throws {
        let m = try MarkupDocument(string: """
            <table><colgroup><col width="40"><col span="2" style="width: 25%"></colgroup><col>
            <tr><td>a</td><td>b</td><td>c</td><td>d</td></tr></table>
            """)
        guard case .table(let t)? = m.document.blocks.first else {
            Issue.record("expected a table")
            return
        }
        #expect(t.columns.map(\.width) == [.points(30), .fraction(0.25), .fraction(0.25), .auto])
    }
}
