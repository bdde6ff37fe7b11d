/// A raster image decoded far enough to be embedded as a PDF image XObject.
///
/// ``data`` is the stream content, already encoded with ``filter``: JPEG files pass through
/// unchanged (`/DCTDecode`); PNG files become zlib data (`/FlateDecode`), either their own IDAT
/// stream passed through with ``predictor`` set, or pixels inflated, unfiltered and compressed
/// again; GIF (the first frame, through giflib) and WebP (through libwebp) files are decoded to
/// 8-bit RGB pixels and compressed. Transparency is returned as a separate ``softMask`` image or
/// a ``colorKeyMask``.
///
/// ```swift
/// let image = try PDFImage.decode(fileBytes)   // PNG, JPEG, GIF or WebP, chosen by signature
/// ```
public struct PDFImage: Sendable, Hashable {
    /// The colour space of the image samples, as written to the XObject's `/ColorSpace`.
    public enum ColorSpace: Sendable, Hashable {
        /// One gray component per pixel (`/DeviceGray`).
        case deviceGray
        /// Red, green and blue components per pixel (`/DeviceRGB`).
        case deviceRGB
        /// Cyan, magenta, yellow and black components per pixel (`/DeviceCMYK`).
        case deviceCMYK
        /// One palette index per pixel (`[/Indexed base hival lookup]`). `palette` holds the
        /// entries one after the other, each with as many bytes as `base` has components
        /// (3 for `.deviceRGB`); the number of entries is `palette.count / 3` for RGB.
        indirect case indexed(base: ColorSpace, palette: [UInt8])
    }

    /// How ``PDFImage/data`` is encoded, as written to the XObject's `/Filter`.
    public enum Filter: Sendable, Hashable {
        /// JPEG baseline or progressive data (`/DCTDecode`).
        case dct
        /// zlib/deflate data (`/FlateDecode`), with a PNG predictor when ``PDFImage/predictor`` is set.
        case flate
    }

    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Bits per colour component in the decoded samples: 1, 2, 4, 8 or 16, as in the source file.
    public var bitsPerComponent: Int
    /// The colour space of the samples.
    public var colorSpace: ColorSpace
    /// How ``data`` is encoded.
    public var filter: Filter
    /// The stream bytes, encoded with ``filter``.
    public var data: [UInt8]
    /// Set when ``data`` is PNG-filtered Flate data passed through from the file; write it as
    /// `/DecodeParms << /Predictor 15 /Colors … /BitsPerComponent … /Columns … >>`.
    public var predictor: PNGPredictor?
    /// A `/Decode` array when the samples must be mapped, e.g. `[1 0 1 0 1 0 1 0]` for the
    /// inverted CMYK that Adobe applications write in JPEG files; `nil` for the default mapping.
    public var decode: [Double]?
    /// The image's alpha as a separate gray image, to be written as the XObject's `/SMask`.
    public var softMask: ImageSoftMask?
    /// A colour-key `/Mask` array `[min₁ max₁ min₂ max₂ …]`, one range per component, in sample
    /// values at ``bitsPerComponent``; pixels whose every component falls in its range are not painted.
    public var colorKeyMask: [Int]?
    /// Why the image may show incompletely although it embeds, or `nil` when nothing was
    /// noticed: a JPEG cut short (no end-of-image marker after its scan data). Say it to the
    /// user as a warning.
    public var damage: String?

    /// Creates an image from already encoded data.
    /// - Parameters:
    ///   - width: width in pixels.
    ///   - height: height in pixels.
    ///   - bitsPerComponent: bits per colour component.
    ///   - colorSpace: the colour space of the samples.
    ///   - filter: how `data` is encoded.
    ///   - data: the encoded stream bytes.
    ///   - predictor: PNG predictor parameters when `data` is still PNG-filtered.
    ///   - decode: a `/Decode` array, or `nil` for the default.
    ///   - softMask: the alpha as a separate image, or `nil`.
    ///   - colorKeyMask: a colour-key `/Mask` array, or `nil`.
    public init(
        width: Int, height: Int, bitsPerComponent: Int, colorSpace: ColorSpace, filter: Filter,
        data: [UInt8], predictor: PNGPredictor? = nil, decode: [Double]? = nil,
        softMask: ImageSoftMask? = nil, colorKeyMask: [Int]? = nil
    ) {
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.colorSpace = colorSpace
        self.filter = filter
        self.data = data
        self.predictor = predictor
        self.decode = decode
        self.softMask = softMask
        self.colorKeyMask = colorKeyMask
    }

