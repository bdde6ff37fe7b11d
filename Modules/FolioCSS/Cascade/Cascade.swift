/// Finds, for each element, the declarations that apply and orders them by the cascade:
/// user-agent normal < presentational hints < author normal < `style` attribute normal <
/// author `!important` < `style` attribute `!important` < user-agent `!important`; within a
/// level by specificity, then source order.
package struct Cascade {
    /// A rule's selector, with what the cascade needs to order its declarations.
    private struct Entry {
        var selector: Selector
        var rule: Int
    }

    /// A rule with its origin and position.
    private struct IndexedRule {
        var declarations: [LonghandDeclaration]
        var userAgent: Bool
    }

    private var rules: [IndexedRule] = []
    private var entries: [Entry] = []
    /// The selectors that select elements.
    private var elements = RuleIndex()
    /// The selectors that select `::before` and `::after`, by pseudo-element.
    private var before = RuleIndex(), after = RuleIndex()
    /// Whether a rule has an `:nth-child()`-like pseudo-class, so that the matcher should
    /// count every element's position among its siblings once, up front.
    package private(set) var usesSiblingPositions = false
    /// The ancestor features the rules name, numbered.
    package private(set) var ancestorFeatures = AncestorFeatures()
    /// The selectors that select `::marker`.
    private var marker = RuleIndex()
    /// The selectors that select `::footnote-call` and `::footnote-marker`.
    private var footnoteCall = RuleIndex(), footnoteMarker = RuleIndex()

    /// Indexes the rules of the user-agent sheet and the author sheets, in order.
    package init(userAgent: Stylesheet, author: [Stylesheet]) {
        add(userAgent, userAgent: true)
        for sheet in author { add(sheet, userAgent: false) }
    }

    /// Adds the author sheets, in order, to a cascade that holds a user-agent sheet indexed
    /// once (a process-wide one, shared by every document).
    package init(indexed base: Cascade, author: [Stylesheet]) {
        self = base
        for sheet in author { add(sheet, userAgent: false) }
    }

    /// Indexes a sheet's rules after those already indexed.
    private mutating func add(_ sheet: Stylesheet, userAgent isUserAgent: Bool) {
        for rule in sheet.rules {
            let ruleIndex = rules.count
            rules.append(IndexedRule(declarations: rule.declarations.map(\.longhand), userAgent: isUserAgent))
            for selector in rule.selectors where !selector.isUnsupported {
                if !usesSiblingPositions, selector.usesSiblingPositions { usesSiblingPositions = true }
                let entry = entries.count
                entries.append(Entry(selector: selector, rule: ruleIndex))
                // Index by the rightmost compound's most selective part, then by the most
                // selective feature the other compounds ask of an ancestor.
                let ancestor = ancestorFeatures.number(for: selector)
                switch selector.pseudoElement {
                case nil: elements.add(entry, selector, ancestor: ancestor)
                case .before?: before.add(entry, selector, ancestor: ancestor)
                case .after?: after.add(entry, selector, ancestor: ancestor)
                case .marker?: marker.add(entry, selector, ancestor: ancestor)
                case .footnoteCall?: footnoteCall.add(entry, selector, ancestor: ancestor)
                case .footnoteMarker?: footnoteMarker.add(entry, selector, ancestor: ancestor)
                default: break  // ::first-line and ::first-letter are not styled
                }
            }
        }
    }

    /// What ``specifiedValues(for:pseudoElement:matcher:ancestors:presentationalHints:into:written:customs:matchedRules:)``
    /// gives as matched rules when an element's own declarations took part.
    package static let ownDeclarations = [-1]

    /// A declaration with its place in the cascade.
    private struct Ordered {
        var level: Int
        var specificity: Specificity
        var order: Int
        var declaration: LonghandDeclaration
    }

    /// Writes the specified values of an element into `specified`, indexed by
    /// ``PropertyID/rawValue``, and the indices it wrote into `written`. `specified` holds
    /// `nil` everywhere on entry; the caller clears the written ones after use, so that one
    /// array serves every element (a new one each time, made and destroyed whole, cost a tenth
    /// of the styling). `ancestors` holds the features of the element's ancestors (see
    /// ``AncestorFilter``).
    ///
    /// With `pseudoElement` (``Selector/PseudoElement/before``, ``Selector/PseudoElement/after`` or ``Selector/PseudoElement/marker``),
    /// the values of that pseudo-element of the element: only rules apply to it, not
    /// presentational hints or the `style` attribute. `presentationalHints` are the
    /// element's declarations from attributes (HTML's `bgcolor` …), which come right after
    /// the user agent's. The custom property declarations (`--name: …`) are appended to
    /// `customs` in cascade order, the winning one of each name last.
    package func specifiedValues(for node: Int, pseudoElement: Selector.PseudoElement? = nil, matcher: SelectorMatcher,
                                 ancestors: AncestorFilter, presentationalHints: [LonghandDeclaration] = [],
                                 into specified: inout [SpecifiedValue?], written: inout [Int],
                                 customs: inout [(name: String, tokens: [CSSToken])]) {
        var matchedRules: [Int] = []
        specifiedValues(for: node, pseudoElement: pseudoElement, matcher: matcher, ancestors: ancestors,
                        presentationalHints: presentationalHints, into: &specified, written: &written, customs: &customs,
                        matchedRules: &matchedRules)
    }

    /// As ``specifiedValues(for:pseudoElement:matcher:ancestors:presentationalHints:into:written:customs:)``,
    /// and `matchedRules` is set to what decided the values: each matching rule's index and
    /// specificity (four numbers a rule), in order; or ``ownDeclarations`` alone when the
    /// element's own declarations (presentational hints, a `style` attribute) took part too.
    /// Two elements with the same list, other than that one, have the same specified values.
    package func specifiedValues(for node: Int, pseudoElement: Selector.PseudoElement? = nil, matcher: SelectorMatcher,
                                 ancestors: AncestorFilter, presentationalHints: [LonghandDeclaration] = [],
                                 into specified: inout [SpecifiedValue?], written: inout [Int],
                                 customs: inout [(name: String, tokens: [CSSToken])], matchedRules: inout [Int]) {
        matchedRules.removeAll(keepingCapacity: true)
        var candidates: [Int] = []
        switch pseudoElement {
        case nil: elements.candidates(for: node, matcher, ancestors, into: &candidates)
        case .before?: before.candidates(for: node, matcher, ancestors, into: &candidates)
        case .after?: after.candidates(for: node, matcher, ancestors, into: &candidates)
        case .marker?: marker.candidates(for: node, matcher, ancestors, into: &candidates)
        case .footnoteCall?: footnoteCall.candidates(for: node, matcher, ancestors, into: &candidates)
        case .footnoteMarker?: footnoteMarker.candidates(for: node, matcher, ancestors, into: &candidates)
        default: return
        }

        // The highest specificity with which each rule matches.
        var matched: [Int: Specificity] = [:]
        for entryIndex in candidates {
            let entry = entries[entryIndex]
            if let known = matched[entry.rule], known >= entry.selector.specificity { continue }
            if matcher.matches(entry.selector, node) { matched[entry.rule] = entry.selector.specificity }
        }

        var ordered: [Ordered] = []
        var order = 0
        for (ruleIndex, specificity) in matched.sorted(by: { $0.key < $1.key }) {
            matchedRules.append(contentsOf: [ruleIndex, specificity.ids, specificity.classes, specificity.types])
            let rule = rules[ruleIndex]
            for declaration in rule.declarations {
                let level = rule.userAgent ? (declaration.important ? 6 : 0) : (declaration.important ? 4 : 2)
                ordered.append(Ordered(level: level, specificity: specificity, order: order, declaration: declaration))
                order += 1
            }
        }
        if pseudoElement == nil {
            let before = order
            elementDeclarations(node, matcher.nodes, presentationalHints, into: &ordered, order: &order)
            if order != before { matchedRules = Self.ownDeclarations }
        }
        ordered.sort { a, b in
            if a.level != b.level { return a.level < b.level }
            if a.specificity != b.specificity { return a.specificity < b.specificity }
            return a.order < b.order
        }
        for o in ordered {
            if case .customProperty(let name, let tokens) = o.declaration.value {
                customs.append((name, tokens))
                continue
            }
            let i = o.declaration.property.rawValue
            if specified[i] == nil { written.append(i) }
            specified[i] = o.declaration.value
        }
    }

    /// Whether any rule selects `::before` (or `::after`, `::marker`), so that styles for it are worth computing.
    package func hasRules(for pseudoElement: Selector.PseudoElement) -> Bool {
        switch pseudoElement {
        case .before: return !before.isEmpty
        case .after: return !after.isEmpty
        case .marker: return !marker.isEmpty
        case .footnoteCall: return !footnoteCall.isEmpty
        case .footnoteMarker: return !footnoteMarker.isEmpty
        default: return false
        }
    }

    /// Appends an element's presentational hints and `style` attribute declarations.
    private func elementDeclarations(_ node: Int, _ nodes: [MarkupNode], _ presentationalHints: [LonghandDeclaration],
                                     into ordered: inout [Ordered], order: inout Int) {
        let zero = Specificity.zero
        for declaration in presentationalHints {
            ordered.append(Ordered(level: 1, specificity: zero, order: order, declaration: declaration))
            order += 1
        }
        if let style = nodes[node].attribute("style") {
            for declaration in Declaration.parseList(style) {
                ordered.append(Ordered(level: declaration.important ? 5 : 3, specificity: zero, order: order, declaration: declaration.longhand))
                order += 1
            }
        }
    }
}
