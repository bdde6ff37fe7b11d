/// One item of a paragraph: a stretch of text with one bidi level, one script and one font,
/// ready to be shaped as a unit.
public struct TextItem: Sendable {
    /// The item's text as a UTF-16 range of the paragraph.
    public var range: Range<Int>
    /// The bidi embedding level (odd: right to left).
    public var bidiLevel: UInt8
    /// The resolved script.
    public var script: Script
    /// The font chosen by fallback.
    public var font: Font

    /// Whether the item reads right to left.
    public var isRightToLeft: Bool { bidiLevel & 1 == 1 }
}

/// A paragraph split into items, with their display order.
public struct ItemizedParagraph: Sendable {
    /// The items in logical (reading) order.
    public var items: [TextItem]
    /// Indices into ``items`` in left-to-right display order (UAX #9 rule L2).
    public var visualOrder: [Int]
    /// The paragraph's embedding level: 0 left to right, 1 right to left.
    public var paragraphLevel: UInt8
    /// Characters no font of the chain has (drawn as .notdef).
    public var missingCharacters: [Unicode.Scalar]
    /// Fonts that fallback took from the library (beyond the chain it was given).
    public var addedFonts: [Font]
}

/// Splits a paragraph into items: by bidi level (``BidiResolver``), by script
/// (``ScriptItemizer``) and by font (``FontFallback``); an item ends wherever any of the
/// three changes.
public struct Itemizer: Sendable {
    /// The fonts to choose from.
    public var fallback: FontFallback
    /// The paragraph's base direction.
    public var direction: TextDirection

    /// Creates an itemizer.
    public init(fallback: FontFallback, direction: TextDirection = .auto) {
        self.fallback = fallback
        self.direction = direction
    }

    /// Itemizes a paragraph (one line of text; line separators are not treated specially).
    public func itemize(_ string: String) -> ItemizedParagraph {
        itemize(ParagraphText(string))
    }

    func itemize(_ text: ParagraphText) -> ItemizedParagraph {
        let (levels, paragraphLevel) = BidiResolver.levels(ofValues: text.scalars, direction: direction)
        let scripts = ScriptItemizer.scripts(ofValues: text.scalars)
        let (fontIndex, chain, missing) = fallback.assign(text)
        var items: [TextItem] = []
        var start = 0
        let n = text.scalars.count
        for i in 0..<n {
            let isLast = i == n - 1
            if isLast || levels[i + 1] != levels[i] || scripts[i + 1] != scripts[i] || fontIndex[i + 1] != fontIndex[i] {
                items.append(TextItem(range: text.offsets[start]..<text.offsets[i + 1], bidiLevel: levels[i],
                                      script: scripts[i], font: chain[Int(fontIndex[i])]))
                start = i + 1
            }
        }
        return ItemizedParagraph(
            items: items, visualOrder: BidiResolver.visualOrder(levels: items.map(\.bidiLevel)),
            paragraphLevel: paragraphLevel, missingCharacters: missing,
            addedFonts: Array(chain.dropFirst(fallback.fonts.count)))
    }
}