    /// Decodes a PNG, JPEG, GIF or WebP file, chosen by its signature.
    /// - Parameter bytes: the whole file.
    /// - Returns: the image, ready to embed.
    /// - Throws: ``ImageError/empty`` for no bytes, ``ImageError/unknownFormat`` when the data
    ///   starts like none of the formats, or any error of ``decodePNG(_:)``, ``decodeJPEG(_:)``,
    ///   ``decodeGIF(_:)`` and ``decodeWebP(_:)``.
    public static func decode(_ bytes: [UInt8]) throws(ImageError) -> PDFImage {
        if bytes.isEmpty { throw .empty }
        if bytes.starts(with: PNGChunkReader.signature.prefix(bytes.count)) {
            return try decodePNG(bytes)
        }
        if bytes[0] == 0xFF, bytes.count == 1 || bytes[1] == 0xD8 {
            return try decodeJPEG(bytes)
        }
        if GIFDecoder.matches(bytes) { return try decodeGIF(bytes) }
        if WebPDecoder.matches(bytes) { return try decodeWebP(bytes) }
        throw .unknownFormat
    }

    /// Decodes the first frame of a GIF file (GIF87a or GIF89a, interlaced or not) through giflib,
    /// as 8-bit RGB with its transparent colour as a ``softMask``. The frame is placed on the
    /// file's logical screen; what it leaves uncovered is transparent. Later frames of an
    /// animation are not read.
    /// - Parameter bytes: the whole file.
    /// - Returns: the image, ready to embed.
    /// - Throws: an ``ImageError`` for a truncated or malformed file, or one of more than
    ///   100 million pixels; never traps on bad input.
    public static func decodeGIF(_ bytes: [UInt8]) throws(ImageError) -> PDFImage {
        try GIFDecoder.decode(bytes)
    }

    /// Decodes a WebP file through libwebp: lossy or lossless, its alpha as a ``softMask``; of
    /// an animation, the first frame on its canvas. The pixels are 8-bit RGB.
    /// - Parameter bytes: the whole file.
    /// - Returns: the image, ready to embed.
    /// - Throws: an ``ImageError`` for a truncated or malformed file, or one of more than
    ///   100 million pixels; never traps on bad input.
    public static func decodeWebP(_ bytes: [UInt8]) throws(ImageError) -> PDFImage {
        try WebPDecoder.decode(bytes)
    }

    /// Decodes a PNG file: all standard colour types and bit depths, interlaced or not, with
    /// alpha or `tRNS` transparency. Chunk CRCs are checked.
    ///
    /// A non-interlaced file whose colour needs no change passes its IDAT data through untouched
    /// with ``predictor`` set; otherwise the pixels are inflated, unfiltered, de-interlaced,
    /// split into colour and alpha (alpha reduced to 8 bits) and compressed again.
    /// - Parameter bytes: the whole file.
    /// - Returns: the image, ready to embed.
    /// - Throws: an ``ImageError`` saying what is wrong; never traps on bad input.
    public static func decodePNG(_ bytes: [UInt8]) throws(ImageError) -> PDFImage {
        try PNGDecoder.decode(bytes)
    }

    /// Reads a JPEG file's frame header and passes the file through unchanged as `/DCTDecode` data.
    ///
    /// Baseline, extended and progressive Huffman JPEGs with 8-bit samples and 1 (gray),
    /// 3 (RGB/YCbCr) or 4 (CMYK/YCCK) components are accepted. With an Adobe APP14 marker
    /// a CMYK image is taken as inverted and gets ``decode`` `[1 0 1 0 1 0 1 0]`.
    /// A missing end-of-image marker is tolerated, and said in ``damage``.
    /// - Parameter bytes: the whole file.
    /// - Returns: the image, with ``data`` equal to `bytes`.
    /// - Throws: an ``ImageError`` for a truncated or malformed header or an unsupported kind of JPEG.
    public static func decodeJPEG(_ bytes: [UInt8]) throws(ImageError) -> PDFImage {
        let info = try JPEGInfo.parse(bytes)
        let colorSpace: ColorSpace
        var decode: [Double]? = nil
        switch info.components {
        case 1: colorSpace = .deviceGray
        case 3: colorSpace = .deviceRGB
        default:
            colorSpace = .deviceCMYK
            if info.adobeTransform != nil { decode = [1, 0, 1, 0, 1, 0, 1, 0] }
        }
        var image = PDFImage(
            width: info.width, height: info.height, bitsPerComponent: info.bitsPerComponent,
            colorSpace: colorSpace, filter: .dct, data: bytes, decode: decode)
        if JPEGInfo.isCutShort(bytes, scanStart: info.scanStart) {
            image.damage = "the JPEG's image data ends after \(bytes.count) bytes without its end-of-image marker (FF D9): "
                + "the file was cut short, and readers show its missing part gray or not at all"
        }
        return image
    }
}
