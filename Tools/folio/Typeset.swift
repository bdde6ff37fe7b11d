import ArgumentParser
import Folio
import Foundation

/// `folio typeset`: plain text or simple HTML to paginated PDF.
struct Typeset: ParsableCommand {
    // Each command names itself: otherwise ArgumentParser derives the name from the type's
    // with `String(describing:)`, a runtime look-up that took about 1 ms of each run.
    static let configuration = CommandConfiguration(
        commandName: "typeset",
        abstract: "Typeset UTF-8 plain text or simple HTML into PDF, or draw an SVG drawing as one page (the default command).")

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

    /// Plans the outputs, says the warnings once, then typesets each input: read it and build
    /// its formatter (``PreparedInput``), then run its job (``TypesetJob``); with `--jobs`,
    /// several at once (``ParallelTypesetting``).
    private func typesetAll() throws {
        let outputs = try OutputPlan(inputs: inputs, output: output, force: force).outputs()
        removeAbandonedTemporaryFiles(besides: outputs)
        let jobs = min(options.jobs, inputs.count)
        _ = try options.checkedImageRoot()
        // Read before any output is written: a missing file stops the command first.
        let attachments = try options.checkedAttachments()
        let textInputs = inputs.contains { InputFormat.of($0, given: options.format) == .text }
        var warnings = options.warnings(textInputs: textInputs)
        if case .failure(.invalidValue(let problem)) = DocumentInfo.sourceDateEpoch(in: ProcessInfo.processInfo.environment) {
            warnings.append(.warning(.option, "\(problem); {date} is today's", at: .option("SOURCE_DATE_EPOCH")))
        }
        printWarnings(warnings, quiet: options.quiet)
        let work = Array(zip(inputs, outputs))
        if jobs <= 1 {
            let loader = LibraryLoader(options)
            for (input, out) in work { try typeset(input, to: out, attachments: attachments, library: loader.library) }
        } else {
            try options.checkFont(in: options.library())
            let command = self
            try ParallelTypesetting(work: work, threads: jobs).run(library: { try command.options.library(ownCache: true) }) { input, out, library in
                try command.typeset(input, to: out, attachments: attachments, library: { library })
            }
        }
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

    /// Typesets one input into `outputPath`, with the `--attach` files.
    private func typeset(_ input: String, to outputPath: String, attachments: [PDFAttachment], library: () throws -> FontLibrary) throws {
        if InputFormat.of(input, given: options.format) == .svg {
            return try SVGInput(input: input, output: outputPath, options: options, attachments: attachments).run()
        }
        let prepared = try PreparedInput(input, options: options, library: library)
        try TypesetJob(input: input, output: outputPath, prepared: prepared, options: options, attachments: attachments).run()
    }
}
