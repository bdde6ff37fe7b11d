import Folio
import FolioTestSupport
import Foundation
import Testing

/// Inline elements with padding, borders and rounded corners, and `inline-block`s with a
/// width or a height, drawn as boxes inside the line (badges, `kbd`, buttons, swatches).
@Suite("Inline boxes: padding, borders and inline-block sizes inside a line")
struct InlineBoxTests {
    private func render(_ body: String) throws -> (words: [PDFTools.Word], raster: Raster) {
        let html = "<style>body { font: 12pt serif; margin: 0 } p { margin: 0 }</style>" + body
        let path = try PDFTools.save(try MarkupDocument(string: html).document.pdfBytes(), name: "inline-box-\(UUID().uuidString).pdf")
        return (try PDFTools.words(path).filter { $0.yMin < 720 }, try PDFTools.render(path, page: 1, dpi: 72))
    }

    private func word(_ words: [PDFTools.Word], _ text: String) throws -> PDFTools.Word {
        try #require(words.first { $0.text == text }, "\(text) in \(words.map(\.text))")
    }

    @Test("padding, border and margin take room beside the text; the background and border are drawn around it")
    func badge() throws {
        let plain = try render("<p>Status: <span>PAID</span> today</p>").words
        let boxed = try render("""
            <p>Status: <span style="padding: 2pt 6pt; border: 1pt solid rgb(0,128,0); background: rgb(0,255,0); margin: 0 3pt">PAID</span> today</p>
            """)
        // PAID moves right by its left margin, border and padding (3 + 1 + 6); "today" by both sides' (20).
        #expect(abs(try word(boxed.words, "PAID").xMin - word(plain, "PAID").xMin - 10) < 0.6)
        #expect(abs(try word(boxed.words, "today").xMin - word(plain, "today").xMin - 20) < 0.6)
        let paid = try word(boxed.words, "PAID")
        let y = Int((paid.yMin + paid.yMax) / 2)
        // Green behind the padding just left of the text; the border, dark green, 1 pt further left;
        // the margin outside it white.
        let (padding, border, margin) = (Int(paid.xMin - 3), Int(paid.xMin - 6.3), Int(paid.xMin - 8.5))
        #expect(boxed.raster.pixel(padding, y, is: (0, 255, 0), tolerance: 40), "\(boxed.raster[padding, y])")
        #expect(boxed.raster.pixel(border, y, is: (0, 128, 0), tolerance: 60), "\(boxed.raster[border, y])")
        #expect(boxed.raster.pixel(margin, y, is: (255, 255, 255), tolerance: 20), "\(boxed.raster[margin, y])")
        // The padding above the text is painted too (2 pt over the font's ascent).
        #expect(boxed.raster.pixel(Int(paid.xMin) + 2, Int(paid.yMin) - 1, is: (0, 255, 0), tolerance: 40))
    }

