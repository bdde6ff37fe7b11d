/// The ancestor features (types, IDs, classes) that rules name left of their rightmost
/// compound, numbered once per cascade; and, while the styles are computed in document order,
/// which of them the current element's ancestors have. A rule whose ancestor feature no
/// ancestor has cannot match, so the cascade does not even look at it: with 10,000 rules
/// `div .cN span`, a `<span>` is tested against the 200 whose class an ancestor has, not all.
package struct AncestorFeatures {
    private(set) var types: [String: Int32] = [:]
    private(set) var ids: [String: Int32] = [:]
    private(set) var classes: [String: Int32] = [:]
    private(set) var count: Int32 = 0

    var isEmpty: Bool { count == 0 }

    /// The number of the feature a selector's ancestors must have (the most selective its
    /// compounds that stand for ancestors name: an ID, else a class, else a type), or -1 for
    /// none. A compound followed by a descendant or child combinator stands for an ancestor
    /// (in `a > b + c d`, `a` and `c` are ancestors of `d`); one followed by `+` or `~` for a
    /// sibling of an ancestor or of the element (`b`).
    mutating func number(for selector: Selector) -> Int32 {
        let left = selector.compounds.indices.dropLast()
            .filter { selector.combinators[$0] == .descendant || selector.combinators[$0] == .child }
            .map { selector.compounds[$0] }
        if let id = left.reversed().lazy.compactMap(\.ids.first).first { return number(id, \.ids) }
        if let c = left.reversed().lazy.compactMap(\.classes.first).first { return number(c, \.classes) }
        if let t = left.reversed().lazy.compactMap(\.type).first { return number(t, \.types) }
        return -1
    }

    private mutating func number(_ key: String, _ table: WritableKeyPath<Self, [String: Int32]>) -> Int32 {
        if let n = self[keyPath: table][key] { return n }
        let n = count
        self[keyPath: table][key] = n
        count += 1
        return n
    }
}

/// The features of the open ancestors of the element being styled, kept as the elements are
/// visited in document order: an element's own features are pushed after it is styled and
/// popped when the walk leaves it.
package struct AncestorFilter {
    private let features: AncestorFeatures
    /// Per feature: how many open ancestors have it.
    private var counts: [Int32]
    /// The features with a count above zero, and each one's place in it.
    private(set) var present: [Int32] = []
    private var place: [Int32]
    /// Open elements (outermost first), each with where its features start in `added`.
    private var open: [(node: Int, start: Int)] = []
    /// The features the open elements added, one run per element: one array for all, where
    /// an array per element cost an allocation each.
    private var added: [Int32] = []

    package init(_ features: AncestorFeatures) {
        self.features = features
        counts = Array(repeating: 0, count: Int(features.count))
        place = Array(repeating: -1, count: Int(features.count))
    }

    /// Whether an open ancestor has feature `f`.
    func has(_ f: Int32) -> Bool { counts[Int(f)] > 0 }

    /// Closes the open elements that are not ancestors of an element whose parent is `parent`.
    package mutating func enter(parent: Int?) {
        guard !features.isEmpty else { return }
        while let last = open.last, last.node != parent {
            open.removeLast()
            while added.count > last.start { decrement(added.removeLast()) }
        }
    }

    /// Opens element `node` (of `name`, `id` and `classes`) as an ancestor of what follows.
    package mutating func push(_ node: Int, name: String, id: String?, classes: [String]) {
        guard !features.isEmpty else { return }
        open.append((node, added.count))
        if let f = features.types[name] { add(f) }
        if let id, let f = features.ids[id] { add(f) }
        for c in classes { if let f = features.classes[c] { add(f) } }
    }

    private mutating func add(_ f: Int32) {
        added.append(f)
        increment(f)
    }

    private mutating func increment(_ f: Int32) {
        let i = Int(f)
        counts[i] += 1
        if counts[i] == 1 {
            place[i] = Int32(present.count)
            present.append(f)
        }
    }

    private mutating func decrement(_ f: Int32) {
        let i = Int(f)
        counts[i] -= 1
        guard counts[i] == 0 else { return }
        let at = Int(place[i])
        let moved = present[present.count - 1]
        present[at] = moved
        place[Int(moved)] = Int32(at)
        present.removeLast()
        place[i] = -1
    }
}
