/// The check of a number a style gives, shared by the modules that read styles: NaN, an
/// infinity or a distance past any page is refused with a message naming the property,
/// before it can reach a line's geometry.
package enum StyleValue {
    /// The largest distance a style may give either way, in points (about 350 m).
    package static var maximumDistance: Double { 1_000_000 }

    /// Why `value`, the property `name`, cannot be used, or `nil` when it lies in `range`
    /// (by default a distance: finite, at most ``maximumDistance`` either way). The name is
    /// made only for a value out of range, since the check is made for every block.
    package static func problem(_ name: @autoclosure () -> String, _ value: Double,
                                in range: ClosedRange<Double> = -maximumDistance...maximumDistance) -> String? {
        range.contains(value) ? nil : "\(name()) is \(value); give a number from \(text(range.lowerBound)) to \(text(range.upperBound))"
    }

    /// A bound as people write it: whole numbers without ".0".
    private static func text(_ bound: Double) -> String {
        Int(exactly: bound).map(String.init) ?? "\(bound)"
    }
}

extension ParagraphStyle {
    /// Why text cannot be set with this style, or `nil` when it can: every distance (indents,
    /// spacing, line heights, tab stops) is finite and within ``StyleValue/maximumDistance``,
    /// `lineHeightMultiple` within ±1,000, `hyphenationFactor` and `justificationLetterSpacing`
    /// finite.
    package var problem: String? {
        // Every paragraph is checked: the usual answer comes without building the list below.
        isUsual ? nil : describedProblem
    }

    /// Whether every number lies where ``problem`` wants it (the quick check).
    @inline(__always) private var isUsual: Bool {
        let m = StyleValue.maximumDistance
        guard abs(firstLineHeadIndent) <= m, abs(headIndent) <= m, abs(tailIndent) <= m, abs(lineSpacing) <= m,
              abs(minimumLineHeight) <= m, abs(maximumLineHeight) <= m, abs(paragraphSpacingBefore) <= m,
              abs(paragraphSpacing) <= m, abs(defaultTabInterval) <= m, abs(lineHeightMultiple) <= 1000,
              hyphenationFactor.isFinite, justificationLetterSpacing.isFinite else { return false }
        for stop in tabStops where !(abs(stop.location) <= m) { return false }
        return true
    }

    /// The first number out of place, named.
    @inline(never) private var describedProblem: String? {
        let distances: [(String, Double)] = [
            ("firstLineHeadIndent", firstLineHeadIndent), ("headIndent", headIndent), ("tailIndent", tailIndent),
            ("lineSpacing", lineSpacing), ("minimumLineHeight", minimumLineHeight), ("maximumLineHeight", maximumLineHeight),
            ("paragraphSpacingBefore", paragraphSpacingBefore), ("paragraphSpacing", paragraphSpacing),
            ("defaultTabInterval", defaultTabInterval),
        ]
        for (name, value) in distances {
            if let why = StyleValue.problem(name, value) { return why }
        }
        for stop in tabStops {
            if let why = StyleValue.problem("a tab stop's location", stop.location) { return why }
        }
        let finite = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        return StyleValue.problem("lineHeightMultiple", lineHeightMultiple, in: -1000...1000)
            ?? StyleValue.problem("hyphenationFactor", hyphenationFactor, in: finite)
            ?? StyleValue.problem("justificationLetterSpacing", justificationLetterSpacing, in: finite)
    }
}
