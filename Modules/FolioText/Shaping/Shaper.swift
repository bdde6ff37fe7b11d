import CHarfBuzz
import FolioGraphics

/// Shapes text with HarfBuzz: from characters to positioned glyphs, with each glyph's
/// cluster mapped back to the text.
///
/// ``shape(_:font:options:)`` runs the whole pipeline for a paragraph: itemize (bidi level,
/// script, font fallback), shape each item with its direction, script, language and
/// features, and order the runs for display. Positions are in design units (HarfBuzz at a
/// scale of one unit per design unit), as `hb-shape` prints them.
///
/// A shaper keeps one HarfBuzz buffer and reuses it for every item, so shaping allocates
/// once per run (its glyph array), never per glyph. It is not thread-safe: use one per thread.
///
/// ```swift
/// let shaper = Shaper()
/// let line = shaper.shape("office", font: font)
/// line.runs[0].glyphs.count   // 5: "ffi" is one ligature glyph
/// ```
package final class Shaper {
    private let buffer: OpaquePointer
    /// The word-cache setting of the last font and options shaped word by word.
    private var lastSetting: (font: Font, script: Script, language: String?, features: [FontFeature], setting: Int32?)?
    /// Words shaped while another thread had their font's word cache, kept there later.
    private var pending: [PendingWords] = []
    /// At most this many words of a font wait for its cache; then the thread waits for it.
    static let pendingLimit = 256
    /// The words waiting for their fonts' caches (for tests).
    var pendingWordCount: Int { pending.reduce(0) { $0 + $1.words.count } }
    /// Arrays that shaping a paragraph word by word fills and empties, kept with their storage
    /// from paragraph to paragraph: taken out while in use (so never shared), put back empty.
    private var scratch = Scratch()
    private struct Scratch {
        var missed: [(word: Range<Int>, at: Int)] = []
        var words: [Range<Int>] = []
        var joined: [UInt16] = []
        var starts: [Int] = []
        var glyphs: [PlacedGlyph] = []
        var bounds: [Int] = []
    }

    /// Creates a shaper.
    package init() {
        buffer = hb_buffer_create()
    }

    deinit { hb_buffer_destroy(buffer) }

    /// Itemizes and shapes a paragraph with a font, falling back to other fonts through
    /// `fallback` (by default the font alone).
    package func shape(_ string: String, font: Font, fallback: FontFallback? = nil, options: ShapingOptions = ShapingOptions()) -> ShapedText {
        let text = ParagraphText(string)
        let chain = fallback ?? FontFallback(font: font)
        let itemized = Itemizer(fallback: chain, direction: options.direction).itemize(text)
        var runs: [GlyphRun] = []
        runs.reserveCapacity(itemized.items.count)
        for i in itemized.visualOrder {
            let item = itemized.items[i]
            runs.append(shape(text.utf16, range: item.range, font: item.font, rightToLeft: item.isRightToLeft,
                              script: item.script, bidiLevel: item.bidiLevel, options: options))
        }
        var diagnostics: [TextDiagnostic] = []
        let missing = runs.reduce(0) { $0 + $1.missingGlyphCount }
        if missing > 0 || !itemized.missingCharacters.isEmpty {
            diagnostics.append(.missingGlyphs(font: font.postScriptName, count: max(missing, itemized.missingCharacters.count),
                                              characters: itemized.missingCharacters))
        }
        if !itemized.addedFonts.isEmpty { diagnostics.append(.fallbackUsed(fonts: itemized.addedFonts.map(\.postScriptName))) }
        return ShapedText(string: string, runs: runs, paragraphLevel: itemized.paragraphLevel, font: font, diagnostics: diagnostics)
    }

    /// Shapes one item: `range` of the paragraph's UTF-16 `text` (the text around it is
    /// given to HarfBuzz as context, so Arabic joins across item boundaries).
    ///
    /// Left-to-right Latin, Greek, Cyrillic and Common text in a font whose lookups never
    /// touch the space glyph is shaped word by word through the font's ``WordShapeCache``:
    /// the same glyphs, without shaping a word twice.
    package func shape(
        _ text: [UInt16], range: Range<Int>, font: Font, rightToLeft: Bool, script: Script,
        bidiLevel: UInt8? = nil, options: ShapingOptions = ShapingOptions()
    ) -> GlyphRun {
        let glyphs: [PlacedGlyph]
        if !rightToLeft, Self.wordScripts.contains(script), options.features.allSatisfy({ $0.range == nil }),
           range.count > 1 {
            glyphs = shapeByWord(text, range: range, font: font, script: script, options: options)
        } else {
            glyphs = shapeDirect(text, range: range, font: font, rightToLeft: rightToLeft, script: script, options: options)
        }
        return GlyphRun(font: font, glyphs: glyphs, textRange: range,
                        bidiLevel: bidiLevel ?? (rightToLeft ? 1 : 0), script: script)
    }

    /// Scripts that HarfBuzz shapes without contextual forms, where a word's glyphs do not
    /// depend on the words around it.
    private static let wordScripts: Set<Script> = [.latin, .common, Script("Grek"), Script("Cyrl")]

    private func shapeByWord(_ text: [UInt16], range: Range<Int>, font: Font, script: Script, options: ShapingOptions) -> [PlacedGlyph] {
        guard let setting = cacheSetting(font: font, script: script, options: options) else {
            return shapeDirect(text, range: range, font: font, rightToLeft: false, script: script, options: options)
        }
        var out: [PlacedGlyph] = []
        out.reserveCapacity(range.count)
        // Words the cache lacks, and where their glyphs go in `out`: shaped together after
        // the look-ups, and kept once the paragraph is done.
        var missed: [(word: Range<Int>, at: Int)] = []
        swap(&missed, &scratch.missed)
        defer { missed.removeAll(keepingCapacity: true); swap(&missed, &scratch.missed) }
        text.withUnsafeBufferPointer { units in
            // The cache is read under a shared lock, so the threads of a layout look words up
            // at the same time; it is written only to keep the words missed, afterwards.
            font.wordShapes.read { cache in
                var start = range.lowerBound
                while start < range.upperBound {
                    // A word: up to the spaces after it, and on past any space followed by a
                    // combining mark (the mark belongs to the space's cluster).
                    var end = start
                    repeat {
                        while end < range.upperBound, units[end] != 0x20 { end += 1 }
                        while end < range.upperBound, units[end] == 0x20 { end += 1 }
                    } while end < range.upperBound && Self.isMark(units[end])
                    let word = start..<end
                    if word.count > WordShapeCache.longestWord {
                        out += shapeDirect(text, range: word, font: font, rightToLeft: false, script: script, options: options)
                    } else if !cache.appendGlyphs(of: word, in: units, setting: setting, to: &out) {
                        missed.append((word, out.count))
                    }
                    start = end
                }
            }
            guard !missed.isEmpty else { return }
            var words: [Range<Int>] = []
            swap(&words, &scratch.words)
            for m in missed { words.append(m.word) }
            var made = shapeMissed(words, of: text, units, font: font, script: script, options: options)
            keep(words, made: made, of: units, setting: setting, font: font)
            words.removeAll(keepingCapacity: true)
            swap(&words, &scratch.words)
            defer {
                made.glyphs.removeAll(keepingCapacity: true)
                made.bounds.removeAll(keepingCapacity: true)
                swap(&made.glyphs, &scratch.glyphs)
                swap(&made.bounds, &scratch.bounds)
            }
            // The missed words' glyphs, in their places among the words found.
            var merged: [PlacedGlyph] = []
            merged.reserveCapacity(out.count + made.glyphs.count)
            var copied = 0
            for (k, m) in missed.enumerated() {
                merged += out[copied..<m.at]
                copied = m.at
                for var g in made.glyphs[made.bounds[k]..<made.bounds[k + 1]] {
                    g.cluster += m.word.lowerBound
                    merged.append(g)
                }
            }
            merged += out[copied...]
            out = merged
        }
        return out
    }

    /// The number of a font's word-cache setting for a script and options, or `nil` when the
    /// font's words cannot be shaped alone. The answer for the last font and options asked
    /// about is remembered, so that a run like the one before needs no look-up under the lock.
    private func cacheSetting(font: Font, script: Script, options: ShapingOptions) -> Int32? {
        if let last = lastSetting, last.font === font, last.script == script, last.language == options.language,
           last.features == options.features {
            return last.setting
        }
        // Whether words shape alone, and the setting's number: read, and written the first time.
        let known: (isolates: Bool?, setting: Int32?) = font.wordShapes.read { cache in
            (cache.isolatesWords, cache.existingSetting(script: script, language: options.language, features: options.features))
        }
        let setting: Int32? = switch known {
        case (false?, _): nil
        case (true?, let found?): found
        default:
            font.wordShapes.write { cache in
                if cache.isolatesWords == nil {
                    cache.isolatesWords = font.nominalGlyph(for: " ").map { !font.harfBuzz.lookupsInvolve(glyph: $0) } ?? false
                }
                return cache.isolatesWords == true
                    ? cache.setting(script: script, language: options.language, features: options.features) : nil
            }
        }
        lastSetting = (font, script, options.language, options.features, setting)
        return setting
    }

    /// Keeps the words a paragraph's look-ups missed in the font's cache (`made` holds their
    /// glyphs, as ``shapeMissed(_:of:_:font:script:options:)`` returns them), with the words of
    /// the font waiting from before. When another thread has the cache, the words wait in this
    /// shaper instead of the thread, up to ``pendingLimit`` words; past that, the thread waits.
    private func keep(_ words: [Range<Int>], made: (glyphs: [PlacedGlyph], bounds: [Int]),
                      of units: UnsafeBufferPointer<UInt16>, setting: Int32, font: Font) {
        let waiting = pending.firstIndex { $0.font === font }
        let keepAll = { (cache: inout WordShapeCache) in
            if let waiting { self.pending[waiting].keep(in: &cache) }
            for (k, word) in words.enumerated() {
                cache.keep(made.glyphs[made.bounds[k]..<made.bounds[k + 1]], of: word, in: units, setting: setting)
            }
        }
        let count = words.count + (waiting.map { pending[$0].words.count } ?? 0)
        if count > Self.pendingLimit {
            font.wordShapes.write(keepAll)
        } else if font.wordShapes.tryWrite(keepAll) == nil {
            var stash = waiting.map { pending.remove(at: $0) } ?? PendingWords(font: font)
            for (k, word) in words.enumerated() {
                stash.add(made.glyphs[made.bounds[k]..<made.bounds[k + 1]], of: word, in: units, setting: setting)
            }
            pending.append(stash)
            return
        }
        if let waiting { pending.remove(at: waiting) }
    }

    /// Shapes the words a paragraph's cache look-ups missed, each as if alone, with one
    /// HarfBuzz call: the words are set end to end (each ends in its spaces, which no lookup
    /// of the font involves, so no word's glyphs reach into the next), then cut apart by
    /// cluster. A word starting with a combining mark, which would join the space before it,
    /// is shaped alone. Clusters come back relative to each word's start; word `k`'s glyphs
    /// are `glyphs[bounds[k]..<bounds[k + 1]]` (one array for all, not one per word).
    private func shapeMissed(
        _ words: [Range<Int>], of text: [UInt16], _ units: UnsafeBufferPointer<UInt16>, font: Font, script: Script,
        options: ShapingOptions
    ) -> (glyphs: [PlacedGlyph], bounds: [Int]) {
        var joined: [UInt16] = []
        swap(&joined, &scratch.joined)
        // Where each word starts in `joined`, or -1 for one shaped alone.
        var starts: [Int] = []
        swap(&starts, &scratch.starts)
        defer {
            joined.removeAll(keepingCapacity: true)
            starts.removeAll(keepingCapacity: true)
            swap(&joined, &scratch.joined)
            swap(&starts, &scratch.starts)
        }
        for w in words {
            // Only the paragraph's last word can lack trailing spaces; it must come last.
            let alone = Self.isMark(units[w.lowerBound]) || (!joined.isEmpty && joined.last != 0x20)
            starts.append(alone ? -1 : joined.count)
            if !alone { joined.append(contentsOf: units[w]) }
        }
        let all = joined.isEmpty ? [] : shapeDirect(joined, range: 0..<joined.count, font: font, rightToLeft: false,
                                                    script: script, options: options)
        var glyphs: [PlacedGlyph] = []
        swap(&glyphs, &scratch.glyphs)
        glyphs.reserveCapacity(all.count)
        var bounds: [Int] = []
        swap(&bounds, &scratch.bounds)
        bounds.append(0)
        var g = 0
        for (k, w) in words.enumerated() {
            if starts[k] < 0 {
                for var placed in shapeDirect(text, range: w, font: font, rightToLeft: false, script: script, options: options) {
                    placed.cluster -= w.lowerBound
                    glyphs.append(placed)
                }
            } else {
                let lo = starts[k], hi = lo + w.count
                while g < all.count, all[g].cluster < hi {
                    var placed = all[g]
                    placed.cluster -= lo
                    glyphs.append(placed)
                    g += 1
                }
            }
            bounds.append(glyphs.count)
        }
        return (glyphs, bounds)
    }

    /// Whether a UTF-16 unit may be a combining mark (or half a surrogate pair, which is
    /// treated the same: never a place to split).
    private static func isMark(_ u: UInt16) -> Bool {
        if u < 0x300 { return false }
        if u & 0xF800 == 0xD800 { return true }
        guard let s = Unicode.Scalar(u) else { return true }
        switch s.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return s.properties.isGraphemeExtend || s.value == 0x200D
        }
    }

    /// The most combining marks (UTF-16 units) shaped in one HarfBuzz call. HarfBuzz's mark
    /// positioning grows with the square of a cluster's length (200,000 marks on one letter
    /// took 10 s); a longer run of marks is shaped in pieces of this many, each positioned on
    /// its own, which draws the same pile of marks in linear time.
    static let maximumMarkRun = 64

    /// Where to cut `range` so that no piece holds more than ``maximumMarkRun`` marks in a
    /// row (never between the halves of a surrogate pair), or `nil` when it need not be cut.
    private static func pieces(of text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> [Range<Int>]? {
        var cuts: [Int] = []
        var run = 0
        for i in range {
            guard isMark(text[i]) else { run = 0; continue }
            run += 1
            if run > maximumMarkRun, !(0xDC00...0xDFFF).contains(text[i]) {
                cuts.append(i)
                run = 1
            }
        }
        guard !cuts.isEmpty else { return nil }
        var out: [Range<Int>] = []
        var start = range.lowerBound
        for cut in cuts { out.append(start..<cut); start = cut }
        out.append(start..<range.upperBound)
        return out
    }

    /// Shapes `range` of `text` with HarfBuzz, in one call unless it holds a run of marks
    /// longer than ``maximumMarkRun``.
    private func shapeDirect(
        _ text: [UInt16], range: Range<Int>, font: Font, rightToLeft: Bool, script: Script, options: ShapingOptions
    ) -> [PlacedGlyph] {
        if range.count > Self.maximumMarkRun, let pieces = text.withUnsafeBufferPointer({ Self.pieces(of: $0, range) }) {
            // Glyphs come in visual order: right to left, the last piece first.
            var out: [PlacedGlyph] = []
            for piece in rightToLeft ? pieces.reversed() : pieces {
                out += shapeDirect(text, range: piece, font: font, rightToLeft: rightToLeft, script: script, options: options)
            }
            return out
        }
        hb_buffer_clear_contents(buffer)
        text.withUnsafeBufferPointer { units in
            hb_buffer_add_utf16(buffer, units.baseAddress, Int32(units.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        if !script.isNeutral { hb_buffer_set_script(buffer, hb_script_t(rawValue: script.rawValue)) }
        if let language = options.language { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
        hb_buffer_guess_segment_properties(buffer)
        var features = options.features.isEmpty ? [] : options.features.map { f in
            hb_feature_t(tag: HarfBuzzFace.tag(f.tag), value: f.value,
                         start: UInt32(f.range?.lowerBound ?? 0), end: f.range.map { UInt32($0.upperBound) } ?? UInt32.max)
        }
        features.withUnsafeMutableBufferPointer { f in
            hb_shape(font.harfBuzz.font, buffer, f.baseAddress, UInt32(f.count))
        }
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, nil)
        let n = infos != nil && positions != nil ? Int(count) : 0
        return [PlacedGlyph](capacity: n, over: PlacedGlyph(id: 0, cluster: 0, xAdvance: 0)) { out in
            for i in 0..<n {
                let p = positions![i]
                out[i] = PlacedGlyph(id: infos![i].codepoint, cluster: Int(infos![i].cluster),
                                     xAdvance: p.x_advance, yAdvance: p.y_advance, xOffset: p.x_offset, yOffset: p.y_offset)
            }
            return n
        }
    }
}

/// The words of one font that a shaper keeps for its word cache until it can write there: their
/// UTF-16 units end to end, their glyphs end to end (clusters relative to each word's start),
/// and where each word's are.
private struct PendingWords {
    let font: Font
    var units: [UInt16] = []
    var glyphs: [PlacedGlyph] = []
    var words: [(setting: Int32, units: Range<Int>, glyphs: Range<Int>)] = []

    init(font: Font) { self.font = font }

    /// Adds the glyphs of the word `text[word]`.
    mutating func add(_ made: ArraySlice<PlacedGlyph>, of word: Range<Int>, in text: UnsafeBufferPointer<UInt16>, setting: Int32) {
        let u = units.count, g = glyphs.count
        units.append(contentsOf: text[word])
        glyphs.append(contentsOf: made)
        words.append((setting, u..<units.count, g..<glyphs.count))
    }

    /// Keeps every word in the cache (the font's, held to write).
    func keep(in cache: inout WordShapeCache) {
        units.withUnsafeBufferPointer { u in
            for w in words { cache.keep(glyphs[w.glyphs], of: w.units, in: u, setting: w.setting) }
        }
    }
}
