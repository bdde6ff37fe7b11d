/// Finds, for each element, the declarations that apply and orders them by the cascade:
/// user-agent normal < presentational hints < author normal < `style` attribute normal <
/// author `!important` < `style` attribute `!important` < user-agent `!important`; within a
/// level by specificity, then source order.
struct Cascade {
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

    /// Selectors sharing a rightmost key, split by the feature an ancestor must have.
    private struct Bucket {
        /// Selectors of one compound, or whose other compounds name no feature (`* > p`).
        var plain: [Int] = []
        /// By ``AncestorFeatures`` number.
        var byAncestor: [Int32: [Int]] = [:]

        mutating func add(_ entry: Int, ancestor: Int32) {
            if ancestor < 0 { plain.append(entry) } else { byAncestor[ancestor, default: []].append(entry) }
        }

        /// Appends the entries that can match below ancestors with the features of `filter`:
        /// the shorter of the bucket's features and the ancestors' is walked, so the work
        /// follows what can match, not the number of rules.
        func collect(into candidates: inout [Int], _ filter: AncestorFilter) {
            candidates += plain
            guard !byAncestor.isEmpty else { return }
            if byAncestor.count <= filter.present.count {
                for (feature, list) in byAncestor where filter.has(feature) { candidates += list }
            } else {
                for feature in filter.present { if let list = byAncestor[feature] { candidates += list } }
            }
        }
    }

    private var rules: [IndexedRule] = []
    private var entries: [Entry] = []
    private var byID: [String: Bucket] = [:]
    private var byClass: [String: Bucket] = [:]
    private var byType: [String: Bucket] = [:]
    private var universal = Bucket()
    /// The ancestor features the rules name, numbered.
    private(set) var ancestorFeatures = AncestorFeatures()

    /// The built-in user-agent sheet (``Stylesheet/userAgent``) indexed once per process:
    /// indexing its rules for each document had been about 3% of making a one-page HTML
    /// invoice (1.69 → 1.64 ms, `folio-bench-documents --kind html`), a twentieth under
    /// AddressSanitizer.
    private static let builtIn: Cascade = {
        var cascade = Cascade()
        cascade.add(.userAgent, userAgent: true)
        return cascade
    }()

    private init() {}

    /// Indexes the rules of the user-agent sheet and the author sheets, in order.
    init(userAgent: Stylesheet, author: [Stylesheet]) {
        // The built-in sheet, or a copy of it (its rules share the built-in sheet's storage).
        let isBuiltIn = userAgent.rules.withUnsafeBufferPointer { a in
            Stylesheet.userAgent.rules.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count }
        }
        if isBuiltIn {
            self = Self.builtIn
        } else {
            add(userAgent, userAgent: true)
        }
        for sheet in author { add(sheet, userAgent: false) }
    }

    /// Indexes a sheet's rules after those already indexed.
    private mutating func add(_ sheet: Stylesheet, userAgent isUserAgent: Bool) {
        for rule in sheet.rules {
            let ruleIndex = rules.count
            rules.append(IndexedRule(declarations: rule.declarations.map(\.longhand), userAgent: isUserAgent))
            for selector in rule.selectors where !selector.isUnsupported {
                let entry = entries.count
                entries.append(Entry(selector: selector, rule: ruleIndex))
                // Index by the rightmost compound's most selective part, then by the most
                // selective feature the other compounds ask of an ancestor.
                guard let last = selector.compounds.last else { continue }
                let ancestor = ancestorFeatures.number(for: selector)
                if let id = last.ids.first {
                    byID[id, default: Bucket()].add(entry, ancestor: ancestor)
                } else if let c = last.classes.first {
                    byClass[c, default: Bucket()].add(entry, ancestor: ancestor)
                } else if let type = last.type {
                    byType[type, default: Bucket()].add(entry, ancestor: ancestor)
                } else {
                    universal.add(entry, ancestor: ancestor)
                }
            }
        }
    }

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
    func specifiedValues(for node: Int, matcher: SelectorMatcher, ancestors: AncestorFilter,
                         into specified: inout [SpecifiedValue?], written: inout [Int]) {
        let document = matcher.document
        var candidates: [Int] = []
        byType[document.nodes[node].name]?.collect(into: &candidates, ancestors)
        universal.collect(into: &candidates, ancestors)
        if let id = matcher.ids[node] { byID[id]?.collect(into: &candidates, ancestors) }
        for c in matcher.classes[node] { byClass[c]?.collect(into: &candidates, ancestors) }

        // The highest specificity with which each rule matches.
        var matched: [Int: Specificity] = [:]
        for entryIndex in candidates {
            let entry = entries[entryIndex]
            if let known = matched[entry.rule], known >= entry.selector.specificity { continue }
            if matcher.matches(entry.selector, node) { matched[entry.rule] = entry.selector.specificity }
        }

        var ordered: [Ordered] = []
        var order = 0
        let zero = Specificity(ids: 0, classes: 0, types: 0)
        for (ruleIndex, specificity) in matched.sorted(by: { $0.key < $1.key }) {
            let rule = rules[ruleIndex]
            for declaration in rule.declarations {
                let level = rule.userAgent ? (declaration.important ? 6 : 0) : (declaration.important ? 4 : 2)
                ordered.append(Ordered(level: level, specificity: specificity, order: order, declaration: declaration))
                order += 1
            }
        }
        for declaration in PresentationalHints.declarations(for: node, in: document) {
            ordered.append(Ordered(level: 1, specificity: zero, order: order, declaration: declaration))
            order += 1
        }
        if let style = document.nodes[node].attribute("style") {
            for declaration in Declaration.parseList(style) {
                ordered.append(Ordered(level: declaration.important ? 5 : 3, specificity: zero, order: order, declaration: declaration.longhand))
                order += 1
            }
        }
        ordered.sort { a, b in
            if a.level != b.level { return a.level < b.level }
            if a.specificity != b.specificity { return a.specificity < b.specificity }
            return a.order < b.order
        }
        for o in ordered {
            let i = o.declaration.property.rawValue
            if specified[i] == nil { written.append(i) }
            specified[i] = o.declaration.value
        }
    }
}
