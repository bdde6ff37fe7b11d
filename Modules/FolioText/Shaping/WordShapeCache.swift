import FolioGraphics

/// The glyphs of words a font has already shaped, so that a word met again is copied rather
/// than shaped again: in running text most words recur, and shaping is the costliest stage.
///
/// A word is a run of characters up to and including the spaces after it. Shaping words one
/// at a time gives the glyphs that shaping the whole line gives only when no lookup of the
/// font reaches across a space (no kerning pair or ligature with the space glyph), so
/// ``Shaper`` asks ``isolatesWords`` first; it also keeps to left-to-right text in scripts
/// with no contextual shaping of their own (Latin, Greek, Cyrillic, Common).
///
/// Memory is bounded: when the cache holds ``glyphLimit`` glyphs or half as many words as it
/// has slots it starts again empty. Glyphs are kept in 12 bytes each; a word whose glyphs do
/// not fit that form (a vertical advance, offsets beyond ±32,767 units) is not kept.
struct WordShapeCache {
    /// Whether words can be shaped alone (decided once per font, on first use).
    var isolatesWords: Bool?

    /// The glyphs held at most before the cache is emptied (3 MiB).
    static let glyphLimit = 1 << 18
    /// Words longer than this (UTF-16 units) are shaped each time and not kept.
    static let longestWord = 48

    /// Shaping settings that change a word's glyphs: script, language and features.
    private struct Setting: Equatable {
        var script: UInt32
        var language: String?
        var features: [FontFeature]
    }

    /// A glyph of a kept word: its cluster relative to the word's start.
    private struct Glyph {
        var id: UInt16
        var cluster: UInt8
        var xAdvance: Int32
        var xOffset: Int16
        var yOffset: Int16

        init?(_ g: PlacedGlyph) {
            guard let id = UInt16(exactly: g.id), let cluster = UInt8(exactly: g.cluster), g.yAdvance == 0,
                  let x = Int16(exactly: g.xOffset), let y = Int16(exactly: g.yOffset) else { return nil }
            (self.id, self.cluster, xAdvance, xOffset, yOffset) = (id, cluster, g.xAdvance, x, y)
        }

        func placed(at base: Int) -> PlacedGlyph {
            PlacedGlyph(id: UInt32(id), cluster: base + Int(cluster), xAdvance: xAdvance, xOffset: Int32(xOffset), yOffset: Int32(yOffset))
        }
    }

    private struct Entry {
        var hash: UInt64
        var setting: Int32
        var unitStart: Int32
        var unitCount: Int32
        var glyphStart: Int32
        var glyphCount: Int32
    }

    private var settings: [Setting] = []
    /// Open addressing over ``entries``: -1 is an empty slot. Its size is a power of two.
    private var slots = [Int32](repeating: -1, count: 1 << 16)
    private var entries: [Entry] = []
    private var units: [UInt16] = []
    private var glyphs: [Glyph] = []

    /// The index of a shaping setting, if it was used before.
    func existingSetting(script: Script, language: String?, features: [FontFeature]) -> Int32? {
        let s = Setting(script: script.rawValue, language: language, features: features)
        return settings.firstIndex(of: s).map { Int32($0) }
    }

    /// The index of a shaping setting, added on first use.
    mutating func setting(script: Script, language: String?, features: [FontFeature]) -> Int32 {
        let s = Setting(script: script.rawValue, language: language, features: features)
        if let i = settings.firstIndex(of: s) { return Int32(i) }
        settings.append(s)
        return Int32(settings.count - 1)
    }

    /// Appends the glyphs of the word `text[word]` to `out`, their clusters moved to the
    /// word's place, when the word is held; returns whether it was.
    func appendGlyphs(
        of word: Range<Int>, in text: UnsafeBufferPointer<UInt16>, setting: Int32, to out: inout [PlacedGlyph]
    ) -> Bool {
        guard let e = find(word, in: text, setting: setting).entry else { return false }
        let base = word.lowerBound, start = Int(e.glyphStart), count = Int(e.glyphCount)
        // Placed on the stack and appended at once: one uniqueness and capacity check a word.
        withUnsafeTemporaryAllocation(of: PlacedGlyph.self, capacity: count) { placed in
            glyphs.withUnsafeBufferPointer { kept in
                for k in 0..<count { placed.initializeElement(at: k, to: kept[start + k].placed(at: base)) }
            }
            out.append(contentsOf: placed)
            _ = placed.deinitialize()
        }
        return true
    }

    /// Keeps the glyphs of the word `text[word]`, shaped alone (clusters relative to the
    /// word), unless the word is held already (another thread may have shaped it meanwhile)
    /// or a glyph does not fit the cache's form.
    mutating func keep(_ made: ArraySlice<PlacedGlyph>, of word: Range<Int>, in text: UnsafeBufferPointer<UInt16>, setting: Int32) {
        var (entry, slot, hash) = find(word, in: text, setting: setting)
        guard entry == nil else { return }
        if glyphs.count + made.count > Self.glyphLimit || entries.count >= slots.count / 2 {
            clear()
            slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & (slots.count - 1)
        }
        // Each glyph converted once; a word with one that does not fit is taken back out.
        let glyphStart = glyphs.count
        for g in made {
            guard let kept = Glyph(g) else { glyphs.removeSubrange(glyphStart...); return }
            glyphs.append(kept)
        }
        slots[slot] = Int32(entries.count)
        entries.append(Entry(hash: hash, setting: setting, unitStart: Int32(units.count), unitCount: Int32(word.count),
                             glyphStart: Int32(glyphStart), glyphCount: Int32(made.count)))
        units.append(contentsOf: text[word])
    }

    /// The entry holding a word, or the empty slot where it would go, and the word's hash.
    private func find(_ word: Range<Int>, in text: UnsafeBufferPointer<UInt16>, setting: Int32)
        -> (entry: Entry?, slot: Int, hash: UInt64) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(UInt32(bitPattern: setting))
        for i in word { hash = (hash ^ UInt64(text[i])) &* 0x100_0000_01b3 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while slots[slot] >= 0 {
            let e = entries[Int(slots[slot])]
            if e.hash == hash, e.setting == setting, Int(e.unitCount) == word.count,
               units.withUnsafeBufferPointer({ u in
                   var k = Int(e.unitStart)
                   for i in word { if u[k] != text[i] { return false }; k += 1 }
                   return true
               }) {
                return (e, slot, hash)
            }
            slot = (slot + 1) & mask
        }
        return (nil, slot, hash)
    }

    private mutating func clear() {
        for i in slots.indices { slots[i] = -1 }
        entries.removeAll(keepingCapacity: true)
        units.removeAll(keepingCapacity: true)
        glyphs.removeAll(keepingCapacity: true)
    }
}
