import CFreeType

/// One FreeType face with its own library instance: the C boundary for font loading and
/// metrics. Not thread-safe by itself: ``Font`` only touches it under its lock, which is
/// why it may be marked `Sendable`.
final class FreeTypeFace: @unchecked Sendable {
    private var library: FT_Library?
    private var face: FT_Face?

    /// What FreeType knows about the face, read once when it is opened.
    struct Description {
        var postScriptName: String?
        var familyName: String
        var styleName: String
        var format: String
        var glyphCount: Int
        var metrics: FontMetrics
        /// `OS/2.fsType`: the embedding permissions.
        var embeddingFlags: UInt16
        /// FreeType's "tricky" flag: the glyphs are assembled by their hinting instructions
        /// (some CJK fonts), so a subset must keep them.
        var needsHinting: Bool
    }

    /// Opens face `index` of the file at `path`.
    init(path: String, index: Int) throws(FontError) {
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else {
            throw .unreadable(path: path, reason: "FreeType could not start")
        }
        library = lib
        // Count the faces first, so a bad index is reported as such.
        var probe: FT_Face?
        let probeError = FT_New_Face(lib, path, -1, &probe)
        if probeError != 0 {
            FT_Done_FreeType(lib)
            library = nil
            throw Self.error(probeError, path: path)
        }
        let count = Int(probe?.pointee.num_faces ?? 0)
        FT_Done_Face(probe)
        guard index >= 0, index < count else {
            FT_Done_FreeType(lib)
            library = nil
            throw .faceIndexOutOfRange(path: path, index: index, faceCount: count)
        }
        var f: FT_Face?
        let err = FT_New_Face(lib, path, FT_Long(index), &f)
        guard err == 0, let f else {
            FT_Done_FreeType(lib)
            library = nil
            throw Self.error(err, path: path)
        }
        face = f
        guard f.pointee.face_flags & FT_Long(FT_FACE_FLAG_SFNT) != 0, f.pointee.units_per_EM > 0 else {
            throw .corrupt(path: path, reason: "not an OpenType or TrueType font (\(Self.formatName(f)))")
        }
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// Reads names and metrics. `glyphTop` gives the top of a character's glyph in design
    /// units (for cap height and x-height when OS/2 lacks them).
    func describe(glyphTop: (Unicode.Scalar) -> Int?) -> Description {
        let f = face!
        let rec = f.pointee
        let upem = Int(rec.units_per_EM)
        var m = FontMetrics(
            unitsPerEm: upem, ascender: Int(rec.ascender), descender: Int(rec.descender),
            lineGap: max(0, Int(rec.height) - Int(rec.ascender) + Int(rec.descender)),
            capHeight: 0, xHeight: 0,
            underlinePosition: Int(rec.underline_position), underlineThickness: Int(rec.underline_thickness),
            strikeoutPosition: upem * 22 / 100, strikeoutThickness: Int(rec.underline_thickness),
            italicAngle: 0,
            boundingBox: (Int(rec.bbox.xMin), Int(rec.bbox.yMin), Int(rec.bbox.xMax), Int(rec.bbox.yMax)),
            weight: rec.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400,
            isFixedPitch: rec.face_flags & FT_Long(FT_FACE_FLAG_FIXED_WIDTH) != 0,
            isSerif: false, isItalic: rec.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0)
        if let hhea = FT_Get_Sfnt_Table(f, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self).pointee {
            m.ascender = Int(hhea.Ascender)
            m.descender = Int(hhea.Descender)
            m.lineGap = Int(hhea.Line_Gap)
        }
        var flags: UInt16 = 0
        if let os2p = FT_Get_Sfnt_Table(f, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self), os2p.pointee.version != 0xFFFF {
            let os2 = os2p.pointee
            let useTypo = os2.fsSelection & (1 << 7) != 0
            if useTypo || (m.ascender == 0 && m.descender == 0) {
                m.ascender = Int(os2.sTypoAscender)
                m.descender = Int(os2.sTypoDescender)
                m.lineGap = Int(os2.sTypoLineGap)
            }
            if os2.version >= 2 {
                m.capHeight = Int(os2.sCapHeight)
                m.xHeight = Int(os2.sxHeight)
            }
            if os2.yStrikeoutSize > 0 {
                m.strikeoutPosition = Int(os2.yStrikeoutPosition)
                m.strikeoutThickness = Int(os2.yStrikeoutSize)
            }
            m.weight = Int(os2.usWeightClass)
            let familyClass = Int(os2.sFamilyClass) >> 8
            m.isSerif = (1...5).contains(familyClass) || familyClass == 7
            if os2.fsSelection & 1 != 0 { m.isItalic = true }
            flags = os2.fsType
        }
        if let post = FT_Get_Sfnt_Table(f, FT_SFNT_POST)?.assumingMemoryBound(to: TT_Postscript.self).pointee {
            m.italicAngle = Double(post.italicAngle) / 65536
            if post.underlineThickness > 0 {
                // FreeType reports the stroke's centre; the table holds its top.
                m.underlinePosition = Int(post.underlinePosition)
                m.underlineThickness = Int(post.underlineThickness)
            }
            if post.isFixedPitch != 0 { m.isFixedPitch = true }
        }
        if m.italicAngle != 0 { m.isItalic = true }
        if m.capHeight <= 0 { m.capHeight = glyphTop("H") ?? m.ascender * 7 / 10 }
        if m.xHeight <= 0 { m.xHeight = glyphTop("x") ?? m.ascender / 2 }
        if m.underlineThickness <= 0 { m.underlineThickness = max(1, upem / 20) }
        if m.strikeoutThickness <= 0 { m.strikeoutThickness = m.underlineThickness }
        return Description(
            postScriptName: FT_Get_Postscript_Name(f).map { String(cString: $0) },
            familyName: rec.family_name.map { String(cString: $0) } ?? "",
            styleName: rec.style_name.map { String(cString: $0) } ?? "",
            format: Self.formatName(f), glyphCount: Int(rec.num_glyphs), metrics: m, embeddingFlags: flags,
            needsHinting: rec.face_flags & FT_Long(FT_FACE_FLAG_TRICKY) != 0)
    }

    /// The glyph's PostScript name (`post` or CFF charset), if the font has names.
    func glyphName(_ glyph: UInt32) -> String? {
        guard let face, face.pointee.face_flags & FT_Long(FT_FACE_FLAG_GLYPH_NAMES) != 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: 128)
        guard FT_Get_Glyph_Name(face, glyph, &buffer, 128) == 0 else { return nil }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? nil : name
    }

    private static func formatName(_ f: FT_Face) -> String {
        FT_Get_Font_Format(f).map { String(cString: $0) } ?? "unknown"
    }

    private static func error(_ code: FT_Error, path: String) -> FontError {
        switch code {
        case 0x01: return .unreadable(path: path, reason: "it does not exist or cannot be opened")
        case 0x02: return .corrupt(path: path, reason: "unknown file format")
        case 0x03: return .corrupt(path: path, reason: "broken file structure")
        default: return .corrupt(path: path, reason: "FreeType error 0x\(String(code, radix: 16))")
        }
    }
}
