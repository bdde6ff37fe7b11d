import FolioCSS

/// The tree while it is built: nodes in creation order, linked by index, so that nodes can be
/// appended, moved and inserted before others in constant time. ``finish()`` renumbers them
/// in document order for ``HTMLDocument``.
struct NodeStore {
    /// A node under construction; `-1` stands for "none".
    struct Record {
        var kind: MarkupNode.Kind
        var name: String
        var attributes: [MarkupAttribute]
        var text: String
        var parent = -1
        var firstChild = -1
        var lastChild = -1
        var next = -1
        var previous = -1
    }

    /// Node 0 is the document.
    private(set) var records: [Record] = [Record(kind: .document, name: "", attributes: [], text: "")]
    /// The attribute names of the elements attributes were merged into (`html`, `body`).
    private var mergedNames: [Int: Set<String>] = [:]

    var count: Int { records.count }

    func name(_ node: Int) -> String { records[node].name }
    func parent(_ node: Int) -> Int { records[node].parent }
    func attributes(_ node: Int) -> [MarkupAttribute] { records[node].attributes }
    func firstChild(_ node: Int) -> Int { records[node].firstChild }

    /// Creates a detached node and returns its index.
    mutating func create(_ kind: MarkupNode.Kind, name: String = "", attributes: [MarkupAttribute] = [], text: String = "") -> Int {
        records.append(Record(kind: kind, name: name, attributes: attributes, text: text))
        return records.count - 1
    }

    /// Adds attributes the element does not have yet (for a repeated `<html>` or `<body>`).
    mutating func mergeAttributes(_ attributes: [MarkupAttribute], into node: Int) {
        guard !attributes.isEmpty else { return }
        // The element's names are kept from one merge to the next: a document of thousands of
        // `<body>` tags, each with new names, would otherwise gather them again each time.
        var names = mergedNames.removeValue(forKey: node) ?? Set(records[node].attributes.map(\.name))
        for attribute in attributes where names.insert(attribute.name).inserted {
            records[node].attributes.append(attribute)
        }
        mergedNames[node] = names
    }

    /// Makes `child` (detached) the last child of `parent`.
    mutating func append(_ child: Int, to parent: Int) {
        let last = records[parent].lastChild
        records[child].parent = parent
        records[child].previous = last
        records[child].next = -1
        if last >= 0 { records[last].next = child } else { records[parent].firstChild = child }
        records[parent].lastChild = child
    }

    /// Puts `child` (detached) just before `reference`, which has a parent.
    mutating func insert(_ child: Int, before reference: Int) {
        let parent = records[reference].parent
        let previous = records[reference].previous
        records[child].parent = parent
        records[child].previous = previous
        records[child].next = reference
        records[reference].previous = child
        if previous >= 0 { records[previous].next = child } else { records[parent].firstChild = child }
    }

    /// Takes a node out of its parent; it keeps its children.
    mutating func detach(_ node: Int) {
        let parent = records[node].parent
        guard parent >= 0 else { return }
        let previous = records[node].previous, next = records[node].next
        if previous >= 0 { records[previous].next = next } else { records[parent].firstChild = next }
        if next >= 0 { records[next].previous = previous } else { records[parent].lastChild = previous }
        records[node].parent = -1
        records[node].previous = -1
        records[node].next = -1
    }

    /// Moves every child of `source` to the end of `target`'s children.
    mutating func moveChildren(of source: Int, to target: Int) {
        var child = records[source].firstChild
        while child >= 0 {
            let next = records[child].next
            detach(child)
            append(child, to: target)
            child = next
        }
    }

    /// Moves the children of each element whose attribute `source` has a value into the first
    /// element whose attribute `target` has the same value, and removes the emptied element;
    /// an element no target names stays where it is.
    mutating func moveContent(from source: String, to target: String) {
        func value(_ name: String, _ i: Int) -> String? {
            records[i].kind == .element ? records[i].attributes.first { $0.name == name }?.value : nil
        }
        var targets: [String: Int] = [:]
        for i in records.indices { if let v = value(target, i), targets[v] == nil { targets[v] = i } }
        guard !targets.isEmpty else { return }
        for i in records.indices {
            guard let v = value(source, i), let t = targets[v], t != i else { continue }
            moveChildren(of: i, to: t)
            detach(i)
        }
    }

    /// Appends text to `parent`, merging it into a last child that is text.
    mutating func appendText(_ text: String, to parent: Int) {
        if !merge(text, into: records[parent].lastChild) { append(create(.text, text: text), to: parent) }
    }

    /// Inserts text before `reference`, merging it into a previous sibling that is text.
    mutating func insertText(_ text: String, before reference: Int) {
        if !merge(text, into: records[reference].previous) { insert(create(.text, text: text), before: reference) }
    }

    /// Adds `text` to `node` when it is a text node (not -1, none); whether it did.
    private mutating func merge(_ text: String, into node: Int) -> Bool {
        guard node >= 0, records[node].kind == .text else { return false }
        records[node].text += text
        return true
    }

    /// The nodes reachable from the document, renumbered in document order.
    func finish() -> [MarkupNode] {
        var order: [Int] = []
        order.reserveCapacity(records.count)
        var newIndex = [Int](repeating: -1, count: records.count)
        var subtreeEnd = [Int](repeating: 0, count: records.count)
        var current = 0
        walk: while true {
            newIndex[current] = order.count
            order.append(current)
            if records[current].firstChild >= 0 {
                current = records[current].firstChild
                continue
            }
            // Leave nodes until one has a next sibling.
            var node = current
            while true {
                subtreeEnd[node] = order.count
                if node == 0 { break walk }
                if records[node].next >= 0 {
                    current = records[node].next
                    break
                }
                node = records[node].parent
            }
        }
        func mapped(_ i: Int) -> MarkupNodeID? { i >= 0 ? MarkupNodeID(newIndex[i]) : nil }
        var nodes: [MarkupNode] = []
        nodes.reserveCapacity(order.count)
        var inert: [Bool] = []
        inert.reserveCapacity(order.count)
        for old in order {
            let r = records[old]
            let parentInert = r.parent >= 0 ? inert[newIndex[r.parent]] : false
            let isInert = parentInert || (r.kind == .element && ElementCategories.inert.contains(r.name))
            inert.append(isInert)
            nodes.append(
                MarkupNode(
                    kind: r.kind, name: r.name, attributes: r.attributes, text: r.text, parent: mapped(r.parent),
                    firstChild: mapped(r.firstChild), lastChild: mapped(r.lastChild), nextSibling: mapped(r.next),
                    previousSibling: mapped(r.previous), subtreeEnd: subtreeEnd[old], isInert: isInert))
        }
        return nodes
    }
}
