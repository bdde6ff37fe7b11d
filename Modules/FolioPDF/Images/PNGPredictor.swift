/// The PNG predictor parameters of Flate image data that is passed through still PNG-filtered.
///
/// A PDF writer emits them as the stream's
/// `/DecodeParms << /Predictor 15 /Colors colors /BitsPerComponent bitsPerComponent /Columns columns >>`,
/// which tells the reader to undo the per-row PNG filters after inflating.
public struct PNGPredictor: Sendable, Hashable {
    /// Colour components per pixel (`/Colors`): 1 for gray or palette indices, 3 for RGB.
    public var colors: Int
    /// Bits per colour component (`/BitsPerComponent`): 1, 2, 4, 8 or 16.
    public var bitsPerComponent: Int
    /// Pixels per row (`/Columns`), the image width.
    public var columns: Int

    /// Creates predictor parameters.
    /// - Parameters:
    ///   - colors: colour components per pixel.
    ///   - bitsPerComponent: bits per component.
    ///   - columns: pixels per row.
    public init(colors: Int, bitsPerComponent: Int, columns: Int) {
        self.colors = colors
        self.bitsPerComponent = bitsPerComponent
        self.columns = columns
    }
}
