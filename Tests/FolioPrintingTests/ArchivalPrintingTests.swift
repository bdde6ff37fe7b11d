import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioPDF
import FolioPrinting
import FolioTestSupport
import FolioText
import Foundation
import Testing

/// PDF/A through the printing and drawing layers: `PrintInfo.conformance`, the renderer's format.
@Suite("Archival printing")
struct ArchivalPrintingTests {
    @Test("PrintInfo.conformance PDF/A-2a tags the document by itself, and the Document's attachments are embedded")
    func levelATagsAndAttaches() throws {
        var document = Document(title: "Archived") {
            Heading("Archived", level: 1)
            Paragraph("Kept for ever.")
        }
        document.attachments = [PDFAttachment(fileName: "earlier.pdf", data: try Document(title: "Earlier") { Paragraph("x") }
            .printJob(info: { var i = PrintInfo(); i.conformance = [.pdfA(.a2b)]; return i }()).pdfBytes())]
        var info = PrintInfo()
        info.isTagged = false  // level a tags even so
        info.conformance = [.pdfA(.a2a)]
        let path = try PDFTools.save(try document.printJob(info: info).pdfBytes(), name: "archived.pdf")
        #expect(try PDFTools.qpdfCheck(path).ok)
        #expect(try PDFTools.info(path)["Tagged"] == "yes")
        #expect(try PDFTools.runChecked("pdfinfo", ["-struct-text", path]).stdout.contains("H1"))
        #expect(try PDFTools.runChecked("pdfdetach", ["-list", path]).stdout.contains("1: earlier.pdf"), "a PDF/A file may go into PDF/A-2")
    }

    @Test("drawing: a CMYK colour under PDF/A is a typed error naming it, and no file is left; alpha gives the page a transparency group")
    func drawing() throws {
        let dir = PDFTools.temporaryDirectory()
        let renderer = PDFRenderer(format: PDFRendererFormat(conformance: [.pdfA(.a3b)]))
        let refused = dir.appendingPathComponent("cmyk.pdf").path
        #expect {
            try renderer.writePDF(to: refused) { ctx throws(GraphicsError) in
                try ctx.beginPage()
                try ctx.setFillColor(Color(cyan: 1, magenta: 0, yellow: 0, black: 0))
                try ctx.fill(Rect(x: 10, y: 10, width: 50, height: 50))
            }
        } throws: { error in
            guard case GraphicsError.pdf(.nonConforming(let v)) = error else { return false }
            return v.standard == "PDF/A-3b" && v.clause == "ISO 19005-3 §6.2.4.3" && v.object.contains("CMYK fill colour")
        }
        #expect(!FileManager.default.fileExists(atPath: refused))

        let bytes = try renderer.pdfBytes { ctx throws(GraphicsError) in
            try ctx.beginPage()
            try ctx.setFillColor(Color(red: 1, green: 0, blue: 0, alpha: 0.5))
            try ctx.fill(Rect(x: 10, y: 10, width: 50, height: 50))
            try ctx.beginPage()
            try ctx.setFillColor(.blue)
            try ctx.fill(Rect(x: 10, y: 10, width: 50, height: 50))
        }
        let path = try PDFTools.save(bytes, name: "alpha.pdf")
        #expect(try PDFTools.qpdfCheck(path).ok)
        let qdf = String(decoding: try PDFTools.runChecked("qpdf", ["--qdf", "--object-streams=disable", path, "-"]).output, as: UTF8.self)
        #expect(qdf.components(separatedBy: "/CS /DeviceRGB").count == 2, "one page group: the page with alpha")
    }

    @Test("a character no font has is drawn as .notdef, which PDF/A refuses by name; without PDF/A it is a warning")
    func notdef() throws {
        let document = Document(title: "Gap") { Paragraph("a \u{0378} b") }
        var info = PrintInfo()
        info.conformance = [.pdfA(.a2b)]
        #expect {
            _ = try document.printJob(info: info).pdfBytes()
        } throws: { error in
            guard case PrintError.pdf(.nonConforming(let v)) = error else { return false }
            return v.clause == "ISO 19005-2 §6.2.11.8" && v.requirement.contains("U+378")
        }
        _ = try document.printJob().pdfBytes()
    }
}
