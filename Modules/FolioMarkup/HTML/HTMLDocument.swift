import FolioCSS

/// A parsed HTML document: its nodes in document order, with the title, the style sheets and
/// the encoding found while parsing.
///
/// ```swift
/// let document = try HTMLDocument(bytes: Array(data))
/// document.title                      // "Quarterly report"
/// for child in document.children(of: document.body) {
///     let node = document[child]
///     if node.isElement { print(node.name, node.attributes) }
/// }
/// ```
///
/// The tree always has `html` (``root``), `head` and `body`, implied when the source has none.
/// Nodes are numbered in document order and an element's descendants follow it up to
/// ``MarkupNode/subtreeEnd``, so every walk here is a loop: none recurses, however deep the input.
public struct HTMLDocument: Sendable {
    /// Every node in document order; node 0 is the document.
    public let nodes: [MarkupNode]
    /// The encoding the bytes were decoded with (UTF-8 for ``init(string:options:)``).
    public let encoding: HTMLEncoding
    /// The `html` element.
    public let root: MarkupNodeID
    /// The `head` element.
    public let head: MarkupNodeID
    /// The `body` element.
    public let body: MarkupNodeID

    /// Decodes and parses a document.
    ///
    /// The encoding is ``HTMLParseOptions/encoding`` if set, else the byte order mark's,
    /// else the one a `<meta charset>` or `<meta http-equiv="Content-Type">` declares in the
    /// first 1024 bytes, else UTF-8. Parsing never fails on bad markup.
    ///
    /// - Throws: ``MarkupError/inputTooLarge(byteCount:limit:)`` for input over
    ///   ``HTMLParseOptions/maximumInputSize``; ``MarkupError/invalidOption(name:value:accepted:)``
    ///   for options out of range.
    public init(bytes: [UInt8], options: HTMLParseOptions = HTMLParseOptions()) throws(MarkupError) {
        try options.validate()
        let decoded = try InputDecoder.decode(bytes, options: options)
        self.init(normalizedUTF8: decoded.utf8, encoding: decoded.encoding, options: options)
    }

    /// Parses a document that is already text; a `<meta charset>` in it is ignored.
    ///
    /// - Throws: as ``init(bytes:options:)``; the size limit applies to the UTF-8 length.
    public init(string: String, options: HTMLParseOptions = HTMLParseOptions()) throws(MarkupError) {
        try options.validate()
        guard string.utf8.count <= options.maximumInputSize else {
            throw .inputTooLarge(byteCount: string.utf8.count, limit: options.maximumInputSize)
        }
        self.init(normalizedUTF8: InputDecoder.normalize(string: string), encoding: .utf8, options: options)
    }

    private init(normalizedUTF8: [UInt8], encoding: HTMLEncoding, options: HTMLParseOptions) {
        var tokenizer = HTMLTokenizer(normalizedUTF8: normalizedUTF8)
        var builder = TreeBuilder(maximumDepth: options.maximumDepth)
        while let token = tokenizer.next() { builder.process(token) }
        self.init(nodes: builder.finish(), encoding: encoding)
    }

    /// A document of finished nodes (from ``TreeBuilder/finish()``).
    init(nodes: [MarkupNode], encoding: HTMLEncoding) {
        self.nodes = nodes
        self.encoding = encoding
        let root = nodes.firstIndex(where: { $0.kind == .element && $0.name == "html" && $0.parent?.index == 0 }) ?? 0
        var head = root, body = root
        var child = nodes[root].firstChild
        while let c = child {
            if nodes[c.index].name == "head", head == root { head = c.index }
            if nodes[c.index].name == "body", body == root { body = c.index }
            child = nodes[c.index].nextSibling
        }
        self.root = MarkupNodeID(root)
        self.head = MarkupNodeID(head)
        self.body = MarkupNodeID(body)
    }

    /// The document node, parent of the doctype and of ``root``.
    public var document: MarkupNodeID { MarkupNodeID(0) }

    /// The node with this identifier.
    public subscript(id: MarkupNodeID) -> MarkupNode {
        _read { yield nodes[id.index] }
    }
}
