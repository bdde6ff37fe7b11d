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

    /// `(0,0,0)`.
    public static let zero = Specificity(ids: 0, classes: 0, types: 0)

    /// Compares IDs first, then classes, then types.
    public static func < (a: Specificity, b: Specificity) -> Bool {
        (a.ids, a.classes, a.types) < (b.ids, b.classes, b.types)
    }

    /// The sum, column by column.
    public static func + (a: Specificity, b: Specificity) -> Specificity {
        Specificity(ids: a.ids + b.ids, classes: a.classes + b.classes, types: a.types + b.types)
    }

    /// `(a,b,c)`.
    public var description: String { "(\(ids),\(classes),\(types))" }
}

/// One complex selector, such as `div.note > p#x em`, `h2 + p:first-line` or
/// `li:nth-child(2n+1 of .x):not([hidden])`.
///
/// FolioMarkup matches the Selectors Level 4 subset its documentation lists: type, universal,
/// class, ID and attribute selectors (every operator, with the `i` and `s` flags), the four
/// combinators, the structural pseudo-classes (`:nth-child(An+B of S)` and the rest), the
/// logical ones (`:is()`, `:where()`, `:not()`, `:has()`), `:link`, `:any-link`, `:lang()`,
/// `:dir()`, `:root`, `:empty`. User-action and history pseudo-classes (`:hover`,
/// `:visited` …) are valid and never match: a printed page has no pointer and no history.
/// A selector with anything else is invalid, and drops the rule it is in (see
/// ``StyleRule``).
///
/// A selector ending in a pseudo-element (``pseudoElement``) selects that part of an element,
/// never the element itself.
public struct Selector: Hashable, Sendable {
    /// How a compound relates to the one before it.
    public enum Combinator: Hashable, Sendable {
        /// Whitespace: any ancestor.
        case descendant
        /// `>`: the parent.
        case child
        /// `+`: the previous element sibling.
        case nextSibling
        /// `~`: any previous element sibling.
        case subsequentSibling
    }

    /// A part of an element that a selector can style on its own.
    public enum PseudoElement: String, Hashable, Sendable, CaseIterable {
        /// `::before`: generated content before the element's content.
        case before
        /// `::after`: generated content after the element's content.
        case after
        /// `::marker`: a list item's marker: its `content`, colour and font.
        case marker
        /// `::first-line` (parsed; FolioMarkup does not style it yet).
        case firstLine = "first-line"
        /// `::first-letter` (parsed; FolioMarkup does not style it yet).
        case firstLetter = "first-letter"
        /// `::footnote-call` (CSS GCPM 3): what a `float: footnote` element leaves in the text.
        case footnoteCall = "footnote-call"
        /// `::footnote-marker` (CSS GCPM 3): what starts a footnote's body.
        case footnoteMarker = "footnote-marker"
    }

    /// A compound selector: an optional type, and any number of IDs, classes, attribute
    /// selectors and pseudo-classes, all of which the element must satisfy.
    public struct Compound: Hashable, Sendable {
        /// The lowercased element name, or `nil` for any (`*` or none written).
        public var type: String?
        /// IDs the element must have (normally at most one).
        public var ids: [String]
        /// Classes the element must have.
        public var classes: [String]
        /// Attribute selectors the element must satisfy.
        public var attributes: [AttributeSelector] = []
        /// Pseudo-classes the element must satisfy.
        public var pseudoClasses: [PseudoClass] = []
        /// Whether the type has a namespace prefix other than `*|` (`|p`, `svg|rect`): HTML
        /// elements are in the HTML namespace, and FolioMarkup declares no prefixes, so such
        /// a compound matches nothing.
        public var hasForeignNamespace = false

        /// Creates a compound.
        public init(type: String? = nil, ids: [String] = [], classes: [String] = [],
                    attributes: [AttributeSelector] = [], pseudoClasses: [PseudoClass] = []) {
            self.type = type
            self.ids = ids
            self.classes = classes
            self.attributes = attributes
            self.pseudoClasses = pseudoClasses
        }

        /// Whether `:link` or `:any-link` is among the pseudo-classes.
        public var isLink: Bool { pseudoClasses.contains(.link) }
    }

    /// The compounds, leftmost first.
    public let compounds: [Compound]
    /// `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
    public let combinators: [Combinator]
    /// The selector's specificity, Selectors Level 4's: `:is()`, `:not()` and `:has()` count
    /// as their most specific argument, `:where()` as nothing, `:nth-child(An+B of S)` as a
    /// pseudo-class plus S's most specific selector.
    public let specificity: Specificity
    /// The pseudo-element the selector ends in, or `nil` when it selects elements.
    public let pseudoElement: PseudoElement?

    /// Whether the selector can never match an element: it has a namespace prefix FolioMarkup
    /// does not know (see ``Compound/hasForeignNamespace``).
    public var isUnsupported: Bool { compounds.contains(where: \.hasForeignNamespace) }
}

/// A selector after `:has(`: a complex selector that starts with a combinator, relative to
/// the element `:has()` is tested on (`:has(> img)`, `:has(+ h2)`, `:has(p a)`).
public struct RelativeSelector: Hashable, Sendable {
    /// How the selector's leftmost compound relates to the anchor element (``Selector/Combinator/descendant`` when none is written).
    public var combinator: Selector.Combinator
    /// The selector, leftmost compound first.
    public var selector: Selector
}

extension Selector {
    /// Whether a pseudo-class of the selector satisfies `test`, at any depth: inside `:is()`,
    /// `:where()`, `:not()`, `:has()` and `of S` too.
    func containsPseudoClass(_ test: (PseudoClass) -> Bool) -> Bool {
        compounds.contains { compound in
            compound.pseudoClasses.contains { pseudo in
                if test(pseudo) { return true }
                switch pseudo {
                case .matchesAny(let list), .not(let list), .nthChild(_, let list?), .nthLastChild(_, let list?):
                    return list.contains { $0.containsPseudoClass(test) }
                case .has(let list): return list.contains { $0.selector.containsPseudoClass(test) }
                default: return false
                }
            }
        }
    }

    /// Whether the selector has a pseudo-class that counts positions among siblings
    /// (`:nth-child()`, `:first-of-type` …), at any depth.
    var usesSiblingPositions: Bool {
        containsPseudoClass { pseudo in
            switch pseudo {
            case .nthChild, .nthLastChild, .nthOfType, .nthLastOfType: return true
            default: return false
            }
        }
    }
}
