/// One selector of an `@page` rule (CSS Paged Media 3 §3.2): an optional page name and the
/// pseudo-classes `:first`, `:left`, `:right` and `:blank`.
public struct PageSelector: Hashable, Sendable {
    /// The page name (`@page cover`), lowercased, or `nil` for any page.
    public var name: String?
    /// `:first`: the document's first page.
    public var first = false
    /// `:left`: a left-hand page (an even page number, as pages begin on the right).
    public var left = false
    /// `:right`: a right-hand page (an odd page number).
    public var right = false
    /// `:blank`: a page left blank by a forced break (`break-before: right` after a right page).
    public var blank = false

    /// A selector with the given name and pseudo-classes.
    public init(name: String? = nil, first: Bool = false, left: Bool = false, right: Bool = false, blank: Bool = false) {
        (self.name, self.first, self.left, self.right, self.blank) = (name, first, left, right, blank)
    }

    /// The page a selector is matched against.
    public struct Page: Hashable, Sendable {
        /// The page's index, from 0.
        public var index: Int
        /// The page's name (`page: cover`), if any.
        public var name: String?
        /// Whether the page is blank: left empty before a `break-before: left` or `right`.
        public var isBlank: Bool

        /// The page at `index`, named `name`, blank or not.
        public init(index: Int, name: String? = nil, isBlank: Bool = false) {
            self.index = index
            self.name = name
            self.isBlank = isBlank
        }
    }

    /// The selector as CSS writes it: `cover:first`.
    public var text: String {
        (name ?? "") + (first ? ":first" : "") + (left ? ":left" : "") + (right ? ":right" : "") + (blank ? ":blank" : "")
    }

    /// Whether the selector matches `page`. Pages begin on the right, as in left-to-right
    /// documents: the first page is a right page.
    public func matches(_ page: Page) -> Bool {
        if let name, name != page.name { return false }
        if first, page.index != 0 { return false }
        if left, page.index % 2 == 0 { return false }
        if right, page.index % 2 == 1 { return false }
        return !blank || page.isBlank
    }

    /// CSS Paged Media 3's specificity: names, then `:first` and `:blank`, then `:left` and
    /// `:right`, each counted.
    public var specificity: Int {
        (name == nil ? 0 : 1 << 16) + ((first ? 1 : 0) + (blank ? 1 : 0)) << 8 + (left ? 1 : 0) + (right ? 1 : 0)
    }

    /// A selector list: `cover`, `:first`, `chapter:left`, comma-separated; `nil` when any of
    /// them is invalid (the rule is then dropped, as for style rules). An empty prelude is one
    /// selector that matches every page.
    static func parseList(_ prelude: ArraySlice<CSSToken>) -> [PageSelector]? {
        var selectors: [PageSelector] = []
        var current = PageSelector()
        var empty = true, afterColon = false
        func finish() -> Bool {
            guard !afterColon else { return false }
            selectors.append(current)
            current = PageSelector()
            empty = true
            return true
        }
        for token in prelude {
            switch token {
            case .whitespace:
                continue
            case .comma:
                guard !empty, finish() else { return nil }
            case .colon:
                guard !afterColon else { return nil }
                afterColon = true
            case .ident(let word) where afterColon:
                switch word.lowercased() {
                case "first": current.first = true
                case "left": current.left = true
                case "right": current.right = true
                case "blank": current.blank = true
                default: return nil
                }
                afterColon = false
                empty = false
            case .ident(let word):
                guard empty, current.name == nil else { return nil }
                current.name = word.lowercased()
                empty = false
            default:
                return nil
            }
        }
        if selectors.isEmpty && empty { return afterColon ? nil : [PageSelector()] }
        guard !empty, finish() else { return nil }
        return selectors
    }
}
