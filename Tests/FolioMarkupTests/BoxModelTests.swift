import Folio
import FolioTestSupport
import Foundation
import Testing

/// Margins through block containers, the user-agent defaults of the HTML standard's rendering
/// section, and `visibility`.
@Suite("HTML box model and defaults")
struct BoxModelTests {
    /// The paragraphs of `html`'s body, found through groups.
    static func paragraphs(_ html: String) throws -> [Paragraph] {
        var out: [Paragraph] = []
        func walk(_ blocks: [Block]) {
            for b in blocks {
                switch b {
                case .paragraph(let p): out.append(p)
                case .group(let g): walk(g.content)
                default: break
                }
            }
        }
        walk(try MarkupDocument(string: html).document.blocks)
        return out
    }

    @Test("a <p> alone in a <div> keeps its margins (asciidoc's div.paragraph): 1em above and below")
    func marginsThroughDiv() throws {
        let ps = try Self.paragraphs("<div class=paragraph><p>one</p></div><div class=paragraph><p>two</p></div>")
        #expect(ps.map(\.text.string) == ["one", "two"])
        for p in ps {
            #expect(p.style.margins?.top == 12 && p.style.margins?.bottom == 12, "margins: \(String(describing: p.style.margins))")
        }
    }

    @Test("parent and child margins collapse (largest positive plus most negative); horizontal ones add up")
    func collapsing() throws {
        let ps = try Self.paragraphs("""
            <div style="margin: 20pt 0 4pt 10pt"><p style="margin: -5pt 0 8pt 5pt">a</p></div>
            <div style="margin-top: 3pt"><p style="margin-top: 9pt">b</p></div>
            """)
        let a = try #require(ps.first?.style.margins)
        let b = try #require(ps.last?.style.margins)
        #expect(a.top == 15 && a.bottom == 8 && a.left == 15)
        #expect(b.top == 9)
    }

    @Test("a <div> with a border keeps its own box: no collapsing through it")
    func boxStopsCollapsing() throws {
        let m = try MarkupDocument(string: "<div style='border: 1pt solid red; margin: 0'><p>boxed</p></div>")
        guard case .group(let g)? = m.document.blocks.first else { Issue.record("expected a group"); return }
        #expect(g.style.borderTop?.width == 1)
        guard case .paragraph(let p)? = g.content.first else { Issue.record("expected a paragraph"); return }
        #expect(p.style.margins?.top == 12)
    }

    @Test("an empty element with a box or a height is kept (a panel, a rule, a spacer); an empty bare <div> is not")
    func emptyBoxes() throws {
        let m = try MarkupDocument(string: """
            <div></div><div class=clear></div>
            <div style="height: 50pt; background: #ccc"></div>
            <div style="border-top: 1pt solid black"></div>
            <div style="min-height: 20pt"></div>
            <div style="float: right; width: 40pt; height: 40pt; background: red"></div><p>text</p>
            """)
        let blocks = m.document.blocks
        let groups = blocks.compactMap { b -> Group? in if case .group(let g) = b { g } else { nil } }
        #expect(groups.count == 4, "\(blocks)")
        #expect(groups.allSatisfy { $0.content.isEmpty })
        #expect(groups.first?.style.background != nil && groups.first?.style.minimumHeight == 50)
        #expect(groups.dropFirst().first?.style.borderTop?.width == 1)
        #expect(groups.dropFirst(2).first?.style.minimumHeight == 20)
        #expect(groups.last?.style.float == .right)
    }

    @Test("<dt> is regular (as the HTML standard has it), <dd> indented 40px, a term kept with its definition")
    func definitionLists() throws {
        let ps = try Self.paragraphs("<dl><dt>Term<dd>Definition</dl><dl><dt><b>Bold term</b><dd>x</dl>")
        let term = try #require(ps.first { $0.text.string == "Term" })
        #expect(term.text.runs.allSatisfy { ($0.attributes.font?.weight ?? 400) < 600 })
        #expect(term.style.keepWithNext == true)
        let definition = try #require(ps.first { $0.text.string == "Definition" })
        #expect(definition.style.margins?.left == 30)
        let bold = try #require(ps.first { $0.text.string == "Bold term" })
        #expect(bold.text.runs.allSatisfy { ($0.attributes.font?.weight ?? 400) >= 600 })
    }

