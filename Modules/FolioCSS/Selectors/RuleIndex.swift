/// Selectors filed by what their rightmost compound requires of the element, so that an
/// element is tested only against the selectors that can match it: by ID, else class, else
/// an attribute's value (`[data-k="7"]`), else type, else an attribute's presence, else in the
/// universal bucket. Each bucket is split again by a feature an ancestor must have (see
/// ``AncestorFeatures``).
struct RuleIndex {
    /// Selectors sharing a rightmost key, split by the feature an ancestor must have.
    struct Bucket {
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

    private var byID: [String: Bucket] = [:]
    private var byClass: [String: Bucket] = [:]
    /// By `name=value`, for `[name=value]`.
    private var byAttributeValue: [String: Bucket] = [:]
    /// By `name=value` with the value lowercased, for `[name=value i]` and the attributes HTML
    /// compares ignoring case.
    private var byFoldedAttributeValue: [String: Bucket] = [:]
    private var byType: [String: Bucket] = [:]
    /// By attribute name, for the other attribute selectors.
    private var byAttributeName: [String: Bucket] = [:]
    private var universal = Bucket()

    /// Whether no selector is filed.
    private(set) var isEmpty = true

    /// Files selector `entry`, whose other compounds ask ancestor feature `ancestor` (-1 for none).
    mutating func add(_ entry: Int, _ selector: Selector, ancestor: Int32) {
        guard let last = selector.compounds.last else { return }
        isEmpty = false
        let equality = last.attributes.first { $0.op == .equals }
        if let id = last.ids.first {
            byID[id, default: Bucket()].add(entry, ancestor: ancestor)
        } else if let c = last.classes.first {
            byClass[c, default: Bucket()].add(entry, ancestor: ancestor)
        } else if let a = equality {
            if a.ignoresCase {
                byFoldedAttributeValue[a.name + "=" + a.value.asciiLowercased, default: Bucket()].add(entry, ancestor: ancestor)
            } else {
                byAttributeValue[a.name + "=" + a.value, default: Bucket()].add(entry, ancestor: ancestor)
            }
        } else if let type = last.type {
            byType[type, default: Bucket()].add(entry, ancestor: ancestor)
        } else if let a = last.attributes.first {
            byAttributeName[a.name, default: Bucket()].add(entry, ancestor: ancestor)
        } else {
            universal.add(entry, ancestor: ancestor)
        }
    }

    /// The selectors that can match element `node`, with ancestors `ancestors`.
    func candidates(for node: Int, _ matcher: SelectorMatcher, _ ancestors: AncestorFilter, into candidates: inout [Int]) {
        byType[matcher.nodes[node].name]?.collect(into: &candidates, ancestors)
        universal.collect(into: &candidates, ancestors)
        if let id = matcher.ids[node] { byID[id]?.collect(into: &candidates, ancestors) }
        for c in matcher.classes[node] { byClass[c]?.collect(into: &candidates, ancestors) }
        guard !byAttributeValue.isEmpty || !byFoldedAttributeValue.isEmpty || !byAttributeName.isEmpty else { return }
        for a in matcher.nodes[node].attributes {
            if !byAttributeValue.isEmpty { byAttributeValue[a.name + "=" + a.value]?.collect(into: &candidates, ancestors) }
            if !byFoldedAttributeValue.isEmpty {
                byFoldedAttributeValue[a.name + "=" + a.value.asciiLowercased]?.collect(into: &candidates, ancestors)
            }
            if !byAttributeName.isEmpty { byAttributeName[a.name]?.collect(into: &candidates, ancestors) }
        }
    }
}
