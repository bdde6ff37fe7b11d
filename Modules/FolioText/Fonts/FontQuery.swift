/// What a font should be: a family (or a generic family), a weight, a width and a slant,
/// as CSS describes fonts.
public struct FontQuery: Sendable, Hashable, CustomStringConvertible {
    /// A family name ("DejaVu Serif") or a generic family: "serif", "sans-serif",
    /// "monospace", "cursive", "fantasy", "system-ui".
    public var family: String
    /// The weight, 100 (thin) to 900 (black): 400 regular, 700 bold.
    public var weight: Int
    /// The width, as a CSS font-stretch percentage: 50 (ultra-condensed) to 200
    /// (ultra-expanded), 100 normal.
    public var width: Int
    /// Upright, italic or oblique.
    public var slant: FontSlant
    /// The text's language as a BCP 47 tag ("ja", "zh-Hans", "ar"), so that fallback prefers
    /// fonts made for it (fontconfig's `lang`); `nil` for no preference.
    public var language: String?

    /// Creates a query; weight is clamped to 1…1000 and width to 50…200.
    public init(family: String, weight: Int = 400, width: Int = 100, slant: FontSlant = .upright, language: String? = nil) {
        self.family = family
        self.weight = min(max(weight, 1), 1000)
        self.width = min(max(width, 50), 200)
        self.slant = slant
        self.language = language
    }

    /// The CSS generic family names fontconfig resolves through its aliases.
    public static let genericFamilies: Set<String> = ["serif", "sans-serif", "sans", "monospace", "mono", "cursive", "fantasy", "system-ui"]

    /// Whether ``family`` is a generic family rather than a font's name.
    public var isGeneric: Bool { Self.genericFamilies.contains(family.lowercased()) }

    /// "family weight width slant", for messages.
    public var description: String { "\"\(family)\" weight \(weight) width \(width)% \(slant)" }
}

/// The slant of a face.
public enum FontSlant: Sendable, Hashable {
    /// Upright (roman).
    case upright
    /// A true italic design.
    case italic
    /// A slanted roman.
    case oblique
}

/// What a ``FontLibrary`` found for a query.
public struct FontMatch: Sendable {
    /// The font found (always a usable font).
    public var font: Font
    /// Whether the font's family is not the family asked for (an unknown family fell back).
    public var isSubstitute: Bool
    /// Says what was substituted for what, when ``isSubstitute``.
    public var diagnostic: String? {
        guard isSubstitute else { return nil }
        return "font family \"\(requestedFamily)\" was not found; using \"\(font.familyName)\" (\(font.path))"
    }
    /// The family that was asked for.
    public var requestedFamily: String
}