    @Test("user-agent defaults: address italic, td padding 1px, b bolder, nested lists without margins")
    func defaults() throws {
        let address = try #require(try Self.paragraphs("<address>Somewhere</address>").first)
        #expect(address.text.runs.first?.attributes.font?.italic == true)
        let m = try MarkupDocument(string: "<table><tr><td>cell</td></tr></table>")
        guard case .table(let t)? = m.document.blocks.first else { Issue.record("expected a table"); return }
        #expect(t.rows.first?.cells.first?.padding == EdgeInsets(top: 0.75, left: 0.75, bottom: 0.75, right: 0.75))
    }

    @Test("visibility: hidden hides an element's own text (Sphinx's ¶ marks), not a visible descendant's")
    func visibility() throws {
        let m = try MarkupDocument(string: """
            <h2 id=s>Section<a class=headerlink href="#s" style="visibility: hidden">¶</a></h2>
            <p style="visibility: hidden">secret <span style="visibility: visible">shown</span></p>
            <p style="visibility: hidden; background: black">in a hidden box</p>
            """)
        guard case .heading(let h)? = m.document.blocks.first else { Issue.record("expected a heading"); return }
        #expect(h.text.string == "Section")
        let text = try PDFTools.text(try PDFTools.save(try m.document.pdfBytes(), name: "visibility.pdf"))
        #expect(text.contains("shown") && text.contains("Section"))
        #expect(!text.contains("secret") && !text.contains("¶") && !text.contains("hidden box"))
    }
}

/// `position: absolute` and `fixed`: out of the flow; fixed ones on every page.
@Suite("HTML positioned elements")
struct PositionTests {
    @Test("an absolutely positioned overlay takes no room: the text after it starts where it would without it")
    func absoluteTakesNoRoom() throws {
        let plain = try MarkupDocument(string: "<p>before</p><p>after</p>").document.pdfBytes()
        let overlaid = try MarkupDocument(string: """
            <p>before</p><div style="position: absolute; background: black; height: 300px">overlay words</div><p>after</p>
            """).document.pdfBytes()
        let a = try PDFTools.save(plain, name: "plain.pdf"), b = try PDFTools.save(overlaid, name: "overlay.pdf")
        let words = try PDFTools.words(b)
        #expect(words.contains { $0.text == "overlay" })
        // "after" is where it is without the overlay: the overlay's 225 pt took no room.
        let without = try #require(try PDFTools.words(a).first { $0.text == "after" })
        let with = try #require(words.first { $0.text == "after" })
        #expect(abs(with.yMin - without.yMin) < 0.5, "after at \(with.yMin), \(without.yMin) without the overlay")
        // The overlay starts where it would have in the flow: at "after"'s line.
        let overlay = try #require(words.first { $0.text == "overlay" })
        #expect(overlay.yMin < with.yMax && overlay.yMax > with.yMin)
    }

    @Test("a fixed element repeats on every page from its first; the document does not end on a page of it alone")
    func fixedRepeats() throws {
        let body = (0..<120).map { "<p>paragraph \($0) of the flowing text.</p>" }.joined()
        // In the page's top margin, clear of the text (a fixed element draws over the flow).
        let m = try MarkupDocument(string: "<div style='position: fixed; top: -20pt; left: 0'>RUNNING BANNER</div>" + body)
        let path = try PDFTools.save(try m.document.pdfBytes(), name: "fixed.pdf")
        let pages = try PDFTools.pageTexts(path)
        #expect(pages.count >= 3)
        for (n, page) in pages.enumerated() {
            #expect(page.components(separatedBy: "RUNNING BANNER").count == 2, "page \(n + 1) has the banner once")
            #expect(page.contains("paragraph"), "page \(n + 1) has text of its own")
        }
    }

