import FolioGeometry
@testable import FolioPDF
import FolioTestSupport
import Foundation
import Testing

@Suite("PDF document writer")
struct DocumentWriterTests {
    /// A document of `pages` pages, each with one filled rectangle and its number as a link.
    private func makeDocument(pages: Int, options: PDFWriterOptions = PDFWriterOptions(), output: PDFOutput = .memory) throws -> [UInt8]? {
        let doc = try PDFDocumentWriter(output: output, options: options)
        for i in 0..<pages {
            let ref = doc.beginPage()
            var c = ContentStream()
            c.setFillRGB(Double(i % 3) / 2, 0, 1)
            c.rect(72, 72, 100 + Double(i), 50)
            c.fill()
            doc.addDestination(named: "p\(i)", page: ref, x: 72, y: 720)
            try doc.endPage(PDFPage(ref: ref, mediaBox: Rect(x: 0, y: 0, width: 612, height: 792), contents: c.bytes.bytes,
                                    annotations: [.goToLink(.named("p\((i + 1) % pages)"), rect: Rect(x: 72, y: 72, width: 100, height: 20))]))
        }
        return try doc.finish()
    }

    @Test("compact output (object and cross-reference streams) passes qpdf --check")
    func compactValid() throws {
        let bytes = try #require(try makeDocument(pages: 3))
        #expect(bytes.starts(with: Array("%PDF-1.5\n%".utf8)))
        #expect(Array(bytes.suffix(6)) == Array("%%EOF\n".utf8))
        let check = try PDFTools.qpdfCheck(bytes: bytes)
        #expect(check.ok, "\(check.output)")
        let path = try PDFTools.save(bytes)
        #expect(try PDFTools.info(path)["Pages"] == "3")
    }

