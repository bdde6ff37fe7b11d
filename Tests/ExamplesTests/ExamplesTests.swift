import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import FolioTesting
import Testing

/// Runs every program under Examples/ as a user would (`swift run <name> out.pdf`) and checks
/// that it succeeds and writes a PDF that qpdf accepts. The example executables are
/// dependencies of this test target, so SwiftPM builds them beside the test runner.
@Suite("Examples")
struct ExamplesTests {
    /// The folder holding the built products (the test runner's folder).
    static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    /// The package's root folder, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every example with the extra arguments it needs after the output path.
    static let examples: [(name: String, extra: [String])] = [
        ("hello-pdf", []),
        ("shapes-and-links", []),
        ("paragraph-in-circle", []),
        ("multilingual-page", []),
        ("invoice", []),
        ("e-invoice", []),
        ("header-footer-renderer", []),
        ("charts", []),
        // long-report reads its chart from Samples/ relative to the working folder unless told.
        ("long-report", [packageRoot.appendingPathComponent("Samples/swatch.png").path]),
        ("html-to-pdf", [packageRoot.appendingPathComponent("Samples/guide.html").path]),
        // new-user writes price-list.pdf beside the invoice; NewUserTests compares both with references.
        ("new-user", []),
    ]

    /// Runs an example binary with arguments.
    static func run(_ name: String, _ arguments: [String]) throws -> PDFTools.Run {
        try PDFTools.run(products.appendingPathComponent(name).path, arguments)
    }

    @Test("each example exits 0 and writes a PDF that passes qpdf --check", arguments: examples.map(\.name))
    func example(_ name: String) throws {
        let extra = Self.examples.first { $0.name == name }!.extra
        let pdf = PDFTools.temporaryDirectory(prefix: "folio-example").appendingPathComponent("\(name).pdf").path
        let run = try Self.run(name, [pdf] + extra)
        #expect(run.status == 0, "\(name) failed: \(run.stderr)")
        #expect(run.stdout.contains(pdf), "\(name) should print the path it wrote: \(run.stdout)")
        #expect(!run.stdout.contains("error:"), "\(name) reported an error: \(run.stdout)")
        let check = try PDFTools.qpdfCheck(pdf)
        #expect(check.ok, "qpdf --check on \(name): \(check.output)")
    }

    @Test("e-invoice writes a PDF/A-3b with factur-x.xml attached as Data, its fx: metadata declared, the XML saved back byte for byte and well formed")
    func eInvoice() throws {
        let dir = PDFTools.temporaryDirectory(prefix: "folio-e-invoice")
        let pdf = dir.appendingPathComponent("invoice.pdf").path
        let run = try Self.run("e-invoice", [pdf])
        #expect(run.status == 0, "\(run.stderr)")
        let bytes = try #require(FileManager.default.contents(atPath: pdf))
        #expect(try Self.run("e-invoice", [dir.appendingPathComponent("again.pdf").path]).status == 0)
        #expect(FileManager.default.contents(atPath: dir.appendingPathComponent("again.pdf").path) == bytes, "the same bytes twice")
        let list = try PDFTools.runChecked("pdfdetach", ["-list", pdf]).stdout
        #expect(list.contains("1 embedded files") && list.contains("1: factur-x.xml"), "\(list)")
        let xmlPath = dir.appendingPathComponent("factur-x.xml").path
        _ = try PDFTools.runChecked("pdfdetach", ["-save", "1", "-o", xmlPath, pdf])
        let xml = try #require(FileManager.default.contents(atPath: xmlPath))
        #expect(String(decoding: xml, as: UTF8.self).contains("<ram:GrandTotalAmount>2808.00</ram:GrandTotalAmount>"))
        #expect(XMLParser(data: xml).parse(), "the attached XML is well formed")
        // The XMP packet is the document's one uncompressed stream with this text.
        let text = String(decoding: bytes, as: UTF8.self)
        for needle in ["<pdfaid:part>3</pdfaid:part>", "<pdfaid:conformance>B</pdfaid:conformance>",
                       "xmlns:fx=\"urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#\"",
                       "<fx:DocumentType>INVOICE</fx:DocumentType>", "<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>",
                       "<fx:Version>1.0</fx:Version>", "<fx:ConformanceLevel>BASIC</fx:ConformanceLevel>",
                       "<pdfaSchema:prefix>fx</pdfaSchema:prefix>", "<pdfaProperty:name>ConformanceLevel</pdfaProperty:name>"] {
            #expect(text.contains(needle), "\(needle)")
        }
        let objects = String(decoding: try PDFTools.runChecked("qpdf", ["--qdf", "--object-streams=disable", pdf, "-"]).output, as: UTF8.self)
        #expect(objects.contains("/AFRelationship /Data") && objects.lowercased().contains("/subtype /text#2fxml"), "text/xml, its slash escaped")
        #expect(objects.contains("/OutputIntents") && objects.contains("/GTS_PDFA1"))
        #expect(try PDFTools.info(pdf)["Title"] == "Invoice 2024-0042")
    }

    @Test("report-test blesses its reference on the first run and matches it on the second")
    func reportTestPassesAgainstItself() throws {
        let dir = PDFTools.temporaryDirectory(prefix: "folio-report-test")
        let reference = dir.appendingPathComponent("reference").path
        let pdf = dir.appendingPathComponent("report.pdf").path

        let first = try Self.run("report-test", [pdf, "--reference", reference])
        #expect(first.status == 0, "first run: \(first.stdout)\(first.stderr)")
        #expect(FileManager.default.fileExists(atPath: reference + "/structure.json"))
        #expect(try PDFTools.qpdfCheck(pdf).ok)

        let second = try Self.run("report-test", [pdf, "--reference", reference])
        #expect(second.status == 0, "second run: \(second.stdout)\(second.stderr)")
    }

    @Test("report-test exits non-zero when the report no longer matches its reference")
    func reportTestFailsOnMismatch() throws {
        let dir = PDFTools.temporaryDirectory(prefix: "folio-report-test")
        let reference = dir.appendingPathComponent("reference").path
        // Bless another document (hello-pdf's page) as the reference: the report cannot match it.
        let other = dir.appendingPathComponent("other.pdf").path
        #expect(try Self.run("hello-pdf", [other]).status == 0)
        _ = try PDFReference(directory: URL(fileURLWithPath: reference)).bless(try Data(contentsOf: URL(fileURLWithPath: other)))

        let run = try Self.run("report-test", [dir.appendingPathComponent("report.pdf").path, "--reference", reference])
        #expect(run.status == 1, "expected a mismatch: \(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("--bless"))
        // The mismatch report is kept for a person to look at; this one was intended: remove it.
        let kept = Set(run.stdout.split(whereSeparator: \.isWhitespace).compactMap { token -> String? in
            let parts = token.split(separator: "/")
            guard let i = parts.firstIndex(where: { $0.hasPrefix("folio-testing-report-test-") }) else { return nil }
            return "/" + parts[...i].joined(separator: "/")
        })
        #expect(!kept.isEmpty, "the report's folder is printed: \(run.stdout)")
        for folder in kept where folder.hasPrefix(FileManager.default.temporaryDirectory.path) {
            try? FileManager.default.removeItem(atPath: folder)
        }
    }
}
