import FolioGraphics

/// The room inline boxes (``InlineBox``) take on a line: added to the advance of a box's first
/// and last glyph once the paragraph is shaped, so that line breaking, alignment and drawing
/// all see it.
extension ShapedParagraph {
    /// Finds each box among `runs` (consecutive runs with equal boxes), records its range in
    /// ``boxes`` and widens its first and last glyph by its room on each side.
    mutating func makeRoomForInlineBoxes(_ runs: [AttributedText.Run]) throws(FramesetterError) {
        var k = 0
        while k < runs.count {
            guard let box = runs[k].attributes.inlineBox else {
                k += 1
                continue
            }
            if let why = box.problem { throw .invalidAttribute(why) }
            var end = k + 1
            while end < runs.count, runs[end].attributes.inlineBox == box { end += 1 }
            let range = (runs[k].range.lowerBound - start)..<(runs[end - 1].range.upperBound - start)
            k = end
            guard !range.isEmpty else { continue }
            var left = box.leadingRoom, right = box.trailingRoom
            if let least = box.minimumWidth {
                let extra = max(0, least - advances[range].reduce(0, +))
                switch box.contentAlignment {
                case .center: (left, right) = (left + extra / 2, right + extra / 2)
                case .right: left += extra
                case .left, .justified, .natural: right += extra
                }
            }
            // The first character is drawn at the box's left in left-to-right text, at its right
            // in right-to-left text.
            let firstIsRightToLeft = item(at: range.lowerBound).map { $0.level & 1 == 1 } ?? false
            let lastIsRightToLeft = item(at: range.upperBound - 1).map { $0.level & 1 == 1 } ?? false
            let first = widen(at: range.lowerBound, by: firstIsRightToLeft ? right : left, before: !firstIsRightToLeft)
            let last = widen(at: range.upperBound - 1, by: lastIsRightToLeft ? left : right, before: lastIsRightToLeft)
            boxes.append(InlineBoxExtent(range: range, roomBeforeFirst: first, roomAfterLast: last))
        }
    }

    /// Adds `room` points to the glyph of the character at `unit`: before it (moving the glyph
    /// right) or after it; returns the room added (font units round it).
    private mutating func widen(at unit: Int, by room: Double, before: Bool) -> Double {
        guard room > 0, let k = items.firstIndex(where: { $0.range.contains(unit) }) else { return 0 }
        let glyphs = items[k].glyphs
        // The glyph of the cluster holding `unit`: the one with the largest cluster not past it;
        // of a cluster's glyphs the first drawn when room goes before, the last when after.
        guard let cluster = glyphs.lazy.map(\.cluster).filter({ $0 <= unit }).max(),
              let g = before ? glyphs.firstIndex(where: { $0.cluster == cluster }) : glyphs.lastIndex(where: { $0.cluster == cluster })
        else { return 0 }
        let scale = items[k].size / Double(items[k].font.unitsPerEm)
        let units = Int32(fontUnits: room / scale)
        items[k].glyphs[g].xAdvance += units
        if before { items[k].glyphs[g].xOffset += units }
        if cluster < advances.count { advances[cluster] += Double(units) * scale }
        return Double(units) * scale
    }
}

/// Where an inline box stands in its paragraph and the room its ends take.
struct InlineBoxExtent {
    /// The UTF-16 range of the box's text in the paragraph.
    var range: Range<Int>
    /// The room added beside its first character (at the left in left-to-right text).
    var roomBeforeFirst: Double
    /// The room added beside its last character.
    var roomAfterLast: Double
}
