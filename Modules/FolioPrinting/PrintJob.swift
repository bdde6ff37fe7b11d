import FolioGeometry
import FolioGraphics
import FolioPaper
import FolioPDF
import FolioText
import Foundation

/// Renders printable content into a PDF, as `UIPrintInteractionController` without the dialog.
///
/// ```swift
/// let renderer = PrintPageRenderer()
/// renderer.addPrintFormatter(myFormatter, startingAtPage: 0)
/// let report = try PrintJob(renderer: renderer, info: PrintInfo(jobName: "Report", paper: .a4)).write(to: "report.pdf")
/// for warning in report.warnings { print("warning: \(warning)") }
/// ```
///
/// The renderer draws inside the paper less ``PrintInfo/margins`` (one inch on every side by
/// default). Pages stream to the output as they are drawn; the file appears only when the job
/// succeeds. Each run returns its ``Diagnostics``: what the formatters' layout and the drawing
/// noticed without stopping (content cut at a page's foot, an image drawn as its alternative
/// text, a link to a destination that never appeared).
public struct PrintJob {
    /// What a job prints; exactly one kind at a time, as UIKit's four exclusive properties.
    public enum Content {
        /// A page renderer with its formatters.
        case renderer(any PageRenderer)
        /// A single formatter, without header or footer.
        case formatter(PrintFormatter)
        /// Images, each on its own page, fitted to the printable rect.
        case images([Image])
    }

    /// The content.
    public var content: Content?
    /// How it is printed.
    public var info: PrintInfo
    /// The environment used for locale defaults (paper) and `SOURCE_DATE_EPOCH`; the
    /// process's by default, read when the job needs it.
    public var environment: [String: String] {
        get { explicitEnvironment ?? ProcessInfo.processInfo.environment }
        set { explicitEnvironment = newValue }
    }
    /// The environment given, if any; without one the job reads just the variables it uses
    /// from the process (copying the whole environment was 4.5% of a one-page letter's time).
    private var explicitEnvironment: [String: String]?
    /// libpaper's system paper file, consulted for the default paper after `PAPERSIZE`;
    /// `nil` to ignore it.
    public var papersizeFile: String? = "/etc/papersize"
    /// Called after each page is drawn with the number of pages drawn so far and the number the
    /// job will draw (for progress reports on long jobs), or 0 when a one-pass job does not
    /// know it yet (see ``PageRenderer/needsPageCountBeforeDrawing``).
    public var progress: ((_ done: Int, _ total: Int) -> Void)?

    /// Creates a job.
    public init(content: Content?, info: PrintInfo = PrintInfo(), environment: [String: String]? = nil) {
        self.content = content
        self.info = info
        self.explicitEnvironment = environment
    }

    /// A job that prints a renderer.
    public init(renderer: any PageRenderer, info: PrintInfo = PrintInfo()) { self.init(content: .renderer(renderer), info: info) }
    /// A job that prints one formatter.
    public init(formatter: PrintFormatter, info: PrintInfo = PrintInfo()) { self.init(content: .formatter(formatter), info: info) }
    /// A job that prints images, one per page.
    public init(images: [Image], info: PrintInfo = PrintInfo()) { self.init(content: .images(images), info: info) }

    /// Renders the job into a PDF file, and returns what it noticed without stopping.
    @discardableResult
    public func write(to path: String) throws(PrintError) -> Diagnostics {
        let ctx: GraphicsContext
        do { ctx = try PDFRenderer(format: format).beginDocument(output: .file(path: path)) } catch {
            throw PrintError(error)
        }
        return try render(into: ctx).diagnostics
    }

    /// Renders the job and returns the PDF's bytes (``pdfBytesAndDiagnostics()`` returns
    /// what it noticed too).
    public func pdfBytes() throws(PrintError) -> [UInt8] {
        try pdfBytesAndDiagnostics().bytes
    }

    /// Renders the job and returns the PDF's bytes and what it noticed without stopping.
    public func pdfBytesAndDiagnostics() throws(PrintError) -> (bytes: [UInt8], diagnostics: Diagnostics) {
        let ctx: GraphicsContext
        do { ctx = try PDFRenderer(format: format).beginDocument(output: .memory) } catch { throw PrintError(error) }
        let result = try render(into: ctx)
        return (result.bytes ?? [], result.diagnostics)
    }

    private var format: PDFRendererFormat {
        var doc = DocumentInfo(title: info.jobName, author: info.author, subject: info.subject, keywords: info.keywords)
        doc = doc.withSourceDateEpoch(from: environmentValues(["SOURCE_DATE_EPOCH"]))
        return PDFRendererFormat(info: doc, viewerPreferences: ViewerPreferences(duplex: info.duplex == .none ? nil : info.viewerDuplex),
                                 language: info.language, conformance: info.conformance, attachments: attachments,
                                 xmpExtensions: info.xmpExtensions)
    }

