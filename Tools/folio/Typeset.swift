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

    @OptionGroup var options: TypesetOptions

    func run() throws {
        try reportingErrors(typeset)
    }

    private func typeset() throws {
        let outputPath = output ?? Self.defaultOutput(for: input)
        if URL(fileURLWithPath: outputPath).standardizedFileURL == URL(fileURLWithPath: input).standardizedFileURL {
            throw CLIError(code: 64, "the output \(outputPath) is the input; give another path with -o")
        }
        let o = options
        let size = try o.checkedFontSize()
        let basePaper = try o.paperValue()
        let orientation = try o.orientationValue(for: basePaper)
        let paper = orientation.resolved(for: basePaper.size) == .landscape ? basePaper.landscape : basePaper.portrait
        let m = try o.marginValues()
        guard m.left + m.right < paper.size.width - size, m.top + m.bottom < paper.size.height - size * o.lineHeight else {
            throw CLIError(code: 64, "the margins (\(m.top), \(m.right), \(m.bottom), \(m.left) pt) leave no room on \(paper.name) (\(paper.size)); make them smaller")
        }
        let alignment = try o.alignment()
        let duplex = try o.duplexValue()
        let ranges = try o.pageRanges()
        let text = try InputText.read(input)
        let style = ParagraphStyle().with {
            $0.minimumLineHeight = size * o.lineHeight
            $0.maximumLineHeight = size * o.lineHeight
            $0.alignment = alignment
            $0.hyphenationFactor = o.hyphenate ? 1 : 0
        }
        let formatter = SimpleTextPrintFormatter(text: text, font: TextFont(family: o.font, size: size), paragraphStyle: style)
        if let lang = o.lang { formatter.attributedText = AttributedText(text, attributes: TextAttributes(language: lang)) }
        let file = URL(fileURLWithPath: input).lastPathComponent
        let title = o.title ?? file
        let renderer = HeaderFooterPageRenderer(
            header: o.header.map(HeaderFooterTemplate.init), footer: o.footer.isEmpty ? nil : HeaderFooterTemplate(o.footer),
            title: title, file: file, date: Self.today())
        renderer.horizontalInsets = (m.left, m.right)
        renderer.headerHeight = m.top     // the top margin, on every page, holding the header
        renderer.footerHeight = m.bottom  // the bottom margin, holding the footer
        renderer.addPrintFormatter(formatter, startingAtPage: 0)
        formatter.contentInsets = EdgeInsets(top: 0, left: m.left, bottom: 0, right: m.right)
        let job = PrintJob(renderer: renderer, info: PrintInfo(
            jobName: title, orientation: orientation == .landscape || paper.isLandscape ? .landscape : .portrait,
            duplex: duplex, paper: paper, pageRanges: ranges, author: o.author))
        do {
            try job.write(to: outputPath)
        } catch {
            switch error {
            case .jobFailed(let why) where why.contains("cannot create"):
                throw CLIError(code: 73, "\(error)")
            case .noContent(let why) where why.contains("page range"):
                throw CLIError(code: 64, "--pages: \(why)")
            case .noContent:
                throw CLIError(code: 65, "\(input): \(error)")
            default:
                throw CLIError(code: 70, "\(input): \(error)")
            }
        }
        for d in Set(formatter.diagnostics).sorted() { FileHandle.standardError.write(Data("folio: warning: \(d)\n".utf8)) }
    }

    /// Today's date (UTC, YYYY-MM-DD), or SOURCE_DATE_EPOCH's, so output stays reproducible.
    static func today() -> String {
        let env = ProcessInfo.processInfo.environment
        let secs = env["SOURCE_DATE_EPOCH"].flatMap(Int64.init) ?? Int64(Date().timeIntervalSince1970)
        return String(PDFDate(secondsSince1970: secs).xmpString.prefix(10))
    }

    static func defaultOutput(for input: String) -> String {
        let url = URL(fileURLWithPath: input)
        return url.deletingPathExtension().appendingPathExtension("pdf").path
    }
}
