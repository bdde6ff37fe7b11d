import FolioTesting
import Foundation
import Testing

@Suite("Document structure, read with the real tools")
struct DocumentSummaryTests {
    static let twoPages = MiniPDF(pages: [MiniPDF.textPage("One"), MiniPDF.Page(content: "BT /F1 12 Tf 10 10 Td (Two) Tj ET", width: 300, height: 150)],
                                  title: "Mini", links: true, outline: true)

    @Test("pages, sizes, links, outline, fonts and title of a PDF that Folio did not write")
    func readsAnyPDF() throws {
        let s = try DocumentSummary(pdf: Self.twoPages.bytes)
        #expect(s.pageCount == 2)
        #expect(s.pages.map(\.width) == [200, 300])
        #expect(s.pages.map(\.height) == [200, 150])
        #expect(s.pages[0].links == [
            DocumentSummary.Link(rect: [20, 90, 120, 130], name: "there", page: 2, view: "XYZ 72 150 null"),
            DocumentSummary.Link(rect: [20, 20, 60, 60], uri: "https://example.com/"),
        ])
        #expect(s.pages[1].links.isEmpty)
        #expect(s.outline == [DocumentSummary.OutlineItem(title: "Second page", page: 2)])
        #expect(s.metadata == ["Title": "Mini"], "the producer is left out")
        #expect(s.fonts == [DocumentSummary.Font(name: "Helvetica", type: "Type 1", encoding: "WinAnsi",
                                                 embedded: false, subset: false, unicode: false)])
    }

    @Test("the summary survives JSON: what is blessed is what is compared")
    func codable() throws {
        let s = try DocumentSummary(pdf: Self.twoPages.bytes)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(s)
        #expect(try JSONDecoder().decode(DocumentSummary.self, from: data) == s)
        #expect(!String(decoding: data, as: UTF8.self).contains("\"uri\":null"), "absent fields are left out")
    }

    @Test("differences name the page and say what changed")
    func differences() throws {
        let expected = try DocumentSummary(pdf: Self.twoPages.bytes)
        var changed = Self.twoPages
        changed.pages[1].width = 612
        changed.title = "Other"
        changed.links = false
        let actual = try DocumentSummary(pdf: changed.bytes)
        let d = actual.differences(from: expected)
        #expect(d.contains(StructuralDifference(page: 2, "page 2 size: expected 300 × 150 pt, got 612 × 150 pt")))
        #expect(d.contains(StructuralDifference(page: 1, "page 1 links: - [20 90 120 130] → page 2 (XYZ 72 150 null) via name \"there\"")))
        #expect(d.contains(StructuralDifference(page: 1, "page 1 links: - [20 20 60 60] → https://example.com/")))
        #expect(d.contains(StructuralDifference(page: nil, "metadata Title: expected \"Mini\", got \"Other\"")))
        #expect(d.count == 4)
        #expect(expected.differences(from: expected).isEmpty)
    }
}
