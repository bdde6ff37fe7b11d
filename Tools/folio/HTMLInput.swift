import Folio
import Foundation

/// HTML → a formatter, through FolioMarkup. Images and style sheets come only from `data:` URIs
/// and the HTML file's folder; nothing is ever fetched.
enum HTMLInput {
    struct Made {
        let formatter: DocumentPrintFormatter
        let title: String?
        /// `--lang`, else the page's `<html lang>`.
        let language: String?
        let pageSize: Size?
        let pageMargins: EdgeInsets?
        /// The `@page` rules' margin boxes.
        let marginBoxes: PageMarginBoxes
        /// What converting the page noticed: warnings (images missing or refused), shown
        /// unless `--quiet`, and notes, shown with `--verbose`. Laying it out and drawing it
        /// notice the rest, returned by the job.
        let conversion: Diagnostics
        /// The body text's font families (its CSS `font-family` list), which the header and
        /// footer take too.
        let families: [String]
    }

    /// The HTML parsed, styled and converted to a document (no fonts needed yet).
    static func markup(_ bytes: [UInt8], path: String, options o: TypesetOptions) throws -> MarkupDocument {
        // The file's folder for relative references, its name for links to itself.
        var markupOptions = path == "-" ? MarkupOptions() : MarkupOptions(documentPath: path)
        markupOptions.allowedRoot = try o.checkedImageRoot()
        markupOptions.style.paragraphStyle.hyphenationFactor = o.hyphenate ? 1 : 0
        markupOptions.style.language = o.lang
        // --font, --font-size and --line-height set the page's defaults; its own styles still
        // win where they say more. A bare number is a multiple of each element's font size.
        var css: [String] = []
        if o.fontGiven { css.append("font-family: \"\(o.family.replacingOccurrences(of: "\"", with: ""))\"") }
        if o.fontSizeGiven { css.append("font-size: \(o.fontSize)pt") }
        if o.lineHeightGiven { css.append("line-height: \(o.lineHeight)") }
        if !css.isEmpty { markupOptions.defaultCSS = "html { \(css.joined(separator: "; ")) }" }
        do { return try MarkupDocument(bytes: bytes, options: markupOptions) } catch {
            throw CLIError(.dataErr, "\(path == "-" ? "standard input" : path): \(error)")
        }
    }

    /// The formatter of a parsed page, with what the page says of itself.
    static func made(_ markup: MarkupDocument, library: FontLibrary) -> Made {
        made(markup.document, title: markup.title, pageSize: markup.pageSize, pageMargins: markup.pageMargins,
             marginBoxes: markup.marginBoxes, diagnostics: markup.diagnostics, library: library)
    }

    /// The formatter of a converted document (HTML, or Markdown through HTML's styles).
    static func made(_ document: Document, title: String?, pageSize: Size?, pageMargins: EdgeInsets?, marginBoxes: PageMarginBoxes,
                     diagnostics: Diagnostics, library: FontLibrary) -> Made {
        Made(formatter: DocumentPrintFormatter(document: document, library: library), title: title,
             language: document.style.language, pageSize: pageSize, pageMargins: pageMargins, marginBoxes: marginBoxes,
             conversion: diagnostics, families: [document.style.font.family] + document.style.font.fallbackFamilies)
    }
}
