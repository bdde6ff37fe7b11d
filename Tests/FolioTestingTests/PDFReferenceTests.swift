import FolioTesting
import Foundation
import Testing

@Suite("Reference folders: bless, compare, report")
struct PDFReferenceTests {
    static let original = MiniPDF(pages: [MiniPDF.textPage("One"), MiniPDF.textPage("Two", box: "100 20 60 60")], links: true)

    /// A reference in a fresh folder, the reports of its failures in another removed at exit;
    /// Helvetica is not embedded in these hand-made PDFs.
    static func reference() -> PDFReference {
        var options = ComparisonOptions()
        options.requiresEmbeddedFonts = false
        let folder = PDFTools.temporaryDirectory()
        options.outputDirectory = folder.appendingPathComponent("actual")
        return PDFReference(directory: folder.appendingPathComponent("expected"), name: "mini/two-pages", options: options)
    }

    @Test("blessing writes the reference; the same bytes then pass at once, and pass on full comparison too")
    func blessThenCompare() throws {
        var reference = Self.reference()
        let blessed = try reference.bless(Self.original.bytes)
        #expect(blessed.outcome == .blessed && blessed.passed)
        #expect(Set(blessed.blessedFiles) == ["output.pdf", "structure.json", "page-1.txt", "page-2.txt", "page-1.png", "page-2.png"])
        #expect(try String(contentsOf: reference.textURL(page: 2), encoding: .utf8).hasPrefix("Two\n"))
        #expect(try reference.compare(Self.original.bytes).outcome == .identicalBytes)
        reference.options.trustsIdenticalBytes = false
        let full = try reference.compare(Self.original.bytes)
        #expect(full.outcome == .matched, "\(full)")
        #expect(try reference.bless(Self.original.bytes).blessedFiles.isEmpty, "blessing an unchanged PDF touches nothing")
    }

    @Test("a change on page 2 fails on page 2 only: a text diff and a difference image")
    func changedPage() throws {
        let reference = Self.reference()
        try reference.bless(Self.original.bytes)
        var changed = Self.original
        changed.pages[1] = MiniPDF.textPage("Too", box: "110 20 60 60")
        let report = try reference.compare(changed.bytes)
        #expect(report.outcome == .mismatched)
        #expect(report.mismatchedPages == [2])
        let text = try #require(report.mismatches.first { $0.kind == .text })
        #expect(text.detail.contains("-Two\n+Too\n"), "\(text.detail)")
        let rendering = try #require(report.mismatches.first { $0.kind == .rendering })
        #expect(rendering.page == 2)
        #expect(rendering.detail.contains(" pt from the page's top-left corner\nactual:     /"), "\(rendering.detail)")
        let diffImage = try #require(rendering.files.first { $0.lastPathComponent == "page-2.diff.png" })
        let image = try Raster(png: [UInt8](try Data(contentsOf: diffImage)))
        #expect(image.pixel(82, 80, is: (255, 0, 0), tolerance: 0), "the box's new right edge is red")
        #expect(image.pixel(5, 5, is: (255, 255, 255), tolerance: 0))
        #expect(FileManager.default.fileExists(atPath: rendering.files[0].path), "the actual rendering sits beside it")
        #expect(report.description.contains("mini/two-pages: 2 mismatches against"))
        #expect(report.description.contains("on page 2\nactual output: "))
    }

    @Test("structural changes are listed: a page size, a link")
    func structure() throws {
        let reference = Self.reference()
        try reference.bless(Self.original.bytes)
        var changed = Self.original
        changed.links = false
        changed.pages[0].height = 210
        let report = try reference.compare(changed.bytes)
        let s = try #require(report.mismatches.first { $0.kind == .structure && $0.page == 1 })
        #expect(s.summary == "3 structural differences")
        #expect(s.detail.contains("page 1 size: expected 200 × 200 pt, got 200 × 210 pt"))
        #expect(s.detail.contains("page 1 links: - [20 20 60 60] → https://example.com/"))
    }

    @Test("a missing reference says how to create it")
    func missingReference() throws {
        let report = try Self.reference().compare(Self.original.bytes)
        #expect(!report.passed)
        #expect(report.mismatches.map(\.kind) == [.reference])
        #expect(report.description.contains("FOLIO_BLESS=1"))
    }

    @Test("assertMatches throws the report; blessing: true blesses instead")
    func assertMatches() throws {
        let reference = Self.reference()
        #expect(try reference.assertMatches(Self.original.bytes, blessing: true).outcome == .blessed)
        #expect(try reference.assertMatches(Self.original.bytes, blessing: false).outcome == .identicalBytes)
        var changed = Self.original
        changed.pages[0] = MiniPDF.textPage("Uno")
        let error = try #require(throws: ReferenceMismatch.self) { try reference.assertMatches(changed.bytes, blessing: false) }
        #expect(error.report.mismatchedPages == [1])
        #expect(error.description == error.report.description)
    }

    @Test("blessing a shorter document removes the files of pages that are gone; comparing reports them")
    func pageRemoved() throws {
        let reference = Self.reference()
        try reference.bless(Self.original.bytes)
        var shorter = Self.original
        shorter.pages.removeLast()
        shorter.links = false
        let report = try reference.compare(shorter.bytes)
        #expect(report.mismatches.contains { $0.kind == .structure && $0.summary == "page count: expected 2, got 1" })
        #expect(report.mismatches.contains { $0.kind == .rendering && $0.page == 2 && $0.summary == "the page is gone" })
        let blessed = try reference.bless(shorter.bytes)
        #expect(blessed.blessedFiles.contains("removed page-2.png") && blessed.blessedFiles.contains("removed page-2.txt"))
        #expect(!blessed.mismatches.isEmpty, "the blessing report says what changed")
        #expect(try reference.compare(shorter.bytes).outcome == .identicalBytes)
    }

