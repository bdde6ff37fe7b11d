extension LineFitter {
    /// A feasible break found so far, with the best way to reach it.
    private struct Node {
        var index: Int          // item where the line before ends (-1: paragraph start)
        var line: Int           // lines before this break
        var fitness: Int        // 0 tight, 1 decent, 2 loose, 3 very loose
        var totalDemerits: Double
        var ratio: Double
        var flagged: Bool
        var previous: Int       // index into `nodes` of the break before, -1 for none
        var start: Int          // the first item of the line after this break (`lineStart(after:)`)
    }

    private static func fitnessClass(_ r: Double) -> Int {
        if r < -0.5 { return 0 }
        if r <= 0.5 { return 1 }
        if r <= 1 { return 2 }
        return 3
    }

    /// Badness 100|r|³, capped so that a line with nothing to stretch (r = ∞) in an unlimited
    /// pass still has finite demerits (TeX caps at 10,000; a higher cap keeps telling a ratio
    /// of 5 from one of 30).
    static func badness(_ r: Double) -> Double {
        let a = abs(r)
        return a < 100 ? min(100 * a * a * a, maximumBadness) : maximumBadness
    }

    static let maximumBadness = 1e7

    /// Knuth–Plass total fit. Returns `nil` when no set of breaks keeps every line within
    /// `tolerance` (the caller then tries a larger one; `.infinity` accepts any stretch).
    /// When `hyphenating` is false, flagged penalties (hyphenation points) are not breaks.
    package func optimal(
        _ items: [ParagraphItem], tolerance: Double, hyphenating: Bool = true, lineWidth: (Int) -> Double
    ) -> [LineFit]? {
        withoutActuallyEscaping(lineWidth) { lineWidth in
            var widths = LineWidths(lineWidth)
            return optimal(items, sums: Self.prefixSums(items), boundaries: hyphenationFactor < 1 ? Self.wordBoundaries(items) : [],
                           tolerance: tolerance, hyphenating: hyphenating, widths: &widths)
        }
    }

    /// Each line's width, asked for once: every active node asks at every legal break, and
    /// each pass of ``fit(_:strategy:lineWidth:)`` asks again.
    struct LineWidths {
        let lineWidth: (Int) -> Double
        private var widths: [Double] = []

        init(_ lineWidth: @escaping (Int) -> Double) { self.lineWidth = lineWidth }

        mutating func callAsFunction(_ n: Int) -> Double {
            while widths.count <= n { widths.append(lineWidth(widths.count)) }
            return widths[n]
        }
    }

    /// ``optimal(_:tolerance:hyphenating:lineWidth:)`` with the items' running sums and word
    /// boundaries made by the caller, once for all its passes.
    func optimal(
        _ items: [ParagraphItem], sums: [Sums], boundaries allBoundaries: [Int], tolerance: Double, hyphenating: Bool,
        widths: inout LineWidths
    ) -> [LineFit]? {
        let boundaries = hyphenating ? allBoundaries : []
        var nodes: [Node] = [Node(index: -1, line: 0, fitness: 1, totalDemerits: 0, ratio: 0, flagged: false, previous: -1,
                                  start: Self.lineStart(after: -1, items))]
        var active: [Int] = [0]
        var next: [Int] = []
        var best = [(demerits: Double, node: Int, ratio: Double)](filled: (.infinity, -1, 0), count: 4)
        for b in 0..<items.count {
            let info = Self.breakInfo(items, b, hyphenating: hyphenating)
            guard info.legal else { continue }
            let forced = info.cost <= ParagraphItem.forcedBreak
            for c in 0..<4 { best[c] = (.infinity, -1, 0) }
            next.removeAll(keepingCapacity: true)
            for a in active {
                let node = nodes[a]
                let start = node.start
                let r = start > b ? 0 : Self.ratio(from: start, to: b, breakWidth: info.width, sums: sums,
                                                   available: widths(node.line), letters: letterSpacing)
                if r < -1 || forced {
                    // The line from `a` can only get longer: `a` is done (unless it is the
                    // only way to reach a forced break within tolerance, handled below).
                } else {
                    next.append(a)
                }
                guard r >= -1, r <= tolerance else { continue }
                if info.flagged, !boundaries.isEmpty,
                   !allowsHyphen(at: b, lineStart: start, boundaries: boundaries, sums: sums, available: widths(node.line)) {
                    continue
                }
                var d: Double
                let badness = Self.badness(r)
                if info.cost >= 0 {
                    d = (linePenalty + badness) * (linePenalty + badness) + info.cost * info.cost
                } else if info.cost > ParagraphItem.forcedBreak {
                    d = (linePenalty + badness) * (linePenalty + badness) - info.cost * info.cost
                } else {
                    d = (linePenalty + badness) * (linePenalty + badness)
                }
                if info.flagged && node.flagged { d += consecutiveHyphenDemerits }
                if b == items.count - 1 && node.flagged { d += finalHyphenDemerits }
                let fc = Self.fitnessClass(r)
                if abs(fc - node.fitness) > 1 { d += fitnessClassDemerits }
                d += node.totalDemerits
                if d < best[fc].demerits { best[fc] = (d, a, r) }
            }
            // Swapped, not assigned: two arrays sharing storage would copy at the next change.
            swap(&active, &next)
            for fc in 0..<4 where best[fc].node >= 0 {
                let from = nodes[best[fc].node]
                nodes.append(Node(index: b, line: from.line + 1, fitness: fc, totalDemerits: best[fc].demerits,
                                  ratio: best[fc].ratio, flagged: info.flagged, previous: best[fc].node,
                                  start: Self.lineStart(after: b, items)))
                active.append(nodes.count - 1)
            }
            if active.isEmpty { return nil }
        }
        // The best node ending at the last forced break.
        guard let last = items.indices.last,
              let end = active.filter({ nodes[$0].index == last }).min(by: { nodes[$0].totalDemerits < nodes[$1].totalDemerits })
        else { return nil }
        var lines: [LineFit] = []
        var n = end
        while n > 0 {
            let node = nodes[n]
            lines.append(LineFit(breakIndex: node.index, adjustmentRatio: node.ratio, endsWithHyphen: node.flagged))
            n = node.previous
        }
        return lines.reversed()
    }
}
