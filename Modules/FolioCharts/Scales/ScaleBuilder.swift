/// Works out an axis's scale from the marks' values: its kind (every value on an axis must be
/// of one kind), its categories or its domain (with zero for numbers unless told otherwise,
/// and widened to nice ticks unless given exactly).
enum ScaleBuilder {
    /// The scale of `axis`, without its range; `nil` when no mark places a value on it.
    static func scale(_ axis: Axis, marks: [MarkRecord], domain: ScaleDomain, type: ScaleType = .automatic,
                      tickCount: Int) throws(ChartError) -> PositionScale? {
        let channels = marks.filter { $0.kind != .sector }.flatMap { $0.values(on: axis) }
        guard let first = channels.first else { return nil }
        var hasNumbers = false, hasCategories = false, hasDates = false
        for c in channels {
            switch c.value {
            case .number: hasNumbers = true
            case .category: hasCategories = true
            case .date: hasDates = true
            }
        }
        let kinds = [(hasNumbers, "numbers"), (hasCategories, "categories"), (hasDates, "dates")].filter(\.0).map(\.1)
        guard kinds.count == 1 else { throw .mixedValues(axis: axis == .x ? "x" : "y", label: first.label, kinds: kinds) }

        if hasCategories {
            var names: [String] = []
            var seen = Set<String>()
            for c in channels { if case .category(let n) = c.value, seen.insert(n).inserted { names.append(n) } }
            if case .categories(let given) = domain.storage { names = given }
            return PositionScale(kind: .band, categories: names)
        }

        // A date with a unit covers the unit.
        let values = channels.flatMap { c -> [Double] in c.span.map { [$0.start, $0.end] } ?? [c.value.numeric].compactMap { $0 } }.filter(\.isFinite)
        var lo = values.min() ?? 0, hi = values.max() ?? 1
        if type == .log, hasNumbers {
            return try logScale(axis, label: first.label, values: values, domain: domain, tickCount: tickCount)
        }
        switch domain.storage {
        case .numbers(let a, let b):
            return PositionScale(kind: hasDates ? .time : .linear, lower: min(a, b), upper: max(a, b))
        case .dates(let a, let b):
            return PositionScale(kind: .time, lower: min(a, b).timeIntervalSince1970, upper: max(a, b).timeIntervalSince1970)
        case .automatic(let includesZero):
            if hasDates {
                // Bars on a time axis get half the smallest gap on either side.
                if marks.contains(where: { ($0.kind == .bar || $0.kind == .rectangle) && $0.values(on: axis).contains { $0.unit == nil } }) {
                    let gap = smallestGap(values) ?? 86_400
                    lo -= gap / 2; hi += gap / 2
                }
                if lo == hi { lo -= 86_400; hi += 86_400 }
                return PositionScale(kind: .time, lower: lo, upper: hi)
            }
            if includesZero ?? true { lo = min(lo, 0); hi = max(hi, 0) }
            // Bars on a numeric category axis (both axes numbers) get room for their width.
            let bandsOnAxis = marks.contains { $0.kind == .bar && (BarOrientation($0) == .vertical) == (axis == .x) && $0.values(on: axis).count == 1 }
            if bandsOnAxis, let gap = smallestGap(values) { lo -= gap / 2; hi += gap / 2 }
            guard let ticks = NiceTicks(lower: lo, upper: hi, count: tickCount) else { return PositionScale(kind: .linear, lower: 0, upper: 1) }
            return PositionScale(kind: .linear, lower: ticks.lower, upper: ticks.upper, ticks: ticks)
        case .categories:
            return PositionScale(kind: hasDates ? .time : .linear, lower: lo, upper: hi)
        }
    }

    /// A logarithmic scale over the positive values (widened to powers of ten), or over the
    /// range given, which must be above zero.
    private static func logScale(_ axis: Axis, label: String, values: [Double], domain: ScaleDomain,
                                 tickCount: Int) throws(ChartError) -> PositionScale {
        let name = axis == .x ? "x" : "y"
        if case .numbers(let a, let b) = domain.storage {
            guard let t = LogTicks(lower: a, upper: b, count: tickCount, niceDomain: false) else {
                throw .logScaleNotPositive(axis: name, label: label, lower: min(a, b))
            }
            return PositionScale(kind: .log, lower: t.lower, upper: t.upper)
        }
        let positive = values.filter { $0 > 0 }
        guard let lo = positive.min(), let hi = positive.max(), let t = LogTicks(lower: lo, upper: hi, count: tickCount) else {
            throw .logScaleNotPositive(axis: name, label: label, lower: values.min() ?? 0)
        }
        return PositionScale(kind: .log, lower: t.lower, upper: t.upper)
    }

    /// The smallest distance between two distinct values.
    static func smallestGap(_ values: [Double]) -> Double? {
        let sorted = Array(Set(values)).sorted()
        guard sorted.count > 1 else { return nil }
        return zip(sorted.dropFirst(), sorted).map { $0 - $1 }.min()
    }
}
