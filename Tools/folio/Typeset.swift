import ArgumentParser
import Folio
import Foundation

/// `folio typeset`: plain text to PDF on US Letter, 72 pt margins, page numbers centred in
/// the footer. Each line break of the input is kept; long lines wrap.
struct Typeset: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Typeset a UTF-8 plain-text file into a PDF (the default command).")

    @Argument(help: "The UTF-8 text file to typeset.")
    var input: String

    @Option(name: [.short, .long], help: "The PDF to write (default: the input's name with .pdf).")
    var output: String?

    func run() throws {
        try reportingErrors(typeset)
    }

    private func typeset() throws {
        let outputPath = output ?? Self.defaultOutput(for: input)
        if URL(fileURLWithPath: outputPath).standardizedFileURL == URL(fileURLWithPath: input).standardizedFileURL {
            throw CLIError(code: 64, "the output \(outputPath) is the input; give another path with -o")
        }
        let text = try InputText.read(input)
        let formatter = SimpleTextPrintFormatter(text: text, font: TextFont(family: "serif", size: 11),
                                                 paragraphStyle: ParagraphStyle().with { $0.minimumLineHeight = 13.2; $0.maximumLineHeight = 13.2 })
        let title = URL(fileURLWithPath: input).lastPathComponent
        let renderer = HeaderFooterPageRenderer(footer: .pageNumber, title: title, file: title)
        renderer.headerHeight = 72  // the top margin, on every page
        renderer.footerHeight = 72  // the bottom margin, holding the page number
        renderer.addPrintFormatter(formatter, startingAtPage: 0)
        formatter.contentInsets = EdgeInsets(top: 0, left: 72, bottom: 0, right: 72)
        let job = PrintJob(renderer: renderer, info: PrintInfo(jobName: title, paper: .letter))
        do {
            try job.write(to: outputPath)
        } catch {
            switch error {
            case .jobFailed(let why) where why.contains("cannot create"):
                throw CLIError(code: 73, "\(error)")
            case .noContent:
                throw CLIError(code: 65, "\(input): \(error)")
            default:
                throw CLIError(code: 70, "\(input): \(error)")
            }
        }
        for d in Set(formatter.diagnostics).sorted() { FileHandle.standardError.write(Data("folio: warning: \(d)\n".utf8)) }
    }

    static func defaultOutput(for input: String) -> String {
        let url = URL(fileURLWithPath: input)
        return url.deletingPathExtension().appendingPathExtension("pdf").path
    }
}