    @Test("top, left, right and bottom parse; an offset past any page is ignored, never an error")
    func offsets() throws {
        let m = try MarkupDocument(string: """
            <div style="position: absolute; top: 10pt; left: 20pt; right: 30pt">a</div>
            <div style="position: fixed; bottom: 1e9px">b</div>
            """)
        let placements = m.document.blocks.compactMap { $0.style?.placement }
        #expect(placements.first == .absolute(top: 10, left: 20, bottom: nil, right: 30))
        #expect(placements.last == .fixed(top: nil, left: nil, bottom: nil, right: nil))
        _ = try m.document.pdfBytes()
    }
}

extension PositionTests {
    @Test("a table's header rows are repeated on pages that also hold a fixed element")
    func headersRepeatUnderFixed() throws {
        let rows = (0..<150).map { "<tr><td>row \($0)</td><td>value</td></tr>" }.joined()
        let m = try MarkupDocument(string: """
            <div style="position: fixed; top: -20pt">BANNER</div>
            <table><thead><tr><th>HEADNAME</th><th>HEADVALUE</th></tr></thead><tbody>\(rows)</tbody></table>
            """)
        let pages = try PDFTools.pageTexts(try PDFTools.save(try m.document.pdfBytes(), name: "fixed-table.pdf"))
        #expect(pages.count >= 3)
        for (n, page) in pages.enumerated() {
            #expect(page.contains("HEADNAME") && page.contains("BANNER"), "page \(n + 1)")
        }
    }
}

/// `position: absolute` inside a `position: relative` block: offsets from that block's padding box.
extension PositionTests {
    static let card = """
        <style>
        .card { position: relative; border: 1pt solid black; padding: 6pt 6pt 20pt; margin-left: 80pt; margin-top: 200pt }
        .card p { margin: 0 }
        </style>
        <p>before</p>
        <div class="card">
        <div style="position: absolute; top: 0; left: 0">NOTE</div>
        <div style="position: absolute; top: 0; right: 0">BADGE</div>
        <p>card text</p><p style="text-align: right">end</p>
        <div style="position: absolute; bottom: 0; left: 0">FOOT</div>
        </div>
        """

