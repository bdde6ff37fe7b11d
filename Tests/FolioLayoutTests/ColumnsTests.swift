import Folio
@testable import FolioLayout
import FolioTesting
import Testing

/// Columns as CSS Multi-column Layout 1 sets them, read from the laid-out pages: the columns'
/// count and x positions, the balanced height of the last part, columns continued on the next
/// page, blocks spanning the columns, rules only between columns that both have content.
///
/// The lines are 20 pt tall (a paragraph style's least and greatest line height) and the
/// paragraphs have no margins, so every height below is a count of lines times 20.
@Suite("Columns (CSS Multi-column 1)")
struct ColumnsTests {
    /// A page's content area: 228 × 328 pt (Printed's 300 × 400 pt page, 36 pt margins).
    static let area = Rect(x: 36, y: 36, width: 228, height: 328)

    /// One part of columns on a page: its top and height, and each column's left edge (from
    /// the content area's), its lines' texts and whether a rule stands at its left.
    struct Part {
        var top: Double
        var height: Double
        var columns: [(left: Double, lines: [String], ruled: Bool)]
    }

    /// What a page holds: the parts of columns, and the lines outside them (text, left, top).
    struct Page {
        var parts: [Part] = []
        var lines: [(text: String, left: Double, top: Double)] = []
    }

    /// The laid-out pages of `doc` (at most 30).
    static func pages(_ doc: Document) throws -> [Page] {
        try laidOutPages(doc, in: area).map { laid in
            var page = Page()
            for p in laid.items {
                switch p.item.content {
                case .line(let line):
                    page.lines.append((text(line), p.item.x + line.origin.x, p.y))
                case .rows(let box) where box.isColumns:
                    let columns = box.cells.map { cell in
                        (left: p.item.x + cell.x + cell.padding.left,
                         lines: cell.items.compactMap { placed -> String? in
                             if case .line(let line) = placed.item.content { return text(line) }
                             return nil
                         }, ruled: cell.borderLeft != nil)
                    }
                    page.parts.append(Part(top: p.y, height: box.height, columns: columns))
                default: break
                }
            }
            return page
        }
    }

    /// A line's name: `L` and the number its red carries (see ``lines(_:)``).
    private static func text(_ line: Line) -> String {
        let red = line.runs.first?.attributes.foregroundColor?.components.first ?? 0
        return "L\(Int((red * 255).rounded()))"
    }

    /// Lines 20 pt tall.
    static let lines20: ParagraphStyle = {
        var p = ParagraphStyle()
        p.minimumLineHeight = 20
        p.maximumLineHeight = 20
        return p
    }()

    /// One-line paragraphs `L1` … `Ln` with no margins, each in a red that carries its number.
    static func lines(_ range: ClosedRange<Int>) -> [Block] {
        range.map { k in
            .paragraph(Paragraph(AttributedText("L\(k)", attributes: TextAttributes(foregroundColor: Color(red: Double(k) / 255, green: 0, blue: 0))),
                                 style: BlockStyle(margins: .zero), paragraphStyle: lines20))
        }
    }

    @Test("the count and width of columns: count alone, width alone, both (CSS Multi-column 1 §3.4)")
    func countAndWidth() {
        // 228 pt, 12 pt gaps: two columns of 108; columns at least 60 wide: (228 + 12) / 72 → 3 of 68.
        #expect(Columns(count: 2, gap: 12, content: []).resolved(in: 228) == (2, 108))
        #expect(Columns(count: nil, width: 60, gap: 12, content: []).resolved(in: 228) == (3, 68))
        #expect(Columns(count: 5, width: 60, gap: 12, content: []).resolved(in: 228) == (3, 68))
        #expect(Columns(count: 2, width: 60, gap: 12, content: []).resolved(in: 228) == (2, 108))
        // A width wider than the room: one column, the whole room.
        #expect(Columns(count: nil, width: 500, gap: 12, content: []).resolved(in: 228) == (1, 228))
    }

    @Test("five lines in two columns: 3 and 2, balanced at 60 pt; the columns at x 0 and 120, a rule between them")
    func balancedTwoColumns() throws {
        let doc = Document {
            Columns(count: 2, gap: 12, rule: Border(width: 1), style: BlockStyle(margins: .zero), content: Self.lines(1...5))
            Self.lines(99...99)
        }
        let pages = try Self.pages(doc)
        let part = try #require(pages.first?.parts.first)
        #expect(abs(part.height - 60) < 0.5, "\(part.height)")
        #expect(abs(part.columns[0].left - 0) < 0.5 && abs(part.columns[1].left - 120) < 0.5, "\(part.columns)")
        #expect(part.columns[0].lines == ["L1", "L2", "L3"] && part.columns[1].lines == ["L4", "L5"], "\(part.columns)")
        #expect(!part.columns[0].ruled && part.columns[1].ruled)
        // What follows starts below the balanced columns.
        let after = try #require(pages[0].lines.first { $0.text == "L99" })
        #expect(abs(after.top - (part.top + 60)) < 0.5, "\(after)")
    }

