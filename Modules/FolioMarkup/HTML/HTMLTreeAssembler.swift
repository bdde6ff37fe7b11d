/// Builds an ``HTMLDocument`` from tokens given one by one, for converters whose input is not
/// HTML text (Markdown's syntax tree): their elements go through the same tree construction as
/// parsed HTML, so raw HTML written among them (``feed(markup:)``) nests with them as a browser
/// would nest it, and the depth limit flattens what is too deep.
///
/// ```swift
/// var assembler = HTMLTreeAssembler(options: HTMLParseOptions())
/// assembler.process(.startTag(name: "p", attributes: [], selfClosing: false))
/// assembler.process(.text("Hello, "))
/// assembler.feed(markup: "<b>world</b>")
/// let document = assembler.finish()
/// ```
package struct HTMLTreeAssembler {
    private var builder: TreeBuilder

    /// An empty document whose `body` is open: what comes first is the body's content.
    package init(options: HTMLParseOptions) {
        builder = TreeBuilder(maximumDepth: options.maximumDepth)
        builder.ensureBody()
    }

    /// Adds one token at the current position.
    package mutating func process(_ token: HTMLToken) {
        builder.process(token)
    }

    /// Tokenizes HTML text and adds its tokens at the current position (a fragment: tags it
    /// opens stay open for what follows, as in one HTML file).
    package mutating func feed(markup: String) {
        var tokenizer = HTMLTokenizer(string: markup)
        while let token = tokenizer.next() { builder.process(token) }
    }

    /// Moves the content of each element whose attribute `source` has a value into the first
    /// element whose attribute `target` has the same value, and removes the emptied element:
    /// how Markdown's footnote definitions, which cmark puts at the end, go where they are
    /// referenced (`data-footnote-body="1"` into `data-footnote-call="1"`).
    package mutating func moveContent(from source: String, to target: String) {
        builder.store.moveContent(from: source, to: target)
    }

    /// The finished document.
    package mutating func finish() -> HTMLDocument {
        HTMLDocument(nodes: builder.finish(), encoding: .utf8)
    }
}
