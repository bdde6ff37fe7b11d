/// Stacks bars and areas as Swift Charts does: bars that share a category (or a date, or a
/// number) stack, positive values upward from zero and negative ones downward, series by
/// series in the order the series first appear (within a series, in the data's order); areas
/// stack series on series at each `x`. A stacked mark gets its span (`yStart`…`yEnd`, or
/// `xStart`…`xEnd` for a bar across), and the last mark of a series below another series is
/// marked for a separating hairline; bars set side by side with `position(by:)`, and marks
/// given as spans, are left as they are.
enum Stacking {
    /// The marks with the stacked ones given their spans.
    static func stack(_ marks: [MarkRecord]) -> [MarkRecord] {
        var out = marks
        var up: [StackKey: Double] = [:]
        var down: [StackKey: Double] = [:]
        // The last mark put on each stack (and which way), to mark where one series meets the next.
        var last: [StackSide: Int] = [:]
        var ranks: [String: Int] = [:]
        for m in marks { if let g = m.group?.value.text, ranks[g] == nil { ranks[g] = ranks.count } }
        let order = marks.indices.sorted { a, b in
            let ra = marks[a].group.flatMap { ranks[$0.value.text] } ?? -1, rb = marks[b].group.flatMap { ranks[$0.value.text] } ?? -1
            return ra != rb ? ra < rb : a < b
        }
        for k in order {
            let mark = out[k]
            guard mark.position == nil, let (key, v, label) = stackEntry(mark) else { continue }
            let span = add(v, at: key, up: &up, down: &down)
            let side = StackSide(key: key, upward: v >= 0)
            if let previous = last[side], out[previous].group != mark.group { out[previous].separatesSeries = true }
            if v.isFinite { last[side] = k }
            let start = Channel(label: label, value: .number(span.0)), end = Channel(label: label, value: .number(span.1))
            if key.axis == .y {
                out[k].xStart = start
                out[k].xEnd = end
            } else {
                out[k].yStart = start
                out[k].yEnd = end
            }
        }
        return out
    }

    /// The stack a mark goes on, its value and its value's label; `nil` for marks that do not stack.
    private static func stackEntry(_ mark: MarkRecord) -> (StackKey, Double, String)? {
        switch mark.kind {
        case .bar where BarOrientation(mark) == .vertical, .area:
            guard mark.yStart == nil, mark.yEnd == nil, let y = mark.y, case .number(let v) = y.value, let at = mark.x?.value else { return nil }
            return (StackKey(kind: mark.kind, axis: .x, at: at), v, y.label)
        case .bar:
            guard mark.xStart == nil, mark.xEnd == nil, let x = mark.x, case .number(let v) = x.value, let at = mark.y?.value else { return nil }
            return (StackKey(kind: .bar, axis: .y, at: at), v, x.label)
        default:
            return nil
        }
    }

    /// One direction of one stack.
    struct StackSide: Hashable {
        var key: StackKey
        var upward: Bool
    }

    /// Where stacks are kept apart: by mark kind, by the axis of the shared value, by the value.
    struct StackKey: Hashable {
        var kind: MarkRecord.Kind
        var axis: Axis
        var at: ChartValue
    }

    /// The span of `v` on top of its stack (positive) or below it (negative); a NaN or
    /// infinite value takes no room (its mark is left out when drawn).
    private static func add(_ v: Double, at key: StackKey, up: inout [StackKey: Double], down: inout [StackKey: Double]) -> (Double, Double) {
        guard v.isFinite else { return (up[key, default: 0], v) }
        if v >= 0 {
            let base = up[key, default: 0]
            up[key] = base + v
            return (base, base + v)
        }
        let base = down[key, default: 0]
        down[key] = base + v
        return (base, base + v)
    }
}
