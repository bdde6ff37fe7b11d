/// Matches selectors against the elements of a document.
///
/// Complex selectors match right to left with backtracking, and each step says how far a
/// failure reaches (as Blink's matcher does): when a compound cannot match any ancestor, no
/// ancestor further up is tried, and when it cannot match any earlier sibling, no earlier
/// sibling is; so `div div div p` over deeply nested `div`s costs the depth, not the number of
/// ways to choose three ancestors.
package struct SelectorMatcher {
    /// The document's nodes in document order (``MarkupNode/subtreeEnd`` holds).
    package let nodes: [MarkupNode]
    /// Per node: its classes (the `class` attribute split at white space).
    package let classes: [[String]]
    /// Per node: its `id` attribute.
    package let ids: [String?]
    /// Per node, its position among its siblings, when the style sheets ask for positions
    /// (`:nth-child()` …); otherwise positions are counted when asked.
    private let positions: SiblingPositions?

    /// A matcher for the nodes of a document; `positions` counts every element's place among
    /// its siblings up front, for sheets with structural pseudo-classes.
    package init(nodes: [MarkupNode], positions: Bool = false) {
        self.nodes = nodes
        classes = nodes.map { node in
            guard node.kind == .element, let value = node.attribute("class") else { return [] }
            return value.split(whereSeparator: \.isCSSWhitespace).map(String.init)
        }
        ids = nodes.map { $0.kind == .element ? $0.attribute("id") : nil }
        self.positions = positions ? SiblingPositions(nodes) : nil
    }

    /// How a step of matching failed: the caller knows how far up or back to keep looking.
    private enum Outcome {
        case matches
        /// This element does not fit; another may.
        case failsLocally
        /// No earlier sibling of this element fits either.
        case failsAllSiblings
        /// No element further up fits either.
        case failsCompletely
    }

    /// The element a relative selector of `:has()` is anchored to, and how its leftmost
    /// compound must relate to it.
    private struct Anchor {
        var element: Int
        var combinator: Selector.Combinator
    }

    /// Whether `selector` matches the element `node` (a pseudo-element it ends in is not
    /// looked at: the cascade keeps those selectors apart).
    package func matches(_ selector: Selector, _ node: Int) -> Bool {
        match(selector, selector.compounds.count - 1, node, nil) == .matches
    }

    private func match(_ s: Selector, _ index: Int, _ element: Int, _ anchor: Anchor?) -> Outcome {
        guard matches(s.compounds[index], element) else { return .failsLocally }
        if index == 0 {
            guard let anchor else { return .matches }
            return relates(element, to: anchor) ? .matches : .failsLocally
        }
        switch s.combinators[index - 1] {
        case .descendant:
            var current = parentElement(element)
            while let a = current {
                let outcome = match(s, index - 1, a, anchor)
                if outcome == .matches || outcome == .failsCompletely { return outcome }
                current = parentElement(a)
            }
            return .failsCompletely
        case .child:
            guard let parent = parentElement(element) else { return .failsCompletely }
            return match(s, index - 1, parent, anchor)
        case .nextSibling:
            guard let previous = previousElement(element) else { return .failsAllSiblings }
            return match(s, index - 1, previous, anchor)
        case .subsequentSibling:
            var current = previousElement(element)
            while let p = current {
                let outcome = match(s, index - 1, p, anchor)
                if outcome != .failsLocally { return outcome }
                current = previousElement(p)
            }
            return .failsAllSiblings
        }
    }

    /// Whether `element` stands to the anchor as its combinator says.
    private func relates(_ element: Int, to anchor: Anchor) -> Bool {
        switch anchor.combinator {
        case .descendant: return element > anchor.element && element < nodes[anchor.element].subtreeEnd
        case .child: return nodes[element].parent?.index == anchor.element
        case .nextSibling: return previousElement(element) == anchor.element
        case .subsequentSibling: return element > anchor.element && nodes[element].parent == nodes[anchor.element].parent
        }
    }

    func matches(_ compound: Selector.Compound, _ node: Int) -> Bool {
        guard nodes[node].kind == .element, !compound.hasForeignNamespace else { return false }
        if let type = compound.type, type != nodes[node].name { return false }
        for id in compound.ids where ids[node] != id { return false }
        for c in compound.classes where !classes[node].contains(c) { return false }
        for a in compound.attributes {
            guard let value = nodes[node].attribute(a.name), a.matches(value) else { return false }
        }
        for p in compound.pseudoClasses where !matches(p, node) { return false }
        return true
    }

    private func matches(_ pseudo: PseudoClass, _ node: Int) -> Bool {
        let n = nodes[node]
        switch pseudo {
        case .link: return (n.name == "a" || n.name == "area") && n.hasAttribute("href")
        case .root: return n.parent?.index == 0
        case .empty: return isEmpty(node)
        case .nthChild(let nth, nil): return nth.matches(position(of: node, fromEnd: false, ofType: false))
        case .nthLastChild(let nth, nil): return nth.matches(position(of: node, fromEnd: true, ofType: false))
        case .nthChild(let nth, let of?): return position(of: node, fromEnd: false, among: of).map(nth.matches) ?? false
        case .nthLastChild(let nth, let of?): return position(of: node, fromEnd: true, among: of).map(nth.matches) ?? false
        case .nthOfType(let nth): return nth.matches(position(of: node, fromEnd: false, ofType: true))
        case .nthLastOfType(let nth): return nth.matches(position(of: node, fromEnd: true, ofType: true))
        case .matchesAny(let list): return list.contains { matches($0, node) }
        case .not(let list): return !list.contains { matches($0, node) }
        case .has(let list): return list.contains { has($0, node) }
        case .lang(let ranges):
            guard let language = language(of: node) else { return false }
            return ranges.contains { Self.languageRange($0, matches: language) }
        case .dir(let rightToLeft): return isRightToLeft(node) == rightToLeft
        case .never: return false
        }
    }

    // MARK: Tree navigation

    private func parentElement(_ node: Int) -> Int? {
        guard let p = nodes[node].parent, nodes[p.index].kind == .element else { return nil }
        return p.index
    }

    private func previousElement(_ node: Int) -> Int? { siblingElement(node, \.previousSibling) }

    private func nextElement(_ node: Int) -> Int? { siblingElement(node, \.nextSibling) }

    /// The nearest element sibling in one direction (`\.previousSibling` or `\.nextSibling`).
    private func siblingElement(_ node: Int, _ direction: KeyPath<MarkupNode, MarkupNodeID?>) -> Int? {
        var current = nodes[node][keyPath: direction]
        while let c = current {
            if nodes[c.index].kind == .element { return c.index }
            current = nodes[c.index][keyPath: direction]
        }
        return nil
    }

    // MARK: Structural pseudo-classes

    /// Whether the element has no element children and no text.
    private func isEmpty(_ node: Int) -> Bool {
        var child = nodes[node].firstChild
        while let c = child {
            let n = nodes[c.index]
            if n.kind == .element || (n.kind == .text && !n.text.isEmpty) { return false }
            child = n.nextSibling
        }
        return true
    }

    /// The 1-based position of an element among its element siblings (or those of its type),
    /// from the first or the last.
    private func position(of node: Int, fromEnd: Bool, ofType: Bool) -> Int {
        if let positions { return positions.position(of: node, fromEnd: fromEnd, ofType: ofType) }
        let name = nodes[node].name
        var count = 1
        var current = fromEnd ? nextElement(node) : previousElement(node)
        while let c = current {
            if !ofType || nodes[c].name == name { count += 1 }
            current = fromEnd ? nextElement(c) : previousElement(c)
        }
        return count
    }

    /// The 1-based position of an element among its siblings that match one of `selectors`,
    /// or `nil` when it matches none itself.
    private func position(of node: Int, fromEnd: Bool, among selectors: [Selector]) -> Int? {
        guard selectors.contains(where: { matches($0, node) }) else { return nil }
        var count = 1
        var current = fromEnd ? nextElement(node) : previousElement(node)
        while let c = current {
            if selectors.contains(where: { matches($0, c) }) { count += 1 }
            current = fromEnd ? nextElement(c) : previousElement(c)
        }
        return count
    }

    // MARK: :has()

    /// Whether an element in the relation the relative selector starts with, matches it.
    private func has(_ relative: RelativeSelector, _ node: Int) -> Bool {
        let selector = relative.selector
        let anchor = Anchor(element: node, combinator: relative.combinator)
        let last = selector.compounds.count - 1
        // Whether the subjects can be below the anchor's children or its later siblings.
        let goesDown = selector.combinators.contains { $0 == .descendant || $0 == .child }
        switch relative.combinator {
        case .descendant, .child:
            if relative.combinator == .descendant || goesDown {
                for c in (node + 1)..<nodes[node].subtreeEnd where nodes[c].kind == .element {
                    if match(selector, last, c, anchor) == .matches { return true }
                }
            } else {
                var child = nodes[node].firstChild
                while let c = child {
                    if nodes[c.index].kind == .element, match(selector, last, c.index, anchor) == .matches { return true }
                    child = nodes[c.index].nextSibling
                }
            }
        case .nextSibling, .subsequentSibling:
            var sibling = nextElement(node)
            while let s = sibling {
                if goesDown {
                    for c in s..<nodes[s].subtreeEnd where nodes[c].kind == .element {
                        if match(selector, last, c, anchor) == .matches { return true }
                    }
                } else if match(selector, last, s, anchor) == .matches {
                    return true
                }
                sibling = nextElement(s)
            }
        }
        return false
    }

    // MARK: :lang() and :dir()

    /// The element's language: its own `lang` (or `xml:lang`) attribute, else its nearest
    /// ancestor's; `nil` when none has one.
    private func language(of node: Int) -> String? {
        var current: Int? = node
        while let c = current {
            let n = nodes[c]
            if let lang = n.attribute("lang") ?? n.attribute("xml:lang") { return lang.trimmingASCIIWhitespace() }
            current = parentElement(c)
        }
        return nil
    }

    /// Whether a language range matches a language tag by RFC 4647 extended filtering
    /// (Selectors 4 `:lang()`): `de` matches `de`, `de-CH` and `de-Latn-CH`; `de-CH`
    /// matches `de-Latn-CH`; `*-CH` matches any tag whose region is CH.
    static func languageRange(_ range: String, matches tag: String) -> Bool {
        let r = range.asciiLowercased.split(separator: "-", omittingEmptySubsequences: false)
        let t = tag.asciiLowercased.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = r.first, let tagFirst = t.first, !tagFirst.isEmpty else { return range.isEmpty && tag.isEmpty }
        guard first == "*" || first == tagFirst else { return false }
        var i = 1, j = 1
        while i < r.count {
            if r[i] == "*" {
                i += 1
            } else if j >= t.count {
                return false
            } else if r[i] == t[j] {
                i += 1
                j += 1
            } else if t[j].count == 1 {
                return false
            } else {
                j += 1
            }
        }
        return true
    }

    /// The element's directionality: the nearest `dir` attribute (`ltr`, `rtl`, or `auto`:
    /// the first strong letter of the element's text), `auto` for a `bdi` without one, left
    /// to right when none says.
    private func isRightToLeft(_ node: Int) -> Bool {
        var current: Int? = node
        while let c = current {
            let n = nodes[c]
            switch n.attribute("dir")?.asciiLowercased {
            case "ltr": return false
            case "rtl": return true
            case "auto": return firstStrongIsRightToLeft(c)
            default: if n.name == "bdi", !n.hasAttribute("dir") { return firstStrongIsRightToLeft(c) }
            }
            current = parentElement(c)
        }
        return false
    }

    private func firstStrongIsRightToLeft(_ node: Int) -> Bool {
        for i in node..<nodes[node].subtreeEnd where nodes[i].kind == .text && !nodes[i].isInert {
            for scalar in nodes[i].text.unicodeScalars {
                switch scalar.value {
                case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
                default: if scalar.properties.isAlphabetic { return false }
                }
            }
        }
        return false
    }
}

