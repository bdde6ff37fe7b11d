import FolioMarkup
import Foundation

/// How Markdown becomes a document: the HTML options its images, links and styles go through
/// (where files may come from, limits, typographic defaults), the style sheets, and cmark's
/// own switches.
///
/// ```swift
/// var options = MarkdownOptions(documentPath: "notes/README.md")   // images relative to notes/
/// options.css = "h1 { color: navy }"                               // wins over the built-in style
/// let notes = try MarkdownDocument(contentsOfFile: "notes/README.md", options: options)
/// ```
public struct MarkdownOptions: Sendable {
    /// Images, links to local files and limits, as for HTML: local images are read only from
    /// ``MarkupOptions/allowedRoot`` (else the base directory), `data:` URIs always, the
    /// network never.
    public var markup: MarkupOptions
    /// The built-in style (user agent layer). Replace it to start from plain HTML defaults
    /// (`""`) or from a house style.
    public var stylesheet: String = MarkdownStylesheet.css
    /// The user's style sheet: an author sheet after the document's own, so its rules win.
    public var css: String = ""
    /// Whether a YAML block between `---` lines at the start is front matter (else Markdown).
    public var readsFrontMatter = true
    /// cmark's smart punctuation: straight quotes to curly ones, `--` to en dashes, `---` to em
    /// dashes, `...` to an ellipsis.
    public var smartPunctuation = false
    /// Every line break in a paragraph is a hard break (as in GitHub comments), not a space.
    public var hardBreaks = false
    /// Whether footnotes are set at the foot of the page where they are first referenced (the
    /// default; ``MarkdownStylesheet`` floats them there with CSS's `float: footnote`), or, when
    /// `false`, in a list at the end of the document, each with a link back, as cmark-gfm's HTML
    /// places them.
    public var footnotesAtPageFoot = true
    /// The largest input read, in bytes (64 MB by default).
    public var maximumInputSize = 64 << 20

    /// Options with the defaults; relative images are refused until a base directory is set.
    public init(markup: MarkupOptions = MarkupOptions()) {
        self.markup = markup
    }

    /// Options for the Markdown file at `path`: its folder is where relative images are found
    /// (and the allowed root), its name makes `README.md#x` an internal link.
    public init(documentPath path: String) {
        self.init(markup: MarkupOptions(documentPath: path))
    }
}
