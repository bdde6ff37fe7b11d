import FolioLayout
import Foundation

/// How HTML becomes a document: where its files may come from, limits, and the defaults.
///
/// For an HTML file, ``init(documentPath:)`` sets both what relative references need: the
/// folder they are resolved against and the file's own name.
///
/// ```swift
/// let options = MarkupOptions(documentPath: "/usr/share/doc/valgrind/html/manual-core.html")
/// options.baseDirectory      // "/usr/share/doc/valgrind/html"
/// options.documentFileName   // "manual-core.html": href="manual-core.html#x" is an internal link
/// ```
public struct MarkupOptions: Sendable {
    /// The folder relative references are resolved against (the HTML file's folder): images,
    /// `<link rel="stylesheet">` files, links to other local files.
    public var baseDirectory: String?
    /// The HTML file's own name (`manual-core.html`), so that a link naming it with a fragment
    /// (`manual-core.html#x`, `./manual-core.html#x`) is an internal link to the destination `x`
    /// and not a link to another file; `nil` when the HTML has no file of its own (a string,
    /// standard input).
    public var documentFileName: String?
    /// Local images and style sheets must lie inside this folder (after resolving `..` and
    /// links); `nil` means ``baseDirectory``. With neither, no local file is read.
    public var allowedRoot: String?
    /// The most pixels an image may have; larger ones are left out (their alternative text is set).
    public var maximumImagePixels: Int
    /// The largest image file read, in bytes.
    public var maximumImageBytes: Int
    /// The largest style sheet file read (`<link rel="stylesheet">`, `@import`), in bytes; a
    /// larger one is left out with a warning. 4 MB by default.
    public var maximumStylesheetBytes: Int = 4 << 20
    /// The largest file embedded by `<a rel="attachment">`, in bytes; a larger one is left out
    /// with a warning. 32 MB by default.
    public var maximumAttachmentBytes: Int = 32 << 20
    /// Parser limits (input size, nesting depth, encoding).
    public var parse: HTMLParseOptions
    /// Typographic defaults for what the styles leave open.
    public var style: DocumentStyle
    /// CSS added to the user agent's stylesheet (the document's own rules still win), such as
    /// `html { font-size: 11pt }` for a reader's preferred size.
    public var defaultCSS: String = ""
    /// The document's `<base href>`, once read (``MarkupDocument`` reads it).
    var documentBase: DocumentBase?
    /// The largest font file an `@font-face` rule's `url()` reads, in bytes; a larger one is
    /// left out with a warning. 64 MB by default.
    public var maximumFontBytes: Int = 64 << 20

    /// Options with the defaults: 50 M pixels, 32 MB image files.
    public init(baseDirectory: String? = nil, allowedRoot: String? = nil, maximumImagePixels: Int = 50_000_000,
                maximumImageBytes: Int = 32 << 20, parse: HTMLParseOptions = HTMLParseOptions(), style: DocumentStyle = DocumentStyle()) {
        self.baseDirectory = baseDirectory
        self.allowedRoot = allowedRoot
        self.maximumImagePixels = maximumImagePixels
        self.maximumImageBytes = maximumImageBytes
        self.parse = parse
        self.style = style
    }

    /// Options for the HTML file at `path`: its folder is the ``baseDirectory`` (and so the
    /// allowed root, unless one is set) and its name the ``documentFileName``.
    public init(documentPath path: String) {
        let url = URL(fileURLWithPath: path)
        self.init(baseDirectory: url.deletingLastPathComponent().path)
        documentFileName = url.lastPathComponent
    }
}