    /// The files to embed: the job's own (``PrintInfo/attachments``), then those of the
    /// documents its formatters print (``Document/attachments``, HTML's `rel="attachment"`).
    private var attachments: [PDFAttachment] {
        var files = info.attachments
        let formatters: [PrintFormatter]
        switch content {
        case .renderer(let r)?: formatters = r.printFormatters
        case .formatter(let f)?: formatters = [f]
        default: formatters = []
        }
        for case let f as DocumentPrintFormatter in formatters { files += f.document.attachments }
        return files
    }

    /// Draws the content into `ctx` and ends the document: the bytes (for memory output)
    /// and the formatters' and drawing's diagnostics.
    private func render(into ctx: GraphicsContext) throws(PrintError) -> (bytes: [UInt8]?, diagnostics: Diagnostics) {
        ctx.convertsColorsToGray = info.outputType == .grayscale
        do throws(PrintError) {
            let claimsUA = info.conformance.contains(.pdfUA1)
            ctx.auditsAccessibility = claimsUA
            if info.writesTags {
                do { try ctx.beginTag(.document, properties: StructureAttributes(title: info.jobName)) } catch { throw PrintError(error) }
            }
            if let why = Self.marginsProblem(info.margins) { throw .jobFailed(why) }
            var formatters: [PrintFormatter] = []
            switch content {
            case nil:
                throw .noContent("the job has no renderer, formatter or images")
            case .renderer(let r):
                formatters = r.printFormatters
                try renderPages(r, into: ctx)
            case .formatter(let f):
                let r = PrintPageRenderer()
                r.addPrintFormatter(f, startingAtPage: f.startPage)
                formatters = [f]
                try renderPages(r, into: ctx)
            case .images(let images):
                try renderImages(images, into: ctx)
            }
            var problems: [AccessibilityProblem] = []
            do { try ctx.endAllTags() } catch { throw PrintError(error) }
            if claimsUA {
                if info.jobName?.allSatisfy(\.isWhitespace) ?? true {
                    problems.append(AccessibilityProblem(clause: "ISO 14289-1 7.1 / Matterhorn 06-003",
                                                         message: "the document has no title: give the job one (PrintInfo.jobName, HTML's <title>, folio --title)"))
                }
                if info.language?.allSatisfy(\.isWhitespace) ?? true {
                    problems.append(AccessibilityProblem(clause: "ISO 14289-1 7.2",
                                                         message: "the document has no language: give it one (PrintInfo.language, <html lang>, folio --lang)"))
                }
                problems += ctx.accessibilityProblems
                if !problems.isEmpty, info.accessibilityProblems == .fail { throw .notAccessible(problems) }
            }
            let bytes: [UInt8]?
            do { bytes = try ctx.endDocument() } catch { throw PrintError(error) }
            var diagnostics = Diagnostics()
            for p in problems { diagnostics.append(.warning(.accessibility, "PDF/UA-1: \(p)")) }
            for f in formatters { diagnostics.append(contentsOf: f.diagnostics) }
            diagnostics.append(contentsOf: ctx.diagnostics)
            return (bytes, diagnostics)
        } catch {
            ctx.abandonDocument()
            throw error
        }
    }

    /// The paper before orientation: the one given, or the default for the output type.
    private func basePaper() -> Paper {
        info.paper ?? Paper.defaultPaper(for: info.outputType, environment: environmentValues(["PAPERSIZE", "LC_ALL", "LC_PAPER", "LANG"]),
                                         papersizeFile: papersizeFile)
    }

    /// The paper as held, its margins widened to the job's (``PrintInfo/margins``, which
    /// are the printed page's) where these are wider.
    private func withJobMargins(_ paper: Paper) -> Paper {
        let own = paper.margins, job = info.margins
        return paper.withMargins(EdgeInsets(top: max(own.top, job.top), left: max(own.left, job.left),
                                            bottom: max(own.bottom, job.bottom), right: max(own.right, job.right)))
    }

    /// Why the job's margins cannot be used (NaN, infinite or past any page), or `nil`.
    static func marginsProblem(_ m: EdgeInsets) -> String? {
        [("the top margin", m.top), ("the left margin", m.left), ("the bottom margin", m.bottom), ("the right margin", m.right)]
            .lazy.compactMap { StyleValue.problem("PrintInfo.margins: \($0.0)", $0.1) }.first
    }

