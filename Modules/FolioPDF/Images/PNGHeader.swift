/// The colour types a PNG IHDR chunk can give.
enum PNGColorType: UInt8 {
    case gray = 0
    case rgb = 2
    case palette = 3
    case grayAlpha = 4
    case rgba = 6

    /// Samples per pixel in the file's scanlines.
    var channels: Int {
        switch self {
        case .gray, .palette: return 1
        case .grayAlpha: return 2
        case .rgb: return 3
        case .rgba: return 4
        }
    }

    /// The bit depths the PNG specification allows for this colour type.
    var allowedBitDepths: [Int] {
        switch self {
        case .gray: return [1, 2, 4, 8, 16]
        case .palette: return [1, 2, 4, 8]
        case .rgb, .grayAlpha, .rgba: return [8, 16]
        }
    }

    var name: String {
        switch self {
        case .gray: return "grayscale"
        case .rgb: return "RGB"
        case .palette: return "palette"
        case .grayAlpha: return "grayscale with alpha"
        case .rgba: return "RGBA"
        }
    }
}

/// The validated contents of a PNG IHDR chunk.
struct PNGHeader {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colorType: PNGColorType
    var interlaced: Bool

    /// Parses and checks the 13 bytes of IHDR data.
    /// - Throws: ``ImageError/invalidDimensions(width:height:)``, ``ImageError/tooLarge(width:height:limit:)``,
    ///   ``ImageError/unsupported(_:)`` or ``ImageError/corrupt(_:)``.
    init(_ data: ArraySlice<UInt8>) throws(ImageError) {
        guard data.count == 13 else {
            throw .corrupt("the IHDR chunk is \(data.count) bytes long instead of 13")
        }
        let d = Array(data)
        func u32(_ i: Int) -> Int {
            Int(d[i]) << 24 | Int(d[i + 1]) << 16 | Int(d[i + 2]) << 8 | Int(d[i + 3])
        }
        width = u32(0)
        height = u32(4)
        bitDepth = Int(d[8])
        try ImagePixels.check(width: width, height: height)
        guard let type = PNGColorType(rawValue: d[9]) else {
            throw .corrupt("the IHDR chunk gives colour type \(d[9]); PNG defines only 0, 2, 3, 4 and 6")
        }
        colorType = type
        guard type.allowedBitDepths.contains(bitDepth) else {
            let allowed = type.allowedBitDepths.map(String.init).joined(separator: ", ")
            throw .corrupt("the IHDR chunk gives bit depth \(bitDepth) for a \(type.name) image, "
                + "which allows only \(allowed)")
        }
        guard d[10] == 0 else {
            throw .unsupported("PNG compression method \(d[10]); only method 0 (deflate) exists")
        }
        guard d[11] == 0 else {
            throw .unsupported("PNG filter method \(d[11]); only method 0 (adaptive) exists")
        }
        guard d[12] <= 1 else {
            throw .unsupported("PNG interlace method \(d[12]); only 0 (none) and 1 (Adam7) exist")
        }
        interlaced = d[12] == 1
    }

    /// Bits per pixel in the scanlines.
    var bitsPerPixel: Int { colorType.channels * bitDepth }

    /// The byte distance the Sub, Average and Paeth filters look back (at least 1).
    var filterStride: Int { max(1, bitsPerPixel / 8) }

    /// Bytes in one scanline of `pixels` pixels, without the filter-type byte.
    func rowBytes(forWidth pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }
}
