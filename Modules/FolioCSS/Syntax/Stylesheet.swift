/// A parsed style sheet: its style rules and `@page` rules, in source order.
///
/// ```swift
/// let sheet = Stylesheet(parsing: "p.note { color: #555; margin: 0 0 1em } @page { size: A4 landscape }")
/// sheet.rules[0].selectors[0].specificity   // (0,1,1)
/// sheet.pageRules[0].size                   // .named("a4", orientation: .landscape)
/// ```
///
/// Parsing never fails: what is not valid CSS, or not supported, is skipped following CSS's
/// error-recovery rules, and the rest is kept. `@media` blocks whose query applies to print
/// (see ``MarkupOptions``: Folio is print media) are read as if their rules were at the top
/// level; `@font-face` rules are listed in ``fontFaces``; other `@media` blocks and other
/// at-rules (`@supports` …) are skipped.
/// `@import` rules at the top, before any other rule, are listed in ``imports`` for a loader to
/// fetch (the parser reads no file); a later `@import` is ignored, as CSS says.
public struct Stylesheet: Hashable, Sendable {
    /// The style rules, in source order.
    public var rules: [StyleRule]
    /// The `@page` rules, in source order.
    public var pageRules: [PageRule]
    /// The `@import` rules that are valid (at the top of the sheet, with a media list that
    /// applies to print), in order. Their rules come before the sheet's own in the cascade.
    public var imports: [Import]
    /// The `@font-face` rules that name a family and a usable source, in source order.
    public var fontFaces: [FontFaceRule] = []

    /// One `@import`: `@import url("base.css") print;`.
    public struct Import: Hashable, Sendable {
        /// The address as written (`base.css`, `../theme/x.css`, `https://…`).
        public var url: String
        /// The media list after the address, as written; empty when there is none.
        public var media: String

        /// Creates an import.
        public init(url: String, media: String = "") {
            self.url = url
            self.media = media
        }
    }

    /// An empty style sheet.
    public init() {
        rules = []
        pageRules = []
        imports = []
    }

    /// Parses CSS text.
    public init(parsing text: String) {
        self = StylesheetParser.parse(text)
    }

    /// Parses CSS text; with `keepingSourceDeclarations`, each rule also keeps its
    /// declarations as written (``StyleRule/sourceDeclarations``), whatever their property.
    package init(parsing text: String, keepingSourceDeclarations: Bool) {
        self = StylesheetParser.parse(text, keepingSourceDeclarations: keepingSourceDeclarations)
    }
}

/// One style rule: selectors and the declarations they apply.
public struct StyleRule: Hashable, Sendable {
    /// The selectors, as written between the commas.
    public var selectors: [Selector]
    /// The declarations that are valid, shorthands expanded into longhands, in order.
    public var declarations: [Declaration]
    /// Every declaration as written, in order, when the sheet was parsed keeping them
    /// (``Stylesheet/init(parsing:keepingSourceDeclarations:)``); otherwise empty.
    package var sourceDeclarations: [SourceDeclaration] = []

    init(selectors: [Selector], declarations: [Declaration]) {
        self.selectors = selectors
        self.declarations = declarations
    }
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
