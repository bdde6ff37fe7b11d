/// Chooses a font for each grapheme cluster: the first font of the chain that has a glyph
/// for every character of the whole cluster. The chain is the requested font, then any
/// fallback fonts given, then (with a library) fontconfig's fallback for the characters,
/// added as they are needed.
///
/// A cluster of spaces or punctuation stays in the previous cluster's font when that font
/// has it, so a font change does not split a word group at a space. A cluster no font has
/// is drawn with the requested font (its .notdef glyph) and reported as missing.
package struct FontFallback: Sendable {
    /// The requested font first, then explicit fallbacks, in order of preference.
    package var fonts: [Font]
    /// Where to look for fonts the chain lacks; `nil` uses only ``fonts``.
    package var library: FontLibrary?
    /// What to ask the library for; by default the requested font's family and weight.
    package var query: FontQuery

    /// Creates a chain starting with `font`.
    package init(font: Font, fallbacks: [Font] = [], library: FontLibrary? = nil, query: FontQuery? = nil) {
        fonts = [font] + fallbacks
        self.library = library
        self.query = query ?? FontQuery(
            family: font.familyName, weight: font.metrics.weight, slant: font.metrics.isItalic ? .italic : .upright)
    }

    /// The font chosen for each scalar of `text` (an index into the returned chain, which
    /// starts with ``fonts`` and ends with any fonts the library added), and the characters
    /// no font has.
    func assign(_ text: ParagraphText) -> (fontIndex: [UInt16], chain: [Font], missing: [Unicode.Scalar]) {
        var chain = fonts
        var indices = [UInt16](filled: 0, count: text.scalars.count)
        // The common case: the requested font has every character, so every cluster is its.
        let primary = fonts[0]
        if Self.covers(primary, text.scalars) { return (indices, chain, []) }
        var missing: [Unicode.Scalar] = []
        var scalarIndex = 0
        var previous: Int?
        for cluster in text.string {
            let count = cluster.unicodeScalars.count
            var chosen = chain.firstIndex { $0.covers(cluster: cluster) }
            if let p = previous, chosen != p, Self.isNeutral(cluster), chain[p].covers(cluster: cluster) {
                chosen = p
            }
            if chosen == nil, let library, let found = library.fallbackFont(for: cluster, like: query) {
                if let existing = chain.firstIndex(of: found) {
                    chosen = existing
                } else {
                    chain.append(found)
                    chosen = chain.count - 1
                }
            }
            if chosen == nil {
                missing += cluster.unicodeScalars.filter { !$0.isDefaultIgnorable && !chain[0].covers($0) }
            }
            let index = chosen ?? 0
            for k in scalarIndex..<min(scalarIndex + count, indices.count) { indices[k] = UInt16(index) }
            scalarIndex += count
            previous = index
        }
        return (indices, chain, missing)
    }

    /// Whether `font` has every character of `scalars` that needs a glyph (ASCII tested
    /// against the font's ASCII coverage, without a call each).
    private static func covers(_ font: Font, _ scalars: [UInt32]) -> Bool {
        // ASCII that is covered or needs no glyph (the controls, U+0000…U+001F and U+007F).
        let low = font.asciiCoverage.low | 0xFFFF_FFFF
        let high = font.asciiCoverage.high | 1 << 63
        return scalars.withUnsafeBufferPointer { s in
            for v in s {
                if v < 128 {
                    if (v < 64 ? low : high) &>> UInt64(v & 63) & 1 == 0 { return false }
                } else if !font.covers(value: v) && !needsNoGlyph(v) {
                    return false
                }
            }
            return true
        }
    }

    /// Characters that are never drawn, so no font needs a glyph for them: line and paragraph
    /// separators, tabs and other controls, and default-ignorable characters.
    @inline(__always)
    static func needsNoGlyph(_ v: UInt32) -> Bool {
        if v < 0x20 || (0x7F...0x9F).contains(v) { return true }
        if v < 0xAD { return false }
        return v == 0x2028 || v == 0x2029 || (Unicode.Scalar(v)?.isDefaultIgnorable ?? false)
    }

    /// Spaces and punctuation: clusters that belong to no script of their own.
    private static func isNeutral(_ c: Character) -> Bool {
        c.unicodeScalars.allSatisfy { s in
            switch s.properties.generalCategory {
            case .spaceSeparator, .otherPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                 .initialPunctuation, .finalPunctuation, .control, .format:
                return true
            default:
                return s.isDefaultIgnorable
            }
        }
    }
}
