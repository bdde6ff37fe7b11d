import Folio
import FolioTesting
import Testing

/// The items of the first list of `html`.
private func items(_ html: String) throws -> [List.Item] {
    func first(_ blocks: [Block]) -> List? {
        for block in blocks {
            switch block {
            case .list(let l): return l
            case .group(let g): if let l = first(g.content) { return l }
            default: continue
            }
        }
        return nil
    }
    return try #require(first(try MarkupDocument(string: html).document.blocks)).items
}

@Suite("List markers: ::marker and list-style-type strings")
struct MarkerTests {
    @Test("::marker content: strings, counter(list-item) with ol start and li value, attr(); none hides the marker")
    func content() throws {
        let html = """
            <style>li::marker { content: "Step " counter(list-item) ": " } li.a::marker { content: attr(data-k) ") " }
            li.n::marker { content: none } li.u::marker { content: counter(list-item, upper-roman) }</style>
            <ol start=3><li>a<li value=7>b<li class=a data-k=K>c<li class=n>d<li class=u>e</ol>
            """
        let got = try items(html).map(\.markerText)
        #expect(got == ["Step 3: ", "Step 7: ", "K) ", "", "X"], "\(got)")
    }

    @Test("in an <ol reversed>, counter(list-item) counts down from the number of items, or from start; li value too")
    func reversed() throws {
        let css = "<style>li::marker { content: counter(list-item) \")\" }</style>"
        #expect(try items(css + "<ol reversed><li>a<li>b<li>c</ol>").map(\.markerText) == ["3)", "2)", "1)"])
        #expect(try items(css + "<ol reversed start=10><li>a<li value=4>b<li>c</ol>").map(\.markerText) == ["10)", "4)", "3)"])
        // A hidden item is not counted.
        #expect(try items(css + "<ol reversed><li>a<li style='display: none'>x<li>b</ol>").map(\.markerText) == ["2)", "1)"])
    }

    @Test("::marker styles reach the marker's attributes: colour, font size, weight, style, family; normal content keeps the list's marker")
    func styles() throws {
        let html = """
            <style>li { color: #333; font-size: 10pt } li::marker { color: rgb(200, 0, 0); font-size: 14pt; font-weight: bold;
            font-style: italic; font-family: monospace }</style><ol><li>a<li>b</ol>
            """
        let all = try items(html)
        #expect(all.count == 2)
        for item in all {
            #expect(item.markerText == nil && item.markerStyle == nil)
            let a = try #require(item.markerAttributes)
            #expect(a.foregroundColor == Color(red: 200.0 / 255, green: 0, blue: 0))
            #expect(a.font?.size == 14 && a.font?.weight == 700 && a.font?.italic == true && a.font?.family == "monospace")
        }
        // Without a ::marker rule, the marker takes the item's colour and font, as in browsers.
        let plain = try #require(try items("<ol><li style='color: green; font-size: 8pt'>a</ol>").first?.markerAttributes)
        #expect(plain.foregroundColor == Color(red: 0, green: 128.0 / 255, blue: 0) && plain.font?.size == 8)
    }

    @Test("list-style-type as a string, on the list (inherited by its items) or through list-style")
    func stringType() throws {
        #expect(try items("<ul style='list-style-type: \"→ \"'><li>a<li>b</ul>").map(\.markerText) == ["→ ", "→ "])
        #expect(try items("<ul style='list-style: inside \"–\"'><li>a</ul>").map(\.markerText) == ["–"])
        // A keyword on one item replaces the string (and the list's keyword) for that item only.
        let mixed = try items("<style>ol { list-style-type: \"*\" } .r { list-style-type: upper-roman }</style><ol><li>a<li class=r>b</ol>")
        #expect(mixed.map(\.markerText) == ["*", nil])
        #expect(mixed.map(\.markerStyle) == [nil, .upperRoman])
        // An invalid value keeps the earlier one.
        let kept = try items("<style>ol { list-style-type: lower-roman } ol { list-style-type: \"a\" \"b\" }</style><ol><li>a</ol>")
        #expect(kept.first?.markerText == nil)
    }

    @Test("list-style-type on one item: its own marker style; the list's elsewhere")
    func itemType() throws {
        let got = try items("<ol><li>a<li style='list-style-type: lower-alpha'>b<li style='list-style-type: none'>c</ol>")
        #expect(got.map(\.markerStyle) == [nil, .lowerAlpha, List.MarkerStyle.none])
    }

    @Test("the cascade: ::marker rules by specificity, inheriting from the item; other elements have no marker style")
    func cascade() throws {
        let html = "<style>li { color: blue } #x::marker { color: red } li::marker { color: green; font-size: 20pt }</style><ul><li id=x>a<li>b</ul><p>c"
        let document = try HTMLDocument(string: html)
        let styled = StyledDocument(document: document)
        let lis = document.elements(named: "li")
        #expect(styled.computedStyle(of: .marker, of: lis[0])?.color == Color(red: 1, green: 0, blue: 0))
        #expect(styled.computedStyle(of: .marker, of: lis[1])?.color == Color(red: 0, green: 128.0 / 255, blue: 0))
        #expect(styled.computedStyle(of: .marker, of: lis[1])?.fontSize == 20)
        let p = try #require(document.elements(named: "p").first)
        #expect(styled.computedStyle(of: .marker, of: p) == nil)
    }

