import FolioGeometry
import FolioGraphics
import FolioPaper
import FolioPrinting
import FolioTestSupport
import Foundation
import FolioPDF
import Testing

@Suite("Print jobs and print info")
struct PrintJobTests {
    @Test("page ranges parse and select pages", arguments: [
        ("1-3,7,10-", 12, [0, 1, 2, 6, 9, 10, 11]), ("2", 5, [1]), ("4-", 5, [3, 4]), (" 1 - 2 , 2 ", 5, [0, 1]), ("9-12", 5, []),
    ])
    func ranges(_ c: (String, Int, [Int])) throws {
        #expect(try PageRanges(parsing: c.0).indices(pageCount: c.1) == c.2)
    }

    @Test("bad page ranges say what is wrong", arguments: ["", "0", "a-b", "3-1", "1,,2", "-4"])
    func badRanges(_ text: String) {
        #expect(throws: PageRangeError.self) { _ = try PageRanges(parsing: text) }
    }

    @Test("job name, author, subject, keywords become document info (printing #72)")
    func info() throws {
        let f = BlockFormatter(blocks: [10])
        let path = try PDFTools.save(try PrintJob(formatter: f, info: PrintInfo(jobName: "Report", author: "Ann", subject: "Q3", keywords: "k")).pdfBytes())
        let info = try PDFTools.info(path)
        #expect(info["Title"] == "Report" && info["Author"] == "Ann" && info["Subject"] == "Q3" && info["Keywords"] == "k")
    }

    @Test("duplex becomes the /Duplex viewer preference (printing #73)", arguments: [
        (PrintInfo.Duplex.none, nil), (.longEdge, "/DuplexFlipLongEdge"), (.shortEdge, "/DuplexFlipShortEdge"),
    ] as [(PrintInfo.Duplex, String?)])
    func duplex(_ c: (PrintInfo.Duplex, String?)) throws {
        let bytes = try PrintJob(formatter: BlockFormatter(blocks: [10]), info: PrintInfo(duplex: c.0)).pdfBytes()
        let catalog = try PDFTools.run("qpdf", ["--show-object=1", try PDFTools.save(bytes)]).stdout
        if let name = c.1 { #expect(catalog.contains("/Duplex \(name)")) } else { #expect(!catalog.contains("/Duplex")) }
    }

    @Test("grayscale output writes no RGB colours (printing #74)")
    func grayscale() throws {
        let f = BlockFormatter(blocks: [100], color: .red)
        let bytes = try PrintJob(formatter: f, info: PrintInfo(outputType: .grayscale)).pdfBytes()
        let content = try PDFTools.contentStream(try PDFTools.save(bytes))
        #expect(!content.contains(" rg") && !content.contains(" RG"))
        #expect(content.contains(".299 g"))
    }

    @Test("orientation: landscape turns the paper; auto follows an image's shape (printing #71)")
    func orientation() throws {
        let f = BlockFormatter(blocks: [10])
        let land = try PDFTools.save(try PrintJob(formatter: f, info: PrintInfo(orientation: .landscape, paper: .letter)).pdfBytes())
        #expect(try PDFTools.info(land)["Page size"]?.hasPrefix("792 x 612") == true)
        let png = try resourceImage()
        let auto = try PDFTools.save(try PrintJob(images: [png], info: PrintInfo(orientation: .auto, paper: .letter)).pdfBytes())
        #expect(try PDFTools.info(auto)["Page size"]?.hasPrefix("792 x 612") == true)  // the image is wider than tall
    }

    @Test("images print one per page, fitted to the printable rect")
    func images() throws {
        let img = try resourceImage()
        let path = try PDFTools.save(try PrintJob(images: [img, img, img], info: PrintInfo(paper: .letter)).pdfBytes())
        #expect(try PDFTools.info(path)["Pages"] == "3")
        #expect(try PDFTools.qpdfCheck(path).ok)
        #expect(throws: PrintError.self) { _ = try PrintJob(images: []).pdfBytes() }
    }

    @Test("the default paper follows the locale (printing #70)")
    func defaultPaper() throws {
        let f = BlockFormatter(blocks: [10])
        var usJob = PrintJob(content: .formatter(f), environment: ["LANG": "en_US.UTF-8"])
        usJob.papersizeFile = nil
        let us = try PDFTools.save(try usJob.pdfBytes())
        #expect(try PDFTools.info(us)["Page size"]?.hasPrefix("612 x 792") == true)
        var deJob = PrintJob(content: .formatter(BlockFormatter(blocks: [10])), environment: ["LANG": "de_DE.UTF-8"])
        deJob.papersizeFile = nil
        let de = try PDFTools.save(try deJob.pdfBytes())
        #expect(try PDFTools.info(de)["Page size"]?.hasPrefix("595.276 x 841.89") == true)
    }

    @Test("SOURCE_DATE_EPOCH in a job's environment dates the PDF; without it the PDF has no date")
    func sourceDateEpoch() throws {
        let dated = PrintJob(content: .formatter(BlockFormatter(blocks: [10])), environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        let undated = PrintJob(content: .formatter(BlockFormatter(blocks: [10])), environment: [:])
        let datedInfo = try PDFTools.info(try PDFTools.save(try dated.pdfBytes()))
        #expect(datedInfo["CreationDate"]?.contains("2023") == true, "\(datedInfo)")
        #expect(try PDFTools.info(try PDFTools.save(try undated.pdfBytes()))["CreationDate"] == nil)
        // The environment given is the one the job reports.
        #expect(dated.environment == ["SOURCE_DATE_EPOCH": "1700000000"])
    }

    @Test("an unwritable output is the PDF writer's cannotCreateOutput and leaves nothing (printing #76)")
    func unwritable() {
        let error = #expect(throws: PrintError.self) { try PrintJob(formatter: BlockFormatter(blocks: [10])).write(to: "/no/such/dir/out.pdf") }
        guard case .pdf(.cannotCreateOutput(let path, _)) = error else {
            Issue.record("expected .pdf(.cannotCreateOutput), got \(String(describing: error))")
            return
        }
        #expect(path == "/no/such/dir/out.pdf")
        #expect(!FileManager.default.fileExists(atPath: "/no/such/dir"))
    }

    @Test("a job writes a file atomically and the same job gives the same bytes")
    func writeFile() throws {
        let dir = PDFTools.temporaryDirectory()
        let path = dir.appendingPathComponent("job.pdf").path
        let job = PrintJob(formatter: BlockFormatter(blocks: Array(repeating: 200, count: 9)), info: PrintInfo(jobName: "J", paper: .a5))
        try job.write(to: path)
        #expect(try PDFTools.qpdfCheck(path).ok)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(try job.pdfBytes()))
    }

    private func resourceImage() throws -> Image {
        // 40 × 20 px RGB, made here so the test needs no files.
        var raw: [UInt8] = []
        for _ in 0..<20 { raw.append(0); for _ in 0..<40 { raw += [200, 100, 0] } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let t = Array(type.utf8)
            var crcInput = t + data
            let crc = crcInput.withUnsafeMutableBytes { FolioPDF.Flate.crc32(UnsafeRawBufferPointer($0)) }
            return be(UInt32(data.count)) + t + data + be(crc)
        }
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 255), UInt8((v >> 8) & 255), UInt8(v & 255)] }
        let ihdr = be(40) + be(20) + [8, 2, 0, 0, 0]
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr)
            + chunk("IDAT", try FolioPDF.Flate.deflate(raw)) + chunk("IEND", [])
        return try Image(data: png)
    }
}
