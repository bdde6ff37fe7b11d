/// Limits and choices for reading an HTML document.
///
/// ```swift
/// var options = HTMLParseOptions()
/// options.maximumDepth = 256
/// let document = try HTMLDocument(bytes: bytes, options: options)
/// ```
public struct HTMLParseOptions: Hashable, Sendable {
    /// Inputs with more bytes than this are refused with ``MarkupError/inputTooLarge(byteCount:limit:)``.
    /// The default is 64 MB.
    public var maximumInputSize: Int

    /// The deepest the element tree may get. An element that would be nested deeper is
    /// added empty where it is, and what it would have contained follows it as siblings.
    /// The default is 512; it must be at least 4 (room for `html`, `body` and content).
    public var maximumDepth: Int

    /// The encoding to decode with whatever the document says; `nil` (the default) looks
    /// for a byte order mark, then a `<meta charset>` in the first 1024 bytes, then uses UTF-8.
    public var encoding: HTMLEncoding?

    /// Creates options; every argument has the documented default.
    public init(maximumInputSize: Int = 64 << 20, maximumDepth: Int = 512, encoding: HTMLEncoding? = nil) {
        self.maximumInputSize = maximumInputSize
        self.maximumDepth = maximumDepth
        self.encoding = encoding
    }

    /// Throws when an option is out of range.
    func validate() throws(MarkupError) {
        if maximumInputSize < 0 {
            throw .invalidOption(name: "maximumInputSize", value: maximumInputSize, accepted: "0 or more")
        }
        if maximumDepth < 4 {
            throw .invalidOption(name: "maximumDepth", value: maximumDepth, accepted: "4 or more")
        }
    }
}
