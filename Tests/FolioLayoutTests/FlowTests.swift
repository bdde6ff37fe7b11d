import Folio
import FolioTesting
import Testing

@Suite("Flow: pages fill block by block, and the keep rules hold")
struct FlowTests {
    @Test("every tagged word of a long document appears exactly once, in order")
    func noContentLost() throws {
        let doc = Document {
            for k in 0..<12 {
                Heading("Section S\(k)x", level: 2)
                Paragraph(prose("p\(k)q", sentences: 6))
            }
        }
        let printed = try Printed(doc)
        #expect(printed.pages.count > 3)
        let tagged = printed.words.filter { $0.hasPrefix("p") && $0.contains("q") }
        var expected: [String] = []
        for k in 0..<12 { for i in 0..<6 { expected += ["p\(k)q\(i)a", "p\(k)q\(i)b", "p\(k)q\(i)c."] } }
        #expect(tagged == expected)
    }

    @Test("a heading is never the last thing on a page")
    func headingsKeepWithNext() throws {
        // Paragraph lengths vary so that headings fall at every height of the page.
        let doc = Document {
            for k in 0..<30 {
                Heading("Heading H\(k)", level: 3)
                Paragraph(prose("h\(k)z", sentences: 1 + k % 4))
            }
        }
        let printed = try Printed(doc)
        #expect(printed.pages.count >= 5)
        for (n, _) in printed.pages.enumerated() {
            guard let last = printed.lines(n).last else { continue }
            #expect(!last.hasPrefix("Heading"), "page \(n + 1) ends with \(last)")
        }
    }

    @Test("a heading before a framed block (a box with padding) is never the last thing on a page")
    func headingsKeepWithFramedBlocks() throws {
        // The box's empty top is an item of its own; the heading must stay with the line after it.
        let framed = BlockStyle(padding: EdgeInsets(all: 4), border: Border(width: 1))
        let doc = Document {
            for k in 0..<30 {
                Heading("Heading H\(k)", level: 3)
                Group([.paragraph(Paragraph(prose("f\(k)z", sentences: 1 + k % 3)))], style: framed)
            }
        }
        let printed = try Printed(doc)
        #expect(printed.pages.count >= 5)
        for (n, _) in printed.pages.enumerated() {
            guard let last = printed.lines(n).last else { continue }
            #expect(!last.hasPrefix("Heading"), "page \(n + 1) ends with \(last)")
        }
    }

    @Test("no page holds only a rule: a rule that does not fit goes over with the line before it")
    func rulesNeverAlone() throws {
        let doc = Document {
            for k in 0..<17 { Paragraph("Line L\(k) of the page.") }
            Rule()
        }
        // Some page height leaves room for the last line, not for the rule: each is tried.
        for height in stride(from: 380.0, through: 420, by: 2) {
            let printed = try Printed(doc, size: Size(width: 300, height: height))
            for (n, _) in printed.pages.enumerated() {
                #expect(!printed.lines(n).isEmpty, "\(height) pt: page \(n + 1) holds only the rule")
            }
        }
    }

    @Test("no page holds only white space: blank lines at the top of a page the flow ran onto are dropped")
    func blankLinesNeverAPage() throws {
        let doc = Document {
            Paragraph("Words on the first page.")
            Preformatted("code\n" + String(repeating: "\n", count: 60))
        }
        let printed = try Printed(doc)
        for (n, _) in printed.pages.enumerated() {
            #expect(!printed.lines(n).isEmpty, "page \(n + 1) holds only white space")
        }
        // After a page break, blank lines are kept: they were asked for.
        let broken = try Printed(Document {
            Paragraph("First page.")
            PageBreak()
            Preformatted("\n\n\nafter three blank lines")
        })
        let first = try #require(try PDFTools.words(broken.path, page: 1).first)
        let second = try #require(try PDFTools.words(broken.path, page: 2).first)
        #expect(second.yMin > first.yMin + 30)
    }