    @Test("fonts that are not embedded fail when embedding is required (the default)")
    func embeddedFonts() throws {
        var reference = Self.reference()
        reference.options.requiresEmbeddedFonts = true
        try reference.bless(Self.original.bytes)
        reference.options.trustsIdenticalBytes = false
        let report = try reference.compare(Self.original.bytes)
        #expect(report.mismatches.map(\.summary) == ["font Helvetica is not embedded"])
    }

    @Test("a damaged PDF fails qpdf --check and is never blessed")
    func damaged() throws {
        var bytes = Self.original.bytes
        let tail = Array("startxref\n".utf8)
        let at = try #require(bytes.indices.reversed().first { bytes[$0...].starts(with: tail) })
        bytes[at + tail.count] = UInt8(ascii: "9")  // a wrong cross-reference offset
        let reference = Self.reference()
        #expect(throws: BlessingError.self) { try reference.bless(bytes) }
        try reference.bless(Self.original.bytes)
        let report = try reference.compare(bytes)
        #expect(report.mismatches.first?.kind == .syntax)
    }
}

@Suite("Tools, blessing requests, fixture cases")
struct ToolAndCaseTests {
    @Test("a missing tool names the Debian package that provides it")
    func missingTool() {
        #expect(throws: ToolError.notInstalled(tool: "folio-no-such-tool", package: nil)) { try PDFTools.run("folio-no-such-tool", []) }
        let message = ToolError.notInstalled(tool: "pdftoppm", package: "poppler-utils").description
        #expect(message.contains("pdftoppm is not installed") && message.contains("apt-get install poppler-utils"))
        #expect(ToolError.debianPackages["qpdf"] == "qpdf" && ToolError.debianPackages["pdffonts"] == "poppler-utils")
        #expect(PDFTools.has("qpdf") && !PDFTools.has("folio-no-such-tool"))
    }

    @Test("a failing tool's error carries its status and standard error")
    func failingTool() {
        #expect(throws: ToolError.self) { try PDFTools.runChecked("pdfinfo", ["/nonexistent.pdf"]) }
    }

    @Test("FOLIO_BLESS selects all references or the named ones")
    func blessing() {
        #expect(Blessing.isRequested(for: "drawing/pentagon", environment: ["FOLIO_BLESS": "1"]))
        #expect(!Blessing.isRequested(for: "drawing/pentagon", environment: [:]))
        #expect(!Blessing.isRequested(for: "drawing/pentagon", environment: ["FOLIO_BLESS": "0"]))
        #expect(Blessing.isRequested(for: "drawing/pentagon", environment: ["FOLIO_BLESS": "arc-135,pentagon"]))
        #expect(Blessing.isRequested(for: "drawing/pentagon", environment: ["FOLIO_BLESS": "drawing/pentagon"]))
        #expect(!Blessing.isRequested(for: "drawing/pentagon", environment: ["FOLIO_BLESS": "gon"]))
        #expect(Blessing.isRequested(environment: ["FOLIO_BLESS": "x"]) && !Blessing.isRequested(environment: ["FOLIO_BLESS": "no"]))
    }

    @Test("cases are the folders with a case.json, two levels down, sorted")
    func discovery() throws {
        let root = PDFTools.temporaryDirectory()
        let fm = FileManager.default
        for (path, json) in [("b/two", #"{"scenario": "x"}"#), ("a/one", #"{"input": "in.txt", "options": {"paper": "a4"}, "comparison": {"dpi": 72}}"#)] {
            try fm.createDirectory(at: root.appendingPathComponent(path), withIntermediateDirectories: true)
            try Data(json.utf8).write(to: root.appendingPathComponent(path).appendingPathComponent("case.json"))
        }
        try fm.createDirectory(at: root.appendingPathComponent("Fonts/licenses"), withIntermediateDirectories: true)
        let cases = try FixtureCase.discover(in: root)
        #expect(cases.map(\.name) == ["a/one", "b/two"])
        #expect(cases[0].inputURL?.lastPathComponent == "in.txt" && cases[0].manifest.options == ["paper": "a4"])
        #expect(cases[0].reference.options.dpi == 72 && cases[0].reference.options.channelTolerance == 24)
        #expect(cases[1].manifest.scenario == "x" && cases[1].area == "b")
        #expect(cases[1].reference.directory.lastPathComponent == "expected")
    }

    @Test("a malformed case says which file and why")
    func malformed() throws {
        let dir = PDFTools.temporaryDirectory().appendingPathComponent("area/bad")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(#"{"scenario": "x", "input": "y"}"#.utf8).write(to: dir.appendingPathComponent("case.json"))
        let error = try #require(throws: FixtureError.self) { try FixtureCase(directory: dir) }
        #expect(error.description.hasSuffix("case.json: a case names exactly one of \"scenario\" and \"input\""))
        try Data(#"{"scenario": "x", "comparison": {"dpi": 0}}"#.utf8).write(to: dir.appendingPathComponent("case.json"))
        #expect(throws: FixtureError.self) { try FixtureCase(directory: dir) }
    }
}
