import FolioGeometry
import FolioPDF
import struct Foundation.Data
import struct Foundation.URL

/// Settings for a PDF renderer, as `UIGraphicsPDFRendererFormat`.
public struct PDFRendererFormat: Sendable {
    /// Title, author and other document information (`documentInfo`).
    public var info: DocumentInfo
    /// Where the drawing API puts the origin; upper-left (UIKit) by default.
    public var origin: Origin
    /// Compact output: object streams and a cross-reference stream (PDF 1.5). `false` writes a
    /// classic cross-reference table (PDF 1.4).
    public var compact: Bool
    /// Whether content streams are Flate-compressed.
    public var compressStreams: Bool
    /// Viewer preferences such as duplex.
    public var viewerPreferences: ViewerPreferences
    /// The document's language, a BCP 47 tag such as `en-US` (`/Lang`: the voice a screen
    /// reader takes); `nil` writes none.
    public var language: String?
    /// The standards the PDF claims and meets: PDF/A-2 or -3 at one level, PDF/UA-1
    /// (``PDFWriterOptions/conformance``). Empty by default.
    public var conformance: Set<PDFConformance>
    /// Files embedded in the PDF (``PDFDocumentWriter/attach(_:)``), written when the document
    /// begins.
    public var attachments: [PDFAttachment]
    /// Metadata outside XMP's own schemas (``PDFWriterOptions/xmpExtensions``).
    public var xmpExtensions: [XMPExtensionSchema]

    /// Creates a format; by default upper-left origin, compact and compressed, dates only
    /// from `SOURCE_DATE_EPOCH`.
    public init(
        info: DocumentInfo = DocumentInfo(), origin: Origin = .upperLeft, compact: Bool = true,
        compressStreams: Bool = true, viewerPreferences: ViewerPreferences = ViewerPreferences(), language: String? = nil,
        conformance: Set<PDFConformance> = [], attachments: [PDFAttachment] = [], xmpExtensions: [XMPExtensionSchema] = []
    ) {
        self.info = info
        self.origin = origin
        self.compact = compact
        self.compressStreams = compressStreams
        self.viewerPreferences = viewerPreferences
        self.language = language
        self.conformance = conformance
        self.attachments = attachments
        self.xmpExtensions = xmpExtensions
    }
}

/// Makes PDF documents from drawing code, as `UIGraphicsPDFRenderer`.
///
/// ```swift
/// let renderer = PDFRenderer(bounds: .zero)          // US Letter
/// try renderer.writePDF(to: "shapes.pdf") { ctx throws(GraphicsError) in
///     try ctx.beginPage()
///     try ctx.setFillColor(.red)
///     try ctx.fill(Rect(x: 72, y: 72, width: 100, height: 50))
/// }
/// ```
///
/// Pages stream to the output as they finish. A file is written atomically: it appears only
/// when the document is complete, and a failure leaves nothing behind.
public struct PDFRenderer: Sendable {
    /// The default page bounds; an empty rectangle means 612 × 792 pt (US Letter).
    public let bounds: Rect
    /// The renderer's settings.
    public let format: PDFRendererFormat

    /// Creates a renderer.
    public init(bounds: Rect = .zero, format: PDFRendererFormat = PDFRendererFormat()) {
        self.bounds = bounds.isEmpty || !bounds.isFinite ? Rect(x: 0, y: 0, width: 612, height: 792) : bounds.standardized
        self.format = format
    }

    /// Opens a document; draw into the returned context and call
    /// ``GraphicsContext/endDocument()`` when done. For code that cannot be written as one
    /// closure (pages produced over time).
    public func beginDocument(output: PDFOutput) throws(GraphicsError) -> GraphicsContext {
        let options = PDFWriterOptions(
            compact: format.compact, compressStreams: format.compressStreams, info: format.info,
            viewerPreferences: format.viewerPreferences, language: format.language,
            conformance: format.conformance, xmpExtensions: format.xmpExtensions)
        let writer: PDFDocumentWriter
        do { writer = try PDFDocumentWriter(output: output, options: options) } catch { throw .pdf(error) }
        do {
            for file in format.attachments { try writer.attach(file) }
        } catch {
            writer.abandon()
            throw .pdf(error)
        }
        return GraphicsContext(session: DocumentSession(writer: writer), defaultBounds: bounds, origin: format.origin, isForm: false)
    }

    /// Draws a document into a file. If `actions` throws, no file is left behind.
    public func writePDF(to path: String, _ actions: (GraphicsContext) throws(GraphicsError) -> Void) throws(GraphicsError) {
        let ctx = try beginDocument(output: .file(path: path))
        do {
            try actions(ctx)
        } catch {
            ctx.abandonDocument()
            throw error
        }
        _ = try ctx.endDocument()
    }

    /// Draws a document into a file URL (`UIGraphicsPDFRenderer.writePDF(to:withActions:)`).
    /// Only `file:` URLs are accepted.
    public func writePDF(to url: URL, _ actions: (GraphicsContext) throws(GraphicsError) -> Void) throws(GraphicsError) {
        guard url.isFileURL else {
            throw .invalidArgument(operation: "writePDF(to:)", reason: "\(url) is not a file URL; Folio writes only local files")
        }
        try writePDF(to: url.path, actions)
    }

    /// Draws a document and returns it as `Data` (`UIGraphicsPDFRenderer.pdfData(actions:)`).
    public func pdfData(_ actions: (GraphicsContext) throws(GraphicsError) -> Void) throws(GraphicsError) -> Data {
        Data(try pdfBytes(actions))
    }

    /// Draws a document and returns its bytes.
    public func pdfBytes(_ actions: (GraphicsContext) throws(GraphicsError) -> Void) throws(GraphicsError) -> [UInt8] {
        let ctx = try beginDocument(output: .memory)
        do {
            try actions(ctx)
        } catch {
            ctx.abandonDocument()
            throw error
        }
        return try ctx.endDocument() ?? []
    }
}

extension GraphicsContext {
    /// Closes the last page and finishes the document (`UIGraphicsEndPDFContext`): the outline,
    /// destinations and cross-reference data are written and a file is moved into place.
    /// A document with no page gets one blank page of the default size.
    ///
    /// - Returns: the bytes for memory output, otherwise `nil`.
    @discardableResult
    public func endDocument() throws(GraphicsError) -> [UInt8]? {
        if ended { throw .documentEnded }
        guard !isForm else { throw .invalidArgument(operation: "endDocument", reason: "a form is finished by makeForm") }
        do {
            try endPageIfOpen()
            if session.writer.pageCount == 0 { try beginPage(); try endPageIfOpen() }
        } catch {
            abandonDocument()
            throw error
        }
        do {
            // A deferred form nobody recorded is written empty (before the fonts: a recorded
            // one's glyphs must be in their subsets).
            for form in session.pendingForms { try recordForm(form) { _ throws(GraphicsError) in } }
        } catch {
            abandonDocument()
            throw error
        }
        ended = true
        do { try session.writeFonts() } catch {
            session.writer.abandon()
            throw .pdf(error)
        }
        session.writer.outline = session.outlineTree()
        do { return try session.writer.finish() } catch { throw .pdf(error) }
    }

    /// Gives up on the document: nothing more is written and no file is left behind.
    public func abandonDocument() {
        ended = true
        pageRef = nil
        session.writer.abandon()
    }

    /// The number of pages finished so far.
    public var pageCount: Int { session.writer.pageCount + (pageRef == nil ? 0 : 1) }
}
