import FolioGeometry
import FolioGraphics

/// Chooses a paragraph's lines for a width and sets each one: the break opportunities
/// (UAX #14 and hyphenation) become boxes, glue and penalties, a ``LineFitter`` picks the
/// breaks, and each line is aligned, justified and put in visual order.
///
/// Positions are relative to the frame's left edge; ranges to the paragraph's start.
struct ParagraphLayout {
    /// The lines; the framesetter moves each into place where it lies.
    var lines: [Line] = []

    /// - Parameter slot: the room for line `n` of the laid-out lines: its left edge and width,
    ///   relative to the frame.
    init(_ para: ShapedParagraph, slot: (Int) -> (x: Double, width: Double), startingAt start: Int) {
        let u = para.utf16
        guard start < u.count else { return }
        let style = para.style
        let firstLine = start == 0
        let leading = firstLine ? style.firstLineHeadIndent : style.headIndent
        func indent(_ n: Int) -> Double { n == 0 ? leading : style.headIndent }
        func available(_ n: Int) -> Double {
            let w = slot(n).width
            let trailing = style.tailIndent > 0 ? max(0, w - style.tailIndent) : -style.tailIndent
            return max(1, w - indent(n) - trailing)
        }

        // Words are broken between graphemes only when no line near the start could hold
        // them (in a shape, a word too wide for one line may fit the next).
        var widest = available(0)
        for n in 1..<8 { widest = max(widest, available(n)) }
        let (items, breakAt) = Self.items(para, from: start, wordLimit: widest)

        // MARK: Lines
        let truncation: LineTruncation.Place? = switch style.lineBreakMode {
        case .byClipping: .clip
        case .byTruncatingHead: .head
        case .byTruncatingMiddle: .middle
        case .byTruncatingTail: .tail
        default: nil
        }
        // Clipping and truncating set the paragraph on one line (up to a forced break).
        var fitter = LineFitter()
        let letterSpacing = truncation == nil ? para.letterSpacing : 0
        fitter.letterSpacing = letterSpacing
        fitter.hyphenationFactor = style.hyphenationFactor
        let fits = fitter.fit(items, strategy: style.effectiveLineBreakStrategy,
                              lineWidth: truncation == nil ? available : { _ in .greatestFiniteMagnitude / 4 })
        var lineStart = start
        for (n, fit) in fits.enumerated() {
            let next = breakAt[fit.breakIndex]
            guard next > lineStart else { continue }
            var contentEnd = next
            while contentEnd > lineStart, Self.isBreakingSpace(u[contentEnd - 1]) || Self.isNewline(u[contentEnd - 1]) { contentEnd -= 1 }
            // A line that starts where the text wrapped does not show the spaces it starts with
            // (a paragraph's own leading spaces, its indentation, stay, and so do those after a
            // forced line break such as U+2028: preformatted text's alignment).
            var contentStart = lineStart
            if lineStart > 0, !Self.isNewline(u[lineStart - 1]) {
                while contentStart < contentEnd, Self.isBreakingSpace(u[contentStart]) { contentStart += 1 }
            }
            let endsParagraph = next >= u.count || Self.isNewline(u[next - 1])
            let justify = style.alignment == .justified && !endsParagraph
            // A justified paragraph's last line keeps natural spaces unless the fitter shrank
            // them to make it fit.
            var line = Self.setLine(para, lineStart..<next, content: contentStart..<contentEnd, hyphenated: fit.endsWithHyphen,
                                    x: slot(n).x + indent(n), width: available(n), justify: justify && truncation == nil,
                                    shrinkToFit: style.alignment == .justified && truncation == nil, letterSpacing: letterSpacing)
            if let t = truncation { line = LineTruncation.truncate(line, to: available(n), place: t) }
            lines.append(line)
            lineStart = next
        }
    }

    // MARK: Items

