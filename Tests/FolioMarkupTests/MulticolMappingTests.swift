import Folio
import FolioMarkup
import FolioTesting
import Testing

/// CSS multi-column layout: the properties as computed, the ``Columns`` they map to, and where
/// the columns land on the page.
@Suite("CSS multi-column")
struct MulticolMappingTests {
    private func computed(_ html: String, id: String) throws -> ComputedStyle {
        let document = try HTMLDocument(string: html)
        return StyledDocument(document: document).computedStyle(of: try #require(document.element(withID: id)))
    }

    @Test("column-count, column-width, the columns shorthand, column-gap (normal stays unset), column-rule and its longhands, column-span, column-fill compute")
    func properties() throws {
        let html = """
            <style>#a { columns: 3 10em; font-size: 10px; column-gap: 2em; column-rule: 2px dashed red; column-fill: auto }
            #b { columns: 120px; column-gap: normal; column-rule-style: solid; column-rule-color: blue }
            #c { column-count: 2; columns: 2 3 } #d { column-span: all } #e { column-count: auto; column-width: -5px; column-rule: thick }
            #f { display: flex; column-gap: normal }</style>
            <div id=a></div><div id=b></div><div id=c></div><h2 id=d></h2><div id=e></div><div id=f></div>
            """
        let a = try computed(html, id: "a").multicol
        #expect(a.count == 3 && a.width == 75 && a.gap == 15 && a.ruleWidth == 1.5 && a.ruleStyle == .dashed && a.balances == false, "\(a)")
        #expect(a.ruleColor == Color(red: 1, green: 0, blue: 0))
        let b = try computed(html, id: "b").multicol
        #expect(b.count == nil && b.width == 90 && b.gap == nil && b.ruleStyle == .solid && b.ruleWidth == 2.25 && b.balances)
        #expect(try computed(html, id: "c").multicol.count == 2, "columns: 2 3 (two counts) is invalid and leaves the count")
        #expect(try computed(html, id: "d").multicol.spansAll)
        let e = try computed(html, id: "e").multicol
        #expect(e.count == nil && e.width == nil && !e.isMulticol && e.ruleWidth == 3.75 && e.ruleStyle == .none)
        #expect(try computed(html, id: "f").flex.columnGap == 0, "a flex container's normal gap is 0")
    }

    @Test("a multi-column element becomes Columns: count, width, gap (1em when normal), the rule as a border, fill; a column-span: all child spans")
    func mapping() throws {
        let m = try MarkupDocument(string: """
            <div style="column-count: 2; font-size: 16px; column-rule: 1px dotted #00f; column-fill: auto">
            <h2 style="column-span: all">Head</h2><p>one</p><p>two</p></div>
            """)
        guard case .columns(let columns)? = m.document.blocks.first else {
            Issue.record("expected columns, got \(m.document.blocks)")
            return
        }
        #expect(columns.count == 2 && columns.width == nil && columns.gap == 12 && columns.fill == .auto)
        #expect(columns.rule == Border(width: 0.75, color: Color(red: 0, green: 0, blue: 1), style: .dotted))
        #expect(columns.content.first?.style?.spansColumns == true && columns.content.count == 3)
        #expect(columns.content.dropFirst().allSatisfy { $0.style?.spansColumns != true })
    }

    @Test("a list in columns: Columns holding the list (the list's margins around them), its items running down the columns")
    func listInColumns() throws {
        let items = (1...6).map { "<li>item\($0)</li>" }.joined()
        let m = try MarkupDocument(string: "<ul style=\"columns: 2; margin: 10px 0\">\(items)</ul>")
        guard case .columns(let columns)? = m.document.blocks.first, case .list(let list)? = columns.content.first else {
            Issue.record("expected a list in columns, got \(m.document.blocks)")
            return
        }
        #expect(columns.count == 2 && list.items.count == 6 && columns.style.margins?.top == 7.5 && list.style.margins == .zero)
        let path = try PDFTools.save(try m.document.pdfBytes(paper: Paper(name: "t", size: Size(width: 400, height: 500)),
                                                             margins: EdgeInsets(all: 50)), name: "multicol-list.pdf")
        let words = try PDFTools.words(path)
        let one = try #require(words.first { $0.text == "item1" }), four = try #require(words.first { $0.text == "item4" })
        #expect(abs(one.yMin - four.yMin) < 0.5 && four.xMin > one.xMin + 140, "item4 heads the second column: \(one) \(four)")
    }

    @Test("on the page: two columns 20 px apart, the text running down the first and on into the second, a spanning heading above both")
    func onThePage() throws {
        let words = (1...40).map { "w\($0)" }.joined(separator: " ")
        let html = """
            <!DOCTYPE html><html><body style="margin: 0">
            <div style="columns: 2; column-gap: 20px; font-size: 12pt; line-height: 15pt">
            <h1 style="column-span: all; font-size: 12pt; margin: 0 0 15pt">HEAD</h1><p style="margin: 0">\(words)</p></div>
            <p style="margin: 0">AFTER</p></body></html>
            """
        let path = try PDFTools.save(try MarkupDocument(string: html).document.pdfBytes(paper: Paper(name: "t", size: Size(width: 400, height: 500)),
                                                                                       margins: EdgeInsets(all: 50)), name: "multicol.pdf")
        let found = try PDFTools.words(path)
        func word(_ t: String) throws -> PDFTools.Word { try #require(found.first { $0.text == t }, "\(t)") }
        // 300 pt less a 15 pt gap: columns of 142.5 at x 50 and 207.5.
        let head = try word("HEAD"), first = try word("w1"), last = try word("w40"), after = try word("AFTER")
        #expect(abs(head.xMin - 50) < 1 && abs(first.xMin - 50) < 1 && first.yMin > head.yMax, "\(head) \(first)")
        #expect(last.xMin > 207, "the last word in the second column: \(last)")
        let second = found.filter { $0.xMin > 200 && $0.text.hasPrefix("w") }
        let firstColumn = found.filter { $0.xMin < 195 && $0.text.hasPrefix("w") }
        #expect(abs((second.map(\.xMin).min() ?? 0) - 207.5) < 1, "the second column starts 15 pt after the first's 142.5")
        // Balanced: the two columns end within a line of each other, and AFTER comes below both.
        let bottoms = (firstColumn.map(\.yMax).max() ?? 0, second.map(\.yMax).max() ?? 0)
        #expect(abs(bottoms.0 - bottoms.1) <= 15.5, "\(bottoms)")
        #expect(after.yMin >= max(bottoms.0, bottoms.1) - 1 && abs(after.xMin - 50) < 1, "\(after)")
    }
}
