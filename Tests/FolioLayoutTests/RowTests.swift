import Folio
@testable import FolioLayout
import FolioTesting
import Testing

/// Flexible lengths as CSS Flexible Box 1 §9.7 resolves them, and rows set from them.
@Suite("Rows (flex items side by side)")
struct RowTests {
    private func item(_ basis: Double, grow: Double = 0, shrink: Double = 1, min: Double = 0, max: Double = .infinity) -> FlexSizing.Item {
        FlexSizing.Item(basis: basis, minimum: min, maximum: max, grow: grow, shrink: shrink)
    }

    @Test("growing: the room left shared by grow factors; an item reaching its greatest width is frozen there and the rest shared again")
    func grow() {
        #expect(FlexSizing.widths([item(100, grow: 1), item(100, grow: 3)], available: 400, gap: 0) == [150, 250])
        #expect(FlexSizing.widths([item(100, grow: 1), item(100)], available: 310, gap: 10) == [200, 100])
        // 200 to share: 100 each would take the first past 130; it stops there and the second gets the other 170.
        #expect(FlexSizing.widths([item(100, grow: 1, max: 130), item(100, grow: 1)], available: 400, gap: 0) == [130, 270])
    }

    @Test("shrinking: what is lacking taken in proportion to shrink × basis, never below an item's least width")
    func shrink() {
        // 100 lacking, weights 300 and 100: 75 and 25.
        #expect(FlexSizing.widths([item(300), item(100)], available: 300, gap: 0) == [225, 75])
        // The second may not go below 90: it keeps 90 and the first gives the rest.
        #expect(FlexSizing.widths([item(300), item(100, min: 90)], available: 300, gap: 0) == [210, 90])
        #expect(FlexSizing.widths([item(300, shrink: 0), item(100)], available: 300, gap: 0) == [300, 0])
    }

    @Test("items that neither grow nor shrink keep their basis within their limits")
    func rigid() {
        #expect(FlexSizing.widths([item(50, min: 60), item(500, max: 80)], available: 1000, gap: 0) == [60, 80])
    }

    @Test("a row on the page: a fixed-width item left, a growing one beside it, justified; text of both on the same line")
    func rowOnPage() throws {
        let doc = Document {
            Row(gap: 10) {
                Row.Item(Paragraph("LEFT"), basis: .points(60))
                Row.Item(Paragraph("right words that wrap within the rest of the width of the row"), grow: 1, basis: .points(0))
            }
            Row(justification: .end) { Row.Item(Paragraph("END")) }
            Row(justification: .spaceBetween) {
                Row.Item(Paragraph("A1"))
                Row.Item(Paragraph("B2"))
                Row.Item(Paragraph("C3"))
            }
        }
        let printed = try Printed(doc)
        let words = try PDFTools.words(printed.path)
        func word(_ t: String) throws -> PDFTools.Word { try #require(words.first { $0.text == t }, "\(t) in \(words.map(\.text))") }
        let left = try word("LEFT"), right = try word("right")
        #expect(abs(left.xMin - 36) < 1, "\(left)")
        #expect(abs(right.xMin - (36 + 60 + 10)) < 1, "the growing item starts after the 60-point item and the gap: \(right)")
        #expect(abs(right.yMin - left.yMin) < 1, "side by side")
        #expect(try word("row").yMin > right.yMin, "the growing item's text wraps in its own column")
        let end = try word("END")
        #expect(abs(end.xMax - (300 - 36)) < 1, "pushed to the end: \(end)")
        let a = try word("A1"), b = try word("B2"), c = try word("C3")
        #expect(abs(a.xMin - 36) < 1 && abs(c.xMax - 264) < 1, "\(a) \(c)")
        #expect(abs((b.xMin - a.xMax) - (c.xMin - b.xMax)) < 1, "equal space between: \(a) \(b) \(c)")
    }

    @Test("a wrapping row puts the items that do not fit on further lines")
    func wraps() throws {
        let doc = Document {
            Row(gap: 8, lineGap: 6, wraps: true) {
                Row.Item(Paragraph("one"), basis: .points(100))
                Row.Item(Paragraph("two"), basis: .points(100))
                Row.Item(Paragraph("three"), basis: .points(100))
            }
        }
        let words = try PDFTools.words(try Printed(doc).path)
        let one = try #require(words.first { $0.text == "one" }), two = try #require(words.first { $0.text == "two" })
        let three = try #require(words.first { $0.text == "three" })
        #expect(abs(one.yMin - two.yMin) < 1 && three.yMin > two.yMax, "two per line in 228 points: \(one) \(two) \(three)")
        #expect(abs(three.xMin - one.xMin) < 1)
    }
}