    @Test("an absolute box's offsets are from its relative ancestor's padding box: corners of a card, not of the page")
    func absoluteInRelative() throws {
        let path = try PDFTools.save(try MarkupDocument(string: Self.card).document.pdfBytes(), name: "card.pdf")
        let words = try PDFTools.words(path)
        func word(_ text: String) throws -> PDFTools.Word { try #require(words.first { $0.text == text }, "\(text) in \(words.map(\.text))") }
        let card = try word("card"), end = try word("end")
        let note = try word("NOTE"), badge = try word("BADGE"), foot = try word("FOOT")
        // The card's text is 1 pt (border) + 6 pt (padding) in from the box; the notes 1 pt.
        #expect(abs(note.xMin - (card.xMin - 6)) < 1.5, "NOTE at x \(note.xMin), card text at \(card.xMin)")
        #expect(abs(note.yMin - (card.yMin - 6)) < 1.5, "NOTE at y \(note.yMin), card text at \(card.yMin)")
        #expect(abs(badge.xMax - (end.xMax + 6)) < 1.5, "BADGE ends at x \(badge.xMax), right-aligned text at \(end.xMax)")
        #expect(abs(badge.yMin - note.yMin) < 0.5)
        // At the bottom of the padding box: under the text by the 20 pt padding less its own line.
        #expect(foot.yMin > end.yMax + 4 && foot.yMax < end.yMax + 24, "FOOT at y \(foot.yMin)–\(foot.yMax), text ends at \(end.yMax)")
        #expect(abs(foot.xMin - note.xMin) < 0.5)
    }

    @Test("without a positioned ancestor the offsets stay from the page's content area; a fixed box ignores a relative one")
    func absoluteWithoutRelative() throws {
        let html = Self.card.replacingOccurrences(of: "position: relative;", with: "")
        let plain = try PDFTools.words(try PDFTools.save(try MarkupDocument(string: html).document.pdfBytes(), name: "nocard.pdf"))
        let before = try #require(plain.first { $0.text == "before" }), note = try #require(plain.first { $0.text == "NOTE" })
        #expect(abs(note.yMin - before.yMin) < 0.5 && abs(note.xMin - before.xMin) < 0.5, "NOTE at the content area's corner")
        let fixed = Self.card.replacingOccurrences(of: "absolute; top: 0; left: 0", with: "fixed; top: 0; left: 0")
        let words = try PDFTools.words(try PDFTools.save(try MarkupDocument(string: fixed).document.pdfBytes(), name: "fixedcard.pdf"))
        let first = try #require(words.first { $0.text == "before" }), pinned = try #require(words.first { $0.text == "NOTE" })
        #expect(abs(pinned.yMin - first.yMin) < 0.5 && abs(pinned.xMin - first.xMin) < 0.5, "a fixed NOTE at the page's corner")
    }

    @Test("a relative block with one block folds into it and stays the containing block; one holding only an absolute box does not fold")
    func relativeFolds() throws {
        let m = try MarkupDocument(string: """
            <div style="position: relative; margin-top: 5pt"><p>one</p></div>
            <div style="position: relative"><div style="position: absolute; top: 0">two</div></div>
            """)
        let blocks = m.document.blocks
        #expect(blocks.count == 2)
        guard case .paragraph(let p) = blocks.first else { Issue.record("\(blocks)"); return }
        #expect(p.style.placement == .relative)
        guard case .group(let g) = blocks.last else { Issue.record("\(blocks)"); return }
        #expect(g.style.placement == .relative && g.content.first?.style?.placement == .absolute(top: 0))
    }
}

/// `position: relative` offsets, and absolute boxes inside absolute ones.
extension PositionTests {
    static func words(_ html: String, name: String) throws -> [PDFTools.Word] {
        try PDFTools.words(try PDFTools.save(try MarkupDocument(string: html).document.pdfBytes(), name: name))
    }

