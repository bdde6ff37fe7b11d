/// The position of a node in its ``HTMLDocument``.
///
/// Nodes are numbered in document order (a depth-first, pre-order walk), so an element's
/// descendants are the nodes right after it, up to ``HTMLNode/subtreeEnd``.
public struct HTMLNodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index into ``HTMLDocument/nodes``.
    public let index: Int

    /// Wraps an index into ``HTMLDocument/nodes``.
    public init(_ index: Int) { self.index = index }

    /// Document order.
    public static func < (a: HTMLNodeID, b: HTMLNodeID) -> Bool { a.index < b.index }

    /// `#index`.
    public var description: String { "#\(index)" }
}

/// One node of a parsed document: the document itself, a doctype, an element, text or a comment.
public struct HTMLNode: Hashable, Sendable {
    /// What a node is.
    public enum Kind: Hashable, Sendable {
        /// The document, always node 0; its children are the doctype, comments and `html`.
        case document
        /// `<!DOCTYPE …>`; ``HTMLNode/name`` holds the doctype's name.
        case doctype
        /// An element; ``HTMLNode/name`` holds its lowercased tag name.
        case element
        /// Text; ``HTMLNode/text`` holds it, references decoded. Adjacent text is merged.
        case text
        /// A comment; ``HTMLNode/text`` holds it.
        case comment
    }

    /// What the node is.
    public let kind: Kind
    /// The lowercased tag name of an element, the name of a doctype, or empty.
    public let name: String
    /// An element's attributes in source order; empty for other nodes.
    public let attributes: [HTMLAttribute]
    /// The text of a text or comment node; empty for other nodes.
    public let text: String
    /// The parent; `nil` only for the document.
    public let parent: HTMLNodeID?
    /// The first child.
    public let firstChild: HTMLNodeID?
    /// The last child.
    public let lastChild: HTMLNodeID?
    /// The next sibling.
    public let nextSibling: HTMLNodeID?
    /// The previous sibling.
    public let previousSibling: HTMLNodeID?
    /// The index one past the node's last descendant: its subtree is `id.index..<subtreeEnd`.
    public let subtreeEnd: Int
    /// Whether the node is, or is inside, an element whose content is never rendered as
    /// text: `head`, `script`, `style`, `template` or `title`.
    public let isInert: Bool

    /// Whether this is an element.
    public var isElement: Bool { kind == .element }

    /// The value of the attribute `name` (give it lowercased), or `nil` if absent.
    public func attribute(_ name: String) -> String? {
        attributes.first(where: { $0.name == name })?.value
    }

    /// Whether the element has the attribute `name` (give it lowercased).
    public func hasAttribute(_ name: String) -> Bool {
        attributes.contains(where: { $0.name == name })
    }
}
