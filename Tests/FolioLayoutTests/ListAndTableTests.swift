import Folio
import FolioTesting
import Testing

@Suite("Lists, tables and the table of contents")
struct ListAndTableTests {
    @Test("markers: decimal, alpha, roman, with start, value and reversed", arguments: [
        (List.MarkerStyle.decimal, 7, "7."), (.lowerAlpha, 1, "a."), (.lowerAlpha, 27, "aa."), (.upperAlpha, 28, "AB."),
        (.lowerRoman, 4, "iv."), (.upperRoman, 1994, "MCMXCIV."), (.lowerRoman, 0, "0."), (.disc, 3, "•"), (.none, 1, ""),
    ])
    func markers(style: List.MarkerStyle, n: Int, text: String) {
        #expect(style.marker(n) == text)
    }

    @Test("nested lists of mixed styles print their markers and items in order")
    func nestedLists() throws {
        let doc = Document {
            List(.decimal, start: 3) {
                "alpha item"
                List.Item {
                    Paragraph("beta item")
                    List(.lowerRoman) { "gamma item"; "delta item" }
                }
                List.Item(value: 10) { Paragraph("epsilon item") }
            }
            List(["zeta item", "eta item"], markerStyle: .upperAlpha)
        }
        let text = try Printed(doc).pages.joined(separator: "\n")
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(lines == ["3.", "alpha item", "4.", "beta item", "i.", "gamma item", "ii.", "delta item", "10.", "epsilon item",
                          "A.", "zeta item", "B.", "eta item"] || lines == ["3. alpha item", "4. beta item", "i. gamma item",
                          "ii. delta item", "10. epsilon item", "A. zeta item", "B. eta item"])
    }

    @Test("a 2,000-row table repeats its header on every page and loses no row")
    func longTable() throws {
        let rows = (0..<2000).map { ["r\($0)x", "value \($0 * 3)"] }
        let doc = Document { Table(header: ["Key", "Value"], rows) }
        let printed = try Printed(doc, size: Size(width: 400, height: 600))
        #expect(printed.pages.count > 40)
        for n in printed.pages.indices {
            let lines = printed.lines(n)
            #expect(lines.prefix(2) == ["Key", "Value"] || lines.first == "Key Value", "page \(n + 1) starts with \(lines.prefix(2))")
        }
        let keys = printed.words.filter { $0.hasPrefix("r") && $0.hasSuffix("x") }
        #expect(keys == (0..<2000).map { "r\($0)x" })
    }

    @Test("a row taller than the room left is split between pages at a line boundary inside its cell")
    func rowSplit() throws {
        let tall = prose("c0l", sentences: 30)
        let doc = Document {
            Paragraph("intro paragraph")
            Table(header: ["Name", "Notes"], [["short", "one line"], ["long row", tall], ["after", "the end"]],
                  columns: [TableColumn(width: .points(60)), TableColumn()])
        }
        let printed = try Printed(doc)
        #expect(printed.pages.count >= 2)
        // The tall cell's words start on page 1 and continue on page 2, after the repeated header.
        #expect(printed.pages[0].contains("c0l0a"))
        #expect(printed.lines(1).prefix(2) == ["Name", "Notes"] || printed.lines(1).first == "Name Notes")
        let tagged = printed.words.filter { $0.hasPrefix("c0l") }
        var expected: [String] = []
        for i in 0..<30 { expected += ["c0l\(i)a", "c0l\(i)b", "c0l\(i)c."] }
        #expect(tagged == expected)
        #expect(printed.pages.joined().contains("the end"))
    }

    @Test("a cell of many pages is split page after page: every word once, in order, each page's under its header")
    func manyPageCell() throws {
        let tall = prose("m", sentences: 400)
        let doc = Document {
            Table(header: ["Name", "Notes"], [["long row", tall], ["after", "the end"]],
                  columns: [TableColumn(width: .points(60)), TableColumn()])
        }
        let printed = try Printed(doc)
        #expect(printed.pages.count >= 6, "\(printed.pages.count) pages")
        var expected: [String] = []
        for i in 0..<400 { expected += ["m\(i)a", "m\(i)b", "m\(i)c."] }
        #expect(printed.words.filter { $0.hasPrefix("m") && $0.dropFirst().first?.isNumber == true } == expected)
        for k in 1..<printed.pages.count {
            #expect(printed.lines(k).first?.hasPrefix("Name") == true, "page \(k + 1): \(printed.lines(k).prefix(2))")
        }
        #expect(printed.pages.last?.contains("the end") == true)
    }

