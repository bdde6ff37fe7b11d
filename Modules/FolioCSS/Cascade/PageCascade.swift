/// The styles of a page's margin boxes (CSS Paged Media 3 §4): the `@page` rules that match
/// the page, in order of specificity and then of source, give the page context's declarations
/// (inherited from the root element) and each margin box's (inherited from the page context,
/// over the user-agent defaults for its position: §4.2.3's text alignment).
package struct PageCascade: Sendable {
    private let rules: [PageRule]

    /// The cascade of `rules` in source order (user-agent rules, if any, first).
    package init(rules: [PageRule]) { self.rules = rules }

    /// Whether any rule has a margin box.
    package var hasMarginBoxes: Bool { rules.contains { !$0.marginBoxes.isEmpty } }

    /// The computed style of each margin box the page has: those whose `content` is neither
    /// `none` nor `normal`. `root`: the root element's style, which the page inherits.
    package func marginBoxes(for page: PageSelector.Page, root: ComputedStyle, rootFontSize: Double) -> [MarginBoxPosition: ComputedStyle] {
        // The matching rules, each with the specificity of its most specific matching selector.
        let matching = rules.enumerated().compactMap { k, rule -> (specificity: Int, order: Int, rule: PageRule)? in
            let best = rule.selectors.filter { $0.matches(page) }.map(\.specificity).max()
            return best.map { ($0, k, rule) }
        }.sorted { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
        guard matching.contains(where: { !$0.rule.marginBoxes.isEmpty }) else { return [:] }
        var ignored: [String] = []
        let page = StyleComputer.compute(Self.specified(matching.map(\.rule.declarations)), parent: root, rootFontSize: rootFontSize,
                                         ignored: &ignored)
        var result: [MarginBoxPosition: ComputedStyle] = [:]
        for position in MarginBoxPosition.allCases {
            let own = matching.flatMap { $0.rule.marginBoxes.filter { $0.position == position }.map(\.declarations) }
            guard !own.isEmpty else { continue }
            let style = StyleComputer.compute(Self.specified([Self.defaults(position)] + own), parent: page, rootFontSize: rootFontSize,
                                              ignored: &ignored)
            if style.content != nil { result[position] = style }
        }
        return result
    }

    /// The margins the rules with a page pseudo-class and no page name (`@page :first`,
    /// `:left`, `:right`) give `page`, over those of the rules for every page: each side the
    /// value of the most specific matching such rule that sets it (the later of equals);
    /// `nil` where none does. Named pages' rules are not read (their page is known only once
    /// laid out).
    package func pseudoClassMargins(for page: PageSelector.Page) -> EdgeValues<CSSLength?> {
        let matching = rules.enumerated().compactMap { k, rule -> (specificity: Int, order: Int, rule: PageRule)? in
            guard !rule.isForEveryPage else { return nil }
            let best = rule.selectors.filter { $0.name == nil && $0.matches(page) }.map(\.specificity).max()
            return best.map { ($0, k, rule) }
        }.sorted { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
        var margins = EdgeValues<CSSLength?>(all: nil)
        for (_, _, rule) in matching {
            if let v = rule.margins.top { margins.top = v }
            if let v = rule.margins.right { margins.right = v }
            if let v = rule.margins.bottom { margins.bottom = v }
            if let v = rule.margins.left { margins.left = v }
        }
        return margins
    }

    /// The computed style of the footnote area (`@page { @footnote { … } }`) of the rules for
    /// every page, inherited from their page context; `nil` when no such rule has one.
    package func footnoteArea(root: ComputedStyle, rootFontSize: Double) -> ComputedStyle? {
        let everyPage = rules.filter(\.isForEveryPage)
        let own = everyPage.compactMap(\.footnoteArea)
        guard !own.isEmpty else { return nil }
        var ignored: [String] = []
        let page = StyleComputer.compute(Self.specified(everyPage.map(\.declarations)), parent: root, rootFontSize: rootFontSize,
                                         ignored: &ignored)
        return StyleComputer.compute(Self.specified(own), parent: page, rootFontSize: rootFontSize, ignored: &ignored)
    }

    /// The specified values of declaration lists in cascade order: later lists win, and
    /// `!important` declarations win over normal ones.
    private static func specified(_ lists: [[LonghandDeclaration]]) -> [SpecifiedValue?] {
        var values = [SpecifiedValue?](repeating: nil, count: PropertyID.allCases.count)
        for important in [false, true] {
            for list in lists {
                for d in list where d.important == important { values[d.property.rawValue] = d.value }
            }
        }
        return values
    }

    /// The user agent's alignment of a margin box's content (§4.2.3's table).
    private static func defaults(_ position: MarginBoxPosition) -> [LonghandDeclaration] {
        let (horizontal, vertical): (String, String) = switch position {
        case .topLeftCorner, .bottomLeftCorner: ("right", "middle")
        case .topRightCorner, .bottomRightCorner: ("left", "middle")
        case .topLeft, .bottomLeft: ("left", "middle")
        case .topCenter, .bottomCenter: ("center", "middle")
        case .topRight, .bottomRight: ("right", "middle")
        case .leftTop, .rightTop: ("center", "top")
        case .leftMiddle, .rightMiddle: ("center", "middle")
        case .leftBottom, .rightBottom: ("center", "bottom")
        }
        return [LonghandDeclaration(property: .textAlign, value: .keyword(horizontal), important: false),
                LonghandDeclaration(property: .verticalAlign, value: .keyword(vertical), important: false)]
    }
}
