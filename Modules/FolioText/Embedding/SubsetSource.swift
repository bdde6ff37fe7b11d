import FolioConcurrency
import CHarfBuzz

/// Where one font's subsets are cut from: the font's own face for its first few, then a face
/// HarfBuzz has preprocessed (`hb_subset_preprocess`), which keeps what every subset of the
/// font would otherwise work out again.
///
/// Planning a subset of DejaVu Serif from its own face takes about 350 µs, most of a small
/// document's time; from the preprocessed face about 40 µs, after a one-time 4.7 ms. A
/// process that makes a few documents never pays for the preprocessing; one that makes many
/// (a server, a test suite) pays it once per font. The subsets are the same bytes either way
/// (checked for TrueType and CFF fonts in the tests).
final class SubsetSource: @unchecked Sendable {
    /// How many subsets come from the font's own face before it is preprocessed: about
    /// break-even with the preprocessing's cost is 15, so a handful risks little.
    static let subsetsBeforePreprocessing = 3

    private let face: HarfBuzzFace
    private let state = Locked(State())

    private struct State {
        var subsets = 0
        /// The preprocessed face once made (a reference this object releases).
        var preprocessed: OpaquePointer?
    }

    init(_ face: HarfBuzzFace) { self.face = face }

    deinit {
        state.withLock { if let p = $0.preprocessed { hb_face_destroy(p) } }
    }

    /// Whether later subsets come from a preprocessed face.
    var isPreprocessed: Bool { state.withLock { $0.preprocessed != nil } }

    /// A subset of the font (see ``FontSubsetter``), or `nil` when HarfBuzz cannot subset the
    /// face. Subsets of one font are made one at a time (HarfBuzz's preprocessed data is not
    /// documented as safe to read from several threads at once).
    func subset(glyphs: [UInt32], keepHinting: Bool, renumber: Bool) -> FontSubsetter.Subset? {
        state.withLock { s in
            s.subsets += 1
            if s.subsets > Self.subsetsBeforePreprocessing, s.preprocessed == nil {
                s.preprocessed = preprocess()
            }
            return FontSubsetter.subset(face: s.preprocessed ?? face.face, glyphs: glyphs, keepHinting: keepHinting, renumber: renumber)
        }
    }

    /// The preprocessed face, or `nil` when HarfBuzz gives back one without the font's glyphs
    /// (it cannot preprocess the face); subsets then keep coming from the font's own face.
    private func preprocess() -> OpaquePointer? {
        guard let p = hb_subset_preprocess(face.face) else { return nil }
        if hb_face_get_glyph_count(p) == hb_face_get_glyph_count(face.face) { return p }
        hb_face_destroy(p)
        return nil
    }
}
