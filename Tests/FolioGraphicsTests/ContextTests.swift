import FolioGeometry
import FolioGraphics
import FolioPDF
import FolioTestSupport
import Foundation
import Testing

@Suite("Pages and the context")
struct ContextTests {
    @Test("empty bounds mean a 612 × 792 page (printing-and-pdf #1), named bounds are kept (#2, #3)")
    func pageSizes() throws {
        let bytes = try PDFRenderer(bounds: .zero).pdfBytes { ctx throws(GraphicsError) in
            try ctx.beginPage()
            try ctx.beginPage(bounds: Rect(x: 0, y: 0, width: 300, height: 400))
            try ctx.beginPage()
        }
        let path = try PDFTools.save(bytes)
        let sizes = try PDFTools.run("pdfinfo", ["-f", "1", "-l", "3", path]).stdout
        #expect(sizes.contains("Page    1 size:  612 x 792 pts"))
        #expect(sizes.contains("Page    2 size:  300 x 400 pts"))
        #expect(sizes.contains("Page    3 size:  612 x 792 pts"))
        let a4 = try PDFRenderer(bounds: Rect(x: 0, y: 0, width: 595, height: 842)).pdfBytes { ctx throws(GraphicsError) in try ctx.beginPage() }
        #expect(try PDFTools.run("pdfinfo", [try PDFTools.save(a4)]).stdout.contains("595 x 842 pts"))
    }

    @Test("a document ended with no page gets one blank Letter page (#8)")
    func noPages() throws {
        let bytes = try PDFRenderer().pdfBytes { _ throws(GraphicsError) in }
        let path = try PDFTools.save(bytes)
        #expect(try PDFTools.qpdfCheck(path).ok)
        let info = try PDFTools.info(path)
        #expect(info["Pages"] == "1")
        #expect(info["Page size"]?.hasPrefix("612 x 792") == true)
    }

