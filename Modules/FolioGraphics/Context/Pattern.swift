import FolioGeometry
import FolioPDF

/// A tiling pattern (`CGPattern`): a cell drawn once and repeated across whatever is filled or
/// stroked with it, a PDF coloured tiling pattern (`/PatternType 1 /PaintType 1`).
///
/// Make one with ``GraphicsContext/makePattern(bounds:matrix:xStep:yStep:tiling:_:)`` and paint
/// with it through ``GraphicsContext/setFillPattern(_:)`` or
/// ``GraphicsContext/setStrokePattern(_:)``.
///
/// As in Core Graphics, the pattern is anchored to the page, not to the shape painted: its
/// space is the page's default space, lower-left origin and y up, on any page (decision D4),
/// moved by ``matrix`` and then by the context's ``GraphicsContext/patternPhase``. Two shapes
/// filled with one pattern show one continuous tiling.
public struct Pattern: Hashable, Sendable {
    /// How cells are placed on the device (PDF's `/TilingType`).
    public enum Tiling: Sendable, Hashable {
        /// Cells exactly a step apart; a cell may be distorted by up to a device pixel
        /// (`kCGPatternTilingConstantSpacingMinimalDistortion`, `/TilingType 1`).
        case constantSpacingMinimalDistortion
        /// Cells never distorted; the spacing may vary by up to a device pixel
        /// (`kCGPatternTilingNoDistortion`, `/TilingType 2`).
        case noDistortion
        /// Constant spacing, quicker to tile, a little more distortion allowed
        /// (`kCGPatternTilingConstantSpacing`, `/TilingType 3`).
        case constantSpacing

        var pdfValue: Int {
            switch self {
            case .constantSpacingMinimalDistortion: 1
            case .noDistortion: 2
            case .constantSpacing: 3
            }
        }
    }

    /// The cell, recorded once as a form XObject.
    let cell: ObjectRef
    let documentID: ObjectIdentifier
    /// The cell's rectangle in pattern space (y up); drawing outside it is clipped.
    public let bounds: Rect
    /// Pattern space → the page's default space, before the phase.
    public let matrix: AffineTransform
    /// The distance between the origins of neighbouring cells, across.
    public let xStep: Double
    /// The distance between the origins of neighbouring cells, up.
    public let yStep: Double
    /// How the cells are placed.
    public let tiling: Tiling
}
