/// The position of a node in a document's node array (an HTML document's or an SVG drawing's).
///
/// Nodes are numbered in document order (a depth-first, pre-order walk), so an element's
/// descendants are the nodes right after it, up to ``MarkupNode/subtreeEnd``.
public struct MarkupNodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index into the document's nodes.
    public let index: Int

    /// Wraps an index into the document's nodes.
    public init(_ index: Int) { self.index = index }

    /// Document order.
    public static func < (a: MarkupNodeID, b: MarkupNodeID) -> Bool { a.index < b.index }

    /// `#index`.
    public var description: String { "#\(index)" }
}

/// One node of a parsed document (HTML or SVG): the document itself, a doctype, an element,
/// text or a comment. The CSS engine matches selectors against an array of them in document
/// order.
public struct MarkupNode: Hashable, Sendable {
    /// What a node is.
    public enum Kind: Hashable, Sendable {
        /// The document, always node 0; its children are the doctype, comments and `html`.
        case document
        /// `<!DOCTYPE …>`; ``MarkupNode/name`` holds the doctype's name.
        case doctype
        /// An element; ``MarkupNode/name`` holds its tag name (lowercased in HTML).
        case element
        /// Text; ``MarkupNode/text`` holds it, references decoded. Adjacent text is merged.
        case text
        /// A comment; ``MarkupNode/text`` holds it.
        case comment
    }

    /// What the node is.
    public let kind: Kind
    /// The tag name of an element (lowercased in HTML, as written in SVG), the name of a
    /// doctype, or empty.
    public let name: String
    /// An element's attributes in source order; empty for other nodes.
    public let attributes: [MarkupAttribute]
    /// The text of a text or comment node; empty for other nodes.
    public let text: String
    /// The parent; `nil` only for the document.
    public let parent: MarkupNodeID?
    /// The first child.
    public let firstChild: MarkupNodeID?
    /// The last child.
    public let lastChild: MarkupNodeID?
    /// The next sibling.
    public let nextSibling: MarkupNodeID?
    /// The previous sibling.
    public let previousSibling: MarkupNodeID?
    /// The index one past the node's last descendant: its subtree is `id.index..<subtreeEnd`.
    public let subtreeEnd: Int
    /// Whether the node is, or is inside, an element whose content is never rendered as
    /// text: `head`, `script`, `style`, `template` or `title`.
    public let isInert: Bool

    /// Creates a node; `subtreeEnd` must be the index one past its last descendant.
    package init(kind: Kind, name: String, attributes: [MarkupAttribute], text: String, parent: MarkupNodeID?,
                 firstChild: MarkupNodeID?, lastChild: MarkupNodeID?, nextSibling: MarkupNodeID?,
                 previousSibling: MarkupNodeID?, subtreeEnd: Int, isInert: Bool) {
        self.kind = kind
        self.name = name
        self.attributes = attributes
        self.text = text
        self.parent = parent
        self.firstChild = firstChild
        self.lastChild = lastChild
        self.nextSibling = nextSibling
        self.previousSibling = previousSibling
        self.subtreeEnd = subtreeEnd
        self.isInert = isInert
    }

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

/// An attribute of an element: a lowercased name and its value, character references decoded.
public struct MarkupAttribute: Hashable, Sendable {
    /// The name, ASCII-lowercased.
    public var name: String
    /// The value; empty for an attribute written without one (`<input disabled>`).
    public var value: String

    /// Creates an attribute.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