    @Test("the cross-reference stream takes PNG's Up predictor when that is smaller (runs of objects in object streams), and qpdf reads every entry")
    func predictedCrossReferences() throws {
        let doc = try PDFDocumentWriter(output: .memory, options: PDFWriterOptions())
        let ref = doc.beginPage()
        // 2,000 small objects, each in an object stream: entries (2, stream, index) one apart.
        let refs = (0..<2000).map { _ in doc.allocate() }
        for (i, r) in refs.enumerated() { try doc.write(r, .dictionary(["N": .integer(i)])) }
        try doc.endPage(PDFPage(ref: ref, mediaBox: Rect(x: 0, y: 0, width: 612, height: 792), contents: [],
                                annotations: []))
        let bytes = try #require(try doc.finish())
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("/Predictor 12"), "the predictor is used")
        let check = try PDFTools.qpdfCheck(bytes: bytes)
        #expect(check.ok, "\(check.output)")
        let path = try PDFTools.save(bytes)
        let shown = try PDFTools.runChecked("qpdf", ["--show-object=\(refs[1999].number)", path]).stdout
        #expect(shown.contains("/N 1999"), "\(shown)")
        // Three pages of offsets only: the predictor would not help, and is not used.
        let small = try #require(try makeDocument(pages: 3))
        #expect(!String(decoding: small, as: UTF8.self).contains("/Predictor"))
    }

    @Test("Up prediction stores each row as its difference from the row above, after a filter byte 2")
    func upPrediction() {
        #expect(PDFDocumentWriter.upPredicted([1, 0, 5, 1, 0, 6, 2, 1, 0], width: 3) == [2, 1, 0, 5, 2, 0, 0, 1, 2, 1, 1, 250])
    }

    @Test("classic cross-reference table output passes qpdf --check")
    func classicValid() throws {
        let bytes = try #require(try makeDocument(pages: 2, options: PDFWriterOptions(compact: false)))
        #expect(bytes.starts(with: Array("%PDF-1.4\n".utf8)))
        #expect(String(decoding: bytes, as: UTF8.self).contains("\nxref\n0 "))
        let check = try PDFTools.qpdfCheck(bytes: bytes)
        #expect(check.ok, "\(check.output)")
    }

    @Test("a stream of 128 KiB or more written after small objects stays in order, in memory and in a file",
          arguments: [128 * 1024, 300 * 1024])
    func largeStreamAfterSmallWrites(size: Int) throws {
        // Found by a drawing test: a large write went out ahead of the buffered header.
        var noise = [UInt8](repeating: 0, count: size)
        var x: UInt32 = 2_463_534_242
        for i in noise.indices { x ^= x << 13; x ^= x >> 17; x ^= x << 5; noise[i] = UInt8(truncatingIfNeeded: x) }
        let file = PDFTools.temporaryDirectory().appendingPathComponent("large.pdf").path
        for output in [PDFOutput.memory, .file(path: file)] {
            let doc = try PDFDocumentWriter(output: output, options: PDFWriterOptions(compressStreams: false))
            let big = doc.allocate()
            try doc.writeStream(big, data: noise)
            let ref = doc.beginPage()
            try doc.endPage(PDFPage(ref: ref, mediaBox: Rect(x: 0, y: 0, width: 100, height: 100), contents: []))
            let bytes = try doc.finish() ?? Array(FileManager.default.contents(atPath: file) ?? Data())
            #expect(Array(bytes.prefix(10)) == Array("%PDF-1.5\n%".utf8), "the header comes first")
            let check = try PDFTools.qpdfCheck(bytes: bytes)
            #expect(check.ok, "\(output): \(check.output)")
        }
    }

    @Test("the same document gives the same bytes twice, /ID included")
    func deterministic() throws {
        let a = try makeDocument(pages: 5), b = try makeDocument(pages: 5), c = try makeDocument(pages: 6)
        #expect(a == b)
        #expect(a != c)
    }

    @Test("a page tree for 1,000 pages stays shallow and every page is reachable")
    func manyPages() throws {
        let bytes = try #require(try makeDocument(pages: 1000))
        let path = try PDFTools.save(bytes)
        let check = try PDFTools.qpdfCheck(path)
        #expect(check.ok, "\(check.output)")
        #expect(try PDFTools.info(path)["Pages"] == "1000")
        // Leaves of at most 64 kids under one root.
        let json = try PDFTools.run("qpdf", ["--json", "--json-key=pages", path]).stdout
        #expect(json.components(separatedBy: "\"object\"").count - 1 == 1000)
    }

    @Test("document info and XMP carry title, author, subject, keywords; no dates unless given")
    func info() throws {
        let options = PDFWriterOptions(info: DocumentInfo(title: "Q3 — Résumé", author: "A. Author", subject: "S", keywords: "k1, k2", creator: "tests"))
        let doc = try PDFDocumentWriter(output: .memory, options: options)
        let bytes = try #require(try doc.finish())
        let path = try PDFTools.save(bytes)
        let info = try PDFTools.info(path)
        #expect(info["Title"] == "Q3 — Résumé")
        #expect(info["Author"] == "A. Author")
        #expect(info["Subject"] == "S")
        #expect(info["Keywords"] == "k1, k2")
        #expect(info["Producer"] == "Folio")
        #expect(info["CreationDate"] == nil)
        #expect(info["Pages"] == "1")  // an empty document still has one page
        let xmp = try PDFTools.run("pdfinfo", ["-meta", path]).stdout
        #expect(xmp.contains("Q3 — Résumé"))
        #expect(xmp.contains("<pdf:Producer>Folio</pdf:Producer>"))
    }

    @Test("SOURCE_DATE_EPOCH sets the creation date")
    func sourceDateEpoch() throws {
        let info = DocumentInfo(title: "T").withSourceDateEpoch(from: ["SOURCE_DATE_EPOCH": "1700000000"])
        let doc = try PDFDocumentWriter(output: .memory, options: PDFWriterOptions(info: info))
        let bytes = try #require(try doc.finish())
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(info.creationDate == PDFDate(secondsSince1970: 1_700_000_000))
        #expect(text.contains("2023-11-14T22:13:20Z"))
        #expect(try PDFTools.qpdfCheck(bytes: bytes).ok)
    }

    @Test("outline entries nest, keep open/closed state, and point at their pages")
    func outline() throws {
        let doc = try PDFDocumentWriter(output: .memory)
        let p1 = doc.beginPage()
        try doc.endPage(PDFPage(ref: p1, mediaBox: Rect(x: 0, y: 0, width: 200, height: 200), contents: []))
        let p2 = doc.beginPage()
        try doc.endPage(PDFPage(ref: p2, mediaBox: Rect(x: 0, y: 0, width: 200, height: 200), contents: []))
        doc.addDestination(named: "two", page: p2, x: 0, y: 200)
        doc.outline = [
            OutlineItem(title: "One", destination: .page(p1, x: 0, y: 200), children: [
                OutlineItem(title: "One.a", destination: .named("two")),
            ]),
            OutlineItem(title: "Two", destination: .named("two"), isOpen: false, children: [
                OutlineItem(title: "Two.a", destination: .page(p2, x: 0, y: 100)),
            ]),
        ]
        let bytes = try #require(try doc.finish())
        let path = try PDFTools.save(bytes)
        #expect(try PDFTools.qpdfCheck(path).ok)
        let json = try PDFTools.run("qpdf", ["--json", "--json-key=outlines", path]).stdout
        for title in ["One", "One.a", "Two", "Two.a"] { #expect(json.contains("\"title\": \"\(title)\"")) }
        #expect(json.contains("\"open\": false"))
        #expect(json.contains("\"destpageposfrom1\": 2"))
    }

    @Test("a link to a name never defined is a warning, and no /Dest dangles: the name is defined as its own page (printing #42)")
    func danglingLink() throws {
        let doc = try PDFDocumentWriter(output: .memory)
        for k in 0..<2 {
            let p = doc.beginPage()
            let links: [PDFAnnotation] = k == 1 ? [.goToLink(.named("nowhere"), rect: Rect(x: 0, y: 0, width: 10, height: 10))] : []
            try doc.endPage(PDFPage(ref: p, mediaBox: Rect(x: 0, y: 0, width: 100, height: 100), contents: [], annotations: links))
        }
        let bytes = try #require(try doc.finish())
        #expect(doc.warnings.contains { $0.contains("\"nowhere\"") && $0.contains("its own page") })
        #expect(try PDFTools.qpdfCheck(bytes: bytes).ok)
        // The link's name resolves, through the catalog's /Dests, to the page that holds it.
        let summary = try DocumentSummary(pdf: bytes)
        let link = try #require(summary.pages.last?.links.first)
        #expect(link.name == "nowhere" && link.page == 2, "\(link)")
    }

    @Test("duplex viewer preference")
    func duplex() throws {
        let doc = try PDFDocumentWriter(output: .memory, options: PDFWriterOptions(viewerPreferences: ViewerPreferences(duplex: .longEdge)))
        let bytes = try #require(try doc.finish())
        let path = try PDFTools.save(bytes)
        let catalog = try PDFTools.run("qpdf", ["--show-object=1", path]).stdout
        #expect(catalog.contains("/Duplex /DuplexFlipLongEdge"))
    }

    @Test("file output is atomic: nothing at the path until finish, and nothing after abandon")
    func atomicFile() throws {
        let dir = PDFTools.temporaryDirectory()
        let path = dir.appendingPathComponent("out.pdf").path
        let doc = try PDFDocumentWriter(output: .file(path: path))
        let p = doc.beginPage()
        try doc.endPage(PDFPage(ref: p, mediaBox: Rect(x: 0, y: 0, width: 100, height: 100), contents: []))
        #expect(!FileManager.default.fileExists(atPath: path))
        // The temporary file is known to TemporaryFiles (a signal would remove it) until renamed.
        let temporary = TemporaryFiles.paths.filter { $0.hasPrefix(dir.path + "/.out.pdf.") }
        #expect(temporary.count == 1 && FileManager.default.fileExists(atPath: temporary.first ?? ""), "\(temporary)")
        try doc.finish()
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try PDFTools.qpdfCheck(path).ok)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.pdf"])
        #expect(TemporaryFiles.paths.isDisjoint(with: temporary))

        let path2 = dir.appendingPathComponent("abandoned.pdf").path
        let doc2 = try PDFDocumentWriter(output: .file(path: path2))
        _ = doc2.beginPage()
        #expect(TemporaryFiles.paths.contains { $0.hasPrefix(dir.path + "/.abandoned.pdf.") })
        doc2.abandon()
        #expect(!TemporaryFiles.paths.contains { $0.hasPrefix(dir.path + "/.abandoned.pdf.") })
        #expect(throws: PDFError.documentClosed) { try doc2.finish() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.pdf"])
    }

    @Test("an unwritable output path is a typed error naming the path")
    func unwritable() {
        #expect {
            _ = try PDFDocumentWriter(output: .file(path: "/nonexistent-folder/x/out.pdf"))
        } throws: { error in
            guard let e = error as? PDFError, case .cannotCreateOutput(let path, let reason) = e else { return false }
            return path == "/nonexistent-folder/x/out.pdf" && reason.contains("does not exist") && e.description.contains("folder")
        }
        let dir = PDFTools.temporaryDirectory().path
        #expect(throws: PDFError.self) { _ = try PDFDocumentWriter(output: .file(path: dir)) }
    }

    @Test("a zero-size media box is rejected")
    func badMediaBox() throws {
        let doc = try PDFDocumentWriter(output: .memory)
        let p = doc.beginPage()
        #expect(throws: PDFError.self) {
            try doc.endPage(PDFPage(ref: p, mediaBox: Rect(x: 0, y: 0, width: 0, height: 10), contents: []))
        }
    }
}
