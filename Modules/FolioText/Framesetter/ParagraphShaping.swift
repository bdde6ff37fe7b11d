import FolioGraphics

/// One shaped item of a paragraph: a run of one font, size, bidi level, script and attribute
/// run, its glyphs in visual order with cluster offsets into the paragraph.
struct ShapedItem {
    var range: Range<Int>
    var glyphs: [PlacedGlyph]
    var font: Font
    var size: Double
    var level: UInt8
    var attributes: TextAttributes
    /// Text the layout added that the paragraph does not hold (the hyphen of a hyphenated
    /// line): the glyphs' clusters point into it, `range` is where it stands (empty).
    var insertedText: String? = nil
}

/// A paragraph after itemizing and shaping, with each UTF-16 unit's advance in points.
struct ShapedParagraph {
    let utf16: [UInt16]
    /// Where the paragraph starts in the whole text.
    let start: Int
    var items: [ShapedItem]
    /// Advance in points of the cluster starting at each UTF-16 offset (0 inside clusters).
    var advances: [Double]
    let paragraphLevel: UInt8
    let style: ParagraphStyle
    /// Whether the paragraph holds a tab (lines without one skip tab stops).
    let hasTabs: Bool
    /// Whether every character is of a script whose letters may be spaced apart (Latin,
    /// Greek, Cyrillic, common and inherited), for justification's letter spacing.
    let lettersMaySpread: Bool
    /// The letter spacing justification may use (``ParagraphStyle/justificationLetterSpacing``
    /// where the paragraph's scripts allow it, else 0).
    var letterSpacing: Double { lettersMaySpread ? style.justificationLetterSpacing : 0 }
    /// The paragraph's inline boxes (``TextAttributes/inlineBox``), in order.
    var boxes: [InlineBoxExtent] = []

    /// Itemizes and shapes a paragraph: bidi levels and scripts are found for the whole
    /// paragraph, then each attribute run is split into items by ``Itemizer`` (level, script,
    /// font coverage) and each item shaped.
    init(_ text: AttributedText, units: [UInt16], range: Range<Int>, fonts: FontResolver, shaper: Shaper,
         diagnostics: inout [String]) throws(FramesetterError) {
        start = range.lowerBound
        let runs = text.runs(in: range)
        utf16 = Array(units[range])
        hasTabs = utf16.contains(0x09)
        let para = ParagraphText(units: utf16)
        style = runs.first?.attributes.paragraphStyle ?? .default
        if let why = style.problem { throw .invalidAttribute("in the paragraph style, \(why)") }
        let direction: TextDirection = switch style.baseWritingDirection {
        case .natural: .auto
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
        let (levels, paragraphLevel) = BidiResolver.levels(ofValues: para.scalars, direction: direction)
        self.paragraphLevel = paragraphLevel
        let scripts = ScriptItemizer.scripts(ofValues: para.scalars)
        lettersMaySpread = style.justificationLetterSpacing > 0 && style.alignment == .justified
            && scripts.allSatisfy { Self.spreadableScripts.contains($0) }
        advances = [Double](filled: 0, count: utf16.count)
        items = []
        var scalarIndex = 0
        for run in runs {
            let lo = run.range.lowerBound - start, hi = run.range.upperBound - start
            let textFont = run.attributes.resolvedFont
            let resolved = try fonts.font(for: textFont, diagnostics: &diagnostics)
            let sub = runs.count == 1 ? para : ParagraphText(units: utf16[lo..<hi])
            let itemizer = Itemizer(fallback: FontFallback(font: resolved.font, library: fonts.library, query: resolved.query),
                                    direction: direction)
            let (textItems, _, allMissing) = itemizer.items(of: sub, levels: levels, scripts: scripts, base: scalarIndex)
            // Line breaks, tabs and other controls have no glyphs and need none.
            let missing = allMissing.filter { !FontFallback.needsNoGlyph($0.value) }
            if !missing.isEmpty {
                diagnostics.append("no font has \(missing.prefix(8).map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")); drawn as .notdef")
            }
            let options = Self.shapingOptions(run.attributes, direction: direction)
            for item in textItems {
                let itemRange = (lo + item.range.lowerBound)..<(lo + item.range.upperBound)
                try appendItem(itemRange, font: item.font, script: item.script, level: item.bidiLevel, attributes: run.attributes,
                               size: textFont.size, options: options, shaper: shaper)
            }
            scalarIndex += sub.scalars.count
        }
        if runs.contains(where: { $0.attributes.inlineBox != nil }) { try makeRoomForInlineBoxes(runs) }
    }

