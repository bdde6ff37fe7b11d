/// An attribute selector: `[lang]`, `[type=checkbox]`, `[class~=note i]`.
public struct AttributeSelector: Hashable, Sendable {
    /// How the attribute's value is compared with ``value``.
    public enum Operator: Hashable, Sendable {
        /// `[a]`: the attribute is present.
        case exists
        /// `[a=v]`: the value is exactly `v`.
        case equals
        /// `[a~=v]`: one of the value's white-space-separated words is `v`.
        case includes
        /// `[a|=v]`: the value is `v` or starts with `v-`.
        case dashMatch
        /// `[a^=v]`: the value starts with `v` (never when `v` is empty).
        case prefix
        /// `[a$=v]`: the value ends with `v` (never when `v` is empty).
        case suffix
        /// `[a*=v]`: the value contains `v` (never when `v` is empty).
        case substring
    }

    /// The attribute's name, lowercased (HTML attribute names are case-insensitive).
    public var name: String
    /// The comparison.
    public var op: Operator
    /// The value compared with; empty for ``Operator/exists``.
    public var value: String
    /// Whether values compare ignoring ASCII case: the `i` flag, or, without a flag, one of
    /// the attributes whose values the HTML standard compares so (`type`, `lang`, `dir` …);
    /// the `s` flag makes any attribute case-sensitive.
    public var ignoresCase: Bool

    /// Creates an attribute selector.
    public init(name: String, op: Operator, value: String = "", ignoresCase: Bool = false) {
        self.name = name
        self.op = op
        self.value = value
        self.ignoresCase = ignoresCase
    }

    /// The attributes whose values selectors compare ignoring ASCII case in HTML documents
    /// (HTML, "Case-sensitivity of selectors").
    static let caseInsensitiveInHTML: Set<String> = [
        "accept", "accept-charset", "align", "alink", "axis", "bgcolor", "charset", "checked", "clear",
        "codetype", "color", "compact", "declare", "defer", "dir", "direction", "disabled", "enctype",
        "face", "frame", "hreflang", "http-equiv", "lang", "language", "link", "media", "method",
        "multiple", "nohref", "noresize", "noshade", "nowrap", "readonly", "rel", "rev", "rules",
        "scope", "scrolling", "selected", "shape", "target", "text", "type", "valign", "valuetype", "vlink",
    ]

    /// Whether an attribute's value satisfies the selector.
    func matches(_ attributeValue: String) -> Bool {
        if op == .exists { return true }
        let actual = ignoresCase ? attributeValue.asciiLowercased : attributeValue
        let wanted = ignoresCase ? value.asciiLowercased : value
        switch op {
        case .exists: return true
        case .equals: return actual == wanted
        case .includes:
            guard !wanted.isEmpty, !wanted.contains(where: \.isCSSWhitespace) else { return false }
            return actual.split(whereSeparator: \.isCSSWhitespace).contains { $0 == wanted }
        case .dashMatch: return actual == wanted || actual.hasPrefix(wanted + "-")
        case .prefix: return !wanted.isEmpty && actual.hasPrefix(wanted)
        case .suffix: return !wanted.isEmpty && actual.hasSuffix(wanted)
        case .substring: return !wanted.isEmpty && actual.contains(wanted)
        }
    }
}

/// The `An+B` of `:nth-child()` and its kin: matches the positions `A·n + B` for some n ≥ 0
/// (positions count from 1).
public struct NthPattern: Hashable, Sendable {
    /// The step.
    public var a: Int
    /// The offset.
    public var b: Int

    /// Creates a pattern.
    public init(a: Int, b: Int) {
        self.a = a
        self.b = b
    }

    /// Whether the 1-based `position` is `A·n + B` for some n ≥ 0.
    public func matches(_ position: Int) -> Bool {
        if a == 0 { return position == b }
        let difference = position - b
        return difference % a == 0 && difference / a >= 0
    }
}

/// A pseudo-class FolioMarkup matches.
public indirect enum PseudoClass: Hashable, Sendable {
    /// `:link`, `:any-link`: an `a` or `area` with an `href` (a printed page has no visited links).
    case link
    /// `:root`: the document's root element.
    case root
    /// `:empty`: no element children and no text (comments allowed).
    case empty
    /// `:nth-child()`, `:first-child` (`0n+1`) …: the position among the element siblings,
    /// or among those matching `of`.
    case nthChild(NthPattern, of: [Selector]?)
    /// `:nth-last-child()`, `:last-child` …: counted from the last sibling.
    case nthLastChild(NthPattern, of: [Selector]?)
    /// `:nth-of-type()`, `:first-of-type` …: the position among siblings of the same type.
    case nthOfType(NthPattern)
    /// `:nth-last-of-type()`, `:last-of-type` …: counted from the last sibling of the type.
    case nthLastOfType(NthPattern)
    /// `:is()` and `:where()` (which differ only in specificity): any of the selectors.
    case matchesAny([Selector])
    /// `:not()`: none of the selectors.
    case not([Selector])
    /// `:has()`: an element in the given relation matches one of the relative selectors.
    case has([RelativeSelector])
    /// `:lang()`: the element's language (its own or nearest ancestor's `lang` attribute)
    /// matches one of the ranges by RFC 4647 extended filtering (`de` matches `de-CH`, `*-CH`
    /// matches `de-CH`).
    case lang([String])
    /// `:dir(rtl)` when `true`, `:dir(ltr)` when `false`: the element's directionality from
    /// `dir` attributes (`auto` looks at the text), left to right by default.
    case dir(rightToLeft: Bool)
    /// A user-action or time-dimensional pseudo-class (`:hover`, `:visited`, `:focus` …):
    /// valid, and never true on a printed page.
    case never
}
