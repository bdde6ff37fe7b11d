import FolioGraphics
import FolioLayout
import FolioPrinting
import FolioText

/// Lays Markdown out over pages with any page renderer, as ``MarkupTextPrintFormatter`` lays
/// HTML: the converted ``MarkdownDocument`` through FolioLayout's flow engine.
///
/// ```swift
/// let formatter = try MarkdownPrintFormatter(markdown: "# Notes\n\n- one\n- two")
/// let report = try PrintJob(formatter: formatter, info: PrintInfo(paper: .a4)).write(to: "notes.pdf")
/// ```
///
/// The front matter's paper and margins are in ``markdown`` (``MarkdownDocument/pageSize``,
/// ``MarkdownDocument/pageMargins``) for the job's `PrintInfo`; a formatter does not choose its
/// paper.
public final class MarkdownPrintFormatter: DocumentPrintFormatter {
    /// The converted document (title, front matter, page size and margins, diagnostics).
    public let markdown: MarkdownDocument

    /// A formatter for Markdown text.
    ///
    /// - Throws: ``MarkdownError/inputTooLarge(byteCount:limit:)``.
    public convenience init(markdown text: String, options: MarkdownOptions = MarkdownOptions(), library: FontLibrary = .shared) throws(MarkdownError) {
        try self.init(markdown: MarkdownDocument(string: text, options: options), library: library)
    }

    /// A formatter for a converted document.
    public init(markdown: MarkdownDocument, library: FontLibrary = .shared) {
        self.markdown = markdown
        super.init(document: markdown.document, library: library, conversionDiagnostics: markdown.diagnostics)
    }

    /// The title: the front matter's, else the first level-1 heading's.
    public var title: String? { markdown.title }
}
