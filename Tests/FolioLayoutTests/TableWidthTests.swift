import Folio
import FolioTesting
import Foundation
import Testing
@testable import FolioLayout

/// Column widths as browsers give them (CSS 2.1 automatic table layout), row spans placed on
/// the grid, cells' vertical alignment.
@Suite("Table column widths and cell alignment")
struct TableWidthTests {
    private let page = Size(width: 500, height: 600)

    @Test("a note box whose icon cell spans two rows leaves the text column the rest of the width (issue 41, finding 2)")
    func noteBox() throws {
        var icon = TableCell("[N]", rowSpan: 2)
        icon.width = .points(25)
        let text = "The text of the note fills the second column, which takes the rest of the width, so that its lines are long."
        let doc = Document {
            Table(rows: [TableRow([icon, TableCell("Note")]), TableRow([TableCell(text)])], width: .auto)
        }
        let printed = try Printed(doc, size: page)
        let words = try PDFTools.words(printed.path)
        let note = try #require(words.first { $0.text == "Note" })
        let first = try #require(words.first { $0.text == "The" })
        let last = try #require(words.first { $0.text == "long." })
        // The text sits in the second column, beside the icon, and takes two or three lines, not one per word.
        #expect(abs(first.xMin - note.xMin) < 2, "\(first) under \(note)")
        #expect(last.yMin - first.yMin < 3 * 16, "\(first) … \(last)")
        let icons = words.filter { $0.text == "[N]" }
        #expect(icons.count == 1 && icons[0].xMax < note.xMin)
    }

    @Test("a row's cells after a cell spanning rows from above are placed, none lost, each in its own column")
    func rowSpanGrid() throws {
        let doc = Document {
            Table(rows: [TableRow([TableCell("alpha", rowSpan: 2), TableCell("beta")]), TableRow([TableCell("gamma"), TableCell("delta")])],
                  width: .auto)
        }
        let printed = try Printed(doc, size: page)
        let words = try PDFTools.words(printed.path)
        let x = Dictionary(words.map { ($0.text, $0) }, uniquingKeysWith: { a, _ in a })
        let alpha = try #require(x["alpha"]), beta = try #require(x["beta"]), gamma = try #require(x["gamma"])
        let delta = try #require(x["delta"])
        #expect(abs(beta.xMin - gamma.xMin) < 1)
        #expect(delta.xMin > gamma.xMax)
        #expect(alpha.xMax < beta.xMin)
    }

    @Test("jemalloc's size classes: the rows under a cell spanning rows are measured in their own columns; no text over another's")
    func sizeClasses() throws {
        let rows: [TableRow] = [
            TableRow([TableCell("Small", rowSpan: 4), TableCell("lg", alignment: .right), TableCell("[8]"), TableCell("n1")]),
            TableRow([TableCell("64", alignment: .right), TableCell("[320, 384, 448, 512]"), TableCell("n2")]),
            TableRow([TableCell("128", alignment: .right), TableCell("[640, 768, 896, 1024]"), TableCell("n3")]),
            TableRow([TableCell("2 KiB", alignment: .right), TableCell("[10 KiB, 12 KiB, 14 KiB]"), TableCell("n4")]),
            TableRow([TableCell("Large"), TableCell("512 PiB", alignment: .right), TableCell("[2560 PiB, 3 EiB, 3584 PiB, 4 EiB]"), TableCell("n5")]),
        ]
        let doc = Document { Table(rows: rows, width: .auto) }
        let printed = try Printed(doc, size: page)
        let words = try PDFTools.words(printed.path)
        // The spacing column is as wide as its widest value ("512 PiB"), not as a size list.
        let small = try #require(words.first { $0.text == "Small" }), lg = try #require(words.first { $0.text == "lg" })
        #expect(lg.xMin - small.xMax < 60, "Small ends at \(small.xMax), lg starts at \(lg.xMin)")
        // Each size list is on one line, as a browser sets this table on a page this wide.
        for (first, last) in [("[320,", "512]"), ("[640,", "1024]"), ("[10", "KiB]"), ("[2560", "EiB]")] {
            let a = try #require(words.first { $0.text == first }), b = try #require(words.first { $0.text == last })
            #expect(abs(a.yMin - b.yMin) < 1, "\(first) … \(last) on two lines")
        }
        // Every spacing value ends left of every size list, and no two words overlap (a size
        // list wider than its column ran over the notes column beside it).
        let spacing = words.filter { ["64", "128", "2", "512"].contains($0.text) }
        let sizes = words.filter { $0.text.hasPrefix("[") }
        for s in spacing { for z in sizes { #expect(s.xMax <= z.xMin, "\(s.text) at \(s.xMax) runs into \(z.text) at \(z.xMin)") } }
        for (i, a) in words.enumerated() {
            for b in words[(i + 1)...] where a.xMin < b.xMax && b.xMin < a.xMax && a.yMin < b.yMax && b.yMin < a.yMax {
                Issue.record("\(a.text) overlaps \(b.text)")
            }
        }
    }

    @Test("a list in a cell is measured with its indent: its longest word is never broken")
    func listInCell() throws {
        let list = List([List.Item([.paragraph(Paragraph("Supercalifragilistic"))]), List.Item([.paragraph(Paragraph("short"))])])
        let prose = String(repeating: "words that would take all the width of the table ", count: 8)
        let doc = Document {
            Table(rows: [TableRow([TableCell([.list(list)]), TableCell(prose)])], width: .full)
        }
        let printed = try Printed(doc, size: page)
        #expect(printed.words.contains("Supercalifragilistic"), "\(printed.words.prefix(6))")
    }

    @Test("what spanning cells need beyond their columns goes to the columns in proportion to their widths")
    func spanProportional() {
        var m = ColumnMeasure(minimum: [10, 30], maximum: [10, 30], fixed: [nil, nil], percent: [nil, nil])
        // A table wider than the content: the columns grow in proportion to their widest (1:3).
        let widths = m.distribute(200)
        #expect(abs(widths[0] - 50) < 0.01 && abs(widths[1] - 150) < 0.01, "\(widths)")
        // Narrowest widths that do not fit: the widest is cut down first, the narrow ones keep theirs.
        #expect(ColumnMeasure.squeezed([20, 300, 30], into: 150) == [20, 100, 30])
        // A given width is reached before automatic columns grow to their widest.
        m.fixed = [60, nil]
        let fixed = m.distribute(100)
        #expect(abs(fixed[0] - 60) < 0.01 && abs(fixed[1] - 40) < 0.01, "\(fixed)")
    }

    @Test("cells aligned top, middle, bottom and on the baseline in a row made tall by another cell")
    func verticalAlignment() throws {
        func cell(_ text: String, _ v: TableCell.VerticalAlignment) -> TableCell {
            var c = TableCell(text)
            c.verticalAlignment = v
            return c
        }
        let tall = (1...6).map { "line\($0)" }.joined(separator: "\u{2028}")
        let doc = Document {
            Table(rows: [TableRow([TableCell(tall), cell("top", .top), cell("middle", .middle), cell("bottom", .bottom)])], width: .auto)
        }
        let printed = try Printed(doc, size: page)
        let words = try PDFTools.words(printed.path)
        func y(_ w: String) throws -> Double { try #require(words.first { $0.text == w }).yMin }
        let top = try y("top"), middle = try y("middle"), bottom = try y("bottom")
        #expect(abs(top - (try y("line1"))) < 1)
        #expect(abs(bottom - (try y("line6"))) < 1)
        #expect(middle > top + 20 && middle < bottom - 20)
    }
}