    /// The given environment's values of `names`, or the process's.
    private func environmentValues(_ names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let explicitEnvironment {
                values[name] = explicitEnvironment[name]
            } else if let value = getenv(name) {
                values[name] = String(cString: value)
            }
        }
        return values
    }

    private func renderPages(_ renderer: any PageRenderer, into ctx: GraphicsContext) throws(PrintError) {
        let base = basePaper()
        // Automatic orientation follows the paper's own shape for renderers (their content has
        // no size of its own until laid out).
        let size = info.orientation.resolved(for: base.size) == .landscape ? base.landscape : base.portrait
        renderer.paper = withJobMargins(size)
        if let why = Self.geometryProblem(renderer) { throw .jobFailed(why) }
        if !renderer.needsPageCountBeforeDrawing || renderer.drawsPageCountAfterLastPage, info.pageRanges == nil, !renderer.printFormatters.isEmpty,
           renderer.printFormatters.allSatisfy(\.laysOutPagesOneByOne) {
            return try renderPagesInOnePass(renderer, into: ctx)
        }
        for f in renderer.printFormatters {
            f.printPageRenderer = renderer
            try f.layoutIfNeeded()
        }
        let count = renderer.numberOfPages
        guard count > 0 else { throw .noContent("the renderer has 0 pages (no formatter content and no numberOfPages override)") }
        let pages = info.pageRanges?.indices(pageCount: count) ?? Array(0..<count)
        if pages.isEmpty, let ranges = info.pageRanges { throw .pageRangesSelectNothing(ranges, pageCount: count) }
        var i = 0, done = 0
        while i < pages.count {
            // One prepare call per run of consecutive pages.
            var j = i
            while j + 1 < pages.count, pages[j + 1] == pages[j] + 1 { j += 1 }
            renderer.prepare(forDrawingPages: pages[i]..<(pages[j] + 1))
            for p in pages[i]...pages[j] {
                try draw(renderer, page: p, into: ctx)
                done += 1
                progress?(done, pages.count)
            }
            i = j + 1
        }
    }

    /// Why the renderer's page geometry cannot be laid out, or `nil` when it can: a header or
    /// footer height, a printable rect or a formatter's content insets (the margins of
    /// `Document.pdfBytes`) that is NaN, infinite or past any page, refused here by name
    /// rather than by the first drawing call it would reach.
    static func geometryProblem(_ renderer: any PageRenderer) -> String? {
        let p = renderer.printableRect
        let numbers: [(String, Double)] = [
            ("the header height (the top margin)", renderer.headerHeight),
            ("the footer height (the bottom margin)", renderer.footerHeight),
            ("the printable rect's x", p.minX), ("the printable rect's y", p.minY),
            ("the printable rect's width", p.width), ("the printable rect's height", p.height),
        ] + renderer.printFormatters.flatMap { f in
            [("a formatter's left inset (the left margin)", f.contentInsets.left),
             ("a formatter's right inset (the right margin)", f.contentInsets.right),
             ("a formatter's top inset", f.contentInsets.top), ("a formatter's bottom inset", f.contentInsets.bottom)]
        }
        return numbers.lazy.compactMap { StyleValue.problem($0.0, $0.1) }.first
    }

    /// Lays each page out just before drawing it: the page count is known only at the end,
    /// when a renderer that ``PageRenderer/drawsPageCountAfterLastPage`` draws it.
    /// A renderer page exists while some formatter has content on it or starts after it.
    private func renderPagesInOnePass(_ renderer: any PageRenderer, into ctx: GraphicsContext) throws(PrintError) {
        let formatters = renderer.printFormatters
        for f in formatters {
            f.printPageRenderer = renderer
            f.beginOnePass()
        }
        var completed = false
        defer { for f in formatters { f.endOnePass(completed: completed) } }
        renderer.prepare(forDrawingPages: 0..<Int.max)
        var page = 0
        while true {
            var exists = false
            for f in formatters {
                if page < f.startPage {
                    exists = true  // a formatter starts on a later page
                } else if try f.layOutNextPage(page) {
                    exists = true
                }
            }
            guard exists else { break }
            try draw(renderer, page: page, into: ctx)
            page += 1
            progress?(page, 0)
        }
        guard page > 0 else { throw .noContent("the renderer has 0 pages (no formatter content and no numberOfPages override)") }
        if renderer.drawsPageCountAfterLastPage {
            do { try renderer.drawPageCount(page, context: ctx) } catch { throw PrintError(error) }
        }
        completed = true
    }

    /// Begins a page and draws it through the renderer's hooks; whatever a hook throws becomes
    /// a ``PrintError`` (`PrintError.init(_: any Error)`).
    private func draw(_ renderer: any PageRenderer, page: Int, into ctx: GraphicsContext) throws(PrintError) {
        do { try ctx.beginPage(bounds: renderer.paperRect) } catch { throw PrintError(error) }
        do { try renderer.drawPage(at: page, in: renderer.paperRect, context: ctx) } catch { throw PrintError(error) }
    }

    private func renderImages(_ images: [Image], into ctx: GraphicsContext) throws(PrintError) {
        guard !images.isEmpty else { throw .noContent("the image list is empty") }
        let base = basePaper()
        let indices = info.pageRanges?.indices(pageCount: images.count) ?? Array(images.indices)
        if indices.isEmpty, let ranges = info.pageRanges { throw .pageRangesSelectNothing(ranges, pageCount: images.count) }
        for i in indices {
            let image = images[i]
            let o = info.orientation == .auto ? Orientation.automatic(for: image.size) : info.orientation
            let paper = withJobMargins(o == .landscape ? base.landscape : base.portrait)
            let area = paper.printableRect
            let scale = min(area.width / image.size.width, area.height / image.size.height)
            let w = image.size.width * scale, h = image.size.height * scale
            let rect = Rect(x: area.midX - w / 2, y: area.midY - h / 2, width: w, height: h)
            do {
                try ctx.beginPage(bounds: Rect(origin: .zero, size: paper.size))
                try ctx.draw(image, in: rect)
            } catch { throw PrintError(error) }
        }
    }
}
