import ArgumentParser
import Folio
import Foundation

/// `folio typeset`: plain text or simple HTML to paginated PDF.
struct Typeset: ParsableCommand {
    // Each command names itself: otherwise ArgumentParser derives the name from the type's
    // with `String(describing:)`, a runtime look-up that took about 1 ms of each run.
    static let configuration = CommandConfiguration(
        commandName: "typeset",
        abstract: "Typeset UTF-8 plain text or simple HTML into PDF (the default command).")

    @Argument(help: ArgumentHelp("Text or HTML files, or pipes (<(command)); - reads standard input.", valueName: "input"))
    var inputs: [String]

    @Option(name: [.short, .long], help: ArgumentHelp(
        "The PDF to write; - for standard output; with several inputs a folder (an existing one, or a path ending in / to make it). Default: each input's name with .pdf.",
        valueName: "path"))
    var output: String?

    @Flag(help: "Write the PDF even when its destination is a terminal (-o - on a terminal, -o /dev/tty), which folio otherwise refuses, as gzip does.")
    var force = false

    @OptionGroup var options: TypesetOptions

    func run() throws {
        // Before any thread starts: Ctrl-C or kill leaves no temporary file behind.
        TemporaryFiles.removeOnSignals()
        // A write past the file-size limit (ulimit -f) then fails with EFBIG, an error with a
        // message (74), instead of killing folio with its temporary file left behind.
        signal(SIGXFSZ, SIG_IGN)
        try reportingErrors(typesetAll)
    }

    private func typesetAll() throws {
        let outputs = try plannedOutputs()
        removeAbandonedTemporaryFiles(besides: outputs)
        let jobs = min(try options.checkedJobs(), inputs.count)
        _ = try options.progressMode()
        _ = try options.checkedLanguage()
        _ = try options.checkedMaxInput()
        _ = try options.checkedImageRoot()
        let textInputs = try inputs.contains { try Self.format(of: $0, given: options.format) == .text }
        var warnings = options.warnings(textInputs: textInputs)
        if case .failure(.invalidValue(let problem)) = DocumentInfo.sourceDateEpoch(in: ProcessInfo.processInfo.environment) {
            warnings.append(.warning(.option, "\(problem); {date} is today's", at: .option("SOURCE_DATE_EPOCH")))
        }
        printWarnings(warnings, quiet: options.quiet)
        if jobs <= 1 {
            let loader = LibraryLoader(options)
            for (input, out) in zip(inputs, outputs) { try typeset(input, to: out, library: loader.library) }
            return
        }
        try options.checkFont(in: options.library())
        // Several inputs at once, each on its own thread with its own font library (FreeType
        // faces are not shared between threads). Every input is tried; the first error wins.
        let work = Array(zip(inputs, outputs))
        let shared = JobState()
        let command = self
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<jobs {
            Thread.detachNewThread {
                defer { done.signal() }
                let library: FontLibrary
                do { library = try command.options.library(ownCache: true) } catch { return }
                while true {
                    let i = shared.take()
                    guard i < work.count else { return }
                    do {
                        try command.typeset(work[i].0, to: work[i].1, library: { library })
                    } catch let e as CLIError {
                        shared.fail(i, e)
                    } catch {
                        shared.fail(i, CLIError(code: 70, "\(work[i].0): \(error)"))
                    }
                }
            }
        }
        for _ in 0..<jobs { done.wait() }
        let errors = shared.failures.sorted { $0.0 < $1.0 }
        for (_, e) in errors.dropFirst() { StandardStreams.writeError("folio: error: \(e.description)\n") }
        if let first = errors.first { throw first.1 }
    }

