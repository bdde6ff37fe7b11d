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
        // Checked for every paragraph: the names are made only for a value out of range.
        let d = StyleValue.self
        if let why = d.problem("firstLineHeadIndent", firstLineHeadIndent) ?? d.problem("headIndent", headIndent)
            ?? d.problem("tailIndent", tailIndent) ?? d.problem("lineSpacing", lineSpacing) { return why }
        if let why = d.problem("minimumLineHeight", minimumLineHeight) ?? d.problem("maximumLineHeight", maximumLineHeight)
            ?? d.problem("paragraphSpacingBefore", paragraphSpacingBefore) ?? d.problem("paragraphSpacing", paragraphSpacing)
            ?? d.problem("defaultTabInterval", defaultTabInterval) { return why }
        for stop in tabStops {
            if let why = d.problem("a tab stop's location", stop.location) { return why }
        }
        let finite = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        return d.problem("lineHeightMultiple", lineHeightMultiple, in: -1000...1000)
            ?? d.problem("hyphenationFactor", hyphenationFactor, in: finite)
            ?? d.problem("justificationLetterSpacing", justificationLetterSpacing, in: finite)
    }
}
