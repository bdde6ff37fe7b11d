import FolioCSS

/// One unit the ``HTMLTokenizer`` reads, in the manner of HTML5's tokenizer.
package enum HTMLToken: Hashable, Sendable {
    /// `<!DOCTYPE name PUBLIC "…" "…">`; the name is lowercased, identifiers are `nil` when absent.
    case doctype(name: String, publicIdentifier: String?, systemIdentifier: String?)
    /// A start tag: lowercased name, attributes in source order (a repeated name keeps the
    /// first), and whether it ended with `/>`.
    case startTag(name: String, attributes: [MarkupAttribute], selfClosing: Bool)
    /// An end tag; its attributes, if any were written, are dropped as in HTML5.
    case endTag(name: String)
    /// A comment's text, also for bogus comments such as `<!x>`, `<?php … ?>` and `</ x>`.
    case comment(String)
    /// A run of text with character references decoded.
    case text(String)
}
