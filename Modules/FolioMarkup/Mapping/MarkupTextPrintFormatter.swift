import FolioGraphics
import FolioLayout
import FolioPrinting
import FolioText

/// Lays simple HTML out over pages, as `UIMarkupTextPrintFormatter`: headings, paragraphs,
/// lists, tables, images and links through FolioLayout's flow engine, with any page renderer.
public final class MarkupTextPrintFormatter: DocumentPrintFormatter {
    /// The converted document (title, `@page` size and margins, diagnostics).
    public let markup: MarkupDocument

    /// A formatter for HTML text.
    public convenience init(markupText: String, options: MarkupOptions = MarkupOptions(), library: FontLibrary = .shared) throws(MarkupError) {
        try self.init(markup: MarkupDocument(string: markupText, options: options), library: library)
    }

    /// A formatter for HTML bytes (the encoding from a BOM or `<meta charset>`, else UTF-8).
    public convenience init(data: [UInt8], options: MarkupOptions = MarkupOptions(), library: FontLibrary = .shared) throws(MarkupError) {
        try self.init(markup: MarkupDocument(bytes: data, options: options), library: library)
    }

    /// A formatter for a converted document.
    public init(markup: MarkupDocument, library: FontLibrary = .shared) {
        self.markup = markup
        super.init(document: markup.document, library: library, conversionDiagnostics: markup.diagnostics)
    }

    /// `<title>`, if any.
    public var title: String? { markup.title }
}
