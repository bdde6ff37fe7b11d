/// The widths of a row's items on one line, as CSS Flexible Box 1 resolves flexible lengths
/// (§9.7): from each item's hypothetical width (its basis within its least and greatest
/// widths), the room left is shared by the growing items, or what is lacking taken from the
/// shrinking ones in proportion to shrink × basis; an item that reaches its least or greatest
/// width is frozen there and the rest shared again.
struct FlexSizing {
    /// One item: its basis, least and greatest widths and flex factors.
    struct Item: Equatable {
        var basis: Double
        var minimum: Double
        var maximum: Double
        var grow: Double
        var shrink: Double
    }

    /// The items' widths on a line of `available` points with `gap` points between items.
    static func widths(_ items: [Item], available: Double, gap: Double) -> [Double] {
        guard !items.isEmpty else { return [] }
        func clamped(_ k: Int, _ w: Double) -> Double { Swift.min(Swift.max(w, items[k].minimum), Swift.max(items[k].minimum, items[k].maximum)) }
        let room = available - gap * Double(items.count - 1)
        var widths = items.indices.map { clamped($0, items[$0].basis) }
        let growing = widths.reduce(0, +) < room
        // Items that do not flex this way, or whose basis is past a limit already, keep their
        // hypothetical width.
        var frozen = items.indices.map { k in
            (growing ? items[k].grow : items[k].shrink) <= 0
                || (growing ? items[k].basis > widths[k] : items[k].basis < widths[k])
        }
        while frozen.contains(false) {
            let open = items.indices.filter { !frozen[$0] }
            let free = room - items.indices.reduce(0.0) { $0 + (frozen[$1] ? widths[$1] : items[$1].basis) }
            let factors = open.map { growing ? items[$0].grow : items[$0].shrink * items[$0].basis }
            let total = factors.reduce(0, +)
            guard total > 0 else { break }
            var violation = 0.0
            var minViolators: [Int] = [], maxViolators: [Int] = []
            for (k, factor) in zip(open, factors) {
                let target = items[k].basis + free * factor / total
                widths[k] = clamped(k, target)
                violation += widths[k] - target
                if widths[k] > target { minViolators.append(k) } else if widths[k] < target { maxViolators.append(k) }
            }
            // No limit hit: done. Else freeze the items on the side the violations add up to,
            // and share the rest again.
            if abs(violation) < 1e-9 { break }
            for k in violation > 0 ? minViolators : maxViolators { frozen[k] = true }
        }
        return widths
    }
}