    @Test("the markers are drawn: their text in the PDF, in the marker's font size")
    func drawn() throws {
        let html = """
            <style>li::marker { content: "Q" counter(list-item) " "; font-size: 20pt } ul { list-style-type: "→" }</style>
            <ol><li>alpha<li>beta</ol><ul><li>gamma</ul>
            """
        let page = try MarkupDocument(string: html)
        let path = try PDFTools.save(try page.document.pdfBytes(paper: .a5, margins: EdgeInsets(all: 36), footer: nil))
        let words = try PDFTools.words(path, page: 1)
        #expect(words.map(\.text).sorted() == ["Q1", "Q1", "Q2", "alpha", "beta", "gamma"], "\(words.map(\.text))")
        let marker = try #require(words.first { $0.text == "Q1" }), text = try #require(words.first { $0.text == "alpha" })
        #expect(marker.height > 1.4 * text.height, "the marker is set at 20pt, the text at 12pt")
        #expect(marker.xMax < text.xMin, "the marker stands before the item's text")
    }

    @Test("an <input type=checkbox> starting an item, or its first paragraph, is the item's check box (checked or not); elsewhere it is left out")
    func checkBoxes() throws {
        let html = """
            <ul><li><input type="checkbox" checked disabled> Done</li><li><input type=CHECKBOX> Open</li>
            <li><p><input type="checkbox" checked>In a paragraph</p></li><li>Plain <input type="checkbox" checked></li>
            <li><input type="text"> Text field</li><li><input type="checkbox"><input type="checkbox" checked> Two</li></ul>
            """
        let all = try items(html)
        #expect(all.map(\.checkBox) == [.checked, .unchecked, .checked, nil, nil, .unchecked])
        let texts = all.map { item in
            item.content.compactMap { block -> String? in if case .paragraph(let p) = block { p.text.string } else { nil } }.joined()
        }
        #expect(texts == ["Done", "Open", "In a paragraph", "Plain", "Text field", "Two"], "\(texts)")
        // Outside a list item, a check box is no text and no box.
        let blocks = try MarkupDocument(string: "<p>Before <input type=checkbox checked> after</p>").document.blocks
        guard case .paragraph(let p)? = blocks.first else { Issue.record("\(blocks)"); return }
        #expect(p.text.string == "Before  after" || p.text.string == "Before after", "\(p.text.string)")
    }
}

/// A list's `padding-left` is its indent: where its items' text starts, the markers standing in it.
@Suite("HTML list indent")
struct ListIndentTests {
    /// The left edge of `word` and of the marker `marker` in `html` (letter paper, measure from x = 72).
    static func x(_ html: String, word: String, marker: String) throws -> (text: Double, marker: Double) {
        let words = try BoxWidthTests.words(html)
        let text = try #require(words.first { $0.text == word }, "\(word) in \(words.map(\.text))")
        let mark = try #require(words.first { $0.text == marker && abs($0.yMin - text.yMin) < 2 }, "\(marker) in \(words)")
        return (text.xMin, mark.xMin)
    }

    @Test("the user agent's 40px is a 30 pt indent; padding-left sets it, nested lists add theirs; padding 0 puts the markers outside the text's edge")
    func paddingIsIndent() throws {
        let plain = try Self.x("<ol><li>Alpha</ol>", word: "Alpha", marker: "1.")
        #expect(abs(plain.text - (72 + 30)) < 0.5, "\(plain)")
        #expect(plain.marker < plain.text, "\(plain)")
        let em = try Self.x("<ol style='padding-left: 2em; font-size: 10pt'><li>Alpha</ol>", word: "Alpha", marker: "1.")
        #expect(abs(em.text - (72 + 20)) < 0.5, "\(em)")
        let nested = try Self.x("<ol style='padding-left: 10pt'><li>a<ol style='padding-left: 15pt'><li>Beta</ol></ol>", word: "Beta", marker: "1.")
        #expect(abs(nested.text - (72 + 25)) < 0.5, "\(nested)")
        // `padding: 0`: the text at the list's edge, the marker in the margin left of it (as browsers show it).
        let flush = try Self.x("<ol style='padding: 0'><li>Gamma</ol>", word: "Gamma", marker: "1.")
        #expect(abs(flush.text - 72) < 0.5 && flush.marker < 72, "\(flush)")
        // list-style: none with padding 0 (a contents list): flush with the text around it.
        let none = try BoxWidthTests.words("<p>Body</p><ul style='padding: 0; list-style: none'><li>Delta</ul>")
        let body = try #require(none.first { $0.text == "Body" }), delta = try #require(none.first { $0.text == "Delta" })
        #expect(abs(body.xMin - delta.xMin) < 0.5, "\(body) \(delta)")
    }

    @Test("a right-to-left item is indented from the right, its marker at its text's right; a left-to-right one in the same document from the left")
    func rightToLeft() throws {
        let words = try BoxWidthTests.words("<ol dir=rtl><li>שלום עולם</ol><ol><li>Hello</ol>")
        let first = words.filter { $0.yMin < words[0].yMax - 1 }
        let marker = try #require(first.first { $0.text.contains("1") }, "\(first)")
        let text = first.filter { !$0.text.contains("1") }
        // The measure is 72…540; the item's text ends 30 pt from its right, the marker 6 pt after it.
        #expect(abs(marker.xMin - (540 - 30 + 6)) < 0.5, "\(marker)")
        #expect(!text.isEmpty && text.allSatisfy { $0.xMax <= 540 - 30 + 0.5 } && text.contains { abs($0.xMax - 510) < 0.5 }, "\(text)")
        let hello = try #require(words.first { $0.text == "Hello" })
        #expect(abs(hello.xMin - 102) < 0.5, "\(hello)")
    }
}
