import CHarfBuzz

/// HarfBuzz's view of one face: the file's blob, the face and a font at a scale of one unit
/// per design unit. The C boundary for shaping, glyph lookup and subsetting.
///
/// HarfBuzz objects are safe to share between threads once made immutable, which `init`
/// does; nothing here mutates them afterwards.
final class HarfBuzzFace: @unchecked Sendable {
    let blob: OpaquePointer
    let face: OpaquePointer
    let font: OpaquePointer

    init(path: String, index: Int) throws(FontError) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw .unreadable(path: path, reason: "HarfBuzz could not read it")
        }
        guard let face = hb_face_create(blob, UInt32(index)) else {
            hb_blob_destroy(blob)
            throw .corrupt(path: path, reason: "HarfBuzz cannot read face \(index)")
        }
        guard hb_face_get_glyph_count(face) > 0 else {
            // A damaged file gives a face with no glyphs, which must go with the blob.
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw .corrupt(path: path, reason: "HarfBuzz finds no glyphs in face \(index)")
        }
        hb_face_make_immutable(face)
        let font = hb_font_create(face)!
        let upem = Int32(hb_face_get_upem(face))
        hb_font_set_scale(font, upem, upem)
        hb_font_make_immutable(font)
        self.blob = blob
        self.face = face
        self.font = font
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// The glyph's horizontal advance in design units.
    @inline(__always) func advance(_ glyph: UInt32) -> Int32 { hb_font_get_glyph_h_advance(font, glyph) }

    /// The glyph the font's cmap gives a character, if any.
    @inline(__always) func nominalGlyph(_ scalar: UInt32) -> UInt32? {
        var g: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &g) != 0 ? g : nil
    }

    /// The top of a character's glyph above the baseline, in design units.
    func glyphTop(_ scalar: Unicode.Scalar) -> Int? {
        guard let g = nominalGlyph(scalar.value) else { return nil }
        var ext = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, g, &ext) != 0, ext.y_bearing > 0 else { return nil }
        return Int(ext.y_bearing)
    }

    /// Whether any GSUB or GPOS lookup reads, looks around or writes `glyph` (or the face
    /// kerns with a legacy `kern` table or shapes with AAT `morx`, which are not inspected).
    func lookupsInvolve(glyph: UInt32) -> Bool {
        if hasTable("morx") || (hasTable("kern") && !hasTable("GPOS")) { return true }
        let sets = (0..<4).map { _ in hb_set_create()! }
        defer { sets.forEach { hb_set_destroy($0) } }
        for table in ["GSUB", "GPOS"] {
            let tag = Self.tag(table)
            for lookup in 0..<hb_ot_layout_table_get_lookup_count(face, tag) {
                sets.forEach { hb_set_clear($0) }
                hb_ot_layout_lookup_collect_glyphs(face, tag, lookup, sets[0], sets[1], sets[2], sets[3])
                if sets.contains(where: { hb_set_has($0, glyph) != 0 }) { return true }
            }
        }
        return false
    }

    /// Whether the face has a table.
    func hasTable(_ tag: String) -> Bool {
        guard let t = hb_face_reference_table(face, Self.tag(tag)) else { return false }
        defer { hb_blob_destroy(t) }
        return hb_blob_get_length(t) > 0
    }

    /// A four-letter OpenType tag as HarfBuzz's number.
    static func tag(_ s: String) -> hb_tag_t {
        var v: UInt32 = 0
        var n = 0
        for b in s.utf8.prefix(4) { v = v << 8 | UInt32(b); n += 1 }
        while n < 4 { v = v << 8 | 0x20; n += 1 }
        return v
    }

    /// The bytes of a blob.
    static func bytes(of blob: OpaquePointer) -> [UInt8] {
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return [] }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }
}
