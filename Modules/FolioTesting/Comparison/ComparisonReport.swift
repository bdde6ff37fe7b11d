import Foundation

/// The outcome of comparing a PDF with a reference folder: whether it passed, and for each
/// mismatch which page, what changed, and where to look.
///
/// Its `description` is the report to print in a failed test.
public struct ComparisonReport: Sendable, CustomStringConvertible {
    /// How a comparison ended.
    public enum Outcome: String, Sendable {
        /// The bytes equal the reference's `output.pdf`; nothing else was compared.
        case identicalBytes
        /// The bytes differ, but structure, text and renderings match.
        case matched
        /// At least one check failed; see ``ComparisonReport/mismatches``.
        case mismatched
        /// The reference folder was (re)written from this PDF.
        case blessed
    }

    /// One thing that differs from the reference.
    public struct Mismatch: Sendable, CustomStringConvertible {
        /// Which check found it.
        public enum Kind: String, Sendable {
            /// A reference file is missing or unreadable.
            case reference
            /// `qpdf --check` reported an error or a warning.
            case syntax
            /// Pages, sizes, fonts, links, outline or metadata changed.
            case structure
            /// A page's extracted text changed.
            case text
            /// A page's rendering changed beyond the tolerance.
            case rendering
        }

        /// Which check found it.
        public var kind: Kind
        /// The 1-based page, when the mismatch belongs to one.
        public var page: Int?
        /// One line: what changed.
        public var summary: String
        /// More lines: a unified diff, the list of structural differences, or file paths.
        public var detail: String
        /// Files written to help: the actual rendering and the difference image.
        public var files: [URL]

        /// A mismatch from its parts.
        public init(kind: Kind, page: Int? = nil, summary: String, detail: String = "", files: [URL] = []) {
            self.kind = kind
            self.page = page
            self.summary = summary
            self.detail = detail
            self.files = files
        }

        /// The summary, then the detail indented under it.
        public var description: String {
            let head = "• " + (page.map { "page \($0) " } ?? "") + "\(kind.rawValue): \(summary)"
            let body = detail.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
            return detail.isEmpty ? head : head + "\n" + body
        }
    }

    /// A name for messages, such as `drawing/pentagon`.
    public var name: String
    /// The reference folder compared with.
    public var reference: URL
    /// How the comparison ended.
    public var outcome: Outcome
    /// What differs; empty when the comparison passed.
    public var mismatches: [Mismatch]
    /// Where the actual output of a failed comparison was written, if anywhere.
    public var outputDirectory: URL?
    /// What blessing changed in the reference folder (files written or removed); empty otherwise.
    public var blessedFiles: [String] = []
    /// How to accept the output if the change was intended; printed at the end of a mismatch.
    public var blessingHint: String?

    /// A report from its parts.
    public init(name: String, reference: URL, outcome: Outcome, mismatches: [Mismatch] = [], outputDirectory: URL? = nil) {
        self.name = name
        self.reference = reference
        self.outcome = outcome
        self.mismatches = mismatches
        self.outputDirectory = outputDirectory
    }

    /// Whether the PDF matches the reference (or the reference was just blessed from it).
    public var passed: Bool { mismatches.isEmpty || outcome == .blessed }

    /// The pages with at least one mismatch, in order.
    public var mismatchedPages: [Int] { Array(Set(mismatches.compactMap(\.page))).sorted() }

    /// The whole report: a headline, then each mismatch with its diff or files.
    public var description: String {
        switch outcome {
        case .identicalBytes:
            return "\(name): identical bytes to \(reference.path)/output.pdf"
        case .matched:
            return "\(name): matches \(reference.path) (structure, text and renderings; the bytes differ from output.pdf)"
        case .blessed:
            var text = "\(name): blessed \(reference.path)"
            text += blessedFiles.isEmpty ? " (nothing changed)" : ": " + blessedFiles.joined(separator: ", ")
            if !mismatches.isEmpty { text += "\nwhat changed from the previous reference (its files are now replaced):\n" + mismatches.map(\.description).joined(separator: "\n") }
            return text
        case .mismatched:
            var text = "\(name): \(mismatches.count) mismatch\(mismatches.count == 1 ? "" : "es") against \(reference.path)"
            if !mismatchedPages.isEmpty { text += " on page\(mismatchedPages.count == 1 ? "" : "s") \(mismatchedPages.map(String.init).joined(separator: ", "))" }
            if let outputDirectory { text += "\nactual output: \(outputDirectory.path)" }
            text += "\n" + mismatches.map(\.description).joined(separator: "\n")
            if let blessingHint, !mismatches.allSatisfy({ $0.kind == .reference }) { text += "\nif the change is intended — \(blessingHint)" }
            return text
        }
    }
}

/// Thrown by ``PDFReference/assertMatches(_:blessing:)`` when a PDF does not match its
/// reference; its description is the full report.
public struct ReferenceMismatch: Error, Sendable, CustomStringConvertible {
    /// The report of the failed comparison.
    public let report: ComparisonReport

    /// An error carrying a failed comparison's report.
    public init(report: ComparisonReport) { self.report = report }

    /// The report.
    public var description: String { report.description }
}
