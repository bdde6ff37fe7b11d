import FolioCSS

/// Formatting elements (`b`, `i`, `a`, `font` …): the list of active formatting elements,
/// their reopening, and a bounded adoption agency for misnested end tags.
extension TreeBuilder {
    /// At most this many formatting elements stay active, so that reopening them stays cheap.
    static let maximumActiveFormatting = 64

    /// Reopens formatting, inserts a formatting element and makes it active.
    mutating func insertFormatting(_ name: String, _ attributes: [MarkupAttribute]) {
        reconstructFormatting()
        let (node, opened) = insertElement(name, attributes)
        guard opened else { return }
        // HTML5's "Noah's Ark": at most three identical entries after the last marker.
        var identical: [Int] = []
        for index in active.indices.reversed() {
            guard case .element(_, let n, let a) = active[index] else { break }
            if n == name && a == attributes { identical.append(index) }
        }
        if identical.count >= 3, let earliest = identical.last { active.remove(at: earliest) }
        active.append(.element(node: node, name: name, attributes: attributes))
        if active.count > Self.maximumActiveFormatting,
            let first = active.firstIndex(where: { if case .element = $0 { return true } else { return false } })
        {
            active.remove(at: first)
        }
    }

    /// Removes entries up to and including the last marker.
    mutating func clearFormattingToLastMarker() {
        while let entry = active.popLast() {
            if case .marker = entry { return }
        }
    }

    /// The node of the last active formatting element named `name` after the last marker.
    func lastActiveFormatting(named name: String) -> Int? {
        activeIndex(named: name).flatMap { index in
            if case .element(let node, _, _) = active[index] { return node }
            return nil
        }
    }

    private func activeIndex(named name: String) -> Int? {
        for index in active.indices.reversed() {
            switch active[index] {
            case .marker: return nil
            case .element(_, let n, _) where n == name: return index
            case .element: continue
            }
        }
        return nil
    }

    private func activeIndex(of node: Int) -> Int? {
        active.lastIndex(where: { if case .element(node, _, _) = $0 { return true } else { return false } })
    }

    /// HTML5's "reconstruct the active formatting elements": reopens, inside the current
    /// node, the formatting elements that were closed implicitly (by a block start, a `</p>`,
    /// misnesting) but not by their own end tag.
    mutating func reconstructFormatting() {
        guard let lastIndex = active.indices.last, case .element(let lastNode, _, _) = active[lastIndex], !isOpen(lastNode)
        else { return }
        var first = lastIndex
        while first > 0 {
            if case .element(let node, _, _) = active[first - 1], !isOpen(node) { first -= 1 } else { break }
        }
        for index in first...lastIndex {
            guard case .element(_, let name, let attributes) = active[index] else { continue }
            let (node, opened) = insertElement(name, attributes)
            guard opened else {
                // Too deep to reopen: forget what cannot be reopened.
                active.removeSubrange(index...lastIndex)
                return
            }
            active[index] = .element(node: node, name: name, attributes: attributes)
        }
    }

    /// The end tag of a formatting element: HTML5's adoption agency algorithm with its
    /// bounded loops (8 outer, the inner one until the formatting element is reached).
    ///
    /// `<b>1<p>2</b>3</p>` gives `<b>1</b><p><b>2</b>3</p>` and `<b><i>x</b>y</i>` gives
    /// `<b><i>x</i></b><i>y</i>`, as in browsers.
    mutating func adoptionAgency(_ subject: String) {
        // The common case: the current node is the element, and it is not active (or is).
        if currentName == subject, let node = stack.last, activeIndex(of: node) == nil {
            pop()
            return
        }
        for _ in 0..<8 {
            guard let listIndex = activeIndex(named: subject),
                case .element(let formatting, _, let formattingAttributes) = active[listIndex]
            else {
                closeAnyOther(subject)
                return
            }
            guard isOpen(formatting), let stackIndex = stack.lastIndex(of: formatting) else {
                active.remove(at: listIndex)
                return
            }
            // Ignore the tag when the element is open but out of scope.
            for node in stack[(stackIndex + 1)...] where TreeBuilder.isBoundary(store.name(node), .normal) { return }
            // The furthest block: the first special element above the formatting element.
            guard let blockIndex = stack[(stackIndex + 1)...].firstIndex(where: { ElementCategories.special.contains(store.name($0)) })
            else {
                while let node = stack.last {
                    pop()
                    if node == formatting { break }
                }
                if let index = activeIndex(of: formatting) { active.remove(at: index) }
                return
            }
            let furthestBlock = stack[blockIndex]
            let commonAncestor = stack[stackIndex - 1 >= 0 ? stackIndex - 1 : 0]
            var bookmark = listIndex + 1
            var nodeIndex = blockIndex
            var lastNode = furthestBlock
            var innerCount = 0
            while true {
                innerCount += 1
                nodeIndex -= 1
                let node = stack[nodeIndex]
                if node == formatting { break }
                var entry = activeIndex(of: node)
                if innerCount > 3, let e = entry {
                    active.remove(at: e)
                    if e < bookmark { bookmark -= 1 }
                    entry = nil
                }
                guard let entryIndex = entry else {
                    removeFromStack(at: nodeIndex)
                    continue
                }
                // Replace the node by a clone, in the list and on the stack.
                let name = store.name(node), attributes = store.attributes(node)
                let clone = store.create(.element, name: name, attributes: attributes)
                active[entryIndex] = .element(node: clone, name: name, attributes: attributes)
                forgetAndReplace(at: nodeIndex, with: clone)
                if lastNode == furthestBlock { bookmark = entryIndex + 1 }
                store.detach(lastNode)
                store.append(lastNode, to: clone)
                lastNode = clone
            }
            store.detach(lastNode)
            if ElementCategories.fosterParents.contains(store.name(commonAncestor)), let table = fosterTable() {
                store.insert(lastNode, before: table)
            } else {
                store.append(lastNode, to: commonAncestor)
            }
            // A clone of the formatting element takes the furthest block's children.
            let clone = store.create(.element, name: subject, attributes: formattingAttributes)
            store.moveChildren(of: furthestBlock, to: clone)
            store.append(clone, to: furthestBlock)
            if let index = activeIndex(of: formatting) {
                active.remove(at: index)
                if index < bookmark { bookmark -= 1 }
            }
            active.insert(.element(node: clone, name: subject, attributes: formattingAttributes), at: min(bookmark, active.count))
            if let index = stack.lastIndex(of: formatting) { removeFromStack(at: index) }
            if let blockPosition = stack.lastIndex(of: furthestBlock) {
                stack.insert(clone, at: blockPosition + 1)
                setOpen(clone, true)
                openCount[subject, default: 0] += 1
            }
        }
    }

    /// Puts `clone` in the place of the stack entry at `index`.
    private mutating func forgetAndReplace(at index: Int, with clone: Int) {
        let old = stack[index]
        setOpen(old, false)
        setOpen(clone, true)
        stack[index] = clone
    }
}