    /// The paragraph from `start` as boxes, glue and penalties, and for each item where the
    /// next line starts if a line breaks there. Words wider than `wordLimit` may break
    /// between grapheme clusters.
    static func items(_ para: ShapedParagraph, from start: Int, wordLimit: Double) -> (items: [ParagraphItem], breakAt: [Int]) {
        let u = para.utf16
        let style = para.style
        var items: [ParagraphItem] = []
        var breakAt: [Int] = []  // for each item: where the next line starts if it breaks there
        var opportunities = LineBreaker.breakOpportunities(utf16: u[start...])
        if style.lineBreakMode == .byCharWrapping {
            // Any grapheme boundary, keeping the mandatory breaks.
            let mandatory = opportunities.filter(\.isMandatory)
            let graphemes = GraphemeBreaker.boundaries(utf16: u[start...]).filter { $0 > 0 }
            opportunities = (graphemes.filter { g in !mandatory.contains { $0.offset == g } }.map { BreakOpportunity(offset: $0, isMandatory: false) }
                + mandatory).sorted { $0.offset < $1.offset }
        }
        let hyphenator = style.hyphenationFactor > 0 ? Hyphenator.forLanguage(para.items.first?.attributes.language ?? "en") : nil
        // Most segments give a box and a glue or penalty; reserving avoids growing the arrays.
        items.reserveCapacity(2 * opportunities.count + 8)
        breakAt.reserveCapacity(2 * opportunities.count + 8)
        var segStart = start
        for op in opportunities {
            let segEnd = start + op.offset
            var contentEnd = segEnd
            while contentEnd > segStart, Self.isBreakingSpace(u[contentEnd - 1]) || Self.isNewline(u[contentEnd - 1]) { contentEnd -= 1 }
            // Spaces inside a segment (UAX #14 keeps `"a" (b` together) are no break, but the
            // justified line stretches them like any other: they are glue behind a penalty
            // that forbids breaking, so the fitter counts their stretch and shrink too.
            var wordStart = segStart, k = segStart
            while k < contentEnd, u[k] == 0x20 { k += 1 }  // a paragraph's indentation stays with its first word
            while k < contentEnd {
                guard u[k] == 0x20 else { k += 1; continue }
                var e = k
                while e < contentEnd, u[e] == 0x20 { e += 1 }
                Self.appendWord(para, wordStart..<k, width: wordLimit, hyphenator: hyphenator, items: &items, breakAt: &breakAt)
                let w = (k..<e).reduce(0.0) { $0 + para.advances[$1] }
                items.append(.penalty(width: 0, cost: ParagraphItem.noBreak, flagged: false)); breakAt.append(e)
                items.append(.glue(width: w, stretch: w * 0.5, shrink: style.alignment == .justified ? w / 3 : 0)); breakAt.append(e)
                wordStart = e
                k = e
            }
            Self.appendWord(para, wordStart..<contentEnd, width: wordLimit, hyphenator: hyphenator, items: &items, breakAt: &breakAt)
            let spaceWidth = (contentEnd..<segEnd).reduce(0.0) { Self.isNewline(u[$1]) ? $0 : $0 + para.advances[$1] }
            if op.isMandatory {
                // A forced break, with glue that fills the line as at a paragraph's end.
                items.append(.penalty(width: 0, cost: ParagraphItem.noBreak, flagged: false)); breakAt.append(segEnd)
                items.append(.glue(width: 0, stretch: 100_000, shrink: 0)); breakAt.append(segEnd)
                items.append(.penalty(width: 0, cost: ParagraphItem.forcedBreak, flagged: false)); breakAt.append(segEnd)
            } else if spaceWidth > 0 {
                // Only justified lines change their spaces, so only they may shrink them.
                let shrink = style.alignment == .justified ? spaceWidth / 3 : 0
                items.append(.glue(width: spaceWidth, stretch: spaceWidth * 0.5, shrink: shrink)); breakAt.append(segEnd)
            } else {
                items.append(.penalty(width: 0, cost: 0, flagged: false)); breakAt.append(segEnd)
            }
            segStart = segEnd
        }

        return (items, breakAt)
    }

    // MARK: Words

    private static func appendWord(
        _ para: ShapedParagraph, _ range: Range<Int>, width: Double, hyphenator: Hyphenator?,
        items: inout [ParagraphItem], breakAt: inout [Int]
    ) {
        guard !range.isEmpty else { return }
        let w = range.reduce(0.0) { $0 + para.advances[$1] }
        if w > width {
            // A word wider than the line: allow breaks between grapheme clusters.
            let slice = Array(para.utf16[range])
            let bounds = GraphemeBreaker.boundaries(utf16: slice).map { $0 + range.lowerBound }
            for k in 0..<(bounds.count - 1) {
                let piece = bounds[k]..<bounds[k + 1]
                if k > 0 { items.append(.penalty(width: 0, cost: 1000, flagged: false)); breakAt.append(piece.lowerBound) }
                items.append(.box(width: piece.reduce(0.0) { $0 + para.advances[$1] })); breakAt.append(piece.upperBound)
            }
            return
        }
        if let h = hyphenator, range.count >= 5 {
            let word = String(utf16: para.utf16[range])
            let points = h.hyphenationPoints(in: word).map { $0 + range.lowerBound }
            if !points.isEmpty, let item = para.item(at: range.lowerBound), let hy = item.font.nominalGlyph(for: "-") {
                let hyphenWidth = Double(item.font.advance(ofGlyph: hy)) * item.size / Double(item.font.unitsPerEm)
                var lo = range.lowerBound
                for p in points + [range.upperBound] {
                    items.append(.box(width: (lo..<p).reduce(0.0) { $0 + para.advances[$1] })); breakAt.append(p)
                    if p < range.upperBound { items.append(.penalty(width: hyphenWidth, cost: 50, flagged: true)); breakAt.append(p) }
                    lo = p
                }
                return
            }
        }
        items.append(.box(width: w)); breakAt.append(range.upperBound)
    }

