import FolioTesting
import Foundation
import Testing

/// `folio check`: conformance findings by clause, and the exit codes scripts rely on.
@Suite("folio check")
struct CheckCommandTests {
    static let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/guide.html").path

    @Test("today's Samples/guide.html (tagged by default) passes the tagged profile with no finding; auto checks it as tagged")
    func taggedGuidePasses() throws {
        let pdf = PDFTools.temporaryDirectory().appendingPathComponent("guide.pdf").path
        let made = try PDFTools.run(FolioCommandTests.binary, [Self.guide, "-o", pdf])
        #expect(made.status == 0, "\(made.stderr)")
        for args in [["--profile", "tagged"], []] {
            let r = try PDFTools.run(FolioCommandTests.binary, ["check", pdf] + args)
            #expect(r.status == 0 && r.stdout == "passes tagged PDF: 0 errors, 0 warnings\n", "\(r.stdout)\(r.stderr)")
        }
    }

    @Test("findings: one line each with clause and object, a summary, exit 1; JSON on request")
    func findings() throws {
        let pdf = PDFTools.temporaryDirectory().appendingPathComponent("plain.pdf").path
        try Data(Self.untaggedPDF).write(to: URL(fileURLWithPath: pdf))
        let r = try PDFTools.run(FolioCommandTests.binary, ["check", "--profile", "tagged", pdf])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.contains("ISO 32000-1 14.7.2: the catalog has no /StructTreeRoot: the document has no structure tree"), "\(r.stdout)")
        #expect(lines.contains { $0.hasPrefix("ISO 32000-1 14.8.2.2: page 1: ") && $0.hasSuffix(" R)") }, "\(r.stdout)")
        #expect(lines.last?.hasPrefix("fails tagged PDF: ") == true)
        let json = try PDFTools.run(FolioCommandTests.binary, ["check", "--profile", "tagged", "--format", "json", pdf])
        #expect(json.status == 1)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(decoded?["passes"] as? Bool == false && (decoded?["findings"] as? [Any])?.count == lines.count - 1)
    }

    @Test("exit codes: 65 not a PDF, 66 no such file, 64 an unknown profile or format, 69 without qpdf (named)")
    func exitCodes() throws {
        let dir = PDFTools.temporaryDirectory()
        let text = dir.appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: text)
        let notPDF = try PDFTools.run(FolioCommandTests.binary, ["check", text.path])
        #expect(notPDF.status == 65 && notPDF.stderr.contains("is not a PDF qpdf can read"), "\(notPDF.stderr)")
        let missing = try PDFTools.run(FolioCommandTests.binary, ["check", dir.path + "/none.pdf"])
        #expect(missing.status == 66 && missing.stderr.contains("no such file"), "\(missing.stderr)")
        #expect(try PDFTools.run(FolioCommandTests.binary, ["check", "--profile", "a-1b", text.path]).status == 64)
        #expect(try PDFTools.run(FolioCommandTests.binary, ["check", "--format", "xml", text.path]).status == 64)
        let noQPDF = try PDFTools.run("/usr/bin/env", ["PATH=/nonexistent", FolioCommandTests.binary, "check", text.path])
        #expect(noQPDF.status == 69 && noQPDF.stderr.contains("install the qpdf package"), "\(noQPDF.stderr)")
    }

    /// A one-page PDF drawing a square, with no structure at all.
    static let untaggedPDF: [UInt8] = {
        let content = "0 0 1 rg 10 10 50 50 re f"
        let objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                       "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] /Contents 4 0 R >>",
                       "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream"]
        var out = Array("%PDF-1.4\n".utf8), offsets: [Int] = []
        for (i, body) in objects.enumerated() { offsets.append(out.count); out += Array("\(i + 1) 0 obj\n\(body)\nendobj\n".utf8) }
        let xref = out.count
        out += Array("xref\n0 5\n0000000000 65535 f \n".utf8)
        for o in offsets { out += Array(String(format: "%010d 00000 n \n", o).utf8) }
        return out + Array("trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n".utf8)
    }()
}