    @Test("three columns at least 60 pt wide in 228 pt: x 0, 80, 160; seven lines balanced 3, 3, 1 at 60 pt")
    func columnWidth() throws {
        let doc = Document { Columns(count: nil, width: 60, gap: 12, content: Self.lines(1...7)) }
        let part = try #require(try Self.pages(doc).first?.parts.first)
        #expect(part.columns.map(\.left).enumerated().allSatisfy { abs($0.element - Double($0.offset) * 80) < 0.5 }, "\(part.columns)")
        #expect(part.columns.map(\.lines.count) == [3, 3, 1])
        #expect(abs(part.height - 60) < 0.5, "\(part.height)")
    }

    @Test("orphans and widows hold at column breaks: a paragraph of three lines stays whole, the second column empty and unruled")
    func widowsAndOrphans() throws {
        var style = Self.lines20
        style.minimumOrphanLines = 2
        style.minimumWidowLines = 2
        let text = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma"
        let doc = Document {
            Columns(count: 2, gap: 12, rule: Border(width: 1)) {
                Paragraph(text, style: BlockStyle(margins: .zero), paragraphStyle: style)
            }
        }
        let part = try #require(try Self.pages(doc).first?.parts.first)
        let lines = part.columns.map(\.lines.count)
        // However many lines the text makes in 108 pt, no column holds fewer than two of them.
        let total = lines.reduce(0, +)
        #expect(total >= 3, "\(part.columns)")
        #expect(lines.allSatisfy { $0 == 0 || $0 >= 2 }, "\(part.columns)")
        #expect(abs(part.height - Double(lines.max()!) * 20) < 0.5)
        if lines[1] == 0 { #expect(!part.columns[1].ruled) }
    }

    @Test("break-inside: avoid holds at a column break: two lines, then a kept-together group of three: 2 | 3 at 60 pt, not 3 | 2")
    func avoidInside() throws {
        let doc = Document {
            Columns(count: 2, gap: 12) {
                Self.lines(1...2)
                Group(Self.lines(3...5), style: BlockStyle(margins: .zero, breakInside: .avoid))
            }
        }
        let part = try #require(try Self.pages(doc).first?.parts.first)
        #expect(part.columns.map(\.lines) == [["L1", "L2"], ["L3", "L4", "L5"]], "\(part.columns)")
        #expect(abs(part.height - 60) < 0.5, "\(part.height)")
    }

    @Test("column-fill: auto fills the first column first: five lines all in it, 100 pt")
    func fillAuto() throws {
        let doc = Document { Columns(count: 2, gap: 12, fill: .auto, content: Self.lines(1...5)) }
        let part = try #require(try Self.pages(doc).first?.parts.first)
        #expect(part.columns.map(\.lines.count) == [5, 0])
        #expect(abs(part.height - 100) < 0.5)
    }

    @Test("40 lines in two columns: page 1 fills both to 320 pt (16 lines each), page 2 balances the other 8 at 80 pt")
    func continuedOnNextPage() throws {
        let pages = try Self.pages(Document { Columns(count: 2, gap: 12, content: Self.lines(1...40)) })
        #expect(pages.count == 2)
        let first = try #require(pages.first?.parts.first), second = try #require(pages.last?.parts.first)
        #expect(first.columns.map(\.lines.count) == [16, 16] && abs(first.height - 328) < 0.5, "\(first.height)")
        #expect(first.columns[0].lines.first == "L1" && first.columns[1].lines.first == "L17" && second.columns[0].lines.first == "L33")
        #expect(second.columns.map(\.lines.count) == [4, 4] && abs(second.height - 80) < 0.5, "\(second.height)")
        #expect(abs(second.top) < 0.5)
    }

    @Test("columns starting low on a page fill the room left there: 100 pt above them leaves 220 pt, 11 lines a column")
    func roomLeft() throws {
        let doc = Document {
            Group([], style: BlockStyle(margins: .zero, background: .gray)).withHeight(100)
            Columns(count: 2, gap: 12, style: BlockStyle(margins: .zero), content: Self.lines(1...30))
        }
        let pages = try Self.pages(doc)
        let first = try #require(pages.first?.parts.first)
        #expect(abs(first.top - 100) < 0.5 && first.columns.map(\.lines.count) == [11, 11], "\(first.top) \(first.columns.map(\.lines.count))")
        #expect(pages.count == 2 && pages[1].parts.first?.columns.map(\.lines.count) == [4, 4])
    }

    @Test("a heading spanning the columns: the four lines before it balanced at 40 pt, the heading across the whole measure, two lines after at 20 pt")
    func spanningHeading() throws {
        let doc = Document {
            Columns(count: 2, gap: 12) {
                Self.lines(1...4)
                Heading(AttributedText("Across", attributes: TextAttributes(foregroundColor: Color(red: 200.0 / 255, green: 0, blue: 0))),
                        level: 2, style: BlockStyle(margins: .zero)).spanningColumns()
                Self.lines(5...6)
            }
        }
        let page = try #require(try Self.pages(doc).first)
        #expect(page.parts.count == 2)
        let before = page.parts[0], after = page.parts[1]
        let heading = try #require(page.lines.first { $0.text == "L200" })
        #expect(abs(before.height - 40) < 0.5 && before.columns.map(\.lines) == [["L1", "L2"], ["L3", "L4"]])
        #expect(abs(heading.top - 40) < 0.5 && abs(heading.left) < 0.5, "\(heading)")
        #expect(after.top > heading.top && abs(after.height - 20) < 0.5 && after.columns.map(\.lines) == [["L5"], ["L6"]], "\(after.top)")
    }

    @Test("columns in columns: the inner ones balanced inside the outer ones' balancing, every line once: 4 lines, then 4 in two inner columns (2 | 2)")
    func nested() throws {
        let doc = Document {
            Columns(count: 2, gap: 12, style: BlockStyle(margins: .zero)) {
                Self.lines(1...4)
                Columns(count: 2, gap: 6, style: BlockStyle(margins: .zero), content: Self.lines(5...8))
            }
        }
        let part = try #require(try Self.pages(doc).first?.parts.first)
        // The outer columns: 4 lines (80 pt) against the inner columns' 2 lines (40 pt) would be
        // 80 pt; 3 lines beside 1 line and the inner 40 pt is 60 pt: the least.
        #expect(abs(part.height - 60) < 0.5, "\(part.height) \(part.columns)")
        let layout = DocumentLayout(doc)
        layout.setsTextAhead = false
        let page = try #require(try layout.page(0) { _ in Self.area })
        var names: [String] = []
        func visit(_ items: [PlacedItem]) {
            for p in items {
                if case .line(let line) = p.item.content { names.append(Self.text(line)) }
                if case .rows(let box) = p.item.content { for cell in box.cells { visit(Array(cell.items)) } }
            }
        }
        visit(page.items)
        #expect(names == (1...8).map { "L\($0)" }, "\(names)")
    }

    @Test("a heading in a column is an outline entry on its page")
    func headingInColumn() throws {
        let doc = Document {
            Columns(count: 2, gap: 12) {
                Self.lines(1...3)
                Heading("Inside", level: 2, style: BlockStyle(margins: .zero))
                Self.lines(4...6)
            }
        }
        let layout = DocumentLayout(doc)
        layout.setsTextAhead = false
        try layout.paginate { _ in Self.area }
        #expect(layout.headings.map(\.mark.title) == ["Inside"])
    }

    @Test("columns in a table cell: balanced in the cell, every line kept")
    func inCell() throws {
        let doc = Document {
            Table(columns: [TableColumn(width: .auto)], rows: [TableRow([TableCell([.columns(Columns(count: 2, gap: 12, content: Self.lines(1...4)))])])])
        }
        let printed = try Printed(doc)
        #expect((1...4).allSatisfy { printed.words.contains("L\($0)") }, "\(printed.words)")
    }

    @Test("a footnote called in a column: its note at the foot of the page where the columns end")
    func footnoteInColumn() throws {
        var doc = Document([])
        var text = AttributedText("Called here")
        text.append(doc.addFootnote(AttributedText("The note in the columns.")))
        doc.blocks = [.columns(Columns(count: 2, gap: 12, content: Self.lines(1...3) + [.paragraph(Paragraph(text))]))]
        let printed = try Printed(doc)
        #expect(printed.pages.count == 1)
        let lines = printed.lines(0)
        let note = try #require(lines.firstIndex { $0.contains("The note in the columns.") }, "\(lines)")
        #expect(lines.firstIndex { $0.contains("Called here") }.map { $0 < note } == true, "\(lines)")
    }

    @Test("a count below 1 or a negative gap is refused, naming the property")
    func refused() {
        #expect(throws: LayoutError.self) { try Self.pages(Document { Columns(count: 0, content: Self.lines(1...2)) }) }
        #expect(throws: LayoutError.self) { try Self.pages(Document { Columns(count: 2, gap: -1, content: Self.lines(1...2)) }) }
    }
}

private extension Group {
    /// The group with a least height of `h` points.
    func withHeight(_ h: Double) -> Group {
        var g = self
        g.style.minimumHeight = h
        return g
    }
}
