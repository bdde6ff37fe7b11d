import Foundation

/// A reference folder that a PDF must match, and the comparison that checks it.
///
/// The folder holds what a reader saw of the blessed PDF:
///
/// | file | what | compared |
/// |---|---|---|
/// | `output.pdf` | the blessed bytes | first: equal bytes pass at once |
/// | `structure.json` | pages and sizes, fonts, links, outline, metadata (``DocumentSummary``) | exactly |
/// | `page-N.txt` | page N's text, as `pdftotext` extracts it | exactly, with a unified diff |
/// | `page-N.png` | page N rendered at ``ComparisonOptions/dpi`` | within the tolerance, with a difference image |
///
/// ```swift
/// let reference = PDFReference(directory: fixtures.appendingPathComponent("invoice/expected"))
/// let report = try reference.compare(pdfBytes)
/// #expect(report.passed, "\(report)")
/// ```
public struct PDFReference: Sendable {
    /// The folder holding the reference files.
    public let directory: URL
    /// A name for messages, such as `drawing/pentagon`.
    public var name: String
    /// What the comparison checks and how strictly.
    public var options: ComparisonOptions
    /// Told with every missing reference: how to create it.
    public var blessingHint = "to accept the current output, run the test again with FOLIO_BLESS=1 in the environment"

    /// A reference folder. `name` defaults to the last two folder names, leaving out a final
    /// `expected` (`…/examples/weekly-report/expected` is `examples/weekly-report`).
    public init(directory: URL, name: String? = nil, options: ComparisonOptions = ComparisonOptions()) {
        self.directory = directory
        let named = directory.lastPathComponent == "expected" ? directory.deletingLastPathComponent() : directory
        self.name = name ?? named.deletingLastPathComponent().lastPathComponent + "/" + named.lastPathComponent
        self.options = options
    }

    // MARK: Files

    /// `output.pdf`: the blessed bytes.
    public var pdfURL: URL { directory.appendingPathComponent("output.pdf") }
    /// `structure.json`: the blessed ``DocumentSummary``.
    public var structureURL: URL { directory.appendingPathComponent("structure.json") }
    /// `page-N.txt`: the blessed text of page N (1-based).
    public func textURL(page: Int) -> URL { directory.appendingPathComponent("page-\(page).txt") }
    /// `page-N.png`: the blessed rendering of page N (1-based).
    public func renderingURL(page: Int) -> URL { directory.appendingPathComponent("page-\(page).png") }

    // MARK: Comparing

    /// Compares PDF bytes with the reference.
    ///
    /// In order: `qpdf --check`; the bytes (equal to `output.pdf` → pass); the structure and each
    /// page's text, exactly; each page's rendering, within the tolerance. Every mismatch found
    /// is reported, not only the first. Throws only when a tool is missing or fails.
    public func compare(_ pdf: [UInt8]) throws -> ComparisonReport {
        try PDFTools.require(options.requiredTools)
        let work = outputDirectory()
        let path = work.appendingPathComponent("actual.pdf").path
        try Data(pdf).write(to: URL(fileURLWithPath: path))
        var mismatches: [ComparisonReport.Mismatch] = []
        if options.checksSyntax {
            let check = try PDFTools.qpdfCheck(path)
            if !check.ok { mismatches.append(.init(kind: .syntax, summary: "qpdf --check does not pass cleanly", detail: check.output)) }
        }
        if options.trustsIdenticalBytes, mismatches.isEmpty, let blessed = FileManager.default.contents(atPath: pdfURL.path),
           blessed.elementsEqual(pdf) {
            cleanUp(work)
            return ComparisonReport(name: name, reference: directory, outcome: .identicalBytes)
        }
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            mismatches.append(.init(kind: .reference, summary: "no reference folder at \(directory.path)", detail: blessingHint))
        } else {
            mismatches += try self.mismatches(of: try observe(path), in: work)
        }
        if mismatches.isEmpty {
            cleanUp(work)
            return ComparisonReport(name: name, reference: directory, outcome: .matched)
        }
        var report = ComparisonReport(name: name, reference: directory, outcome: .mismatched, mismatches: mismatches, outputDirectory: work)
        report.blessingHint = blessingHint
        return report
    }

    /// Compares PDF data with the reference.
    public func compare(_ pdf: Data) throws -> ComparisonReport { try compare([UInt8](pdf)) }

    /// Compares a PDF file with the reference.
    public func compare(contentsOf url: URL) throws -> ComparisonReport { try compare([UInt8](try Data(contentsOf: url))) }

    /// Compares, and throws ``ReferenceMismatch`` (whose description is the whole report) when
    /// the PDF does not match. When `blessing` is true, or when it is nil and the
    /// `FOLIO_BLESS` environment variable asks for this reference (see ``Blessing``), blesses
    /// the reference from the PDF instead and prints what changed.
    @discardableResult
    public func assertMatches(_ pdf: [UInt8], blessing: Bool? = nil) throws -> ComparisonReport {
        if blessing ?? Blessing.isRequested(for: name) {
            let report = try bless(pdf)
            print(report)
            return report
        }
        let report = try compare(pdf)
        guard report.passed else { throw ReferenceMismatch(report: report) }
        return report
    }

    /// ``assertMatches(_:blessing:)`` for PDF data.
    @discardableResult
    public func assertMatches(_ pdf: Data, blessing: Bool? = nil) throws -> ComparisonReport {
        try assertMatches([UInt8](pdf), blessing: blessing)
    }

    // MARK: Observing

    /// What the tools see of a PDF, read once for comparing and blessing.
    struct Observation {
        var summary: DocumentSummary?
        var texts: [String]?
        var renderings: [Raster]?
    }

    /// Runs the tools the options ask for.
    func observe(_ path: String) throws -> Observation {
        var o = Observation()
        if options.checksStructure || options.requiresEmbeddedFonts { o.summary = try DocumentSummary(contentsOf: path) }
        if options.checksText { o.texts = try PDFTools.pageTexts(path) }
        if options.checksRendering { o.renderings = try PDFTools.renderPages(path, dpi: options.dpi, renderer: options.renderer) }
        return o
    }

    /// Where this comparison writes the actual output: the caller's folder or a fresh one.
    func outputDirectory() -> URL {
        if let dir = options.outputDirectory {
            try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            return dir
        }
        let safe = name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
        return PDFTools.keptDirectory(prefix: "folio-testing-" + String(safe))
    }

    func cleanUp(_ work: URL) {
        if options.outputDirectory == nil { try? FileManager.default.removeItem(at: work) }
    }
}
