import Folio
import FolioTesting
import Foundation
import Testing

/// `<a rel="attachment" href>`: the linked local file embedded in the PDF, never fetched.
@Suite("HTML attachments")
struct AttachmentLinkTests {
    @Test("a local file is attached once, with the link's title and type; network and missing files are warned about; the text stays, not as a link")
    func attachmentLinks() throws {
        let dir = PDFTools.temporaryDirectory()
        try Data("x,y\n".utf8).write(to: dir.appendingPathComponent("data.csv"))
        try Data("{}".utf8).write(to: dir.appendingPathComponent("meta.dat"))
        let html = """
            <p><a rel="attachment" href="data.csv" title="The data">data</a>,
            <a rel="nofollow attachment" href="meta.dat" type="application/json">meta</a>,
            <a rel="attachment" href="data.csv">again</a>,
            <a rel="attachment" href="https://example.com/x.csv">remote</a>,
            <a rel="attachment" href="gone.csv">gone</a>,
            <a href="https://example.com/">a link</a></p>
            """
        let page = try MarkupDocument(string: html, options: MarkupOptions(baseDirectory: dir.path))
        let files = page.document.attachments
        #expect(files.map(\.fileName) == ["data.csv", "meta.dat"])
        #expect(files.first?.description == "The data" && files.first?.mimeType == "text/csv" && files.first?.data == Array("x,y\n".utf8))
        #expect(files.last?.mimeType == "application/json")
        let warnings = page.diagnostics.warnings.filter { $0.kind == .attachmentMissing }
        #expect(warnings.map(\.location) == [.resource("https://example.com/x.csv"), .resource("gone.csv")], "\(page.diagnostics)")
        #expect(warnings.first?.message.contains("never fetches") == true)

        // Document.writePDF embeds them; only the real link is a link annotation.
        let path = dir.appendingPathComponent("page.pdf").path
        try page.document.writePDF(to: path)
        let list = try PDFTools.runChecked("pdfdetach", ["-list", path]).stdout
        #expect(list.contains("2 embedded files") && list.contains("1: data.csv"), "\(list)")
        let annotations = String(decoding: try PDFTools.runChecked("qpdf", ["--qdf", "--object-streams=disable", path, "-"]).output, as: UTF8.self)
        #expect(annotations.components(separatedBy: "/Subtype /Link").count == 2, "one link annotation: the https one")
    }

    @Test("printed through MarkupTextPrintFormatter and a PrintJob, the page's attachments are embedded after the job's own")
    func throughFormatter() throws {
        let dir = PDFTools.temporaryDirectory()
        try Data("1,2\n".utf8).write(to: dir.appendingPathComponent("table.csv"))
        let f = try MarkupTextPrintFormatter(markupText: "<p><a rel=attachment href=table.csv>table</a></p>",
                                             options: MarkupOptions(baseDirectory: dir.path))
        var info = PrintInfo()
        info.attachments = [PDFAttachment(fileName: "job.txt", data: Array("job".utf8))]
        let path = try PDFTools.save(try PrintJob(formatter: f, info: info).pdfBytes(), name: "formatter.pdf")
        let list = try PDFTools.runChecked("pdfdetach", ["-list", path]).stdout
        #expect(list.contains("1: job.txt") && list.contains("2: table.csv"), "\(list)")
    }
}
