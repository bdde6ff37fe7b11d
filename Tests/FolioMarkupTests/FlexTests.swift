import Folio
import FolioMarkup
import FolioTesting
import Testing

/// CSS flexible boxes: the properties as computed, the rows (and column stacks) they map to,
/// and where the items land on the page.
@Suite("Flexible boxes")
struct FlexTests {
    private func computed(_ html: String, id: String) throws -> ComputedStyle {
        let document = try HTMLDocument(string: html)
        return StyledDocument(document: document).computedStyle(of: try #require(document.element(withID: id)))
    }

    @Test("the flex shorthand, flex-flow, gap and the alignment keywords compute as CSS Flexible Box 1 says")
    func properties() throws {
        let html = """
            <style>#a { flex: 1 } #b { flex: 2 0 30px } #c { flex: none } #d { flex: auto; align-self: flex-end }
            #e { flex: 1 0 } #f { flex: 50% } #g { flex: 3 -1 } #h { flex: 0 }
            #box { display: flex; flex-flow: wrap row-reverse; gap: 6px 12px; justify-content: space-between; align-items: center }
            #j { justify-content: right; align-items: self-start; column-gap: normal; order: 2 }</style>
            <div id=box><p id=a>a<p id=b>b<p id=c>c<p id=d>d<p id=e>e<p id=f>f<p id=g>g<p id=h>h</div><div id=j>j</div>
            """
        let a = try computed(html, id: "a").flex
        #expect(a.grow == 1 && a.shrink == 1 && a.basis == .percent(0))
        let b = try computed(html, id: "b").flex
        #expect(b.grow == 2 && b.shrink == 0 && b.basis == .points(22.5))
        let c = try computed(html, id: "c").flex
        #expect(c.grow == 0 && c.shrink == 0 && c.basis == .auto)
        let d = try computed(html, id: "d").flex
        #expect(d.grow == 1 && d.shrink == 1 && d.basis == .auto && d.alignSelf == .end)
        #expect(try computed(html, id: "e").flex.shrink == 0, "flex: 1 0 is grow 1, shrink 0")
        #expect(try computed(html, id: "f").flex.basis == .percent(50))
        #expect(try computed(html, id: "g").flex == FlexProperties(), "a negative factor makes the declaration invalid")
        #expect(try computed(html, id: "h").flex.grow == 0 && computed(html, id: "h").flex.basis == .percent(0))
        let box = try computed(html, id: "box")
        #expect(box.display == .flex && box.flex.direction == .rowReverse && box.flex.wraps)
        #expect(box.flex.rowGap == 4.5 && box.flex.columnGap == 9)
        #expect(box.flex.justifyContent == .spaceBetween && box.flex.alignItems == .center)
        let j = try computed(html, id: "j").flex
        #expect(j.justifyContent == .end && j.alignItems == .start && j.columnGap == 0 && j.order == 2)
    }

    @Test("a flex container becomes a row: each child an item with its box, anonymous text an item, sorted by order")
    func mapping() throws {
        let m = try MarkupDocument(string: """
            <div style="display: flex; gap: 8px; justify-content: center; align-items: flex-end">before
            <div style="flex: 1 1 100px; background: yellow; padding: 2px; min-width: 50px">one</div>
            <span style="order: -1; width: 40px">two</span></div>
            """)
        guard case .row(let row)? = m.document.blocks.first else {
            Issue.record("expected a row, got \(m.document.blocks)")
            return
        }
        #expect(row.items.count == 3 && row.gap == 6 && row.justification == .center && row.alignment == .end)
        // `order: -1` first, then the anonymous text, then the yellow item.
        #expect(row.items[0].basis == .points(30))
        #expect(row.items[1].box.background == nil && row.items[1].basis == .auto)
        let one = row.items[2]
        #expect(one.grow == 1 && one.basis == .points(75 + 3) && one.minimumWidth == 37.5 + 3 && one.box.padding.left == 1.5)
        #expect(one.box.background == Color(red: 1, green: 1, blue: 0))
    }

    @Test("on the page: an invoice header (logo left, address right), three equal cards, wrapping tags; no word lost")
    func onThePage() throws {
        let html = """
            <!DOCTYPE html><html><body style="margin: 0">
            <div style="display: flex; justify-content: space-between"><div style="width: 100px">LOGO</div><div>ADDRESS</div></div>
            <div style="display: flex; gap: 20px"><div style="flex: 1">CARD1</div><div style="flex: 1">CARD2</div><div style="flex: 1">CARD3</div></div>
            <div style="display: flex; flex-wrap: wrap; gap: 4px">\((1...40).map { "<span>tag\($0)</span>" }.joined())</div>
            </body></html>
            """
        let path = try PDFTools.save(try MarkupDocument(string: html).document.pdfBytes(paper: Paper(name: "t", size: Size(width: 400, height: 500)),
                                                                                       margins: EdgeInsets(all: 50)), name: "flex.pdf")
        let words = try PDFTools.words(path)
        func word(_ t: String) throws -> PDFTools.Word { try #require(words.first { $0.text == t }, "\(t)") }
        let logo = try word("LOGO"), address = try word("ADDRESS")
        #expect(abs(logo.xMin - 50) < 1 && abs(address.xMax - 350) < 1 && abs(logo.yMin - address.yMin) < 1)
        // Three items of (300 − 2 × 15) / 3 = 90 points, 15 apart.
        let cards = try (1...3).map { try word("CARD\($0)") }
        #expect(abs(cards[0].xMin - 50) < 1 && abs(cards[1].xMin - 155) < 1 && abs(cards[2].xMin - 260) < 1, "\(cards)")
        let tags = try (1...40).map { try word("tag\($0)") }
        #expect(Set(tags.map { Int($0.yMin) }).count >= 3, "the tags wrap onto several lines")
        #expect(tags.allSatisfy { $0.xMax <= 350.5 }, "none past the right edge")
    }

    @Test("column directions: the items stacked in order (reversed for column-reverse), each in its box, row-gap apart")
    func columns() throws {
        let m = try MarkupDocument(string: """
            <div style="display: flex; flex-direction: column-reverse; row-gap: 10px">
            <div style="background: yellow; padding: 4px">A</div><div>B</div><div style="order: 5">C</div></div>
            """)
        // The container's block holds the items.
        guard case .group(let container)? = m.document.blocks.first else {
            Issue.record("\(m.document.blocks)")
            return
        }
        let blocks = container.content
        #expect(blocks.count == 5, "\(blocks)")
        guard blocks.count == 5, case .group(let first) = blocks[0], case .spacer(let gap) = blocks[1], case .group(let last) = blocks[4] else { return }
        // Sorted A, B, C (order 5 last), then reversed: C, B, A.
        #expect(gap == 7.5)
        guard case .paragraph(let c)? = first.content.first, case .paragraph(let a)? = last.content.first else {
            Issue.record("\(first) \(last)")
            return
        }
        #expect(c.text.string == "C" && a.text.string == "A")
        #expect(last.style.background == Color(red: 1, green: 1, blue: 0) && last.style.padding.top == 3)
    }
}
