import FolioGeometry
import FolioGraphics
import FolioTestSupport
import Foundation
import Testing

@Suite("Links and destinations")
struct LinkTests {
    /// Figure 4-1: "see Chapter 1" on page 1 links to Chapter_1 at (72, 72) on page 2.
    private func figure41(destinationFirst: Bool) throws -> String {
        let bytes = try PDFRenderer().pdfBytes { ctx throws(GraphicsError) in
            if destinationFirst {
                try ctx.beginPage()
                try ctx.beginPage()
                try ctx.addDestination(named: "Chapter_1", at: Point(x: 72, y: 72))
                try ctx.beginPage()
                try ctx.setDestination(named: "Chapter_1", for: Rect(x: 72, y: 528, width: 400, height: 44))
            } else {
                try ctx.beginPage()
                try ctx.setDestination(named: "Chapter_1", for: Rect(x: 72, y: 528, width: 400, height: 44))
                try ctx.setURL("https://example.com", for: Rect(x: 0, y: 0, width: 100, height: 20))
                try ctx.beginPage()
                try ctx.addDestination(named: "Chapter_1", at: Point(x: 72, y: 72))
            }
        }
        let path = try PDFTools.save(bytes)
        #expect(try PDFTools.qpdfCheck(path).ok)
        return try PDFTools.run("qpdf", ["--qdf", "--object-streams=disable", path, "-"]).stdout
    }

    @Test("a link to a later destination: /Rect [72 220 472 264], /XYZ 72 720 on page 2 (printing #41)")
    func forward() throws {
        let qdf = try figure41(destinationFirst: false)
        #expect(qdf.contains("/Rect [\n    72\n    220\n    472\n    264\n  ]") || qdf.contains("/Rect [ 72 220 472 264 ]"))
        #expect(qdf.contains("/Dest (Chapter_1)"))
        #expect(qdf.contains("/XYZ") && qdf.contains("720"))
    }

    @Test("the same calls in the other order give the same link (printing #41)")
    func backward() throws {
        let qdf = try figure41(destinationFirst: true)
        #expect(qdf.contains("/Dest (Chapter_1)"))
        #expect(qdf.contains("(Chapter_1)"))
    }

    @Test("a URL link has a URI action and a flipped rect (printing #43)")
    func url() throws {
        let qdf = try figure41(destinationFirst: false)
        #expect(qdf.contains("/S /URI") && qdf.contains("/URI (https://example.com)"))
        #expect(qdf.contains("772") && qdf.contains("792"))
    }

    @Test("bookmarks nest by level and point at their pages")
    func bookmarks() throws {
        let bytes = try PDFRenderer().pdfBytes { ctx throws(GraphicsError) in
            try ctx.beginPage()
            try ctx.addBookmark("Chapter 1", level: 1)
            try ctx.addBookmark("Section 1.1", level: 2, at: Point(x: 0, y: 300))
            try ctx.beginPage()
            try ctx.addBookmark("Chapter 2", level: 1)
        }
        let path = try PDFTools.save(bytes)
        let json = try PDFTools.run("qpdf", ["--json", "--json-key=outlines", path]).stdout
        #expect(json.contains("\"title\": \"Chapter 1\"") && json.contains("\"title\": \"Section 1.1\"") && json.contains("\"title\": \"Chapter 2\""))
        #expect(json.contains("\"destpageposfrom1\": 2"))
    }

    @Test("bookmark levels start at 1: level 0 is refused, and the first bookmark is top-level whatever its level")
    func bookmarkLevels() throws {
        #expect(throws: GraphicsError.self) {
            _ = try PDFRenderer().pdfBytes { ctx throws(GraphicsError) in
                try ctx.beginPage()
                try ctx.addBookmark("Zero", level: 0)
            }
        }
        let bytes = try PDFRenderer().pdfBytes { ctx throws(GraphicsError) in
            try ctx.beginPage()
            try ctx.addBookmark("Starts deep", level: 2)
            try ctx.addBookmark("Under it", level: 3)
            try ctx.addBookmark("Chapter", level: 1)
            try ctx.addBookmark("Section", level: 2)
        }
        let json = try PDFTools.run("qpdf", ["--json", "--json-key=outlines", try PDFTools.save(bytes)]).stdout
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let top = try #require(root["outlines"] as? [[String: Any]])
        #expect(top.map { $0["title"] as? String } == ["Starts deep", "Chapter"])
        #expect((top[0]["kids"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Under it"])
        #expect((top[1]["kids"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Section"])
    }
}
