import FolioLayout

/// How HTML becomes a document: where its files may come from, limits, and the defaults.
public struct MarkupOptions: Sendable {
    /// The folder relative image paths are resolved against (the HTML file's folder).
    public var baseDirectory: String?
    /// Local images must lie inside this folder (after resolving `..` and links); `nil` means
    /// ``baseDirectory``. With neither, no local file is read.
    public var allowedRoot: String?
    /// The most pixels an image may have; larger ones are left out (their alternative text is set).
    public var maximumImagePixels: Int
    /// The largest image file read, in bytes.
    public var maximumImageBytes: Int
    /// Parser limits (input size, nesting depth, encoding).
    public var parse: HTMLParseOptions
    /// Typographic defaults for what the styles leave open.
    public var style: DocumentStyle
    /// CSS added to the user agent's stylesheet (the document's own rules still win), such as
    /// `html { font-size: 11pt }` for a reader's preferred size.
    public var defaultCSS: String = ""

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
}
