/// The alpha (opacity) of an image, as a separate DeviceGray image for the PDF `/SMask` entry.
///
/// The samples run row by row, top to bottom, with no padding other than to the end of a byte
/// at the end of each row; 0 is fully transparent and the maximum value fully opaque.
/// `data` is always Flate-compressed (a zlib stream, written as `/Filter /FlateDecode`, no predictor).
public struct ImageSoftMask: Sendable, Hashable {
    /// Width in pixels, equal to the width of the image it masks.
    public var width: Int
    /// Height in pixels, equal to the height of the image it masks.
    public var height: Int
    /// Bits per alpha sample (8 for masks made from PNG files).
    public var bitsPerComponent: Int
    /// The Flate-compressed (zlib) alpha samples.
    public var data: [UInt8]

    /// Creates a soft mask from already compressed alpha samples.
    /// - Parameters:
    ///   - width: width in pixels.
    ///   - height: height in pixels.
    ///   - bitsPerComponent: bits per alpha sample.
    ///   - data: the Flate-compressed (zlib) samples.
    public init(width: Int, height: Int, bitsPerComponent: Int, data: [UInt8]) {
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.data = data
    }
}
