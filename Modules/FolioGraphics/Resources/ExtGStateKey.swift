/// The parameters of one ExtGState resource: fill and stroke alpha, blend mode and an
/// optional soft mask (a form XObject's object number).
struct ExtGStateKey: Hashable {
    var fillAlpha: Double
    var strokeAlpha: Double
    var blend: BlendMode
    var softMask: Int?
    /// Whether the soft mask's alpha masks (`/S /Alpha`) rather than its luminosity.
    var softMaskIsAlpha = false
}