    /// The shaping options of a run: the paragraph's direction, the run's language, and its
    /// features (ligatures off when it is tracked).
    static func shapingOptions(_ attributes: TextAttributes, direction: TextDirection) -> ShapingOptions {
        var features = [FontFeature]()
        if attributes.tracking != nil { features.append(.off("liga")) }
        for (tag, v) in (attributes.features ?? [:]).sorted(by: { $0.key < $1.key }) { features.append(FontFeature(tag, value: v)) }
        return ShapingOptions(direction: direction, language: attributes.language, features: features)
    }

    /// Shapes one item (`range` of the paragraph, one font, script and bidi level), tracks its
    /// glyphs, adds their advances to ``advances`` and appends it to ``items``.
    mutating func appendItem(
        _ range: Range<Int>, font: Font, script: Script, level: UInt8, attributes: TextAttributes, size: Double,
        options: ShapingOptions, shaper: Shaper
    ) throws(FramesetterError) {
        let glyphRun = shaper.shape(utf16, range: range, font: font, rightToLeft: level & 1 == 1,
                                    script: script, bidiLevel: level, options: options)
        let scale = size / Double(font.unitsPerEm)
        var glyphs = glyphRun.glyphs
        if let t = attributes.tracking, t != 0 {
            if let why = StyleValue.problem("tracking", t) { throw .invalidAttribute(why) }
            let extra = Int32(fontUnits: t / scale)
            for i in glyphs.indices { glyphs[i].xAdvance += extra }
        }
        if let w = attributes.wordSpacing, w != 0 {
            if let why = StyleValue.problem("word spacing", w) { throw .invalidAttribute(why) }
            let extra = Int32(fontUnits: w / scale)
            utf16.withUnsafeBufferPointer { units in
                for i in glyphs.indices where units.indices.contains(Int(glyphs[i].cluster)) {
                    let u = units[Int(glyphs[i].cluster)]
                    if u == 0x20 || u == 0xA0 || u == 0x1361 { glyphs[i].xAdvance += extra }
                }
            }
        }
        advances.withUnsafeMutableBufferPointer { advances in
            for g in glyphs where g.cluster >= 0 && g.cluster < advances.count {
                advances[g.cluster] += Double(g.xAdvance) * scale
            }
        }
        items.append(ShapedItem(range: range, glyphs: glyphs, font: font, size: size, level: level, attributes: attributes))
    }

    /// Scripts whose letters may be spaced apart for justification (not joining ones).
    private static let spreadableScripts: Set<Script> = [.latin, .common, .inherited, .unknown, Script("Grek"), Script("Cyrl")]

    /// The item holding a UTF-16 offset.
    func item(at offset: Int) -> ShapedItem? { items.first { $0.range.contains(offset) } }
}

/// Turns `TextFont`s into fonts, through fontconfig or files, remembering what it found.
/// Framesetters on one thread may share one (``Framesetter/init(_:fonts:shaper:)``); it is not
/// for several threads at once.
package final class FontResolver {
    let library: FontLibrary
    private var found: [TextFont: (font: Font, query: FontQuery)] = [:]
    /// The last font asked for (at size 1) and its answer: paragraphs mostly ask for the font
    /// of the one before, and comparing is cheaper than hashing.
    private var last: (key: TextFont, value: (font: Font, query: FontQuery))?

    /// A resolver with nothing found yet.
    package init(library: FontLibrary) { self.library = library }

    func font(for t: TextFont, diagnostics: inout [String]) throws(FramesetterError) -> (font: Font, query: FontQuery) {
        guard t.size > 0, t.size.isFinite else {
            throw .invalidAttribute("the font size of \(t) must be a positive, finite number of points")
        }
        let key = t.withSize(1)
        if let last, last.key == key { return last.value }
        if let f = found[key] {
            last = (key, f)
            return f
        }
        let result: (Font, FontQuery)
        do {
            let (font, diagnostic, query) = try t.resolvedQuery(in: library)
            if let diagnostic { diagnostics.append(diagnostic) }
            result = (font, query)
        } catch {
            throw .noFont("\(t)", error)
        }
        found[key] = result
        last = (key, result)
        return result
    }
}
