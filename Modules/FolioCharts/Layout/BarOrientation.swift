/// Which way a bar runs: up from the horizontal axis, or across from the vertical one.
enum BarOrientation: Sendable, Equatable {
    case vertical, horizontal

    /// A bar with a span on `x`, or a number on `x` against a category or a date on `y`, runs
    /// across; every other bar runs up.
    init(_ mark: MarkRecord) {
        if mark.yStart != nil || mark.yEnd != nil {
            self = .vertical
        } else if mark.xStart != nil || mark.xEnd != nil {
            self = .horizontal
        } else if case .number = mark.x?.value, let y = mark.y?.value {
            if case .number = y { self = .vertical } else { self = .horizontal }
        } else {
            self = .vertical
        }
    }
}
