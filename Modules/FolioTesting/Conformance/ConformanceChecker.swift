import Foundation

/// Why a PDF could not be checked at all (as opposed to findings about it).
public enum ConformanceCheckError: Error, Sendable, Equatable, CustomStringConvertible {
    /// qpdf, which reads the PDF, is not installed.
    case qpdfNotInstalled
    /// The file cannot be read (missing, a folder, no permission).
    case unreadable(path: String, reason: String)
    /// The file is not a PDF qpdf can read; `detail` is what qpdf said.
    case notPDF(path: String, detail: String)
    /// qpdf's JSON could not be read; `detail` says where it went wrong.
    case unreadableJSON(detail: String)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .qpdfNotInstalled:
            return "qpdf is not installed (not found on PATH); the checker reads PDFs through it: install the qpdf package (apt-get install qpdf)"
        case .unreadable(let path, let reason):
            return "\(path) cannot be read: \(reason)"
        case .notPDF(let path, let detail):
            return "\(path) is not a PDF qpdf can read" + (detail.isEmpty ? "" : ": \(detail)")
        case .unreadableJSON(let detail):
            return "qpdf's JSON could not be read: \(detail)"
        }
    }
}

/// Checks a PDF against the machine-checkable rules of tagged PDF (ISO 32000-1 §14.6–14.8),
/// PDF/UA-1 (ISO 14289-1 and the Matterhorn Protocol) and PDF/A-2/3 (ISO 19005-2, -3), reading
/// it through `qpdf --json` and reporting each broken rule by its clause.
///
/// It is no full validator: `docs/conformance.md` lists the rules it checks and those it does
/// not (those needing human judgement, rendering, or the font programs themselves).
///
/// ```swift
/// let report = try ConformanceChecker.check(contentsOf: "out.pdf", profile: .pdfUA1)
/// #expect(report.passes, "\(report.text)")
/// ```
public enum ConformanceChecker {
    /// Checks a PDF file. Throws ``ConformanceCheckError`` when it cannot be read at all.
    public static func check(contentsOf path: String, profile: ConformanceProfile = .auto) throws(ConformanceCheckError) -> ConformanceReport {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "it is a folder") }
        guard FileManager.default.isReadableFile(atPath: path) else { throw .unreadable(path: path, reason: "permission denied") }
        let args = ["--json=2", "--json-key=qpdf", "--json-key=pages", "--json-stream-data=inline", "--decode-level=generalized", path]
        let run: PDFTools.Run
        do { run = try PDFTools.run("qpdf", args) } catch { throw .qpdfNotInstalled }
        // Status 3: qpdf warned (and repaired what it could); the JSON is there.
        guard run.status == 0 || run.status == 3 else {
            let said = run.stderr.split(separator: "\n").last.map(String.init) ?? ""
            throw .notPDF(path: path, detail: said)
        }
        return try check(qpdfJSON: run.output, profile: profile)
    }

    /// Checks PDF bytes (written to a temporary file for qpdf).
    public static func check(pdf: [UInt8], profile: ConformanceProfile = .auto) throws(ConformanceCheckError) -> ConformanceReport {
        let path: String
        do { path = try PDFTools.save(pdf) } catch { throw .unreadable(path: "a temporary file", reason: "\(error)") }
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        return try check(contentsOf: path, profile: profile)
    }

    /// Checks what `qpdf --json=2 --json-key=qpdf --json-key=pages --json-stream-data=inline
    /// --decode-level=generalized FILE` printed. Any bytes are accepted: JSON that is not qpdf's
    /// reads as an empty document.
    public static func check(qpdfJSON: [UInt8], profile: ConformanceProfile = .auto) throws(ConformanceCheckError) -> ConformanceReport {
        let pdf: QPDFDocument
        do { pdf = try QPDFDocument(json: qpdfJSON) } catch { throw .unreadableJSON(detail: "\(error)") }
        let doc = CheckedDocument(pdf)
        let profiles = resolve(profile, doc)
        guard !profiles.isEmpty else { return ConformanceReport(profiles: [], findings: []) }
        var context = RuleContext(doc: doc, ua: profiles.contains(.pdfUA1))
        let needsTagging = profiles.contains { p in
            if case .pdfA(_, let level) = p { return level == "a" }
            return p == .tagged || p == .pdfUA1
        }
        if needsTagging { TaggedPDFRules.check(&context) }
        if profiles.contains(.pdfUA1) { AccessibilityRules.check(&context) } else if needsTagging { TaggedPDFRules.recommendations(&context) }
        for case .pdfA(let part, let level) in profiles { ArchivalRules.check(&context, part: part, level: level) }
        return ConformanceReport(profiles: profiles.map(\.description), findings: context.findings)
    }

    /// The profiles to check: the one asked for, or what the document claims.
    static func resolve(_ profile: ConformanceProfile, _ doc: CheckedDocument) -> [ConformanceProfile] {
        guard profile == .auto else { return [profile] }
        var claimed: [ConformanceProfile] = []
        if let xmp = doc.xmp {
            if xmp.value("pdfuaid:part") == "1" { claimed.append(.pdfUA1) }
            if let part = xmp.value("pdfaid:part").flatMap({ Int($0) }), part == 2 || part == 3,
               let level = xmp.value("pdfaid:conformance")?.lowercased().first, "bua".contains(level) {
                claimed.append(.pdfA(part: part, level: level))
            }
        }
        if claimed.isEmpty, doc.catalog["/StructTreeRoot"] != nil { claimed.append(.tagged) }
        return claimed
    }
}
