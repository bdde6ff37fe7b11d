import FolioTesting
import Foundation
import Testing

/// `folio --pdf-a` and `--attach`: archival PDF with embedded files, from the command line.
@Suite("folio --pdf-a and --attach")
struct ArchivalOutputTests {
    /// A folder with an HTML page linking `notes.txt` as an attachment, the note, and two files to
    /// attach; beside it, outside the page's folder, `elsewhere.txt`.
    private func inputs() throws -> URL {
        let top = PDFTools.temporaryDirectory()
        try Data("not for the page\n".utf8).write(to: top.appendingPathComponent("elsewhere.txt"))
        let dir = top.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("""
            <!DOCTYPE html><html lang="en"><title>Quarter</title>
            <h1>Quarter</h1><p>The figures are in the <a rel="attachment" href="notes.txt" title="Working notes">notes</a>
            and <a rel="attachment" href="../elsewhere.txt">elsewhere</a>.</p>
            </html>
            """.utf8).write(to: dir.appendingPathComponent("page.html"))
        try Data("notes\n".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        try Data("a,b\n1,2\n".utf8).write(to: dir.appendingPathComponent("data.csv"))
        try Data("<?xml version=\"1.0\"?><r/>\n".utf8).write(to: dir.appendingPathComponent("factur-x.xml"))
        return dir
    }

    @Test("--pdf-a 3a --attach: tagged, identified as PDF/A-3A, the two files and the page's attachment embedded, the same bytes twice")
    func archivalWithAttachments() throws {
        let dir = try inputs()
        var outputs: [[UInt8]] = []
        for name in ["a.pdf", "b.pdf"] {
            let out = dir.appendingPathComponent(name).path
            let r = try PDFTools.run(FolioCommandTests.binary, [dir.appendingPathComponent("page.html").path, "--pdf-a", "3A", "-o", out,
                                                                "--attach", dir.appendingPathComponent("data.csv").path,
                                                                "--attach", dir.appendingPathComponent("factur-x.xml").path])
            #expect(r.status == 0, "\(r.stderr)")
            // The link out of the allowed folder is left out, with a warning.
            #expect(r.stderr.contains("attachment ../elsewhere.txt is outside the folder"), "\(r.stderr)")
            outputs.append(try #require(FileManager.default.contents(atPath: out).map(Array.init)))
        }
        #expect(outputs[0] == outputs[1])
        let path = dir.appendingPathComponent("a.pdf").path
        #expect(try PDFTools.qpdfCheck(path).ok)
        #expect(try PDFTools.info(path)["Tagged"] == "yes", "level a tags the PDF without --tagged")
        let list = try PDFTools.runChecked("pdfdetach", ["-list", path]).stdout
        #expect(list.split(separator: "\n").dropFirst().map { String($0.split(separator: " ", maxSplits: 1).last ?? "") }
                == ["data.csv", "factur-x.xml", "notes.txt"], "\(list)")
        let text = String(decoding: outputs[0], as: UTF8.self)
        #expect(text.contains("<pdfaid:part>3</pdfaid:part>") && text.contains("<pdfaid:conformance>A</pdfaid:conformance>"))
    }

    @Test("--attach with a missing file stops before any output, with status 66")
    func missingAttachment() throws {
        let dir = try inputs()
        let out = dir.appendingPathComponent("never.pdf").path
        let r = try PDFTools.run(FolioCommandTests.binary, [dir.appendingPathComponent("page.html").path, "-o", out, "--attach", dir.appendingPathComponent("nope.xml").path])
        #expect(r.status == 66)
        #expect(r.stderr.contains("--attach") && r.stderr.contains("nope.xml: no such file"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("--pdf-a 2b refuses a non-PDF/A attachment (status 65, nothing written); an unknown level is a usage error")
    func refusals() throws {
        let dir = try inputs()
        let out = dir.appendingPathComponent("never.pdf").path
        let r = try PDFTools.run(FolioCommandTests.binary, [dir.appendingPathComponent("page.html").path, "-o", out, "--pdf-a", "2b",
                                                            "--attach", dir.appendingPathComponent("data.csv").path])
        #expect(r.status == 65)
        #expect(r.stderr.contains("PDF/A-2b (ISO 19005-2 §6.8)") && r.stderr.contains("--pdf-a 3b"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        let bad = try PDFTools.run(FolioCommandTests.binary, [dir.appendingPathComponent("page.html").path, "-o", out, "--pdf-a", "1b"])
        #expect(bad.status == 64, "\(bad.stderr)")
        #expect(bad.stderr.contains("--pdf-a"), "\(bad.stderr)")
    }

    @Test("--pdf-ua tags the PDF and identifies it; with --pdf-a the pdfuaid property is declared for PDF/A")
    func pdfUA() throws {
        let dir = try inputs()
        let page = dir.appendingPathComponent("page.html").path
        for (name, extra) in [("ua.pdf", [String]()), ("ua-a.pdf", ["--pdf-a", "3u"])] {
            let out = dir.appendingPathComponent(name).path
            let r = try PDFTools.run(FolioCommandTests.binary, [page, "--pdf-ua", "-o", out] + extra)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(try PDFTools.info(out)["Tagged"] == "yes")
            let text = String(decoding: try #require(FileManager.default.contents(atPath: out)), as: UTF8.self)
            #expect(text.contains("<pdfuaid:part>1</pdfuaid:part>"))
            #expect(text.contains("<pdfaSchema:prefix>pdfuaid</pdfaSchema:prefix>") == !extra.isEmpty)
        }
    }
}
