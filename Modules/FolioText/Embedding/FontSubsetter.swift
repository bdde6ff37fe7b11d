import CHarfBuzz

/// Makes a subset of a font with HarfBuzz's hb-subset: only the glyphs asked for keep their
/// outlines, and every glyph keeps its id (HB_SUBSET_FLAGS_RETAIN_GIDS), so the content
/// streams written before the subset existed (CID = original glyph id) stay right.
///
/// Hinting (TrueType instructions, `fpgm`, `prep`, `cvt `, `hdmx`, …) is dropped unless the
/// caller keeps it: PDF viewers scale the outlines to the device themselves, and the
/// instructions make up a third to a half of a subset of a hinted font such as DejaVu.
enum FontSubsetter {
    /// Tables a PDF viewer never reads: layout, vertical metrics, signatures.
    private static let droppedTables = ["GSUB", "GPOS", "GDEF", "BASE", "JSTF", "MATH", "kern", "DSIG", "morx", "mort", "feat", "vhea", "vmtx", "VORG"]

    /// The subset font file's bytes, or `nil` when HarfBuzz cannot subset the face.
    static func subset(_ face: HarfBuzzFace, glyphs: [UInt32], keepHinting: Bool = false) -> [UInt8]? {
        guard let input = hb_subset_input_create_or_fail() else { return nil }
        defer { hb_subset_input_destroy(input) }
        let glyphSet = hb_subset_input_glyph_set(input)
        hb_set_add(glyphSet, 0)  // .notdef is always kept
        for g in glyphs { hb_set_add(glyphSet, g) }
        let drop = hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG)
        for t in droppedTables { hb_set_add(drop, HarfBuzzFace.tag(t)) }
        var flags = HB_SUBSET_FLAGS_RETAIN_GIDS.rawValue | HB_SUBSET_FLAGS_NOTDEF_OUTLINE.rawValue
        if !keepHinting { flags |= HB_SUBSET_FLAGS_NO_HINTING.rawValue }
        hb_subset_input_set_flags(input, flags)
        guard let result = hb_subset_or_fail(face.face, input) else { return nil }
        defer { hb_face_destroy(result) }
        guard let blob = hb_face_reference_blob(result) else { return nil }
        defer { hb_blob_destroy(blob) }
        let bytes = HarfBuzzFace.bytes(of: blob)
        return bytes.isEmpty ? nil : bytes
    }
}