    @Test("a split row's tail, then a block kept with it that does not fit: the tail stays, pagination ends (fuzz-html timeout-4a215b54)",
          arguments: [8, 12, 16, 20, 24])
    func splitRowThenKeptBlock(_ sentences: Int) throws {
        // The tail of a row split over pages starts a page after the repeated header. The next
        // block, kept with the table and with a top margin larger than the room the tail leaves,
        // did not fit; breaking before the tail left a page of the header alone, made again and
        // again without end.
        let tall = prose("t", sentences: sentences)
        var table = Table(header: ["Name", "Notes"], [["tall", tall]], columns: [TableColumn(width: .points(60)), TableColumn()])
        table.style = BlockStyle(keepWithNext: true)
        for margin in [120.0, 200.0, 280.0] {
            let doc = Document {
                table
                Paragraph("kept after", style: BlockStyle(margins: EdgeInsets(top: margin, left: 0, bottom: 0, right: 0)))
            }
            // Page by page, so that a regression fails here instead of paginating for ever.
            let layout = DocumentLayout(doc)
            let area = Rect(x: 36, y: 36, width: 228, height: 328)  // Printed's 300 × 400 pt page
            var pages = 0
            while pages <= 20, try layout.page(pages, contentRect: { _ in area }) != nil { pages += 1 }
            try #require(pages <= 2 + sentences / 4, "\(sentences) sentences, margin \(margin): more than \(pages) pages")
            let printed = try Printed(doc)
            #expect(printed.pages.count == pages)
            #expect(printed.words.filter { $0.hasPrefix("t") && $0.hasSuffix("c.") }.count == sentences)
            #expect(printed.pages.last?.contains("kept after") == true)
        }
    }

    @Test("List.indent sets where items start; an item whose text starts right to left is indented from the right, its marker after it")
    func indentAndDirection() throws {
        var list = List(["Alpha", "שלום עולם"], markerStyle: .decimal)
        list.indent = 40
        let printed = try Printed(Document { list }, size: Size(width: 500, height: 600))
        let words = try PDFTools.words(printed.path)
        let alpha = try #require(words.first { $0.text == "Alpha" })
        let left = try #require(printed.pages.first).components(separatedBy: "Alpha").first ?? ""
        #expect(left.contains("1."), "the first marker precedes its text")
        // 40 pt in, 18 pt further than the document's 22 pt.
        let plain = try PDFTools.words(try Printed(Document { List(["Alpha"]) }, size: Size(width: 500, height: 600)).path)
        let before = try #require(plain.first { $0.text == "Alpha" })
        #expect(abs(alpha.xMin - before.xMin - 18) < 0.1, "\(alpha) vs \(before)")
        let second = words.filter { $0.yMin > alpha.yMax - 1 && $0.yMin < alpha.yMax + 20 }
        let marker = try #require(second.first { $0.text.contains("2") }, "\(second)")
        #expect(second.allSatisfy { $0 == marker || $0.xMax < marker.xMin }, "the marker stands right of the Hebrew text: \(second)")
        #expect(marker.xMin > alpha.xMin + 300, "\(marker)")
    }

    @Test("column widths follow content: a column of long words is wider than one of digits")
    func columnWidths() throws {
        let doc = Document {
            Table(header: ["N", "Description"], [["1", "a rather long description of the first thing"], ["2", "short"]], width: .full)
        }
        let printed = try Printed(doc, size: Size(width: 500, height: 600))
        let words = try PDFTools.words(printed.path)
        func x(_ word: String) -> Double? { words.first { $0.text == word }?.xMin }
        let n = try #require(x("N")), d = try #require(x("Description"))
        // The number column is narrow: the description column starts well left of the middle.
        #expect(d - n < 100)
        #expect(printed.pages[0].contains("a rather long description of the first thing"))
    }

    @Test("the table of contents lists each heading with the page it lands on, and links to it")
    func contents() throws {
        let doc = Document {
            TableOfContents(title: "Contents")
            PageBreak()
            for k in 0..<6 {
                Heading("Chapter C\(k)", level: 1)
                Paragraph(prose("t\(k)y", sentences: 10))
            }
        }
        let printed = try Printed(doc)
        // Where each heading really is.
        var actual: [String: Int] = [:]
        for (n, page) in printed.pages.enumerated() {
            for k in 0..<6 where page.contains("Chapter C\(k)") && n > 0 { actual["C\(k)"] = actual["C\(k)"] ?? n + 1 }
        }
        #expect(actual.count == 6)
        // -layout keeps each row together: the page numbers are tab-aligned cells, which plain
        // pdftotext lays out as a column of their own.
        let toc = try PDFTools.run("pdftotext", ["-layout", "-f", "1", "-l", "1", "-enc", "UTF-8", printed.path, "-"]).stdout
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        for k in 0..<6 {
            let entry = try #require(toc.first { $0.hasPrefix("Chapter C\(k)") }, "no entry for C\(k) in \(toc)")
            #expect(entry.hasSuffix(" \(actual["C\(k)"]!)") || entry.hasSuffix("\t\(actual["C\(k)"]!)"), "entry \(entry)")
        }
        let structure = try DocumentSummary(contentsOf: printed.path)
        #expect(structure.outline.map(\.title) == (0..<6).map { "Chapter C\($0)" })
        #expect(structure.pages[0].links.count == 6)
    }
}