    // MARK: Setting a line

    /// The glyphs whose cluster lies in `content`. HarfBuzz keeps clusters monotonic (rising,
    /// or falling in right-to-left runs), so long runs are cut by binary search rather than
    /// filtered whole for every line (a 10 MB word would otherwise take quadratic time).
    static func glyphs(of glyphs: [PlacedGlyph], in content: Range<Int>) -> [PlacedGlyph] {
        guard glyphs.count > 32, let first = glyphs.first, let last = glyphs.last else {
            return glyphs.filter { content.contains($0.cluster) }
        }
        func boundary(_ isAfter: (PlacedGlyph) -> Bool) -> Int {
            var lo = 0, hi = glyphs.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if isAfter(glyphs[mid]) { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
        let lo: Int, hi: Int
        if first.cluster <= last.cluster {
            lo = boundary { $0.cluster >= content.lowerBound }
            hi = boundary { $0.cluster >= content.upperBound }
        } else {
            lo = boundary { $0.cluster < content.upperBound }
            hi = boundary { $0.cluster < content.lowerBound }
        }
        return lo < hi ? Array(glyphs[lo..<hi]) : []
    }

    private static func setLine(
        _ para: ShapedParagraph, _ range: Range<Int>, content: Range<Int>, hyphenated: Bool, x: Double, width: Double, justify: Bool,
        shrinkToFit: Bool, letterSpacing: Double
    ) -> Line {
        var ascent = 0.0, descent = 0.0, leading = 0.0
        var pieces: [ShapedItem] = []
        // The items are read in place, each field as needed: an item is large (its attributes
        // above all), and a line copies only what it keeps.
        for k in para.items.indices {
            let itemRange = para.items[k].range
            guard itemRange.overlaps(range) || (range.isEmpty == false && itemRange.contains(range.lowerBound)) else { continue }
            let font = para.items[k].font, size = para.items[k].size
            ascent = max(ascent, font.ascent(atSize: size))
            descent = max(descent, font.descent(atSize: size))
            leading = max(leading, font.leading(atSize: size))
            guard itemRange.overlaps(content) else { continue }
            let glyphs = Self.glyphs(of: para.items[k].glyphs, in: content)
            guard !glyphs.isEmpty else { continue }
            pieces.append(ShapedItem(range: max(itemRange.lowerBound, content.lowerBound)..<min(itemRange.upperBound, content.upperBound),
                                     glyphs: glyphs, font: font, size: size, level: para.items[k].level,
                                     attributes: para.items[k].attributes, insertedText: para.items[k].insertedText))
        }
        if hyphenated, let last = pieces.indices.max(by: { pieces[$0].range.upperBound < pieces[$1].range.upperBound }),
           let hy = pieces[last].font.nominalGlyph(for: "-") {
            // The hyphen is a piece of its own after the word, with "-" as its text, so that
            // text extraction reads "hy-" at the line's end.
            var hyphen = pieces[last]
            hyphen.glyphs = [PlacedGlyph(id: hy, cluster: 0, xAdvance: Int32(hyphen.font.advance(ofGlyph: hy)))]
            hyphen.range = hyphen.range.upperBound..<hyphen.range.upperBound
            hyphen.insertedText = "-"
            pieces.insert(hyphen, at: last + 1)
        }
        let style = para.style
        // Line height: the fonts' own, then the paragraph style's adjustments.
        var natural = ascent + descent
        if style.lineHeightMultiple > 0 { natural *= style.lineHeightMultiple }
        if style.minimumLineHeight > 0 { natural = max(natural, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { natural = min(natural, style.maximumLineHeight) }
        let extra = natural - (ascent + descent)
        ascent += max(0, extra)
        descent += min(0, extra)
        leading += style.lineSpacing

        if para.hasTabs && para.paragraphLevel & 1 == 0 { setTabs(&pieces, para: para, style: style) }
        // Visual order, widths, justification.
        let order = BidiResolver.visualOrder(levels: pieces.map(\.level))
        var widths = pieces.map { p in p.glyphs.reduce(0.0) { $0 + Double($1.xAdvance) } * p.size / Double(p.font.unitsPerEm) }
        var total = widths.reduce(0, +)
        var spaceScale = 1.0
        if letterSpacing > 0, justify || (shrinkToFit && total > width + 0.001) {
            Self.spaceLetters(&pieces, widths: &widths, total: &total, para: para, order: order, width: width, letterSpacing: letterSpacing)
        }
        if justify || (shrinkToFit && total > width + 0.001) {
            let spaces = pieces.map { p in p.insertedText != nil ? 0 : p.glyphs.filter { para.utf16[$0.cluster] == 0x20 }.count }
            let count = spaces.reduce(0, +)
            if count > 0, abs(width - total) > 0.001 {
                let each = (width - total) / Double(count)
                let naturalSpaces = pieces.indices.reduce(0.0) { acc, i in
                    acc + pieces[i].glyphs.filter { pieces[i].insertedText == nil && para.utf16[$0.cluster] == 0x20 }
                        .reduce(0.0) { $0 + Double($1.xAdvance) * pieces[i].size / Double(pieces[i].font.unitsPerEm) }
                }
                if naturalSpaces > 0 { spaceScale = (naturalSpaces + width - total) / naturalSpaces }
                for i in pieces.indices where spaces[i] > 0 {
                    let units = Int32(fontUnits: each * Double(pieces[i].font.unitsPerEm) / pieces[i].size)
                    for g in pieces[i].glyphs.indices where para.utf16[pieces[i].glyphs[g].cluster] == 0x20 {
                        pieces[i].glyphs[g].xAdvance += units
                    }
                    widths[i] = pieces[i].glyphs.reduce(0.0) { $0 + Double($1.xAdvance) } * pieces[i].size / Double(pieces[i].font.unitsPerEm)
                }
                total = widths.reduce(0, +)
            }
        }
        let rtl = para.paragraphLevel & 1 == 1
        let offset: Double = switch style.alignment {
        case .left, .justified: rtl && style.alignment == .justified ? max(0, width - total) : 0
        case .right: max(0, width - total)
        case .center: max(0, (width - total) / 2)
        case .natural: rtl ? max(0, width - total) : 0
        }
        var runs: [LineRun] = []
        var cursor = x + offset
        runs.reserveCapacity(order.count)
        for i in order {
            let inserted = pieces[i].insertedText
            runs.append(LineRun(glyphs: pieces[i].glyphs, font: pieces[i].font, size: pieces[i].size, origin: Point(x: cursor, y: 0),
                                width: widths[i], range: pieces[i].range, isRightToLeft: pieces[i].level & 1 == 1,
                                attributes: pieces[i].attributes,
                                paragraphUnits: inserted.map { Array($0.utf16) } ?? para.utf16,
                                paragraphRange: inserted.map { 0..<$0.utf16.count } ?? pieces[i].range))
            cursor += widths[i]
        }
        return Line(origin: Point(x: x + offset, y: 0), range: range, width: total, ascent: ascent, descent: descent,
                    leading: leading, runs: runs, isHyphenated: hyphenated, spaceScale: spaceScale)
    }

    /// Justification's letter spacing: the letters' share of the line's adjustment, as the
    /// line fitter reckoned it (``LineFitter/letterSpacing``), spread evenly between the
    /// glyphs (after each one but the line's last; not after spaces, tabs, marks or an
    /// inserted hyphen). The word spaces then take the rest.
    private static func spaceLetters(
        _ pieces: inout [ShapedItem], widths: inout [Double], total: inout Double, para: ShapedParagraph, order: [Int],
        width: Double, letterSpacing: Double
    ) {
        func isLetter(_ i: Int, _ g: Int) -> Bool {
            pieces[i].insertedText == nil && pieces[i].glyphs[g].xAdvance > 0 && !isBreakingSpace(para.utf16[pieces[i].glyphs[g].cluster])
        }
        var letters = 0.0, spaces = 0.0, gaps = 0
        for i in pieces.indices {
            let scale = pieces[i].size / Double(pieces[i].font.unitsPerEm)
            for g in pieces[i].glyphs.indices {
                let w = Double(pieces[i].glyphs[g].xAdvance) * scale
                if isLetter(i, g) { letters += w; gaps += 1 } else if para.utf16[pieces[i].glyphs[g].cluster] == 0x20 && pieces[i].insertedText == nil { spaces += w }
            }
        }
        // The line's last glyph gets nothing, so that the line still ends at its edge.
        guard let lastPiece = order.last(where: { !pieces[$0].glyphs.isEmpty }) else { return }
        let lastGlyph = pieces[lastPiece].glyphs.count - 1
        if isLetter(lastPiece, lastGlyph) { gaps -= 1 }
        guard gaps > 0, letters > 0 else { return }
        let spread = letterSpacing * letters, slack = width - total
        let extra: Double
        if slack > 0 {
            let stretch = spaces / 2 + spread
            extra = slack <= stretch ? slack * spread / stretch : spread
        } else {
            let shrink = spaces / 3 + spread
            extra = max(-spread, slack * spread / shrink)
        }
        let each = extra / Double(gaps)
        for i in pieces.indices {
            // Rounded down: a line never grows past its edge; the word spaces take the rest.
            let units = Int32(fontUnits: each * Double(pieces[i].font.unitsPerEm) / pieces[i].size, rounding: .down)
            guard units != 0 else { continue }
            for g in pieces[i].glyphs.indices where isLetter(i, g) && !(i == lastPiece && g == lastGlyph) {
                pieces[i].glyphs[g].xAdvance += units
            }
            widths[i] = pieces[i].glyphs.reduce(0.0) { $0 + Double($1.xAdvance) } * pieces[i].size / Double(pieces[i].font.unitsPerEm)
        }
        total = widths.reduce(0, +)
    }

    /// Moves the text after each tab to the next tab stop (left-to-right lines): explicit stops
    /// first — left, right, centre or decimal — then every `defaultTabInterval`. The tab itself
    /// is drawn as a space glyph stretched to reach the stop.
    private static func setTabs(_ pieces: inout [ShapedItem], para: ShapedParagraph, style: ParagraphStyle) {
        /// The UTF-16 unit a glyph stands for (an inserted hyphen's is "-").
        func unit(_ i: Int, _ g: Int) -> UInt16 { pieces[i].insertedText != nil ? 0x2D : para.utf16[pieces[i].glyphs[g].cluster] }
        guard pieces.indices.contains(where: { i in pieces[i].glyphs.indices.contains { unit(i, $0) == 0x09 } }) else { return }
        // Glyphs in order, as (piece, index); widths in points.
        var order: [(Int, Int)] = []
        for (i, p) in pieces.enumerated() { for g in p.glyphs.indices { order.append((i, g)) } }
        func width(_ k: Int) -> Double {
            let (i, g) = order[k]
            return Double(pieces[i].glyphs[g].xAdvance) * pieces[i].size / Double(pieces[i].font.unitsPerEm)
        }
        var x = 0.0
        var k = 0
        while k < order.count {
            let (i, g) = order[k]
            guard unit(i, g) == 0x09 else { x += width(k); k += 1; continue }
            // The text after the tab, up to the next tab or the line's end.
            var segment = 0.0, beforeDecimal: Double?
            var j = k + 1
            while j < order.count {
                let c = unit(order[j].0, order[j].1)
                if c == 0x09 { break }
                if beforeDecimal == nil, c == 0x2E || c == 0x2C { beforeDecimal = segment }
                segment += width(j)
                j += 1
            }
            var target: Double
            if let stop = style.tabStops.sorted(by: { $0.location < $1.location }).first(where: { $0.location > x + 0.01 }) {
                switch stop.alignment {
                case .left: target = stop.location
                case .right: target = stop.location - segment
                case .center: target = stop.location - segment / 2
                case .decimal: target = stop.location - (beforeDecimal ?? segment)
                }
                target = max(target, x)
            } else {
                let interval = style.defaultTabInterval > 0 ? style.defaultTabInterval : 36
                target = ((x + 0.001) / interval).rounded(.up) * interval
            }
            let font = pieces[i].font, size = pieces[i].size
            if let space = font.nominalGlyph(for: " ") { pieces[i].glyphs[g].id = space }
            pieces[i].glyphs[g].xAdvance = Int32(fontUnits: (target - x) * Double(font.unitsPerEm) / size)
            x += width(k)
            k += 1
        }
    }

    static func isBreakingSpace(_ c: UInt16) -> Bool { c == 0x20 || c == 0x09 || c == 0x3000 || (c >= 0x2000 && c <= 0x200A && c != 0x2007) }
    static func isNewline(_ c: UInt16) -> Bool { c == 0x0A || c == 0x0D || c == 0x85 || c == 0x2028 || c == 0x2029 || c == 0x0B || c == 0x0C }
}
