import CHarfBuzz

/// Makes a subset of a font with HarfBuzz's hb-subset: only the glyphs asked for keep their
/// outlines. Either every glyph keeps its id (HB_SUBSET_FLAGS_RETAIN_GIDS), for fonts shown
/// with CID = glyph id, or the kept glyphs are numbered afresh from 1 in the order of their
/// ids (.notdef stays 0) and the subset says which new id each old one got, for fonts whose
/// CIDFont maps CIDs to glyphs with a `/CIDToGIDMap`: then the subset's `loca` and `hmtx`
/// hold an entry per kept glyph instead of one per glyph up to the highest kept id.
///
/// Hinting (TrueType instructions, `fpgm`, `prep`, `cvt `, `hdmx`, …) is dropped unless the
/// caller keeps it: PDF viewers scale the outlines to the device themselves, and the
/// instructions make up a third to a half of a subset of a hinted font such as DejaVu.
enum FontSubsetter {
    /// Tables a PDF viewer never reads: layout, vertical metrics, signatures.
    private static let droppedTables = ["GSUB", "GPOS", "GDEF", "BASE", "JSTF", "MATH", "kern", "DSIG", "morx", "mort", "feat", "vhea", "vmtx", "VORG"]

    /// A subset font file and, when its glyphs were numbered afresh, each kept glyph's new id.
    struct Subset: Sendable {
        /// The font file's bytes.
        var bytes: [UInt8]
        /// Old glyph id → new glyph id, for every glyph asked for; `nil` when ids were kept.
        var newGlyphIDs: [UInt32: UInt32]?
    }

    /// The subset font file's bytes, glyph ids kept, or `nil` when HarfBuzz cannot subset the
    /// face.
    static func subset(_ face: HarfBuzzFace, glyphs: [UInt32], keepHinting: Bool = false) -> [UInt8]? {
        subset(face: face.face, glyphs: glyphs, keepHinting: keepHinting, renumber: false)?.bytes
    }

    /// A subset cut from an `hb_face_t` (a font's own or one HarfBuzz has preprocessed),
    /// glyphs renumbered or not, or `nil` when HarfBuzz cannot subset it.
    static func subset(face: OpaquePointer, glyphs: [UInt32], keepHinting: Bool, renumber: Bool) -> Subset? {
        guard let input = hb_subset_input_create_or_fail() else { return nil }
        defer { hb_subset_input_destroy(input) }
        let glyphSet = hb_subset_input_glyph_set(input)
        hb_set_add(glyphSet, 0)  // .notdef is always kept
        for g in glyphs { hb_set_add(glyphSet, g) }
        let drop = hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG)
        for t in droppedTables { hb_set_add(drop, HarfBuzzFace.tag(t)) }
        var flags = HB_SUBSET_FLAGS_NOTDEF_OUTLINE.rawValue
        if !renumber { flags |= HB_SUBSET_FLAGS_RETAIN_GIDS.rawValue }
        if !keepHinting { flags |= HB_SUBSET_FLAGS_NO_HINTING.rawValue }
        hb_subset_input_set_flags(input, flags)
        guard let plan = hb_subset_plan_create_or_fail(face, input) else { return nil }
        defer { hb_subset_plan_destroy(plan) }
        var newIDs: [UInt32: UInt32]?
        if renumber {
            let map = hb_subset_plan_old_to_new_glyph_mapping(plan)
            var ids = [UInt32: UInt32](minimumCapacity: glyphs.count)
            for g in glyphs {
                let n = hb_map_get(map, g)
                guard n != UInt32.max else { return nil }  // HB_MAP_VALUE_INVALID
                ids[g] = n
            }
            newIDs = ids
        }
        guard let result = hb_subset_plan_execute_or_fail(plan) else { return nil }
        defer { hb_face_destroy(result) }
        guard let blob = hb_face_reference_blob(result) else { return nil }
        defer { hb_blob_destroy(blob) }
        let bytes = HarfBuzzFace.bytes(of: blob)
        return bytes.isEmpty ? nil : Subset(bytes: bytes, newGlyphIDs: newIDs)
    }
}
