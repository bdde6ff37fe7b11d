/// A selector's weight in the cascade: IDs, then classes (with attribute selectors and
/// pseudo-classes), then types (with pseudo-elements).
public struct Specificity: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// ID selectors.
    public var ids: Int
    /// Class selectors, attribute selectors and pseudo-classes.
    public var classes: Int
    /// Type selectors and pseudo-elements.
    public var types: Int

    /// Creates a specificity.
    public init(ids: Int, classes: Int, types: Int) {
        self.ids = ids
        self.classes = classes
        self.types = types
    }

    /// Compares IDs first, then classes, then types.
    public static func < (a: Specificity, b: Specificity) -> Bool {
        (a.ids, a.classes, a.types) < (b.ids, b.classes, b.types)
    }

    /// `(a,b,c)`.
    public var description: String { "(\(ids),\(classes),\(types))" }
}

/// One complex selector, such as `div.note > p#x em`.
///
/// FolioMarkup matches type, universal, class and ID selectors, the `:link` and `:any-link`
/// pseudo-classes (an `a` or `area` with an `href`), compound ones, and the descendant and
/// child combinators. A selector that uses anything else (attribute selectors, other
/// pseudo-classes such as `:visited`, pseudo-elements, the `+` and `~` combinators,
/// namespaces) is kept, with its specificity, but never matches; the other selectors of its
/// rule are not affected.
public struct Selector: Hashable, Sendable {
    /// How a compound relates to the one before it.
    public enum Combinator: Hashable, Sendable {
        /// Whitespace: any ancestor.
        case descendant
        /// `>`: the parent.
        case child
    }

    /// A compound selector: an optional type, any number of IDs and classes, and `:link`.
    public struct Compound: Hashable, Sendable {
        /// The lowercased element name, or `nil` for any (`*` or none written).
        public var type: String?
        /// IDs the element must have (normally at most one).
        public var ids: [String]
        /// Classes the element must have.
        public var classes: [String]
        /// Whether the element must be a link (`:link`, `:any-link`): an `a` or `area` with an
        /// `href`. A printed page has no visited links, so `:link` and `:any-link` agree.
        public var isLink = false
    }

    /// The compounds, leftmost first.
    public let compounds: [Compound]
    /// `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
    public let combinators: [Combinator]
    /// The selector's specificity.
    public let specificity: Specificity
    /// Whether the selector uses a feature FolioMarkup does not match; it then matches nothing.
    public let isUnsupported: Bool
}
