/// Chooses where a paragraph's lines end, greedily or by Knuth and Plass's total-fit method.
///
/// The fitter works on ``ParagraphItem``s only; it knows nothing of glyphs, fonts or pages.
/// `lineWidth(n)` gives the width available to line `n` (0-based), so frames of any shape
/// work.
package struct LineFitter: Sendable {
    /// Largest adjustment ratio of the first optimal pass, which does not hyphenate (flagged
    /// penalties are not breaks): TeX's `\pretolerance` of 100, a ratio of 1. A paragraph that
    /// can be set this well is set without hyphens.
    package var pretolerance: Double = 1
    /// Largest adjustment ratio of the second pass, which may hyphenate: TeX's `\tolerance`
    /// of 200 (badness 100 r³ ≤ 200, a ratio of about 1.26).
    package var tolerance: Double = 1.26
    /// Largest adjustment ratio of the third pass, when no set of breaks fits the second.
    /// A last pass then accepts any stretch, so every paragraph whose words fit the measure
    /// gets total-fit lines; only a word wider than a line falls back to first fit.
    package var emergencyTolerance: Double = 10
    /// Demerits added for two hyphenated lines in a row (Knuth–Plass α, TeX's
    /// `\doublehyphendemerits`).
    package var consecutiveHyphenDemerits: Double = 3000
    /// Demerits added when the last full line of a paragraph ends with a hyphen (TeX's
    /// `\finalhyphendemerits`).
    package var finalHyphenDemerits: Double = 5000
    /// Demerits added when neighbouring lines differ by more than one fitness class (γ).
    package var fitnessClassDemerits: Double = 3000
    /// The line penalty l of the demerits formula (l + 100|r|³)² + p².
    package var linePenalty: Double = 10
    /// How much a line's letters may move apart or together, as a fraction of the width of
    /// its boxes (its words): 0.02 lets letter spacing lengthen or shorten a line by up to 2 %
    /// of its text. 0, the default, leaves letters as shaped.
    ///
    /// Letter spacing works beside the glue: a line's stretch (shrink) is its glue's plus
    /// `letterSpacing` times its boxes' width, shared in proportion up to an adjustment ratio
    /// of 1 (−1). Letters never go further; beyond that only the glue stretches, and the ratio
    /// a line reports is its glue's (above 1 means spaces wider than their stretchability
    /// allows), so badness still measures the word spaces a reader sees.
    package var letterSpacing: Double = 0
    /// Hyphens (flagged penalties) end a line only when the line without the hyphenated word
    /// would be filled less than this fraction of its width, as `NSParagraphStyle`'s
    /// `hyphenationFactor`; 1, the default, takes a hyphen wherever it helps.
    package var hyphenationFactor: Double = 1

    /// Creates a fitter with Knuth and Plass's usual parameters.
    package init() {}

    /// Lines for the items, by the given strategy. Every line but forced ones ends at a legal
    /// break; when no break is possible inside a too-long stretch, the line overflows (the
    /// caller breaks the word by graphemes).
    ///
    /// Optimal fitting makes passes as TeX does: without hyphenation within
    /// ``pretolerance``, then with it within ``tolerance``, then within
    /// ``emergencyTolerance``, then with no limit on stretching; greedy lines only when even
    /// that finds none (a box wider than its line).
    package func fit(_ items: [ParagraphItem], strategy: LineBreakingStrategy, lineWidth: (Int) -> Double) -> [LineFit] {
        switch strategy {
        case .greedy: return greedy(items, lineWidth: lineWidth)
        case .optimal:
            return withoutActuallyEscaping(lineWidth) { lineWidth in
                let sums = Self.prefixSums(items)
                let boundaries = hyphenationFactor < 1 ? Self.wordBoundaries(items) : []
                var widths = LineWidths(lineWidth)
                if let lines = optimal(items, sums: sums, boundaries: boundaries, tolerance: pretolerance, hyphenating: false,
                                       widths: &widths) {
                    return lines
                }
                for t in [tolerance, emergencyTolerance, .infinity] {
                    if let lines = optimal(items, sums: sums, boundaries: boundaries, tolerance: t, hyphenating: true,
                                           widths: &widths) {
                        return lines
                    }
                }
                return greedy(items, lineWidth: lineWidth)
            }
        }
    }

    // MARK: Shared

    /// Running totals of width, stretch and shrink up to (not including) an item.
    struct Sums {
        var width = 0.0, stretch = 0.0, shrink = 0.0, boxes = 0.0
    }

    static func prefixSums(_ items: [ParagraphItem]) -> [Sums] {
        var sums = [Sums](filled: Sums(), count: items.count + 1)
        sums.withUnsafeMutableBufferPointer { sums in
            var s = Sums()
            for (i, item) in items.enumerated() {
                sums[i] = s
                switch item {
                case .box(let w): s.width += w; s.boxes += w
                case .glue(let w, let y, let z): s.width += w; s.stretch += y; s.shrink += z
                case .penalty: break
                }
            }
            sums[items.count] = s
        }
        return sums
    }

    /// For each item, the index of the last glue at or before it that can end a line (a word
    /// boundary), or -1: where a line would end if the word holding the item were not
    /// hyphenated.
    static func wordBoundaries(_ items: [ParagraphItem]) -> [Int] {
        var out = [Int](filled: -1, count: items.count)
        out.withUnsafeMutableBufferPointer { out in
            var last = -1
            for i in items.indices {
                if case .glue = items[i], i > 0, case .box = items[i - 1] { last = i }
                out[i] = last
            }
        }
        return out
    }

    /// Whether a hyphen at item `b` may end the line that starts at item `start`: the line
    /// without the hyphenated word is filled less than ``hyphenationFactor``.
    @inline(__always)
    func allowsHyphen(at b: Int, lineStart start: Int, boundaries: [Int], sums: [Sums], available: Double) -> Bool {
        guard hyphenationFactor < 1 else { return true }
        let g = boundaries[b]
        guard g > start, available > 0 else { return hyphenationFactor > 0 }
        return (sums[g].width - sums[start].width) / available < hyphenationFactor
    }

    /// Whether item `i` is a legal break, and its penalty cost and width.
    @inline(__always)
    static func breakInfo(_ items: [ParagraphItem], _ i: Int, hyphenating: Bool = true) -> (legal: Bool, cost: Double, width: Double, flagged: Bool) {
        switch items[i] {
        case .penalty(let w, let p, let f): return (p < ParagraphItem.noBreak && (hyphenating || !f), p, w, f)
        case .glue:
            if i > 0, case .box = items[i - 1] { return (true, 0, 0, false) }
            return (false, 0, 0, false)
        case .box: return (false, 0, 0, false)
        }
    }

    /// The first item of a line that starts after a break at `b`: glue and non-forced
    /// penalties after a break are discarded, as in TeX.
    static func lineStart(after b: Int, _ items: [ParagraphItem]) -> Int {
        var i = b + 1
        while i < items.count {
            switch items[i] {
            case .box: return i
            case .penalty(_, let p, _) where p <= ParagraphItem.forcedBreak: return i
            default: i += 1
            }
        }
        return i
    }

    /// The adjustment ratio of the line from item `start` to the break at `end`, with
    /// `letters` (``letterSpacing``) of its boxes' width as extra stretch and shrink.
    @inline(__always)
    static func ratio(from start: Int, to end: Int, breakWidth: Double, sums: [Sums], available: Double, letters: Double = 0) -> Double {
        let width = sums[end].width - sums[start].width + breakWidth
        let spread = letters * (sums[end].boxes - sums[start].boxes)
        if width < available {
            let stretch = sums[end].stretch - sums[start].stretch
            let slack = available - width
            if slack <= stretch + spread { return slack / (stretch + spread) }
            // Letters at their limit; the rest is the glue's.
            return stretch > 0 ? 1 + (slack - stretch - spread) / stretch : .infinity
        } else if width > available {
            let shrink = sums[end].shrink - sums[start].shrink + spread
            return shrink > 0 ? (available - width) / shrink : -.infinity
        }
        return 0
    }

    // MARK: Greedy

    func greedy(_ items: [ParagraphItem], lineWidth: (Int) -> Double) -> [LineFit] {
        let sums = Self.prefixSums(items)
        let boundaries = hyphenationFactor < 1 ? Self.wordBoundaries(items) : []
        var lines: [LineFit] = []
        var start = Self.lineStart(after: -1, items)
        var lastFit: (index: Int, ratio: Double, flagged: Bool)?
        // The width of the line being filled, asked for once a line.
        var widthLine = -1, available = 0.0
        var i = start
        while i < items.count {
            let info = Self.breakInfo(items, i)
            guard info.legal else { i += 1; continue }
            if widthLine != lines.count { widthLine = lines.count; available = lineWidth(widthLine) }
            if !info.flagged || boundaries.isEmpty
                || allowsHyphen(at: i, lineStart: start, boundaries: boundaries, sums: sums, available: available) {
                let r = Self.ratio(from: start, to: i, breakWidth: info.width, sums: sums, available: available, letters: letterSpacing)
                let forced = info.cost <= ParagraphItem.forcedBreak
                if r < -1, let fit = lastFit {
                    // Too long: end the line at the last break that fitted and look again.
                    lines.append(LineFit(breakIndex: fit.index, adjustmentRatio: fit.ratio, endsWithHyphen: fit.flagged))
                    start = Self.lineStart(after: fit.index, items)
                    lastFit = nil
                    i = start
                    continue
                }
                if forced || r < -1 {
                    // A forced break, or an overfull line with nowhere earlier to break.
                    lines.append(LineFit(breakIndex: i, adjustmentRatio: forced ? min(max(r, -1), 0) : -1, endsWithHyphen: info.flagged))
                    start = Self.lineStart(after: i, items)
                    lastFit = nil
                    i = start
                    continue
                }
                lastFit = (i, r, info.flagged)
            }
            i += 1
        }
        if let fit = lastFit, lines.last?.breakIndex != fit.index {
            lines.append(LineFit(breakIndex: fit.index, adjustmentRatio: fit.ratio, endsWithHyphen: fit.flagged))
        }
        return lines
    }
}
