import FolioGeometry
import FolioLayout
import FolioPrinting
import FolioTestSupport
import Foundation
import Testing

/// Columns in tagged PDF: the structure reads column by column, in the content's order, a
/// paragraph broken between two columns staying one element; the rules are artifacts.
@Suite("Tagged columns")
struct TaggedColumnsTests {
    @Test("a heading across two columns, then four paragraphs run down the first column and on into the second: H2, then P1…P4 in order, the broken one a single P; the file passes the tagged-PDF rules")
    func readingOrder() throws {
        let text = { (n: Int) in (1...14).map { "p\(n)w\($0)" }.joined(separator: " ") }
        let document = Document(title: "Columns") {
            Columns(count: 2, gap: 12, rule: Border(width: 1)) {
                Heading("Across", level: 2).spanningColumns()
                for n in 1...4 { Paragraph(text(n)) }
            }
        }
        let path = try PDFTools.save(try document.printJob(info: PrintInfo()).pdfBytes(), name: "tagged-columns.pdf")
        let lines = try PDFTools.runChecked("pdfinfo", ["-struct-text", path]).stdout.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        let types = lines.filter { !$0.hasPrefix("\"") && !$0.hasPrefix("/") }
        #expect(types == ["Document \"Columns\"", "H2 (block)", "P (block)", "P (block)", "P (block)", "P (block)"], "\(lines)")
        // Each paragraph's words follow its own P, in order: the first word of each after the last of the one before.
        let texts = lines.filter { $0.hasPrefix("\"") }.joined(separator: " ")
        var last = texts.startIndex
        for n in 1...4 {
            let first = try #require(texts.range(of: "p\(n)w1 "), "\(texts)")
            let end = try #require(texts.range(of: "p\(n)w14"), "\(texts)")
            #expect(first.lowerBound >= last && end.lowerBound > first.lowerBound, "paragraph \(n) in order: \(texts)")
            last = end.upperBound
        }
        // The columns really are side by side: some words of paragraph 3 or 4 sit right of the first column.
        let words = try PDFTools.words(path)
        let left = try #require(words.first { $0.text == "p1w1" }).xMin
        #expect(words.contains { $0.text.hasPrefix("p4") && $0.xMin > left + 100 }, "\(words.map(\.text))")
        let report = try ConformanceChecker.check(contentsOf: path, profile: .tagged)
        #expect(report.passes, "\(report.text)")
    }
}
