import Folio
import Foundation
import FolioTesting
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

    @Test("a cell's CSS width is its content's: the column also holds its padding and borders (half of them when collapsed)")
    func cellWidthWithBorders() throws {
        func firstCell(_ html: String) throws -> TableCell? {
            guard case .table(let t)? = try MarkupDocument(string: html).document.blocks.first else { return nil }
            return t.rows.first?.cells.first
        }
        let cell = "<td style='width: 100px; padding: 4px; border: 2px solid; border-left-width: 6px'>x</td>"
        // 100 + 4 + 4 + 6 + 2 px = 116 px = 87 pt.
        #expect(try firstCell("<table><tr>\(cell)</table>")?.width == .points(87))
        // Collapsed: 100 + 8 + (6 + 2) / 2 px = 112 px = 84 pt.
        #expect(try firstCell("<table style='border-collapse: collapse'><tr>\(cell)</table>")?.width == .points(84))
    }
}

@Suite("HTML table columns")
struct TableColumnMappingTests {
    @Test("break-inside: avoid on a <tr> keeps the row whole (TableRow.breakInside); other rows split as they need")
    func rowBreakInside() throws {
        let html = "<style>tr.k { break-inside: avoid }</style><table><tr class=k><td>a<tr><td>b</table>"
        guard case .table(let t)? = try MarkupDocument(string: html).document.blocks.first else { Issue.record("expected a table"); return }
        #expect(t.rows.map(\.breakInside) == [PageBreakRule.avoid, .auto])
    }

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

@Suite("HTML table layout, spacing, footers")
struct TableModelMappingTests {
    private func table(_ html: String) throws -> Table {
        guard case .table(let t)? = try MarkupDocument(string: html).document.blocks.first else {
            throw CancellationError()
        }
        return t
    }

    @Test("border-spacing (one or two lengths), cellspacing and the user agent's 2px separate cells; border-collapse: collapse does not")
    func borderModel() throws {
        #expect(try table("<table><tr><td>a</table>").borderModel == .separated(horizontal: 1.5, vertical: 1.5))
        #expect(try table("<table style='border-spacing: 8px 4px'><tr><td>a</table>").borderModel == .separated(horizontal: 6, vertical: 3))
        #expect(try table("<table style='border-spacing: 4pt'><tr><td>a</table>").borderModel == .separated(horizontal: 4, vertical: 4))
        #expect(try table("<table cellspacing='6'><tr><td>a</table>").borderModel == .separated(horizontal: 4.5, vertical: 4.5))
        #expect(try table("<table cellspacing='0'><tr><td>a</table>").borderModel == .separated(horizontal: 0, vertical: 0))
        // Invalid: negative, three values, a percentage; the UA's value stays.
        for bad in ["-2px", "1px 2px 3px", "10%"] {
            #expect(try table("<table style='border-spacing: \(bad)'><tr><td>a</table>").borderModel == .separated(horizontal: 1.5, vertical: 1.5))
        }
        #expect(try table("<table style='border-collapse: collapse; border-spacing: 9px'><tr><td>a</table>").borderModel == .collapsed)
        // Inherited: a nested table takes its ancestor's.
        let outer = try table("<div style='border-collapse: collapse'><table><tr><td>a</table></div>")
        #expect(outer.borderModel == .collapsed)
    }

    @Test("table-layout: fixed reaches the table; auto or none set is the automatic layout")
    func layout() throws {
        #expect(try table("<table style='table-layout: fixed; width: 100%'><tr><td>a</table>").layout == .fixed)
        #expect(try table("<table style='table-layout: auto'><tr><td>a</table>").layout == .auto)
        #expect(try table("<table><tr><td>a</table>").layout == .auto)
    }

    @Test("auto margins place a table narrower than its measure: margin-left: auto at the right, margin: 0 auto centred, as for blocks")
    func autoMarginsPlaceTable() throws {
        let path = try PDFTools.save(try MarkupDocument(string: """
            <table><tr><td>LEFTWORD</td></tr></table>
            <table style="margin-left: auto"><tr><td>RIGHTWORD</td></tr></table>
            <table style="margin: 0 auto; width: 30%"><tr><td style="text-align: center">MIDWORD</td></tr></table>
            <table align="center"><tr><td>HINTWORD</td></tr></table>
            """).document.pdfBytes(), name: "auto-margins.pdf")
        let words = try PDFTools.words(path)
        func word(_ text: String) throws -> PDFTools.Word { try #require(words.first { $0.text == text }, "\(text) in \(words.map(\.text))") }
        // Letter with 72 pt margins: the measure runs from x = 72 to 540; a cell's 1px padding
        // and the 2px spacing stand between the text and the table's edge.
        let left = try word("LEFTWORD"), right = try word("RIGHTWORD"), mid = try word("MIDWORD"), hint = try word("HINTWORD")
        #expect(abs(left.xMin - 72) < 4, "at the left: \(left)")
        #expect(abs(right.xMax - 540) < 4, "at the right: \(right)")
        #expect(abs((mid.xMin + mid.xMax) / 2 - 306) < 2, "centred: \(mid)")
        #expect(abs((hint.xMin + hint.xMax) / 2 - 306) < 2, "align=center centres it: \(hint)")
    }

    @Test("tfoot rows are footer rows, after the body whatever their place in the source")
    func footer() throws {
        let t = try table("<table><thead><tr><th>h</thead><tfoot><tr><td>total</tfoot><tbody><tr><td>a<tr><td>b</tbody></table>")
        #expect(t.headerRows.count == 1)
        #expect(t.rows.count == 2)
        #expect(t.footerRows.count == 1)
        guard case .paragraph(let p)? = t.footerRows.first?.cells.first?.content.first else {
            Issue.record("expected a paragraph in the footer cell")
            return
        }
        #expect(p.text.string == "total")
    }

    @Test("<colgroup span width> without <col> gives span columns of its width; with <col>s, the cols count")
    func colgroup() throws {
        let bare = try table("<table><colgroup span='2' width='60'></colgroup><colgroup width='20%'></colgroup><tr><td>a<td>b<td>c</table>")
        #expect(bare.columns.map(\.width) == [.points(45), .points(45), .fraction(0.2)])
        let withCols = try table("<table><colgroup span='5' width='300'><col width='40'><col></colgroup><tr><td>a<td>b</table>")
        #expect(withCols.columns.map(\.width) == [.points(30), .auto])
    }
}
