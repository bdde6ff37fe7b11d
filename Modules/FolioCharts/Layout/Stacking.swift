/// Stacks bars and areas as Swift Charts does: bars that share a category (or a date, or a
/// number) stack, positive values upward from zero and negative ones downward, in the order
/// the data gives them; areas stack series on series at each `x`. A stacked mark gets its
/// span (`yStart`…`yEnd`, or `xStart`…`xEnd` for a bar across); bars set side by side with
/// `position(by:)`, and marks given as spans, are left as they are.
enum Stacking {
    /// The marks with the stacked ones given their spans.
    static func stack(_ marks: [MarkRecord]) -> [MarkRecord] {
        var out = marks
        var up: [StackKey: Double] = [:]
        var down: [StackKey: Double] = [:]
        for k in out.indices {
            let mark = out[k]
            guard mark.position == nil else { continue }
            switch mark.kind {
            case .bar:
                let orientation = BarOrientation(mark)
                if orientation == .vertical {
                    guard mark.yStart == nil, mark.yEnd == nil, case .number(let v)? = mark.y?.value, let at = mark.x?.value else { continue }
                    let span = add(v, at: StackKey(kind: .bar, axis: .x, at: at), up: &up, down: &down)
                    out[k].yStart = Channel(label: mark.y!.label, value: .number(span.0))
                    out[k].yEnd = Channel(label: mark.y!.label, value: .number(span.1))
                } else {
                    guard mark.xStart == nil, mark.xEnd == nil, case .number(let v)? = mark.x?.value, let at = mark.y?.value else { continue }
                    let span = add(v, at: StackKey(kind: .bar, axis: .y, at: at), up: &up, down: &down)
                    out[k].xStart = Channel(label: mark.x!.label, value: .number(span.0))
                    out[k].xEnd = Channel(label: mark.x!.label, value: .number(span.1))
                }
            case .area:
                guard mark.yStart == nil, mark.yEnd == nil, case .number(let v)? = mark.y?.value, let at = mark.x?.value else { continue }
                let span = add(v, at: StackKey(kind: .area, axis: .x, at: at), up: &up, down: &down)
                out[k].yStart = Channel(label: mark.y!.label, value: .number(span.0))
                out[k].yEnd = Channel(label: mark.y!.label, value: .number(span.1))
            default:
                continue
            }
        }
        return out
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