    @Test("no page starts or ends with a single line of a paragraph (widows and orphans, 2 lines)")
    func widowsAndOrphans() throws {
        // Every paragraph has at least 4 lines; count each paragraph's lines per page.
        let doc = Document {
            for k in 0..<20 { Paragraph(prose("w\(k)v", sentences: 3 + k % 3)) }
        }
        let printed = try Printed(doc)
        #expect(printed.pages.count >= 4)
        for n in printed.pages.indices {
            let lines = printed.lines(n)
            // The paragraph of a line: the tag of its first tagged word.
            func tag(_ line: String) -> String? {
                line.split(separator: " ").first { $0.hasPrefix("w") && $0.contains("v") }.map { String($0.prefix { $0 != "v" }) }
            }
            if let first = lines.first.flatMap(tag) {
                let count = lines.prefix(3).filter { tag($0) == first || tag($0) == nil }.count
                #expect(count >= 2, "page \(n + 1) starts with a lone line of \(first)")
            }
            if lines.count >= 2, let last = tag(lines[lines.count - 1]), n + 1 < printed.pages.count {
                let before = tag(lines[lines.count - 2])
                #expect(before == last || before == nil, "page \(n + 1) ends with a lone line of \(last)")
            }
        }
    }

    @Test("a page break starts a new page; breakBefore .always does too; none at the start")
    func pageBreaks() throws {
        let doc = Document {
            PageBreak()
            Paragraph("first")
            PageBreak()
            Paragraph("second")
            Paragraph("third", style: BlockStyle(breakBefore: .always))
        }
        let printed = try Printed(doc)
        #expect(printed.pages.count == 3)
        #expect(printed.lines(0) == ["first"])
        #expect(printed.lines(1) == ["second"])
        #expect(printed.lines(2) == ["third"])
    }

    @Test("a forced break before a box's first content is taken before the box: no page holding only the box's top")
    func breakPropagatesOutOfFirstChild() throws {
        let framed = BlockStyle(padding: EdgeInsets(top: 100, left: 0, bottom: 0, right: 0))
        let doc = Document {
            // At the start: no break at all (the cover's padding and title on page 1).
            Group([.heading(Heading("Cover", style: BlockStyle(breakBefore: .always)))], style: framed)
            Paragraph("after the cover")
            // Later, nested two deep: one break, before the outer box.
            Group([.group(Group([.paragraph(Paragraph("chapter", style: BlockStyle(breakBefore: .always)))], style: framed))], style: framed)
            Group([.pageBreak, .paragraph(Paragraph("explicit"))], style: framed)
            Paragraph("last", style: BlockStyle(breakBefore: .always))
        }
        let printed = try Printed(doc)
        #expect(printed.pages.count == 4, "\((0..<printed.pages.count).map { printed.lines($0) })")
        #expect(printed.lines(0) == ["Cover", "after the cover"])
        #expect(printed.lines(1) == ["chapter"])
        #expect(printed.lines(2) == ["explicit"])
        #expect(printed.lines(3) == ["last"])
    }

    @Test("an image taller than a page is scaled to fit; a huge paragraph still ends; no page is empty")
    func neverFits() throws {
        let image = try Image(contentsOfFile: repoPath("Samples/swatch.png"))
        let doc = Document {
            Figure(image, alternativeText: "tall", width: 200, height: 2000)
            Paragraph(prose("n0m", sentences: 80))
        }
        let printed = try Printed(doc)
        #expect(printed.pages.count >= 3)
        #expect(printed.pages.allSatisfy { !$0.isEmpty } || printed.pages[0].isEmpty)
        let check = try PDFTools.qpdfCheck(bytes: printed.bytes)
        #expect(check.ok)
    }

    @Test("the same document gives the same bytes")
    func deterministic() throws {
        let doc = Document(title: "Same") {
            Heading("Title")
            List(["one", "two"])
            Table(header: ["a", "b"], [["1", "2"]])
        }
        #expect(try doc.pdfBytes() == doc.pdfBytes())
    }
}