    @Test("a relative block is drawn at its offsets, box and text alike, and the blocks around it keep their places")
    func relativeOffsets() throws {
        let plain = """
            <p>before</p><div style="position: relative; BOX background: #ddd">moved words</div><p>after</p>
            <div style="position: relative; BACK">back</div>
            """
        let still = try Self.words(plain.replacingOccurrences(of: "BOX", with: "").replacingOccurrences(of: "BACK", with: ""), name: "still.pdf")
        let moved = try Self.words(plain.replacingOccurrences(of: "BOX", with: "left: 40pt; top: 20pt;")
            .replacingOccurrences(of: "BACK", with: "right: 10pt; bottom: 5pt; top: 50%"), name: "moved.pdf")
        func word(_ w: [PDFTools.Word], _ text: String) throws -> PDFTools.Word { try #require(w.first { $0.text == text }) }
        func shift(_ text: String) throws -> (dx: Double, dy: Double) {
            let a = try word(still, text), b = try word(moved, text)
            return (b.xMin - a.xMin, b.yMin - a.yMin)
        }
        for text in ["before", "after"] {
            let d = try shift(text)
            #expect(abs(d.dx) < 0.1 && abs(d.dy) < 0.1, "\(text) moved by \(d)")
        }
        let d = try shift("moved")
        #expect(abs(d.dx - 40) < 0.1 && abs(d.dy - 20) < 0.1, "moved by \(d)")
        // `right` and `bottom` move left and up; a percentage `top` is `auto` (the containing block's height depends on its content).
        let back = try shift("back")
        #expect(abs(back.dx + 10) < 0.1 && abs(back.dy + 5) < 0.1, "back moved by \(back)")
        let blocks = try MarkupDocument(string: plain.replacingOccurrences(of: "BOX", with: "left: 40pt; top: 20pt;")).document.blocks
        let offsets: [Size] = blocks.compactMap { $0.style?.offset }
        #expect(offsets.contains(Size(width: 40, height: 20)), "\(offsets)")
    }

    @Test("a relative block's box is drawn at its offsets too")
    func relativeBoxMoves() throws {
        let html = #"<div style="position: relative; left: 30pt; top: 12pt; background: black; color: white">x</div>"#
        let path = try PDFTools.save(try MarkupDocument(string: html).document.pdfBytes(), name: "relative-box.pdf")
        let raster = try PDFTools.render(path, page: 1, dpi: 72)
        func dark(_ x: Int, _ y: Int) -> Bool { raster.pixel(x, y, is: (0, 0, 0), tolerance: 8) }
        // The content area starts 72 pt in (the default margins): the box's left edge is at 102 pt, its top at 84 pt.
        #expect(dark(103, 97) && !dark(100, 97) && !dark(130, 82) && dark(130, 85), "the box's corner is not at (102, 84)")
    }

    @Test("an absolute box inside an absolute one is placed from the outer one's padding box")
    func absoluteInAbsolute() throws {
        let html = """
            <div style="position: absolute; top: 100pt; left: 50pt; right: 100pt; padding: 10pt; border: 1pt solid black">
            <p style="margin: 0">outer text</p><p style="margin: 0; text-align: right">end</p><p style="margin: 0">more</p><p style="margin: 0">last</p>
            <div style="position: absolute; bottom: 0; left: 20pt">FOOT</div>
            <div style="position: absolute; top: 0; left: 0">HEAD</div>
            </div>
            """
        let words = try Self.words(html, name: "abs-in-abs.pdf")
        func word(_ text: String) throws -> PDFTools.Word { try #require(words.first { $0.text == text }, "\(text) in \(words.map(\.text))") }
        let outer = try word("outer"), last = try word("last"), head = try word("HEAD"), foot = try word("FOOT")
        // HEAD at the padding box's top: 10 pt above the first line's top.
        #expect(abs(head.yMin - (outer.yMin - 10)) < 1.5, "HEAD at y \(head.yMin), outer text at \(outer.yMin)")
        // FOOT at the padding box's bottom: its line ends 10 pt below the last line's.
        #expect(abs(foot.yMax - (last.yMax + 10)) < 1.5, "FOOT ends at y \(foot.yMax), last line at \(last.yMax)")
        // Both from the padding box's left edge, 10 pt left of the text.
        #expect(abs(head.xMin - (outer.xMin - 10)) < 1.5, "HEAD at x \(head.xMin), outer text at \(outer.xMin)")
        #expect(abs(foot.xMin - (outer.xMin + 10)) < 1.5, "FOOT at x \(foot.xMin), outer text at \(outer.xMin)")
    }
}

/// `width`, `min-width`, `max-width` and `auto` margins on block boxes.
@Suite("HTML box widths")
struct BoxWidthTests {
    /// The words of `body` set on letter paper with the default 72 pt margins (the measure is
    /// 468 pt from x = 72), without the page number at the foot.
    static func words(_ body: String) throws -> [PDFTools.Word] {
        try PDFTools.words(try PDFTools.save(try MarkupDocument(string: "<style>div { padding: 0; margin: 0 }</style>" + body)
            .document.pdfBytes(), name: "widths-\(UUID().uuidString).pdf")).filter { $0.yMin < 720 }
    }

    @Test("auto margins centre a box of a given width, or put it at the right; padding and border add to a CSS width")
    func autoMargins() throws {
        let centred = try Self.words(#"<div style="width: 200pt; margin: 0 auto">Centred</div>"#)
        #expect(abs(try #require(centred.first).xMin - (72 + 134)) < 1, "\(centred)")
        let right = try Self.words(#"<div style="width: 50%; margin-left: auto">Right</div>"#)
        #expect(abs(try #require(right.first).xMin - (72 + 234)) < 1, "\(right)")
        // 180 pt of content + 2 × 10 pt padding = a 200 pt box, centred: its text 10 pt inside it.
        let padded = try Self.words(#"<div style="width: 180pt; padding: 0 10pt; margin: 0 auto">Padded</div>"#)
        #expect(abs(try #require(padded.first).xMin - (72 + 134 + 10)) < 1, "\(padded)")
    }

    @Test("box-sizing: border-box puts padding and border inside width and height; content-box adds them")
    func boxSizing() throws {
        // A 200 pt border box centred: its text 10 pt + 2 pt inside its left edge at 72 + 134.
        let border = try Self.words(#"<div style="box-sizing: border-box; width: 200pt; padding: 0 10pt; border: 2pt solid; margin: 0 auto">Box</div>"#)
        #expect(abs(try #require(border.first).xMin - (72 + 134 + 12)) < 1, "\(border)")
        // The same as content-box: a 224 pt box, 122 pt from the measure's left.
        let content = try Self.words(#"<div style="width: 200pt; padding: 0 10pt; border: 2pt solid; margin: 0 auto">Box</div>"#)
        #expect(abs(try #require(content.first).xMin - (72 + 122 + 12)) < 1, "\(content)")
        // Inherited by nothing, set on everything by the usual `*` rule.
        let height = try MarkupDocument(string: "<style>* { box-sizing: border-box }</style><div style='height: 50pt; padding: 10pt; background: red'></div>").document.blocks
        guard case .group(let g)? = height.first else { Issue.record("\(height)"); return }
        #expect(g.style.minimumHeight == 50)
    }

    @Test("calc() mixing a percentage and lengths sizes and places boxes: width, margins, flex-basis")
    func mixedCalc() throws {
        // 100% - 1in of a 468 pt measure = 396 pt, at the right: its text 72 pt from the measure's left.
        let right = try Self.words(#"<div style="width: calc(100% - 1in); margin-left: auto">Right</div>"#)
        #expect(abs(try #require(right.first).xMin - (72 + 72)) < 1, "\(right)")
        let indented = try Self.words(#"<div style="margin-left: calc(25% + 10pt)">In</div>"#)
        #expect(abs(try #require(indented.first).xMin - (72 + 117 + 10)) < 1, "\(indented)")
        // Three cards a line: each (468 - 2 × 18) / 3 = 144 pt, then a fourth on the next line.
        let cards = try Self.words(#"""
            <div style="display: flex; flex-wrap: wrap; gap: 18pt">
            <div style="flex: 0 0 calc((100% - 2 * 18pt) / 3)">A1</div><div style="flex: 0 0 calc((100% - 2 * 18pt) / 3)">A2</div>
            <div style="flex: 0 0 calc((100% - 2 * 18pt) / 3)">A3</div><div style="flex: 0 0 calc((100% - 2 * 18pt) / 3)">A4</div></div>
            """#)
        let x = try ["A1", "A2", "A3", "A4"].map { name in try #require(cards.first { $0.text == name }) }
        #expect(abs(x[1].xMin - x[0].xMin - 162) < 1 && abs(x[2].xMin - x[1].xMin - 162) < 1, "\(x)")
        #expect(abs(x[3].xMin - x[0].xMin) < 1 && x[3].yMin > x[0].yMax, "\(x)")
    }

    @Test("max-width wraps the text inside it; min-width wins over it; neither goes past the measure")
    func limits() throws {
        let text = String(repeating: "word ", count: 60)
        let narrow = try Self.words(#"<div style="max-width: 100pt">\#(text)</div>"#)
        #expect(narrow.count == 60 && narrow.allSatisfy { $0.xMax <= 172.5 }, "\(narrow.count) words, to x \(narrow.map(\.xMax).max() ?? 0)")
        let both = try Self.words(#"<div style="max-width: 100pt; min-width: 200pt">\#(text)</div>"#)
        #expect(both.contains { $0.xMax > 200 } && both.allSatisfy { $0.xMax <= 272.5 })
        let wide = try Self.words(#"<div style="min-width: 2000pt">\#(text)</div>"#)
        #expect(wide.count == 60 && wide.allSatisfy { $0.xMax <= 540.5 })
    }

    @Test("an inline-block on a line of its own is as wide as its content, placed by its parent's text-align")
    func inlineBlock() throws {
        // At the right end of the measure (72 + 468), its text starting at the box's left.
        let right = try Self.words(#"<div style="text-align: right"><div style="display: inline-block; text-align: left">Badge text</div></div>"#)
        let first = try #require(right.first), last = try #require(right.last)
        #expect(abs(last.xMax - 540) < 1.5 && first.xMin > 400, "\(right)")
        // Long content wraps at the measure.
        let long = try Self.words(#"<div style="display: inline-block">\#(String(repeating: "word ", count: 200))</div>"#)
        #expect(long.count == 200 && long.allSatisfy { $0.xMax <= 540.5 })
        // Its background covers its content and padding only (a block's would run to x = 540).
        let pdf = try PDFTools.save(try MarkupDocument(string: #"<div style="display: inline-block; background: black; color: white; padding: 4pt">Badge</div>"#)
            .document.pdfBytes(), name: "inline-block-\(UUID().uuidString).pdf")
        let badge = try #require(try PDFTools.words(pdf).first)
        let raster = try PDFTools.render(pdf, page: 1, dpi: 72)
        let y = Int((badge.yMin + badge.yMax) / 2)
        #expect(raster[Int(badge.xMax) + 2, y].r < 64, "the padding is painted")
        #expect(raster[Int(badge.xMax) + 20, y].r > 192, "past the padding, the page")
    }

    @Test("an absolute box takes its width from `width`")
    func absoluteWidth() throws {
        let words = try Self.words(#"<div style="position: absolute; top: 0; left: 10pt; width: 80pt">\#(String(repeating: "word ", count: 30))</div>"#)
        #expect(words.count == 30 && words.allSatisfy { $0.xMin >= 81.5 && $0.xMax <= 162.5 }, "\(words.map(\.xMax).max() ?? 0)")
    }

    @Test("a block's box inside a table cell is drawn (it was left out), at its own width")
    func boxInCell() throws {
        let html = #"<table cellpadding="0" cellspacing="0"><tr><td><div style="background: black; width: 60pt">&nbsp;</div></td><td>next</td></tr></table>"#
        let path = try PDFTools.save(try MarkupDocument(string: html).document.pdfBytes(), name: "box-in-cell.pdf")
        let raster = try PDFTools.render(path, page: 1, dpi: 72)
        func dark(_ x: Int, _ y: Int) -> Bool { raster.pixel(x, y, is: (0, 0, 0), tolerance: 8) }
        #expect(dark(75, 78) && dark(128, 78) && !dark(135, 78), "no 60 pt black box at the cell's top left")
    }

    @Test("height and min-height make a box at least that tall (border box from the content height); taller content grows it")
    func leastHeights() throws {
        let html = """
            <div style="border: 1pt solid black; height: 100pt; margin: 0">one</div>
            <div style="border: 1pt solid black; min-height: 10pt; margin: 10pt 0 0; padding: 5pt">two<br>lines</div>
            <div style="background: #ddf; min-height: 60pt; margin: 10pt 0 0">three</div>
            <p style="margin: 12pt 0 0">four</p>
            """
        let words = try PositionTests.words(html, name: "least-heights.pdf")
        func top(_ text: String) throws -> Double {
            try #require(words.first { $0.text == text }, "\(text) in \(words.map { $0.text })").yMin
        }
        let two = try top("two"), lines = try top("lines"), three = try top("three"), four = try top("four")
        // The first box: 100 pt of content plus its borders, from y 72; the second's text 10 + 1 + 5 below it.
        #expect(abs(two - (72 + 102 + 10 + 1 + 5)) < 1.5, "two at \(two)")
        // The third box is 60 pt tall whatever its one line; the paragraph after it 12 pt below.
        #expect(abs(four - (three + 60 + 12)) < 1.5, "three at \(three), four at \(four)")
        // The second box's two lines are taller than its least height: it holds them, no more.
        #expect(abs(three - (lines + 14 + 5 + 1 + 10)) < 3, "lines at \(lines), three at \(three)")
    }
}
