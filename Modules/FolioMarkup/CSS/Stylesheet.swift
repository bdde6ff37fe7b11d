/// A parsed style sheet: its style rules and `@page` rules, in source order.
///
/// ```swift
/// let sheet = Stylesheet(parsing: "p.note { color: #555; margin: 0 0 1em } @page { size: A4 landscape }")
/// sheet.rules[0].selectors[0].specificity   // (0,1,1)
/// sheet.pageRules[0].size                   // .named("a4", orientation: .landscape)
/// ```
///
/// Parsing never fails: what is not valid CSS, or not supported, is skipped following CSS's
/// error-recovery rules, and the rest is kept. `@media print`, `@media all` (and lists with
/// either) are read as if their rules were at the top level; other `@media` blocks and other
/// at-rules (`@import`, `@font-face`, `@supports` …) are skipped.
public struct Stylesheet: Hashable, Sendable {
    /// The style rules, in source order.
    public var rules: [StyleRule]
    /// The `@page` rules, in source order.
    public var pageRules: [PageRule]

    /// An empty style sheet.
    public init() {
        rules = []
        pageRules = []
    }

    /// Parses CSS text.
    public init(parsing text: String) {
        self = StylesheetParser.parse(text)
    }
}

/// One style rule: selectors and the declarations they apply.
public struct StyleRule: Hashable, Sendable {
    /// The selectors, as written between the commas.
    public var selectors: [Selector]
    /// The declarations that are valid, shorthands expanded into longhands, in order.
    public var declarations: [Declaration]
}

/// A valid declaration, after shorthands are expanded: `margin: 1em 0` gives four.
public struct Declaration: Hashable, Sendable {
    /// The property, as CSS names it (`margin-top`, `font-size`, `border-left-color` …).
    public var property: String { Self.names[longhand.property.rawValue] }
    /// Whether it was marked `!important`.
    public var important: Bool { longhand.important }

    let longhand: LonghandDeclaration

    init(_ longhand: LonghandDeclaration) {
        self.longhand = longhand
    }

    private static let names: [String] = PropertyID.allCases.map { id in
        var name = ""
        for c in "\(id)" {
            if c.isUppercase {
                name += "-" + c.lowercased()
            } else {
                name.append(c)
            }
        }
        return name
    }

    /// Parses the declarations of a `style` attribute or a block's content: `color: red; margin: 0`.
    public static func parseList(_ text: String) -> [Declaration] {
        let tokens = CSSTokenizer.tokenize(text)
        return StylesheetParser.declarations(tokens[...]).map(Declaration.init)
    }
}
