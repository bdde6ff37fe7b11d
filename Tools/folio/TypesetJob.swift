import Folio
import Foundation

/// The print job of one prepared input: the header and footer renderer around its formatter,
/// written to its output. The last step of `folio typeset`.
struct TypesetJob {
    let input: String
    let output: String
    let prepared: PreparedInput
    let options: TypesetOptions
    /// The `--attach` files, read once for every input.
    let attachments: [PDFAttachment]

    /// The input as messages name it.
    private var name: String { input == "-" ? "standard input" : input }
    /// The input's file name, as `{file}` and warnings give it.
    private var file: String { input == "-" ? "stdin" : URL(fileURLWithPath: input).lastPathComponent }

    /// Writes the PDF, then prints the layout's warnings (and, with `--verbose`, its notes).
    func run() throws {
        let o = options
        printWarnings(prepared.conversion.warnings, in: file, quiet: o.quiet)
        var job = try printJob()
        let progress = Progress(mode: o.progressMode, name: file)
        job.progress = { done, total in progress.report(done, total) }
        let pdf: [UInt8]?
        let report: Diagnostics
        do {
            if output == "-" {
                (pdf, report) = try job.pdfBytesAndDiagnostics()
            } else {
                report = try job.write(to: output)
                pdf = nil
            }
            progress.finish()
        } catch {
            progress.finish()
            throw CLIError(error, input: name)
        }
        if let pdf { try StandardStreams.writeOutput(pdf) }
        printWarnings(report.warnings, in: file, quiet: o.quiet)
        if o.verbose && !o.quiet {
            for d in prepared.conversion.notes + report.notes { StandardStreams.writeError("folio: \(file): \(d)\n") }
        }
    }

    /// The job: the formatter inside the margins, the header and footer in the top and bottom
    /// margins, the document information from the options.
    private func printJob() throws -> PrintJob {
        let o = options
        let m = prepared.margins
        let paper = prepared.paper
        let title = o.title ?? prepared.title ?? file
        // The page's own margin boxes (even boxes all `content: none`) replace the default
        // footer; --header and --footer (or a Markdown file's front matter's) still draw.
        var boxes = prepared.marginBoxes
        // --margin and --margins replace the @page margins of every page, :first, :left and :right ones too.
        if o.margin != nil || o.margins != nil { boxes.kindMargins = PageKindMargins() }
        let footer = o.footer ?? prepared.footer ?? (boxes.isDeclared ? "" : "{page}")
        let renderer = boxes.isEmpty ? HeaderFooterPageRenderer(library: prepared.library)
            : MarginBoxPageRenderer(marginBoxes: boxes, pageMargins: EdgeInsets(top: m.top, left: m.left, bottom: m.bottom, right: m.right),
                                    library: prepared.library)
        renderer.header = (o.header ?? prepared.header).map(HeaderFooterTemplate.init)
        renderer.footer = footer.isEmpty ? nil : HeaderFooterTemplate(footer)
        renderer.title = title
        renderer.file = file
        renderer.date = Self.today()
        renderer.font = TextFont(families: prepared.families, size: 10)
        renderer.horizontalInsets = (m.left, m.right)
        renderer.headerHeight = m.top     // the top margin, on every page, holding the header
        renderer.footerHeight = m.bottom  // the bottom margin, holding the footer
        renderer.addPrintFormatter(prepared.formatter, startingAtPage: 0)
        // The margins are drawn by the renderer (header and footer bands) and the insets, from
        // the paper's edges: the job adds none of its own.
        prepared.formatter.contentInsets = EdgeInsets(top: 0, left: m.left, bottom: 0, right: m.right)
        if !boxes.kindMargins.isEmpty {
            // Pages of their own margins (`@page :first`, `:left`, `:right`): from the bands'
            // edges on top and at the foot, from the paper's at the sides.
            let kinds = boxes.kindMargins, base = EdgeInsets(top: m.top, left: m.left, bottom: m.bottom, right: m.right)
            for k in 0..<3 {
                let p = kinds.margins(forPage: k, base: base)
                guard p.left + p.right < paper.size.width - o.fontSize, p.top + p.bottom < paper.size.height - o.fontSize * o.lineHeight else {
                    throw CLIError(.dataErr, "\(name): the margins of @page \([":first", ":left", ":right"][k]) leave no room; make them smaller")
                }
            }
            prepared.formatter.pageInsets = { k in
                let p = kinds.margins(forPage: k, base: base)
                return EdgeInsets(top: p.top - base.top, left: p.left, bottom: p.bottom - base.bottom, right: p.right)
            }
        }
        let orientation = try o.pageSetup().orientation
        var info = PrintInfo(
            jobName: title, orientation: orientation == .landscape || paper.isLandscape ? .landscape : .portrait,
            duplex: o.duplex.printDuplex, paper: paper, margins: .zero, pageRanges: try o.pageRanges(), author: o.author ?? prepared.author,
            subject: o.subject ?? prepared.subject, keywords: o.keywords ?? (prepared.keywords.isEmpty ? nil : prepared.keywords.joined(separator: ", ")), language: prepared.language, isTagged: !o.untagged)
        if let level = o.pdfA { info.conformance.insert(.pdfA(level)) }
        if let mode = o.pdfUA {
            info.conformance.insert(.pdfUA1)
            info.accessibilityProblems = mode == .warn ? .warn : .fail
        }
        // The command's files; the job adds those the HTML links with rel="attachment".
        info.attachments = attachments
        return PrintJob(renderer: renderer, info: info)
    }

    /// Today's date (UTC, YYYY-MM-DD), or SOURCE_DATE_EPOCH's, so output stays reproducible
    /// (an unusable SOURCE_DATE_EPOCH is warned about once, before the first input, and ignored).
    static func today() -> String {
        var date = PDFDate(secondsSince1970: Int64(Date().timeIntervalSince1970))
        if case .success(let given) = DocumentInfo.sourceDateEpoch(in: ProcessInfo.processInfo.environment) { date = given }
        return String(date.xmpString.prefix(10))
    }
}
