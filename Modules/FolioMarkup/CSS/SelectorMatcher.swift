/// Matches selectors against the elements of a document, walking up the tree with loops.
struct SelectorMatcher {
    let document: HTMLDocument
    /// Per node: its classes (the `class` attribute split at white space).
    let classes: [[String]]
    /// Per node: its `id` attribute.
    let ids: [String?]

    init(document: HTMLDocument) {
        self.document = document
        classes = document.nodes.map { node in
            guard node.kind == .element, let value = node.attribute("class") else { return [] }
            return value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\u{0C}" || $0 == "\r" }).map(String.init)
        }
        ids = document.nodes.map { $0.kind == .element ? $0.attribute("id") : nil }
    }

    func matches(_ compound: Selector.Compound, _ node: Int) -> Bool {
        let n = document.nodes[node]
        guard n.kind == .element else { return false }
        if let type = compound.type, type != n.name { return false }
        for id in compound.ids where ids[node] != id { return false }
        for c in compound.classes where !classes[node].contains(c) { return false }
        if compound.isLink, !((n.name == "a" || n.name == "area") && n.hasAttribute("href")) { return false }
        return true
    }

    private func parentElement(_ node: Int) -> Int? {
        guard let p = document.nodes[node].parent, document.nodes[p.index].kind == .element else { return nil }
        return p.index
    }

    /// Whether `selector` matches the element `node`.
    ///
    /// Right to left: a child combinator must match the parent; a descendant combinator
    /// takes the nearest matching ancestor, and when a later child combinator fails, the
    /// search resumes above the element the last descendant combinator chose. This greedy
    /// scheme with one restart point is exact for selectors made of these two combinators.
    func matches(_ selector: Selector, _ node: Int) -> Bool {
        guard !selector.isUnsupported else { return false }
        var index = selector.compounds.count - 1
        guard matches(selector.compounds[index], node) else { return false }
        var element = node
        // The compound index and element of the last descendant match, to restart from.
        var restart: (index: Int, element: Int)?
        while index > 0 {
            switch selector.combinators[index - 1] {
            case .child:
                if let parent = parentElement(element), matches(selector.compounds[index - 1], parent) {
                    element = parent
                    index -= 1
                } else {
                    // Retry the last descendant compound further up.
                    guard let r = restart, let found = ancestor(matching: selector.compounds[r.index], above: r.element) else { return false }
                    restart = (r.index, found)
                    index = r.index
                    element = found
                }
            case .descendant:
                guard let found = ancestor(matching: selector.compounds[index - 1], above: element) else { return false }
                index -= 1
                element = found
                restart = (index, found)
            }
        }
        return true
    }

    private func ancestor(matching compound: Selector.Compound, above node: Int) -> Int? {
        var current = parentElement(node)
        while let c = current {
            if matches(compound, c) { return c }
            current = parentElement(c)
        }
        return nil
    }
}
