import Folio
import FolioTesting
import Testing

/// Each page's non-empty lines of `html` printed on 300 × 400 pt pages with 36 pt margins
/// (328 pt of content: twenty lines of 16 pt), without page numbers.
private func pages(_ html: String) throws -> [[String]] {
    let page = try MarkupDocument(string: html)
    let bytes = try page.document.pdfBytes(paper: Paper(name: "test", size: Size(width: 300, height: 400)),
                                           margins: EdgeInsets(all: 36), footer: nil)
    return try PDFTools.pageTexts(try PDFTools.save(bytes)).map { text in
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

/// A paragraph of `n` lines, `tag1` … `tagN`, one per line.
private func lines(_ tag: String, _ n: Int, attributes: String = "") -> String {
    "<p\(attributes)>" + (1...n).map { "\(tag)\($0)" }.joined(separator: "<br>") + "</p>"
}

private let css = "<style>body { margin: 0 } p { margin: 0; font-size: 10pt; line-height: 16pt }</style>"

@Suite("orphans, widows and break-inside in HTML (CSS Fragmentation 3)")
struct FragmentationTests {
    /// The page (1-based) each line of the second paragraph lands on.
    private func placement(first: Int, secondStyle: String = "", bodyStyle: String = "") throws -> [Int] {
        let html = css + "<body style='\(bodyStyle)'>" + lines("a", first) + lines("b", 6, attributes: " style='\(secondStyle)'")
        let printed = try pages(html)
        return (1...6).map { k in (printed.firstIndex { $0.contains("b\(k)") } ?? -1) + 1 }
    }

    @Test("the defaults (2 and 2) leave room as before: four lines at the foot, two carried over")
    func defaults() throws {
        #expect(try placement(first: 16) == [1, 1, 1, 1, 2, 2])
        // One line of room: two orphans are needed, so the paragraph moves whole.
        #expect(try placement(first: 19) == [2, 2, 2, 2, 2, 2])
    }

    @Test("widows: 3 carries three lines to the next page; widows: 5 takes one more from the foot than 2 does")
    func widows() throws {
        #expect(try placement(first: 16, secondStyle: "widows: 3") == [1, 1, 1, 2, 2, 2])
        #expect(try placement(first: 16, secondStyle: "widows: 5") == [2, 2, 2, 2, 2, 2])
    }

    @Test("orphans: 5 moves a paragraph that could leave only four lines; orphans: 1 and widows: 1 leave one line")
    func orphans() throws {
        #expect(try placement(first: 16, secondStyle: "orphans: 5") == [2, 2, 2, 2, 2, 2])
        #expect(try placement(first: 19, secondStyle: "orphans: 1; widows: 1") == [1, 2, 2, 2, 2, 2])
    }

    @Test("orphans and widows inherit: set on the body, they hold for its paragraphs")
    func inherited() throws {
        #expect(try placement(first: 16, bodyStyle: "widows: 3") == [1, 1, 1, 2, 2, 2])
        #expect(try placement(first: 19, bodyStyle: "orphans: 1; widows: 1") == [1, 2, 2, 2, 2, 2])
    }

    @Test("break-inside: avoid moves the whole paragraph; page-break-inside too")
    func breakInside() throws {
        #expect(try placement(first: 16, secondStyle: "break-inside: avoid") == [2, 2, 2, 2, 2, 2])
        #expect(try placement(first: 16, secondStyle: "page-break-inside: avoid") == [2, 2, 2, 2, 2, 2])
    }

    @Test("values that are not positive integers are ignored, the earlier value kept", arguments: [
        "widows: 0", "widows: -1", "widows: 2.5", "widows: auto", "widows: 3px", "orphans: 0",
    ])
    func invalid(declaration: String) throws {
        let document = try HTMLDocument(string: "<p style='widows: 4; orphans: 3; \(declaration)'>x")
        let p = try #require(document.elements(named: "p").first)
        let computed = StyledDocument(document: document).computedStyle(of: p)
        #expect(computed.widows == 4 && computed.orphans == 3, "\(declaration)")
    }

    @Test("the computed values: initial 2, a huge value kept as the largest 32-bit count")
    func computed() throws {
        let document = try HTMLDocument(string: "<div style='orphans: 7'><p>x</p></div><p style='widows: 1e12'>y</p>")
        let styled = StyledDocument(document: document)
        let ps = document.elements(named: "p")
        #expect(styled.computedStyle(of: ps[0]).orphans == 7 && styled.computedStyle(of: ps[0]).widows == 2)
        #expect(styled.computedStyle(of: ps[1]).widows == Int32.max)
    }
}
