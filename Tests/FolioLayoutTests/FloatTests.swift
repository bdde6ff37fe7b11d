import Folio
@testable import FolioLayout
import FolioTesting
import Testing

/// Floats as CSS 2.1 §9.5 places them, read from the laid-out pages: where each float lands,
/// and the extent of every line of text beside it.
@Suite("Floats (CSS 2.1 §9.5)")
struct FloatTests {
    /// A page's content area: 228 × 328 pt (Printed's 300 × 400 pt page, 36 pt margins).
    static let area = Rect(x: 36, y: 36, width: 228, height: 328)

    /// What a page holds: its lines (left and right edges, top and bottom, the colour of the
    /// first run, which tells the paragraphs apart) and its floats.
    struct Page {
        var lines: [(left: Double, right: Double, top: Double, bottom: Double, color: Color?)] = []
        var floats: [Rect] = []
    }

    /// The laid-out pages of `doc`, page by page (at most 30).
    static func pages(_ doc: Document) throws -> [Page] {
        try laidOutPages(doc, in: area).map { laid in
            var page = Page()
            collect(laid.items, dx: 0, dy: 0, into: &page)
            return page
        }
    }

    /// Lines and floats of `items`, nested ones (a float's content) included, in content-area points.
    private static func collect(_ items: [PlacedItem], dx: Double, dy: Double, into page: inout Page) {
        for p in items {
            let x = dx + p.item.x, y = dy + p.y
            if p.item.isFloat { page.floats.append(Rect(x: x, y: y, width: p.item.width, height: p.item.height)) }
            switch p.item.content {
            case .line(let line) where line.width > 0:
                let color = line.runs.first?.attributes.foregroundColor
                page.lines.append((x + line.origin.x, x + line.origin.x + line.width, y, y + line.ascent + line.descent, color))
            case .rows(let box) where p.item.isFloat:
                for cell in box.cells {
                    collect(Array(cell.items), dx: x + cell.x + cell.padding.left, dy: y + cell.y + cell.padding.top - cell.shift, into: &page)
                }
            default: break
            }
        }
    }

    /// A paragraph in `color`.
    static func paragraph(_ text: String, _ color: Color, style: BlockStyle = BlockStyle()) -> Paragraph {
        Paragraph(AttributedText(text, attributes: TextAttributes(foregroundColor: color)), style: style)
    }

    /// Text long enough to run past a float.
    static let text = prose("w", sentences: 8)

    /// A box `width` × `height` with a grey background, as a float's content.
    static func box(_ width: Double, _ height: Double) -> Block {
        .group(Group([.spacer(height)], style: BlockStyle(margins: .zero, background: .gray).with { $0.width = .points(width) }))
    }