    /// Where each input's PDF goes, checked before anything is written.
    private func plannedOutputs() throws -> [String] {
        if inputs.contains("") { throw CLIError(code: 64, "an input's name is empty; give a file, or - for standard input") }
        if output == "" { throw CLIError(code: 64, "-o is empty; give a path, or - for standard output") }
        if inputs.count > 1 {
            guard inputs.filter({ $0 == "-" }).count <= 1 else { throw CLIError(code: 64, "standard input (-) can be read only once") }
            if output == "-" { throw CLIError(code: 64, "-o - (standard output) takes one input, not \(inputs.count)") }
            if let dir = output {
                var isDirectory: ObjCBool = false
                if !FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory) {
                    // A folder is made only when asked for by the trailing slash: `-o one.pdf`
                    // with several inputs is far likelier a mistake than a folder's name.
                    guard dir.hasSuffix("/") else {
                        throw CLIError(code: 64, "-o \(dir) with \(inputs.count) inputs: several inputs need a folder; end the path with / to make one (-o \(dir)/), or give one input")
                    }
                    do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
                        throw CLIError(code: 73, "cannot create the output folder \(dir): \(error.localizedDescription)")
                    }
                } else if !isDirectory.boolValue {
                    throw CLIError(code: 64, "-o \(dir) is a file; with several inputs give a folder")
                }
            }
        }
        var outputs: [String] = []
        for input in inputs {
            let out: String
            if input == "-" {
                guard let o = output, inputs.count == 1 || o != "-" else {
                    throw CLIError(code: 64, "reading standard input needs -o <path> (or -o - for standard output)")
                }
                out = inputs.count > 1 ? URL(fileURLWithPath: o).appendingPathComponent("stdin.pdf").path : o
            } else if output == nil, InputText.isReadOnce(input) {
                throw CLIError(code: 64, "\(input) is a pipe or a device, not a file: give -o <path> (or -o - for standard output)")
            } else if inputs.count > 1, let dir = output {
                out = URL(fileURLWithPath: dir).appendingPathComponent(URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent + ".pdf").path
            } else {
                out = output ?? Self.defaultOutput(for: input)
            }
            if out != "-", inputs.contains(where: { $0 != "-" && URL(fileURLWithPath: $0).standardizedFileURL == URL(fileURLWithPath: out).standardizedFileURL }) {
                throw CLIError(code: 64, "the output \(out) is an input; give another path with -o")
            }
            outputs.append(out)
        }
        if Set(outputs.filter { $0 != "-" }).count != outputs.filter({ $0 != "-" }).count {
            throw CLIError(code: 64, "two inputs would write the same PDF; give them different names or separate runs")
        }
        if !force, let terminal = outputs.first(where: OutputPath.isTerminal) {
            let which = terminal == "-" ? "standard output" : terminal
            throw CLIError(code: 64, "\(which) is a terminal, and a PDF is binary: redirect it (> out.pdf) or give -o <file>; --force writes it there anyway")
        }
        return outputs
    }

    /// Removes, once per output folder, the temporary files that a folio stopped by `kill -9`
    /// (or a crash, or a power cut) left there; a live folio's are locked and kept.
    private func removeAbandonedTemporaryFiles(besides outputs: [String]) {
        var folders: Set<String> = []
        for out in outputs where out != "-" {
            guard folders.insert(URL(fileURLWithPath: out).deletingLastPathComponent().standardizedFileURL.path).inserted else { continue }
            for removed in TemporaryFiles.removeAbandoned(besides: out) where options.verbose && !options.quiet {
                StandardStreams.writeError("folio: removed \(removed), a temporary file left by a folio that was stopped\n")
            }
        }
    }

    /// Typesets one input. `loadLibrary` gives the font library; it is asked for once the input
    /// has been read (and HTML parsed), so that it may load meanwhile, but its errors (an
    /// unknown `--font`) come before the input's.
    private func typeset(_ input: String, to outputPath: String, library loadLibrary: () throws -> FontLibrary) throws {
        let o = options
        let size = try o.checkedFontSize()
        let format = try Self.format(of: input, given: o.format)
        let basePaper = try o.paperValue() ?? Paper.defaultPaper()
        let orientation = try o.orientationValue(for: basePaper)
        var paper = orientation.resolved(for: basePaper.size) == .landscape ? basePaper.landscape : basePaper.portrait
        var m = try o.marginValues()
        guard m.left + m.right < paper.size.width - size, m.top + m.bottom < paper.size.height - size * o.lineHeight else {
            throw CLIError(code: 64, "the margins (\(m.top), \(m.right), \(m.bottom), \(m.left) pt) leave no room on \(paper.name) (\(paper.size)); make them smaller")
        }
        _ = try o.alignment()
        _ = try o.checkedTabWidth()
        let duplex = try o.duplexValue()
        let ranges = try o.pageRanges()
        let name = input == "-" ? "standard input" : input
        let file = input == "-" ? "stdin" : URL(fileURLWithPath: input).lastPathComponent

        let formatter: PrintFormatter
        var documentTitle: String?
        // The header and footer are set in the body text's family.
        var families = [o.family]
        // What converting HTML noted, said before the job; the job returns the rest.
        var conversionNotes: [Diagnostic] = []
        // Standard input and pipes are read after the library is ready: a bad --font is
        // reported before anyone types a line.
        let readOnce = InputText.isReadOnce(input)
        let ready = readOnce ? try loadLibrary() : nil
        let library: FontLibrary
        let limit = try o.checkedMaxInput()
        switch format {
        case .text:
            // A regular UTF-8 file is checked, then read as it is laid out: memory follows a
            // page, not the file. Anything else is read (and decoded) now, spooled to a file
            // past 16 MiB; --reflow and --line-numbers need the text whole, in memory.
            let checked = Result { try InputText.plainText(input, limit: limit, whole: o.reflow || o.lineNumbers) }
            library = try ready ?? loadLibrary()
            let f: SimpleTextPrintFormatter
            switch try checked.get() {
            case .file(let path): f = try TextInput.formatter(file: path, options: o, library: library)
            case .text(let text): f = try TextInput.formatter(text, options: o, library: library)
            }
            formatter = f
        case .html:
            let markup = Result { try HTMLInput.markup(InputText.bytes(input, limit: limit), path: input, options: o) }
            library = try ready ?? loadLibrary()
            let made = HTMLInput.made(try markup.get(), library: library)
            formatter = made.formatter
            documentTitle = made.title
            families = made.families
            conversionNotes = made.conversion.notes
            printWarnings(made.conversion.warnings, in: file, quiet: o.quiet)
            if try o.paperValue() == nil, let size = made.pageSize, size.width > 72, size.height > 72 {
                // --paper auto: the page's own @page size.
                paper = Paper(name: "@page", size: size)
            }
            if o.margin == nil, o.margins == nil, let pm = made.pageMargins {
                // No margins given: the page's own @page margins.
                m = (pm.top, pm.right, pm.bottom, pm.left)
            }
            guard m.left + m.right < paper.size.width - size, m.top + m.bottom < paper.size.height - size * o.lineHeight else {
                throw CLIError(code: 65, "\(input): the @page size and margins leave no room; give --paper and --margin")
            }
        }
        let title = o.title ?? documentTitle ?? file
        let renderer = HeaderFooterPageRenderer(
            header: o.header.map(HeaderFooterTemplate.init), footer: o.footer.isEmpty ? nil : HeaderFooterTemplate(o.footer),
            title: title, file: file, date: Self.today(), font: TextFont(families: families, size: 10), library: library)
        renderer.horizontalInsets = (m.left, m.right)
        renderer.headerHeight = m.top     // the top margin, on every page, holding the header
        renderer.footerHeight = m.bottom  // the bottom margin, holding the footer
        renderer.addPrintFormatter(formatter, startingAtPage: 0)
        // The margins are drawn by the renderer (header and footer bands) and the insets, from the paper's edges.
        formatter.contentInsets = EdgeInsets(top: 0, left: m.left, bottom: 0, right: m.right)
        var job = PrintJob(renderer: renderer, info: PrintInfo(
            jobName: title, orientation: orientation == .landscape || paper.isLandscape ? .landscape : .portrait,
            duplex: duplex, paper: paper, margins: .zero, pageRanges: ranges, author: o.author, subject: o.subject, keywords: o.keywords))
        let progress = Progress(mode: try o.progressMode(), name: file)
        job.progress = { done, total in progress.report(done, total) }
        let pdf: [UInt8]?
        let report: Diagnostics
        do {
            if outputPath == "-" {
                (pdf, report) = try job.pdfBytesAndDiagnostics()
            } else {
                report = try job.write(to: outputPath)
                pdf = nil
            }
            progress.finish()
        } catch {
            progress.finish()
            switch error {
            case .pdf(.cannotCreateOutput):
                throw CLIError(code: 73, "\(error)")
            case .pdf(.writeFailed(_, let reason)), .pdf(.writeFailedInPlace(_, let reason)):
                // A full disk or a file-size limit: the output was removed (or, written in
                // place to a device or a pipe, stopped there).
                var limit = rlimit()
                if reason == String(cString: strerror(EFBIG)), getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max {
                    throw CLIError(code: 74, "\(error) The file-size limit (ulimit -f) is \(ByteSize.describe(Int(limit.rlim_cur))); raise it or write elsewhere.")
                }
                throw CLIError(code: 74, "\(error)")
            case .pdf(.unusableFont):
                // A damaged font file is bad input, not a fault of folio's.
                throw CLIError(code: 65, "\(name): \(error)")
            case .noContent(let why) where why.contains("page range"):
                throw CLIError(code: 64, "--pages: \(why)")
            case .noContent:
                // The renderer always has a formatter here: no pages means no content.
                throw CLIError(code: 65, "\(name): nothing to print: the document has no content (an empty body)")
            default:
                throw CLIError(code: 70, "\(name): \(error)")
            }
        }
        if let pdf { try StandardStreams.writeOutput(pdf) }
        printWarnings(report.warnings, in: file, quiet: o.quiet)
        if o.verbose && !o.quiet {
            for d in conversionNotes + report.notes { StandardStreams.writeError("folio: \(file): \(d)\n") }
        }
    }

    enum Format { case text, html }

    /// The format: `--format`, else from the extension (.html, .htm, .xhtml → HTML; else text).
    static func format(of input: String, given: String?) throws -> Format {
        if let given {
            switch given.lowercased() {
            case "text", "txt", "plain": return .text
            case "html", "htm": return .html
            default: throw CLIError(code: 64, "--format \"\(given)\" is not text or html")
            }
        }
        let ext = URL(fileURLWithPath: input).pathExtension.lowercased()
        return ["html", "htm", "xhtml"].contains(ext) ? .html : .text
    }

    /// Today's date (UTC, YYYY-MM-DD), or SOURCE_DATE_EPOCH's, so output stays reproducible
    /// (an unusable SOURCE_DATE_EPOCH is warned about once, in ``typesetAll()``, and ignored).
    static func today() -> String {
        var date = PDFDate(secondsSince1970: Int64(Date().timeIntervalSince1970))
        if case .success(let given) = DocumentInfo.sourceDateEpoch(in: ProcessInfo.processInfo.environment) { date = given }
        return String(date.xmpString.prefix(10))
    }

    static func defaultOutput(for input: String) -> String {
        let url = URL(fileURLWithPath: input)
        return url.deletingPathExtension().appendingPathExtension("pdf").path
    }
}

/// What the threads of `--jobs` share: the next input to take and the failures so far, behind
/// a pthread lock (which ThreadSanitizer follows, unlike `Mutex` on Linux).
private final class JobState: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var failed: [(Int, CLIError)] = []

    /// The index of the next input.
    func take() -> Int { lock.withLock { defer { next += 1 }; return next } }
    /// Notes that input `i` failed.
    func fail(_ i: Int, _ error: CLIError) { lock.withLock { failed.append((i, error)) } }
    /// The failures, once every thread is done.
    var failures: [(Int, CLIError)] { lock.withLock { failed } }
}
