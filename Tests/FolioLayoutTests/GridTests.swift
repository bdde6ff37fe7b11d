import Folio
@testable import FolioLayout
import FolioTesting
import Testing

/// Grids as CSS Grid Layout 1 places and sizes them: auto-placement in row order, explicit lines
/// and spans, column widths from points, shares, `fr`, `auto` and `minmax()`.
@Suite("Grids")
struct GridTests {
    private func areas(_ columns: Int, _ items: [(Grid.Placement, Grid.Placement)]) -> [GridLayout.Area] {
        let grid = Grid(columns: Array(repeating: .flex(1), count: columns),
                        items: items.map { Grid.Item([], column: $0.0, row: $0.1) })
        return GridLayout.place(grid).0
    }

    private func area(_ row: Int, _ column: Int, _ rows: Int = 1, _ columns: Int = 1) -> GridLayout.Area {
        GridLayout.Area(row: row, column: column, rows: rows, columns: columns)
    }

    @Test("auto-placement fills rows in order; a span too wide for what is left of a row goes to the next")
    func autoPlacement() {
        #expect(areas(3, Array(repeating: (.auto, .auto), count: 4)) == [area(0, 0), area(0, 1), area(0, 2), area(1, 0)])
        #expect(areas(3, [(.auto, .auto), (.auto, .auto), (.span(2), .auto), (.auto, .auto)])
                == [area(0, 0), area(0, 1), area(1, 0, 1, 2), area(1, 2)])
    }

    @Test("explicit lines place items first (1 / -1 spans every column); auto items fill the places left, a row span taking two rows")
    func explicitLines() {
        let placed = areas(3, [(.auto, .auto), (.lines(1, -1), .line(2)), (.auto, .span(2)), (.line(3), .auto)])
        // The header-like item takes row 2 whole; the first auto item row 1 column 1; the tall
        // one columns 2 of rows 1–2 would clash with row 2, so it goes below; the column-3 item row 1.
        #expect(placed[1] == area(1, 0, 1, 3))
        #expect(placed[0] == area(0, 0))
        #expect(placed[2] == area(2, 0, 2, 1), "\(placed)")
        #expect(placed[3] == area(2, 2), "\(placed)")
    }

    @Test("column widths: points and shares as given; fr shares the rest; auto from the content; minmax between its limits")
    func columnWidths() {
        let none = Array(repeating: (min: 0.0, max: 0.0), count: 3)
        #expect(GridLayout.columnWidths([.points(100), .flex(1), .flex(3)], contributions: none, available: 500) == [100, 100, 300])
        #expect(GridLayout.columnWidths([.fraction(0.5), .flex(1), .flex(1)], contributions: none, available: 400) == [200, 100, 100])
        // Auto takes its widest content when there is room, and no fr column: the rest stretches it.
        let content = [(min: 30.0, max: 80.0), (min: 20.0, max: 50.0), (min: 0.0, max: 0.0)]
        #expect(GridLayout.columnWidths([.auto, .auto, .points(100)], contributions: content, available: 330) == [130, 100, 100])
        #expect(GridLayout.columnWidths([.auto, .flex(1), .points(100)], contributions: content, available: 330) == [80, 150, 100])
        // Short of room, auto columns keep their longest word and grow equally towards their widest.
        #expect(GridLayout.columnWidths([.auto, .auto], contributions: Array(content.prefix(2)), available: 70) == [40, 30])
        // A flexible column whose share is smaller than its content keeps its content's width.
        #expect(GridLayout.columnWidths([.flex(1), .flex(1)], contributions: [(min: 150, max: 200), (min: 0, max: 10)], available: 200)
                == [150, 50])
        #expect(GridLayout.columnWidths([.minmax(.points(60), .flex(1)), .points(100)], contributions: none, available: 400) == [300, 100])
        #expect(GridLayout.columnWidths([.minmax(.points(60), .points(90)), .points(100)], contributions: none, available: 400) == [90, 100])
    }

    @Test("a grid on the page: three fr columns with gaps, an item spanning all three, every word kept")
    func onThePage() throws {
        let doc = Document {
            Grid(columns: [.flex(1), .flex(1), .flex(1)], columnGap: 12, rowGap: 10) {
                Grid.Item(Paragraph("ONE"))
                Grid.Item(Paragraph("TWO"))
                Grid.Item(Paragraph("THREE"))
                Grid.Item(Paragraph("WIDE item under the three"), column: .span(3))
                Grid.Item(Paragraph("FIVE"))
            }
        }
        let words = try PDFTools.words(try Printed(doc).path)
        func word(_ t: String) throws -> PDFTools.Word { try #require(words.first { $0.text == t }, "\(t)") }
        // 228 points less two 12-point gaps: three columns of 68.
        let one = try word("ONE"), two = try word("TWO"), three = try word("THREE"), wide = try word("WIDE"), five = try word("FIVE")
        #expect(abs(one.xMin - 36) < 1 && abs(two.xMin - 116) < 1 && abs(three.xMin - 196) < 1, "\(one) \(two) \(three)")
        #expect(abs(wide.xMin - 36) < 1 && wide.yMin > one.yMax + 9, "the row gap above the wide item: \(wide)")
        #expect(abs(five.xMin - 36) < 1 && five.yMin > wide.yMax, "\(five)")
    }

    @Test("a row of items that avoid breaks inside moves to the next page whole; without, it splits between its lines")
    func rowKeptWhole() throws {
        func pages(avoid: Bool) throws -> [String] {
            let lines = (1...14).map { "line \($0) of the card" }.joined(separator: "\n")
            func card(_ name: String) -> Grid.Item {
                var item = Grid.Item([.paragraph(Paragraph(name)), .preformatted(Preformatted(AttributedText(lines)))])
                if avoid { item.breakInside = .avoid }
                return item
            }
            let doc = Document {
                Grid(columns: [.flex(1), .flex(1)], columnGap: 10, rowGap: 10) { card("FIRST"); card("SECOND"); card("THIRD"); card("FOURTH") }
            }
            return try Printed(doc).pages
        }
        let kept = try pages(avoid: true), split = try pages(avoid: false)
        #expect(kept.count >= 2 && split.count >= 2)
        #expect(kept[0].contains("FIRST") && !kept[0].contains("THIRD") && kept[1].contains("THIRD") && kept[1].contains("FOURTH"), "\(kept)")
        // Split: the second row starts on the first page, its lines continuing on the next.
        #expect(split[0].contains("THIRD"), "\(split)")
    }
}
