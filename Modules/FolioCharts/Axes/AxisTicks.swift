/// The ticks of an axis: where each is (a value of the scale's domain, or a category) and its
/// label.
struct AxisTicks: Sendable {
    /// A tick.
    struct Tick: Sendable {
        var value: ChartValue
        var label: String
    }

    var ticks: [Tick]

    /// About `count` ticks for `scale`: nice numbers (those the scale's domain was widened to,
    /// if it was), calendar dates, or every category.
    init(_ scale: PositionScale, count: Int) {
        switch scale.kind {
        case .band:
            ticks = scale.categories.map { Tick(value: .category($0), label: $0) }
        case .time:
            let d = DateTicks(lower: scale.lower, upper: scale.upper, count: count)
            ticks = zip(d.values, d.labels).map { Tick(value: .number($0), label: $1) }
        case .linear:
            let nice = scale.ticks ?? NiceTicks(lower: scale.lower, upper: scale.upper, count: count, niceDomain: false)
            guard let nice else { ticks = []; return }
            ticks = zip(nice.values, NumberLabels.labels(nice)).map { Tick(value: .number($0), label: $1) }
        }
    }

    /// The position of a tick on `scale`.
    static func position(_ tick: Tick, on scale: PositionScale) -> Double? {
        if case .number(let v) = tick.value { return scale.position(number: v) }
        return scale.position(tick.value)
    }
}
