import FolioGraphics
import FolioPDF
import Foundation

/// The ticks of an axis: where each is (a value of the scale's domain, or a category), its
/// label, and whether it has a gridline and a tick mark.
struct AxisTicks: Sendable {
    /// A tick.
    struct Tick: Sendable {
        var value: ChartValue
        /// Empty for none.
        var label: String
        /// The gridline's stroke when the tick has one (`nil` style: the chart's).
        var gridline: Bool = true
        var gridStroke: StrokeStyle? = nil
        /// The tick mark's length when it has one.
        var tickLength: Double? = PlotLayout.tickLength
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
        case .log:
            guard let t = LogTicks(lower: scale.lower, upper: scale.upper, count: count, niceDomain: false) else { ticks = []; return }
            ticks = zip(t.values, t.labels).map { Tick(value: .number($0), label: $1) }
        case .linear:
            let nice = scale.ticks ?? NiceTicks(lower: scale.lower, upper: scale.upper, count: count, niceDomain: false)
            guard let nice else { ticks = []; return }
            ticks = zip(nice.values, NumberLabels.labels(nice)).map { Tick(value: .number($0), label: $1) }
        }
    }

    /// The ticks `marks` ask for on `scale` (`count` for their automatic values), each with the
    /// parts its content makes; with no marks, the automatic ticks.
    init(_ scale: PositionScale, count: Int, marks: [AxisMarks]) {
        guard !marks.isEmpty else {
            self.init(scale, count: count)
            return
        }
        var out: [Tick] = []
        for m in marks {
            let found = Self.values(m.values, on: scale, count: count)
            for (i, base) in found.enumerated() {
                guard let content = m.content else { out.append(base); continue }
                let shown: ChartValue = if scale.kind == .time, case .number(let s) = base.value { .date(Date(timeIntervalSince1970: s)) } else { base.value }
                var tick = base
                tick.gridline = false
                tick.tickLength = nil
                tick.label = ""
                for part in content(AxisValue(value: shown, index: i, count: found.count)).parts {
                    switch part {
                    case .gridLine(let stroke):
                        tick.gridline = true
                        tick.gridStroke = stroke
                    case .tick(let length): tick.tickLength = length ?? PlotLayout.tickLength
                    case .label(let l): tick.label = l.text ?? l.format.map { $0.write(shown) } ?? base.label
                    }
                }
                out.append(tick)
            }
        }
        self.init(ticks: out)
    }

    private init(ticks: [Tick]) { self.ticks = ticks }

    /// The ticks of `values` on `scale`, with their automatic labels; values outside the
    /// scale's domain are left out.
    private static func values(_ values: AxisMarkValues, on scale: PositionScale, count: Int) -> [Tick] {
        let lo = min(scale.lower, scale.upper), hi = max(scale.lower, scale.upper)
        let slack = (hi - lo) * 1e-9
        switch values.storage {
        case .automatic:
            return AxisTicks(scale, count: count).ticks
        case .values(let given):
            return given.compactMap { v -> Tick? in
                switch (scale.kind, v) {
                case (.band, .category(let name)):
                    return scale.categories.contains(name) ? Tick(value: v, label: name) : nil
                case (.linear, .number(let n)), (.log, .number(let n)):
                    guard n >= lo - slack, n <= hi + slack else { return nil }
                    return Tick(value: v, label: NumberLabels.format(n, decimals: NumberLabels.decimalsToShow(n)))
                case (.time, .date(let d)):
                    let s = d.timeIntervalSince1970
                    guard s >= lo - slack, s <= hi + slack else { return nil }
                    let day = CivilDate(seconds: s)
                    let time = s == day.seconds ? "" : ", " + DatePattern.format(s, pattern: "HH:mm")
                    return Tick(value: .number(s), label: DateTicks.dayLabel(day) + time)
                default:
                    return nil
                }
            }
        case .numberStride(let step):
            guard scale.kind == .linear || scale.kind == .log, step > 0, step.isFinite else { return AxisTicks(scale, count: count).ticks }
            var out: [Tick] = []
            var k = (lo / step - 1e-9).rounded(.up)
            let decimals = NumberLabels.decimalsToShow(step)
            while k * step <= hi + slack, out.count < 1_000 {
                let v = k * step
                if scale.kind != .log || v > 0 { out.append(Tick(value: .number(v), label: NumberLabels.format(v, decimals: decimals))) }
                k += 1
            }
            return out
        case .dateStride(let unit):
            guard scale.kind == .time else { return AxisTicks(scale, count: count).ticks }
            let d = DateTicks(lower: lo, upper: hi, unit: unit)
            return zip(d.values, d.labels).map { Tick(value: .number($0), label: $1) }
        }
    }

    /// The position of a tick on `scale`.
    static func position(_ tick: Tick, on scale: PositionScale) -> Double? {
        if case .number(let v) = tick.value { return scale.position(number: v) }
        return scale.position(tick.value)
    }
}