    @Test("an inline-block's width centres its text as its text-align says; an empty one stands on the baseline, its size")
    func inlineBlocks() throws {
        let r = try render("""
            <p>Go <span style="display: inline-block; width: 60pt; text-align: center; background: rgb(0,0,255); color: white">Click</span> now</p>
            <p>Key <span style="display: inline-block; width: 10pt; height: 10pt; background: rgb(255,0,0)"></span> red</p>
            """)
        let go = try word(r.words, "Go"), click = try word(r.words, "Click"), now = try word(r.words, "now")
        // The box is 60 pt wide, a space on either side.
        let space = (now.xMin - go.xMax - 60) / 2
        #expect(space > 2 && space < 5, "go \(go), now \(now)")
        // "Click" in the middle of the box.
        let boxStart = go.xMax + space
        #expect(abs((click.xMin + click.xMax) / 2 - (boxStart + 30)) < 1, "\(click) in a box from \(boxStart)")
        #expect(r.raster.pixel(Int(boxStart) + 2, Int((click.yMin + click.yMax) / 2), is: (0, 0, 255), tolerance: 40))
        // The swatch: 10 × 10 pt of red whose bottom is the line's baseline, between "Key" and "red".
        let key = try word(r.words, "Key"), red = try word(r.words, "red")
        let reds = (Int(key.xMax)...Int(red.xMin)).flatMap { x in (Int(key.yMin) - 4...Int(key.yMax) + 4).map { (x, $0) } }
            .filter { r.raster.pixel($0.0, $0.1, is: (255, 0, 0), tolerance: 40) }
        let xs = reds.map(\.0), ys = reds.map(\.1)
        #expect((9...11).contains((xs.max() ?? 0) - (xs.min() ?? 0) + 1) && (9...11).contains((ys.max() ?? 0) - (ys.min() ?? 0) + 1),
                "red from x \(xs.min() ?? -1) to \(xs.max() ?? -1), y \(ys.min() ?? -1) to \(ys.max() ?? -1)")
        #expect(abs(Double(ys.max() ?? 0) + 1 - key.yMax) < 4, "the swatch ends at \(ys.max() ?? -1), Key's glyph box at \(key.yMax)")
    }

    @Test("a box broken over two lines is cut there: its left side drawn on the first line, its right side on the second")
    func brokenOverLines() throws {
        let words = (1...30).map { "w\($0)" }.joined(separator: " ")
        let r = try render("""
            <p style="width: 200pt">Start <span style="border: solid rgb(255,0,0); border-width: 0 4pt; padding: 0 2pt">\(words)</span> end</p>
            """)
        let first = try word(r.words, "w1"), last = try word(r.words, "w30")
        #expect(last.yMin > first.yMax, "the box runs over lines")
        let y1 = Int((first.yMin + first.yMax) / 2), y2 = Int((last.yMin + last.yMax) / 2)
        func has(_ colour: (Int, Int, Int), y: Int) -> Bool { (0..<612).contains { r.raster.pixel($0, y, is: colour, tolerance: 40) } }
        func reds(_ y: Int) -> [Int] { (0..<612).filter { r.raster.pixel($0, y, is: (255, 0, 0), tolerance: 40) } }
        // The first line: the left side only, just before w1 (2 pt of padding between).
        let left = reds(y1)
        #expect(!left.isEmpty && left.allSatisfy { $0 < Int(first.xMin) && $0 >= Int(first.xMin) - 7 }, "\(left), w1 at \(first.xMin)")
        // The last line: the right side only, after w30.
        let right = reds(y2)
        #expect(!right.isEmpty && right.allSatisfy { $0 > Int(last.xMax) }, "\(right), w30 ends at \(last.xMax)")
        // Lines between: no side.
        let middle = try word(r.words, "w15")
        #expect(reds(Int((middle.yMin + middle.yMax) / 2)).isEmpty)
    }

    @Test("a flex item, a float and a block keep their block boxes: no second box around their text")
    func blocksStayBlocks() throws {
        let inline = try render(#"<p>a <span style="padding: 0 10pt">x</span> b</p>"#).words
        let item = try render(#"<div style="display: flex"><span style="padding: 0 10pt">x</span></div>"#).words
        #expect(try word(inline, "x").xMin - word(inline, "a").xMax > 12)
        // The item's text is 10 pt in from the page's margin (72 pt; body margin 0), not 20.
        #expect(abs(try word(item, "x").xMin - 82) < 1, "\(item)")
    }

    @Test("block-level inline-blocks side by side share a line, wrap when it is full, and keep their widths; one alone stays a block")
    func inlineBlocksInARow() throws {
        let r = try render("""
            <div style="display: inline-block; width: 40%; border: 1pt solid">FROM a</div>
            <div style="display: inline-block; width: 40%; border: 1pt solid">TO b</div>
            <div style="display: inline-block; width: 40%; border: 1pt solid">THIRD c</div>
            <p>Between</p>
            <div style="display: inline-block; border: 1pt solid">ALONE</div> <p>After</p>
            """)
        let from = try word(r.words, "FROM"), to = try word(r.words, "TO"), third = try word(r.words, "THIRD")
        // Two 40% boxes (187.2 pt) and a quarter-em gap on one line; the third on the next.
        #expect(abs(from.yMin - to.yMin) < 0.5, "\(from) \(to)")
        #expect(abs(to.xMin - from.xMin - (187.2 + 3)) < 1.5, "\(from) \(to)")
        #expect(third.yMin > from.yMax && abs(third.xMin - from.xMin) < 0.5, "\(third)")
        let alone = try word(r.words, "ALONE"), after = try word(r.words, "After")
        #expect(after.yMin > alone.yMax)
    }

    @Test("a box with padding in a table cell sized to its content keeps its padding (the text was at the box's edge)")
    func paddedBoxInNarrowCell() throws {
        let r = try render(#"<table><tr><td><div style="padding: 0 20pt; border: 1pt solid">one</div></td><td>two</td></tr></table>"#)
        let plain = try render(#"<table><tr><td><div>one</div></td><td>two</td></tr></table>"#)
        #expect(abs(try word(r.words, "one").xMin - word(plain.words, "one").xMin - 21) < 1, "\(r.words)")
    }
}