    @Test("upper-left origin: one flip at the start of the page; (0,0,10,10) fills the top-left (drawing #1)")
    func upperLeftOrigin() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.setFillColor(.blue)
            try ctx.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        }
        let content = try d.content()
        #expect(content.hasPrefix("1 0 0 -1 0 100 cm\n"))
        #expect(count(" cm\n", in: content) == 1)
        #expect(content.contains("0 0 10 10 re\nf\n"))
        let r = try d.raster()
        #expect(r.pixel(5, 5, is: blue))
        #expect(r.pixel(5, 95, is: white))
    }

    @Test("lower-left origin: no flip; (0,0,10,10) fills the bottom-left (drawing #2)")
    func lowerLeftOrigin() throws {
        let d = try Drawn(origin: .lowerLeft) { ctx throws(GraphicsError) in
            try ctx.setFillColor(.blue)
            try ctx.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(!(try d.content()).contains(" cm"))
        let r = try d.raster()
        #expect(r.pixel(5, 95, is: blue))
        #expect(r.pixel(5, 5, is: white))
    }

    @Test("the flip recipe translate(0,H) scale(1,-1) draws LLO inside ULO (drawing #3)")
    func flipRecipe() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            try ctx.translateBy(x: 0, y: 100)
            try ctx.scaleBy(x: 1, y: -1)
            try ctx.setFillColor(.blue)
            try ctx.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(try d.raster().pixel(5, 95, is: blue))
    }

    @Test("getCTM on a fresh ULO page is [1 0 0 -1 0 H]; save/translate/restore brings it back (drawing #4)")
    func ctm() throws {
        _ = try Drawn(height: 300) { ctx throws(GraphicsError) in
            #expect(ctx.ctm == AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 300))
            try ctx.saveGState()
            try ctx.translateBy(x: 5, y: 5)
            #expect(ctx.ctm == AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 5, ty: 295))
            try ctx.restoreGState()
            #expect(ctx.ctm == AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 300))
        }
    }

    @Test("each page starts with a fresh graphics state (printing-and-pdf #10)")
    func stateResetsPerPage() throws {
        let bytes = try PDFRenderer(bounds: Rect(x: 0, y: 0, width: 100, height: 100)).pdfBytes { ctx throws(GraphicsError) in
            try ctx.beginPage()
            try ctx.setFillColor(.red)
            try ctx.translateBy(x: 50, y: 50)
            try ctx.beginPage()
            try ctx.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        }
        let r = try PDFTools.render(try PDFTools.save(bytes), page: 2)
        #expect(r.pixel(5, 5, is: black))
        #expect(r.pixel(55, 55, is: white))
    }

    @Test("drawing before a page is open is a typed error; the document stays usable (#4)")
    func noOpenPage() throws {
        let ctx = try PDFRenderer().beginDocument(output: .memory)
        #expect(throws: GraphicsError.noOpenPage(operation: "fill(rect)")) { try ctx.fill(Rect(x: 0, y: 0, width: 1, height: 1)) }
        #expect(throws: GraphicsError.self) { try ctx.setURL("https://example.com", for: Rect(x: 0, y: 0, width: 1, height: 1)) }
        try ctx.beginPage()
        try ctx.fill(Rect(x: 0, y: 0, width: 1, height: 1))
        let bytes = try #require(try ctx.endDocument())
        #expect(try PDFTools.qpdfCheck(bytes: bytes).ok)
        #expect(throws: GraphicsError.documentEnded) { try ctx.fill(Rect(x: 0, y: 0, width: 1, height: 1)) }
        #expect(throws: GraphicsError.documentEnded) { try ctx.endDocument() }
    }

    @Test("bad numbers are typed errors with clear messages")
    func badNumbers() throws {
        _ = try Drawn { ctx throws(GraphicsError) in
            #expect(throws: GraphicsError.self) { try ctx.fill(Rect(x: .nan, y: 0, width: 1, height: 1)) }
            #expect(throws: GraphicsError.self) { try ctx.translateBy(x: .infinity, y: 0) }
            do throws(GraphicsError) {
                try ctx.setLineWidth(-1)
                Issue.record("a negative width must throw")
            } catch {
                #expect(error.description.contains("cannot be negative"))
            }
            var p = Path()
            p.addLine(to: Point(x: 1, y: 1))
            do throws(GraphicsError) {
                try ctx.stroke(p)
                Issue.record("a line with no current point must throw")
            } catch {
                #expect(error == .invalidPath("addLine(to:) needs a current point; call move(to:) first"))
            }
            var q = Path()
            q.move(to: Point(x: 0, y: 0))
            q.addLine(to: Point(x: .nan, y: 1))
            #expect(throws: GraphicsError.self) { try ctx.stroke(q) }
            #expect(throws: GraphicsError.self) { try ctx.setMiterLimit(0.5) }
            #expect(throws: GraphicsError.self) { try ctx.setLineDash([0, 0]) }
            #expect(throws: GraphicsError.self) { try ctx.beginPage(bounds: Rect(x: 0, y: 0, width: 0, height: 10)) }
        }
    }

    @Test("an unbalanced restore is an error; saves left open at the end of a page are closed (drawing #23)")
    func unbalanced() throws {
        let d = try Drawn { ctx throws(GraphicsError) in
            #expect(throws: GraphicsError.unbalancedRestore) { try ctx.restoreGState() }
            try ctx.saveGState()
            try ctx.saveGState()
        }
        let c = try d.content()
        #expect(count("q\n", in: c) == 2)
        #expect(count("Q\n", in: c) == 2)
    }

    @Test("writePDF writes a file atomically and leaves nothing when the drawing throws")
    func writePDFAtomic() throws {
        let dir = PDFTools.temporaryDirectory()
        let good = dir.appendingPathComponent("good.pdf").path
        try PDFRenderer().writePDF(to: good) { ctx throws(GraphicsError) in try ctx.beginPage() }
        #expect(try PDFTools.qpdfCheck(good).ok)
        let bad = dir.appendingPathComponent("bad.pdf").path
        #expect(throws: GraphicsError.self) {
            try PDFRenderer().writePDF(to: bad) { ctx throws(GraphicsError) in
                try ctx.beginPage()
                try ctx.fill(Rect(x: .nan, y: 0, width: 1, height: 1))
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["good.pdf"])
        #expect(throws: GraphicsError.self) {
            try PDFRenderer().writePDF(to: "/no/such/folder/x.pdf") { ctx throws(GraphicsError) in try ctx.beginPage() }
        }
    }

    @Test("pdfData returns Data and writePDF takes file URLs, as UIGraphicsPDFRenderer")
    func foundationTypes() throws {
        let data = try PDFRenderer().pdfData { ctx throws(GraphicsError) in try ctx.beginPage() }
        #expect(data.starts(with: Array("%PDF-".utf8)))
        let url = PDFTools.temporaryDirectory().appendingPathComponent("url.pdf")
        try PDFRenderer().writePDF(to: url) { ctx throws(GraphicsError) in try ctx.beginPage() }
        #expect(try PDFTools.qpdfCheck(url.path).ok)
        #expect(throws: GraphicsError.self) {
            try PDFRenderer().writePDF(to: URL(string: "https://example.com/x.pdf")!) { ctx throws(GraphicsError) in try ctx.beginPage() }
        }
    }

    @Test("the same drawing gives the same bytes twice")
    func deterministic() throws {
        func draw() throws -> [UInt8] {
            try PDFRenderer().pdfBytes { ctx throws(GraphicsError) in
                try ctx.beginPage()
                try ctx.setAlpha(0.5)
                try ctx.setFillColor(.orange)
                try ctx.fillEllipse(in: Rect(x: 10, y: 10, width: 300, height: 200))
                try ctx.drawLinearGradient(try Gradient(colors: [.red, .blue]), start: .zero, end: Point(x: 100, y: 0))
                try ctx.setURL("https://example.com", for: Rect(x: 0, y: 0, width: 50, height: 50))
            }
        }
        #expect(try draw() == draw())
    }
}