    @Test("a right float: the lines beside it end before its margin box, the lines below it take the whole measure")
    func rightFloat() throws {
        let doc = Document {
            Group.floating(.right, width: .points(80), margins: EdgeInsets(top: 0, left: 10, bottom: 5, right: 0)) { Self.box(80, 60) }
            Paragraph(Self.text)
        }
        let page = try #require(try Self.pages(doc).first)
        let float = try #require(page.floats.first)
        #expect(abs(float.maxX - 228) < 0.01 && abs(float.minY) < 0.01 && abs(float.width - 80) < 0.01, "\(float)")
        let beside = page.lines.filter { $0.top < float.maxY + 5 && $0.bottom > float.minY }
        let below = page.lines.filter { $0.top >= float.maxY + 5 }
        #expect(beside.count >= 3, "\(page.lines)")
        for l in beside { #expect(l.right <= float.minX - 10 + 0.01, "\(l)") }
        #expect(beside.contains { l in l.right > float.minX - 30 }, "the lines beside it use the room up to the margin")
        #expect(below.contains { l in l.right > float.minX + 20 }, "below it, lines are as wide as the measure: \(below.map(\.right))")
    }

    @Test("a left float: the lines beside it start after its margin box; a list's marker moves with its line")
    func leftFloat() throws {
        let doc = Document {
            Group.floating(.left, width: .points(70)) { Self.box(70, 50) }
            Paragraph(Self.text)
        }
        let page = try #require(try Self.pages(doc).first)
        let float = try #require(page.floats.first)
        #expect(abs(float.minX) < 0.01)
        let beside = page.lines.filter { $0.top < float.maxY + 6 && $0.bottom > float.minY }
        #expect(beside.count >= 3)
        for l in beside { #expect(abs(l.left - (70 + 6)) < 0.01, "\(l)") }
        #expect(page.lines.last.map { $0.left < 1 } == true, "below it from the measure's left edge")
    }

    @Test("clear moves a block below the floats on its side, not below those on the other")
    func clear() throws {
        let doc = Document {
            Group.floating(.left, width: .points(60)) { Self.box(60, 120) }
            Group.floating(.right, width: .points(60)) { Self.box(60, 40) }
            Paragraph("short", style: BlockStyle(margins: .zero))
            Self.paragraph("after the right float", .red, style: BlockStyle(margins: .zero).with { $0.clear = .right })
            Self.paragraph("after every float", .blue, style: BlockStyle(margins: .zero).with { $0.clear = .both })
        }
        let page = try #require(try Self.pages(doc).first)
        #expect(page.floats.count == 2)
        let right = try #require(page.lines.first { $0.color == .red })
        let both = try #require(page.lines.first { $0.color == .blue })
        #expect(abs(right.top - 46) < 0.5, "below the right float's margin box (40 + 6): \(right)")
        #expect(right.left >= 66 - 0.01, "still beside the left float: \(right)")
        #expect(both.top >= 126 - 0.01, "below the left float's margin box (120 + 6): \(both)")
        #expect(both.left < 1)
    }

    @Test("two right floats stand side by side; a third too wide for the room beside them goes down to where one ends")
    func stacking() throws {
        let doc = Document {
            Group.floating(.right, width: .points(80), margins: .zero) { Self.box(80, 40) }
            Group.floating(.right, width: .points(80), margins: .zero) { Self.box(80, 30) }
            Group.floating(.right, width: .points(100), margins: .zero) { Self.box(100, 20) }
            Paragraph(Self.text)
        }
        let page = try #require(try Self.pages(doc).first)
        try #require(page.floats.count == 3)
        let (a, b, c) = (page.floats[0], page.floats[1], page.floats[2])
        #expect(abs(a.maxX - 228) < 0.01 && abs(a.minY) < 0.01)
        #expect(abs(b.maxX - a.minX) < 0.01 && abs(b.minY) < 0.01, "beside the first: \(b)")
        // 68 pt are left beside both: the third goes down to where the second ends (30), and
        // there against the first, which is still beside it (§9.5.1 rules 2 and 8).
        #expect(abs(c.minY - 30) < 0.01 && abs(c.maxX - a.minX) < 0.01, "below the second, left of the first: \(c)")
        for l in page.lines where l.top < 30 { #expect(l.right <= 68 + 0.01, "\(l)") }
        for l in page.lines where l.top < 50 && l.bottom > 30 { #expect(l.right <= 48 + 0.01, "\(l)") }
        #expect(page.lines.contains { $0.top >= 50 && $0.right > 150 }, "below them, whole lines")
    }

    @Test("a float that does not fit in the room left on the page goes to the next page with its line, nothing lost")
    func pageBreak() throws {
        let doc = Document {
            Paragraph(prose("a", sentences: 14))
            Group.floating(.right, width: .points(90)) { Self.box(90, 200) }
            Self.paragraph(prose("b", sentences: 10), .red)
        }
        let pages = try Self.pages(doc)
        try #require(pages.count >= 2)
        #expect(pages[0].floats.isEmpty)
        let float = try #require(pages[1].floats.first)
        #expect(float.maxY <= 328 + 0.01, "on the page, not past its foot: \(float)")
        let first = try #require(pages[1].lines.first { $0.color == .red })
        #expect(abs(first.top - float.minY) < 0.01, "the float at its line's top")
        #expect(pages[0].lines.allSatisfy { $0.color != .red }, "the float's line went with it")
        // Every word of both paragraphs is on some page.
        let words = try Printed(doc).words
        for tag in ["a13c.", "b9c.", "b0a"] { #expect(words.contains(tag), "\(tag)") }
    }

    @Test("a block making a formatting context is narrowed beside a float; a plain box runs under it")
    func formattingContext() throws {
        var root = BlockStyle(margins: .zero, padding: EdgeInsets(all: 4), background: .lightGray)
        root.isFormattingContext = true
        let doc = Document {
            Group.floating(.left, width: .points(60), margins: .zero) { Self.box(60, 80) }
            Group([.paragraph(Self.paragraph("a box beside the float with words enough to wrap", .red))], style: root)
        }
        let page = try #require(try Self.pages(doc).first)
        let line = try #require(page.lines.first { $0.color == .red })
        #expect(abs(line.left - 64) < 0.01, "the box from the float's edge, its padding inside: \(line)")
        let last = try #require(page.lines.last)
        #expect(abs(last.left - 64) < 0.01, "narrowed all the way down, not only beside the float")
    }

    @Test("a formatting context holds its floats: what follows it starts below them")
    func holdsFloats() throws {
        var root = BlockStyle(margins: .zero)
        root.isFormattingContext = true
        let doc = Document {
            Group([Group.floating(.left, width: .points(50), margins: .zero) { Self.box(50, 90) }.blocks[0],
                   .paragraph(Paragraph("inside", style: BlockStyle(margins: .zero)))], style: root)
            Self.paragraph("after the box", .red, style: BlockStyle(margins: .zero))
        }
        let page = try #require(try Self.pages(doc).first)
        let after = try #require(page.lines.first { $0.color == .red })
        #expect(after.top >= 90 - 0.01 && after.left < 1, "\(after)")
    }

    @Test("a float's least height (CSS height) makes its box that tall, and the text beside it follows")
    func leastHeight() throws {
        var style = BlockStyle(margins: .zero, background: .lightGray)
        style.float = .right
        style.width = .points(50)
        style.minimumHeight = 90
        let doc = Document {
            Group([.paragraph(Paragraph("short"))], style: style)
            Paragraph(Self.text)
        }
        let page = try #require(try Self.pages(doc).first)
        let float = try #require(page.floats.first)
        #expect(abs(float.height - 90) < 0.01, "\(float)")
        // (The float's own line, "short", is right of 178.)
        for l in page.lines where l.top < 90 && l.left < 170 { #expect(l.right <= 178 + 0.01, "\(l)") }
    }

    @Test("a float with no width shrinks to its content, then min-width and max-width apply (CSS 2.1 §10.4)")
    func shrinkToFitWithMinimum() throws {
        func floatWidth(_ set: (inout BlockStyle) -> Void) throws -> Double {
            var style = BlockStyle(margins: .zero, background: .lightGray)
            style.float = .right
            set(&style)
            let doc = Document {
                Group([.paragraph(Paragraph("copy"))], style: style)
                Paragraph(Self.text)
            }
            return try #require(try Self.pages(doc).first?.floats.first).width
        }
        let natural = try floatWidth { _ in }
        #expect(natural > 10 && natural < 40, "\(natural)")
        #expect(abs(try floatWidth { $0.minimumWidth = .points(60) } - 60) < 0.01)
        #expect(abs(try floatWidth { $0.minimumWidth = .points(5) } - natural) < 0.01)
        #expect(abs(try floatWidth { $0.maximumWidth = .points(12) } - 12) < 0.01)
        #expect(abs(try floatWidth { $0.minimumWidth = .fraction(0.5) } - 114) < 0.01)
    }

    @Test("a paragraph that would start in less than 36 pt beside a float starts below it")
    func tooNarrow() throws {
        let doc = Document {
            Group.floating(.left, width: .points(200), margins: .zero) { Self.box(200, 50) }
            Self.paragraph("words that do not fit in 28 points", .red)
        }
        let page = try #require(try Self.pages(doc).first)
        let first = try #require(page.lines.first { $0.color == .red })
        #expect(first.top >= 50 - 0.01 && first.left < 1, "\(first)")
    }

    @Test("text set ahead on another thread lays out beside floats as text set in the flow")
    func setAhead() throws {
        let doc = Document {
            Paragraph(prose("p", sentences: 3))
            Group.floating(.right, width: .points(90)) { Self.box(90, 80) }
            Paragraph(Self.text)
            Paragraph(Self.text)
        }
        func positions(_ ahead: Bool) throws -> [[Double]] {
            let layout = DocumentLayout(doc)
            layout.setsTextAhead = ahead
            var out: [[Double]] = []
            var n = 0
            while n < 30, let laid = try layout.page(n, contentRect: { _ in Self.area }) {
                out.append(laid.items.flatMap { p -> [Double] in
                    if case .line(let line) = p.item.content { return [p.y, p.item.x + line.origin.x, line.width] }
                    return [p.y, p.item.x, p.item.isFloat ? 1 : 0]
                })
                n += 1
            }
            return out
        }
        #expect(try positions(true) == positions(false))
    }

    @Test("a float last in the document is still drawn")
    func lastFloat() throws {
        let doc = Document {
            Paragraph("before")
            Group.floating(.right, width: .points(40)) { Self.box(40, 30) }
        }
        let pages = try Self.pages(doc)
        #expect(pages.flatMap(\.floats).count == 1)
    }

    @Test("a float in a table cell: the cell is tall enough to hold it")
    func inCell() throws {
        let cell = TableCell([Group.floating(.left, width: .points(30), margins: .zero) { Self.box(30, 100) }.blocks[0],
                              .paragraph(Paragraph("x"))])
        let doc = Document {
            Table(columns: [TableColumn()], rows: [TableRow([cell])])
            Self.paragraph("after", .red)
        }
        let page = try #require(try Self.pages(doc).first)
        let after = try #require(page.lines.first { $0.color == .red })
        #expect(after.top > 100, "\(after)")
    }

    @Test("text drawn beside an image floated right does not overlap it (pdftotext's boxes)")
    func noOverlapInPDF() throws {
        let doc = Document {
            Group.floating(.right, width: .points(90)) { Self.box(90, 70) }
            Paragraph(Self.text)
        }
        let printed = try Printed(doc)
        let words = try PDFTools.words(printed.path)
        // The float's box on the page: x 36 + 228 − 90 = 174 to 264, y 36 to 106.
        let overlapping = words.filter { $0.xMax > 174 + 0.5 && $0.yMin < 106 && $0.yMax > 36 }
        #expect(overlapping.isEmpty, "\(overlapping)")
        #expect(words.contains { $0.xMax > 200 && $0.yMin > 112 }, "lines below the float are full width")
        #expect(printed.words.filter { $0.hasSuffix("c.") }.count == 8, "every sentence is there")
    }
}
