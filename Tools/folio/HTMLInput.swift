import Folio
import Foundation

/// HTML → a formatter, through FolioMarkup. Images come only from `data:` URIs and the HTML
/// file's folder; nothing is ever fetched.
enum HTMLInput {
    struct Made {
        let formatter: PrintFormatter
        let title: String?
        let pageSize: Size?
        let pageMargins: EdgeInsets?
        let diagnostics: [String]
    }

    static func formatter(_ bytes: [UInt8], path: String, options o: TypesetOptions, library: FontLibrary) throws -> Made {
        let folder = path == "-" ? nil : URL(fileURLWithPath: path).deletingLastPathComponent().path
        var markupOptions = MarkupOptions(baseDirectory: folder)
        markupOptions.style.hyphenate = o.hyphenate
        markupOptions.style.language = o.lang
        let markup: MarkupDocument
        do { markup = try MarkupDocument(bytes: bytes, options: markupOptions) } catch {
            throw CLIError(code: 65, "\(path == "-" ? "standard input" : path): \(error)")
        }
        var document = markup.document
        if o.fontSizeGiven || o.fontGiven {
            // --font and --font-size set the body text; the page's own styles still win where they say more.
            if o.fontGiven { document.style.font.family = o.family }
            if o.fontSizeGiven { document.style.font.size = o.fontSize }
        }
        return Made(formatter: DocumentPrintFormatter(document: document, library: library), title: markup.title,
                    pageSize: markup.pageSize, pageMargins: markup.pageMargins, diagnostics: markup.diagnostics)
    }
}
