/// One item of a paragraph: a stretch of text with one bidi level, one script and one font,
/// ready to be shaped as a unit.
package struct TextItem: Sendable {
    /// The item's text as a UTF-16 range of the paragraph.
    package var range: Range<Int>
    /// The bidi embedding level (odd: right to left).
    package var bidiLevel: UInt8
    /// The resolved script.
    package var script: Script
    /// The font chosen by fallback.
    package var font: Font

    /// Whether the item reads right to left.
    package var isRightToLeft: Bool { bidiLevel & 1 == 1 }
}

/// A paragraph split into items, with their display order.
package struct ItemizedParagraph: Sendable {
    /// The items in logical (reading) order.
    package var items: [TextItem]
    /// Indices into ``items`` in left-to-right display order (UAX #9 rule L2).
    package var visualOrder: [Int]
    /// The paragraph's embedding level: 0 left to right, 1 right to left.
    package var paragraphLevel: UInt8
    /// Characters no font of the chain has (drawn as .notdef).
    package var missingCharacters: [Unicode.Scalar]
    /// Fonts that fallback took from the library (beyond the chain it was given).
    package var addedFonts: [Font]
}

/// Splits a paragraph into items: by bidi level (``BidiResolver``), by script
/// (``ScriptItemizer``) and by font (``FontFallback``); an item ends wherever any of the
/// three changes.
package struct Itemizer: Sendable {
    /// The fonts to choose from.
    package var fallback: FontFallback
    /// The paragraph's base direction.
    package var direction: TextDirection

    /// Creates an itemizer.
    package init(fallback: FontFallback, direction: TextDirection = .auto) {
        self.fallback = fallback
        self.direction = direction
    }

    /// Itemizes a paragraph (one line of text; line separators are not treated specially).
    package func itemize(_ string: String) -> ItemizedParagraph {
        itemize(ParagraphText(string))
    }

    func itemize(_ text: ParagraphText) -> ItemizedParagraph {
        let (levels, paragraphLevel) = BidiResolver.levels(ofValues: text.scalars, direction: direction)
        let scripts = ScriptItemizer.scripts(ofValues: text.scalars)
        let (items, chain, missing) = items(of: text, levels: levels, scripts: scripts, base: 0)
        return ItemizedParagraph(
            items: items, visualOrder: BidiResolver.visualOrder(levels: items.map(\.bidiLevel)),
            paragraphLevel: paragraphLevel, missingCharacters: missing,
            addedFonts: Array(chain.dropFirst(fallback.fonts.count)))
    }

    /// The items of `text`, a stretch of a paragraph whose bidi levels and scripts were found
    /// for the whole paragraph (one per scalar; `text`'s first scalar is number `base`): an
    /// item ends wherever the level, the script or the font ``fallback`` chooses changes.
    /// Ranges are UTF-16 offsets into `text`. Also gives the fallback chain the items' fonts
    /// come from and the characters no font has.
    func items(of text: ParagraphText, levels: [UInt8], scripts: [Script], base: Int)
        -> (items: [TextItem], chain: [Font], missing: [Unicode.Scalar]) {
        let (fontIndex, chain, missing) = fallback.assign(text)
        var items: [TextItem] = []
        var s = 0
        let n = text.scalars.count
        while s < n {
            let p = base + s
            // The end of the item: where the level, the script or the font changes.
            let e = levels.withUnsafeBufferPointer { levels in
                scripts.withUnsafeBufferPointer { scripts in
                    fontIndex.withUnsafeBufferPointer { fontIndex in
                        var e = s + 1
                        while e < n, levels[base + e] == levels[p], scripts[base + e] == scripts[p], fontIndex[e] == fontIndex[s] {
                            e += 1
                        }
                        return e
                    }
                }
            }
            items.append(TextItem(range: text.offsets[s]..<text.offsets[e], bidiLevel: levels[p], script: scripts[p],
                                  font: chain[Int(fontIndex[s])]))
            s = e
        }
        return (items, chain, missing)
    }
}