/// Every element's 1-based position among its element siblings, and among its siblings of the
/// same type, from the first and from the last: counted once, in one pass over the document.
private struct SiblingPositions {
    private var index: [Int32]
    private var fromEnd: [Int32]
    private var typeIndex: [Int32]
    private var typeFromEnd: [Int32]

    init(_ nodes: [MarkupNode]) {
        index = Array(repeating: 1, count: nodes.count)
        fromEnd = index
        typeIndex = index
        typeFromEnd = index
        var children: [Int] = []
        var ofType: [String: Int32] = [:]
        for parent in nodes.indices where nodes[parent].firstChild != nil {
            children.removeAll(keepingCapacity: true)
            var child = nodes[parent].firstChild
            while let c = child {
                if nodes[c.index].kind == .element { children.append(c.index) }
                child = nodes[c.index].nextSibling
            }
            ofType.removeAll(keepingCapacity: true)
            for (k, c) in children.enumerated() {
                index[c] = Int32(k + 1)
                fromEnd[c] = Int32(children.count - k)
                let n = ofType[nodes[c].name, default: 0] + 1
                ofType[nodes[c].name] = n
                typeIndex[c] = n
            }
            for c in children { typeFromEnd[c] = (ofType[nodes[c].name] ?? 1) - typeIndex[c] + 1 }
        }
    }

    func position(of node: Int, fromEnd end: Bool, ofType: Bool) -> Int {
        Int(ofType ? (end ? typeFromEnd[node] : typeIndex[node]) : (end ? fromEnd[node] : index[node]))
    }
}
