/// The floats of one block formatting context (CSS 2.1 §9.5), as the flow meets them: each
/// float's margin box, x relative to the content rect, y along the flow generator's running
/// height (``FlowGenerator``'s `flowY`). Where a float goes (§9.5.1's rules), and the room its
/// neighbours leave a line or a block beside them.
struct FloatExclusions {
    /// A float's margin box.
    struct Area {
        var side: FloatSide
        var left: Double
        var right: Double
        var top: Double
        var bottom: Double

        /// Whether the box reaches into the band from `top`, `height` tall (touching is not enough).
        func overlaps(_ top: Double, _ height: Double) -> Bool {
            self.top < top + height - 0.01 && bottom > top + 0.01
        }
    }

    /// The floats still beside or below the flow, in the order they were placed.
    private(set) var areas: [Area] = []
    /// The top of the last float placed: a later float's top is never higher (rule 6).
    private var lastTop = -Double.infinity

    /// Whether a float is beside or below `y` (the floats wholly above it are forgotten).
    mutating func isActive(at y: Double) -> Bool {
        if areas.isEmpty { return false }
        areas.removeAll { $0.bottom <= y + 0.01 }
        return !areas.isEmpty
    }

    /// Forgets every float (a forced page break: they stay on the page before).
    mutating func removeAll() {
        areas.removeAll()
        lastTop = -.infinity
    }

    /// The room in the measure from `x`, `width` wide, that the floats leave a band from `top`,
    /// `height` tall: its left edge (absolute) and width (0 when they leave none). `indent` is
    /// kept clear right of left floats (a list item's marker stands there).
    func room(top: Double, height: Double, x: Double, width: Double, indent: Double = 0) -> (x: Double, width: Double) {
        var left = x, right = x + width
        for a in areas where a.overlaps(top, height) {
            switch a.side {
            case .left: left = max(left, a.right + indent)
            case .right: right = min(right, a.left)
            }
        }
        return (left, max(0, right - left))
    }

    /// The highest float bottom below `top` among the floats reaching into the band from `top`,
    /// `height` tall: where the room beside them next changes; `nil` when none reaches into it.
    func nextBottom(top: Double, height: Double) -> Double? {
        areas.filter { $0.overlaps(top, height) }.map(\.bottom).min()
    }

    /// The lowest bottom of the floats `clear` moves a block below, or `nil` when there are none.
    func bottom(clearing clear: ClearSide) -> Double? {
        areas.filter { clear.clears($0.side) }.map(\.bottom).max()
    }

    /// The lowest bottom of every float.
    var lowestBottom: Double? { areas.map(\.bottom).max() }

    /// Places a float's margin box, `width` by `height`, on `side` of the measure from `x`,
    /// `measure` wide, as high as it may go at or below `top` (CSS 2.1 §9.5.1): beside the
    /// earlier floats that leave it room, else lower, below the ones in its way. A box wider
    /// than the measure goes to its edge, below every float it would meet. Returns its left edge and top.
    mutating func place(_ side: FloatSide, width: Double, height: Double, top: Double, x: Double, measure: Double)
        -> (x: Double, top: Double) {
        var y = max(top, lastTop)
        let band = max(height, 0.02)
        while true {
            let r = room(top: y, height: band, x: x, width: measure)
            if r.width >= min(width, measure) - 0.01 {
                let left = side == .left ? r.x : r.x + r.width - width
                areas.append(Area(side: side, left: left, right: left + width, top: y, bottom: y + height))
                lastTop = y
                return (left, y)
            }
            guard let next = nextBottom(top: y, height: band), next > y else {
                // Nothing in the way is left (cannot happen): at the edge, here.
                let left = side == .left ? x : x + measure - width
                areas.append(Area(side: side, left: left, right: left + width, top: y, bottom: y + height))
                lastTop = y
                return (left, y)
            }
            y = next
        }
    }
}
