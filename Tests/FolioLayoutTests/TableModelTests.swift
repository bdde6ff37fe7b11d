import Folio
import FolioTesting
import Foundation
import Testing
@testable import FolioLayout

/// `table-layout: fixed`, cell spacing, collapsed borders drawn once, and row heights grown by
/// cells spanning rows (issue 41's table work).
@Suite("Table layout: fixed widths, spacing, borders, row spans")
struct TableModelTests {
    private let page = Size(width: 500, height: 600)

    private func words(_ table: Table) throws -> [String: PDFTools.Word] {
        let printed = try Printed(Document { table }, size: page)
        return Dictionary(try PDFTools.words(printed.path).map { ($0.text, $0) }, uniquingKeysWith: { a, _ in a })
    }

    @Test("fixed layout: a 60 pt column, the other two sharing the rest equally whatever the content; automatic layout gives the long cell more")
    func fixedLayout() throws {
        let long = "A long cell whose many words would take most of the width in the automatic layout."
        func table(_ layout: Table.Layout) -> Table {
            Table(columns: [TableColumn(width: .points(60)), TableColumn(), TableColumn()],
                  rows: [TableRow(["first", "second", "third"]), TableRow(["a", "b", long])], width: .points(300), layout: layout)
        }
        let fixed = try words(table(.fixed))
        // Content area from x = 36; columns 60, 120, 120; padding 4.
        #expect(abs(try #require(fixed["second"]).xMin - (36 + 60 + 4)) < 0.5)
        #expect(abs(try #require(fixed["third"]).xMin - (36 + 180 + 4)) < 0.5)
        let auto = try words(table(.auto))
        #expect(try #require(auto["third"]).xMin < 36 + 180 - 20, "the long column is wider in the automatic layout")
        // A fixed table whose width is automatic is laid out automatically, as CSS says.
        var free = table(.fixed)
        free.width = .auto
        let freeThird = try #require(words(free)["third"]), fixedThird = try #require(fixed["third"])
        #expect(freeThird.xMin != fixedThird.xMin)
    }

    @Test("fixed layout widths: <col> widths, then the first row's cells (a span shared), the rest equal; all given: scaled to fill")
    func fixedWidths() {
        var cell = TableCell("ab", columnSpan: 2)
        cell.width = .points(100)
        let t = Table(columns: [TableColumn(width: .fraction(0.1))], rows: [TableRow([TableCell("x"), cell, TableCell("y")]), TableRow(["wide wide wide"])])
        #expect(ColumnMeasure.fixed(t, columns: 4, total: 400, available: 500) == [40, 50, 50, 260])
        let given = Table(columns: [TableColumn(width: .points(50)), TableColumn(width: .points(150))], rows: [])
        #expect(ColumnMeasure.fixed(given, columns: 2, total: 400, available: 500) == [100, 300])
        #expect(ColumnMeasure.fixed(given, columns: 2, total: 100, available: 500) == [50, 150], "wider than asked: as wide as the columns")
        #expect(ColumnMeasure.fixed(given, columns: 2, total: 100, available: 100) == [25, 75], "never wider than the measure")
    }

    @Test("separated borders: cells are the spacing apart, and as far from the table's edges")
    func spacing() throws {
        let t = Table(rows: [TableRow(["one", "two"]), TableRow(["three", "four"])], width: .auto,
                      borderModel: .separated(horizontal: 10, vertical: 6))
        let w = try words(t)
        let one = try #require(w["one"]), two = try #require(w["two"]), three = try #require(w["three"])
        #expect(abs(one.xMin - (36 + 10 + 4)) < 0.5)
        // "two" is right of the first column (as wide as "three"), 10 pt and two paddings on.
        #expect(abs(two.xMin - (three.xMax + 4 + 10 + 4)) < 1.5, "\(two) after \(three)")
        // Rows 6 pt apart: a row is a line and 3 + 3 of padding.
        let line = three.yMin - one.yMin
        #expect(line > 6 + 6 + 10 && line < 6 + 6 + 20, "\(line)")
    }

    @Test("collapsed borders: a 2×2 grid of bordered cells strokes each of its 12 edges once, not 16 times")
    func collapsedOnce() throws {
        func cell(_ s: String) -> TableCell {
            var c = TableCell(s)
            c.border = Border(width: 1)
            return c
        }
        let t = Table(rows: [TableRow([cell("a"), cell("b")]), TableRow([cell("c"), cell("d")])], gridLine: nil)
        let printed = try Printed(Document { t }, size: page)
        let stream = try PDFTools.contentStream(printed.path)
        let strokes = stream.split(separator: "\n").filter { $0.hasSuffix(" S") || $0 == "S" }.count
        #expect(strokes == 12, "\(strokes) strokes")
    }

    @Test("collapsed borders: the wider of two wins, then solid over dashed over dotted, then the one left or above")
    func winner() {
        let thin = Border(width: 1), thick = Border(width: 3, color: .black)
        let dashed = Border(width: 1, style: .dashed), dotted = Border(width: 1, style: .dotted)
        #expect(Border.winner(thin, thick) == thick)
        #expect(Border.winner(thick, thin) == thick)
        #expect(Border.winner(dashed, thin) == thin)
        #expect(Border.winner(dotted, dashed) == dashed)
        #expect(Border.winner(thin, Border(width: 1, color: .white)) == thin)
        #expect(Border.winner(nil, dotted) == dotted)
        #expect(Border.winner(Border(width: 0), nil) == nil)
    }

    @Test("a cell spanning rows taller than them: the extra goes to a row where another span starts, else in proportion, else to the last row")
    func rowSpanHeights() {
        var heights = [10.0, 10, 10]
        TableFlow.growRows(&heights, for: [(0, 3, 60), (1, 2, 20), (0, 1, 10), (1, 1, 10), (2, 1, 10)], spacing: 0)
        #expect(heights == [10, 40, 10])
        heights = [10, 20]
        TableFlow.growRows(&heights, for: [(0, 2, 60)], spacing: 0)
        #expect(heights == [20, 40])
        heights = [0, 0, 0]
        TableFlow.growRows(&heights, for: [(0, 3, 30)], spacing: 0)
        #expect(heights == [0, 0, 30])
        heights = [10, 10]
        TableFlow.growRows(&heights, for: [(0, 2, 30)], spacing: 4)
        #expect(heights == [13, 13], "the spacing between the rows is the cell's already")
    }
}
