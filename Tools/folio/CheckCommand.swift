import ArgumentParser
import FolioTesting
import Foundation

/// `folio check`: reports, by clause, the rules of tagged PDF, PDF/UA-1 and PDF/A-2/3 that a PDF breaks.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a PDF against tagged PDF, PDF/UA-1 or PDF/A-2/3 rules (read through qpdf).",
        discussion: """
            Prints one line per finding, "clause: message (object 12 0 R)", then a summary.
            The machine-checkable rules only: docs/conformance.md lists what is checked and
            what is not. Needs qpdf.

            Exit codes: 0 passes (warnings allowed), 1 findings that fail the profile,
            64 usage, 65 not a PDF, 66 file not found or unreadable, 69 qpdf missing.
            """)

    @Argument(help: ArgumentHelp("The PDF to check.", valueName: "file.pdf"))
    var file: String

    @Option(help: ArgumentHelp(
        "What to check against: auto (what the XMP metadata claims; tagged when it claims nothing and has a structure tree), tagged, ua1, a-2b, a-2u, a-2a, a-3b, a-3u, a-3a.",
        valueName: "profile"))
    var profile = "auto"

    @Option(help: ArgumentHelp("text (one line per finding and a summary) or json.", valueName: "format"))
    var format = "text"

    func run() throws {
        var report: ConformanceReport?
        try reportingErrors {
            guard let p = ConformanceProfile(argument: profile) else {
                throw CLIError(.usage, "--profile: '\(profile)' is not one of \(ConformanceProfile.argumentNames.joined(separator: ", "))")
            }
            guard format == "text" || format == "json" else { throw CLIError(.usage, "--format: '\(format)' is not text or json") }
            do throws(ConformanceCheckError) {
                report = try ConformanceChecker.check(contentsOf: file, profile: p)
            } catch {
                switch error {
                case .qpdfNotInstalled: throw CLIError(.unavailable, error.description)
                case .unreadable: throw CLIError(.noInput, error.description)
                case .notPDF, .unreadableJSON: throw CLIError(.dataErr, error.description)
                }
            }
        }
        guard let report else { return }
        try reportingErrors { try StandardStreams.writeOutput(Array((format == "json" ? report.json : report.text).utf8)) }
        if !report.passes { throw ExitCode(ExitStatus.findings.rawValue) }
    }
}
