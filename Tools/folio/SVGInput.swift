import Folio
import Foundation

/// `folio drawing.svg -o out.pdf`: an SVG drawing as one page the drawing's size, drawn as
/// vectors (FolioSVG). The page options (paper, margins, header, footer) do not apply.
struct SVGInput {
    let input: String
    let output: String
    let options: TypesetOptions
    let attachments: [PDFAttachment]

    private var name: String { input == "-" ? "standard input" : input }
    private var file: String { input == "-" ? "stdin" : URL(fileURLWithPath: input).lastPathComponent }

    func run() throws {
        let bytes = try InputText.bytes(input, limit: try options.checkedMaxInput())
        let drawing: SVGDocument
        do {
            let base = input == "-" ? nil : URL(fileURLWithPath: input).deletingLastPathComponent().path
            drawing = try SVGDocument(data: Data(bytes), baseDirectory: base)
        } catch {
            throw CLIError(.dataErr, "\(name): \(error)")
        }
        let page = Rect(origin: .zero, size: drawing.size)
        guard page.width >= 1, page.height >= 1, page.width <= 14_400, page.height <= 14_400 else {
            throw CLIError(.dataErr, "\(name): the drawing is \(page.width) × \(page.height) pt; a PDF page is 1 to 14,400 pt a side")
        }
        let format = PDFRendererFormat(info: DocumentInfo(title: options.title ?? file, author: options.author, subject: options.subject,
                                                          keywords: options.keywords),
                                       language: options.lang, attachments: attachments)
        let renderer = PDFRenderer(bounds: page, format: format)
        var drawingError: SVGError?
        var report = Diagnostics()
        func draw(_ ctx: GraphicsContext) throws(GraphicsError) {
            try ctx.beginPage()
            do throws(SVGError) {
                try ctx.draw(drawing, in: page)
            } catch {
                drawingError = error
            }
            report = ctx.diagnostics
        }
        var pdf: Data?
        do {
            if output == "-" {
                pdf = try renderer.pdfData { ctx throws(GraphicsError) in try draw(ctx) }
            } else {
                try renderer.writePDF(to: output) { ctx throws(GraphicsError) in try draw(ctx) }
            }
        } catch {
            throw CLIError(.cantCreate, "\(name): cannot write the PDF: \(error)")
        }
        if let drawingError { throw CLIError(.dataErr, "\(name): \(drawingError)") }
        if let pdf { try StandardStreams.writeOutput(Array(pdf)) }
        printWarnings(report.warnings, in: file, quiet: options.quiet)
        if options.verbose && !options.quiet {
            for d in report.notes { StandardStreams.writeError("folio: \(file): \(d)\n") }
        }
    }
}
