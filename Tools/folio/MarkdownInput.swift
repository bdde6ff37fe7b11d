import Folio
import Foundation

/// Markdown → a formatter, through FolioMarkdown (cmark-gfm, then FolioMarkup's styles). The
/// input is read as plain text is (UTF-8 or UTF-16 with a byte order mark; anything else is an
/// error, 65); images come only from `data:` URIs and the file's folder (or `--image-root`).
enum MarkdownInput {
    /// The Markdown parsed, styled and converted to a document (no fonts needed yet).
    static func markdown(_ path: String, options o: TypesetOptions, limit: Int) throws -> MarkdownDocument {
        let text: String
        switch try InputText.plainText(path, limit: limit, whole: true) {
        case .text(let t): text = t
        case .file(let file): text = try String(contentsOfFile: file, encoding: .utf8)
        }
        var options = path == "-" ? MarkdownOptions() : MarkdownOptions(documentPath: path)
        options.maximumInputSize = max(limit, text.utf8.count)
        options.footnotesAtPageFoot = o.footnotes == .page
        options.markup.allowedRoot = try o.checkedImageRoot()
        options.markup.style.paragraphStyle.hyphenationFactor = o.hyphenate ? 1 : 0
        options.markup.style.language = o.lang
        // --font, --font-size and --line-height set the defaults, over the built-in style.
        var css: [String] = []
        if o.fontGiven { css.append("font-family: \"\(o.family.replacingOccurrences(of: "\"", with: ""))\"") }
        if o.fontSizeGiven { css.append("font-size: \(o.fontSize)pt") }
        if o.lineHeightGiven { css.append("line-height: \(o.lineHeight)") }
        if !css.isEmpty { options.markup.defaultCSS = "html { \(css.joined(separator: "; ")) }" }
        if let file = o.css {
            guard let sheet = FileManager.default.contents(atPath: file) else {
                throw CLIError(.noInput, "--css \(file): cannot be read; give the path of a CSS file")
            }
            options.css = String(decoding: sheet, as: UTF8.self)
        }
        do { return try MarkdownDocument(string: text, options: options) } catch {
            throw CLIError(.dataErr, "\(path == "-" ? "standard input" : path): \(error)")
        }
    }
}
