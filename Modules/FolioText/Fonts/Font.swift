import FolioConcurrency
import FolioGraphics

/// A font face loaded from a file: one FreeType face and one HarfBuzz face, shared by every
/// run, line and document that uses it.
///
/// A class, because identity matters: a document embeds each `Font` object once, as one
/// subset gathering all the glyphs drawn with it. Load fonts through a ``FontCache`` (or a
/// ``FontLibrary``, which uses one) so that the same file gives the same object. A `Font` is
/// immutable and safe to share between threads; the FreeType face it keeps sits behind a lock.
///
/// ```swift
/// let font = try Font(path: "Fixtures/Fonts/DejaVuSerif.ttf")
/// font.metrics.ascender        // 1901 (design units; unitsPerEm is 2048)
/// ```
public final class Font: Sendable, Hashable, CustomStringConvertible {
    /// The file the font was loaded from.
    public let path: String
    /// The face's index in a collection (0 for a single-font file).
    public let faceIndex: Int
    /// The PostScript name (`name` ID 6), or one made from the family and style.
    public let postScriptName: String
    /// The family name, e.g. "DejaVu Serif".
    public let familyName: String
    /// The style name, e.g. "Bold Italic".
    public let styleName: String
    /// How the glyph outlines are stored.
    public let format: FontFormat
    /// The number of glyphs in the face.
    public let glyphCount: Int
    /// The global metrics, in design units.
    public let metrics: FontMetrics
    /// The OS/2 `fsType` embedding permissions (0: installable).
    public let embeddingFlags: UInt16

    let harfBuzz: HarfBuzzFace
    /// Where the embedded subsets are cut from (see ``SubsetSource``).
    let subsetSource: SubsetSource
    /// Whether the outlines need their TrueType instructions to be drawn right (FreeType's
    /// tricky fonts); the embedded subset drops hinting otherwise.
    let needsHinting: Bool
    /// Which ASCII characters the font has, one bit each: the fast path of fallback.
    let asciiCoverage: (low: UInt64, high: UInt64)
    private let freeType: Locked<FreeTypeFace>
    /// The words this font has shaped (see ``WordShapeCache``).
    let wordShapes = ReadWriteLocked(WordShapeCache())

    /// Loads face `index` of a TrueType, OpenType (TrueType or CFF outlines) or collection
    /// file. Prefer ``FontCache/font(path:index:)``, which returns the same object for the
    /// same file.
    ///
    /// - Throws: ``FontError`` naming the file when it is missing, unreadable, damaged or has
    ///   no face `index`.
    public init(path: String, index: Int = 0) throws(FontError) {
        let ft = try FreeTypeFace(path: path, index: index)
        let hb = try HarfBuzzFace(path: path, index: index)
        let d = ft.describe(glyphTop: hb.glyphTop)
        self.path = path
        self.faceIndex = index
        self.familyName = d.familyName
        self.styleName = d.styleName
        self.postScriptName = d.postScriptName.flatMap { $0.isEmpty ? nil : $0 }
            ?? String((d.familyName + "-" + d.styleName).unicodeScalars.filter { $0.isASCII && $0 != " " })
        self.format = hb.hasTable("CFF ") ? .cff : (hb.hasTable("glyf") ? .trueType : .other(d.format))
        self.glyphCount = d.glyphCount
        self.metrics = d.metrics
        self.embeddingFlags = d.embeddingFlags
        self.harfBuzz = hb
        self.subsetSource = SubsetSource(hb)
        self.needsHinting = d.needsHinting
        var low: UInt64 = 0, high: UInt64 = 0
        for v in UInt32(0)..<128 where hb.nominalGlyph(v) != nil {
            if v < 64 { low |= 1 << UInt64(v) } else { high |= 1 << UInt64(v - 64) }
        }
        self.asciiCoverage = (low, high)
        self.freeType = Locked(ft)
    }

    /// The glyph's name (from `post` or the CFF charset), read through FreeType under the
    /// font's lock; `nil` when the font has no glyph names.
    public func glyphName(_ glyph: UInt32) -> String? { freeType.withLock { $0.glyphName(glyph) } }

    /// Design units per em.
    public var unitsPerEm: Int { metrics.unitsPerEm }

    /// A glyph's advance width in design units (`hmtx`).
    public func advance(ofGlyph glyph: UInt32) -> Int { Int(harfBuzz.advance(glyph)) }

    /// The glyph the font maps a character to, or `nil` when it lacks the character.
    public func nominalGlyph(for scalar: Unicode.Scalar) -> UInt32? { harfBuzz.nominalGlyph(scalar.value) }

    /// Whether the font has a glyph for the character.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { covers(value: scalar.value) }

    @inline(__always) func covers(value v: UInt32) -> Bool {
        if v < 64 { return asciiCoverage.low & (1 << UInt64(v)) != 0 }
        if v < 128 { return asciiCoverage.high & (1 << UInt64(v - 64)) != 0 }
        return harfBuzz.nominalGlyph(v) != nil
    }

    /// Whether the font has a glyph for every character of a cluster that needs one (default
    /// ignorable characters such as joiners and variation selectors need none).
    public func covers(cluster: Character) -> Bool {
        cluster.unicodeScalars.allSatisfy { $0.isDefaultIgnorable || covers($0) }
    }

    // MARK: Scaled metrics

    /// The ascender in points at a size.
    public func ascent(atSize size: Double) -> Double { Double(metrics.ascender) * size / Double(unitsPerEm) }
    /// The descender in points at a size, as a positive depth below the baseline.
    public func descent(atSize size: Double) -> Double { -Double(metrics.descender) * size / Double(unitsPerEm) }
    /// The line gap in points at a size.
    public func leading(atSize size: Double) -> Double { Double(metrics.lineGap) * size / Double(unitsPerEm) }

    /// "PostScriptName (path#index)".
    public var description: String { "\(postScriptName) (\(path)\(faceIndex == 0 ? "" : "#\(faceIndex)"))" }

    /// Fonts are equal when they are the same object.
    public static func == (a: Font, b: Font) -> Bool { a === b }
    /// Hashes the object's identity.
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// How a font's glyph outlines are stored, which decides how it is embedded in PDF.
public enum FontFormat: Sendable, Hashable {
    /// TrueType outlines (`glyf`): embedded as CIDFontType2 with FontFile2.
    case trueType
    /// Compact Font Format outlines (`CFF `): embedded as CIDFontType0 with FontFile3.
    case cff
    /// Something else (for example CFF2 variable outlines); FreeType's name for it.
    case other(String)
}
