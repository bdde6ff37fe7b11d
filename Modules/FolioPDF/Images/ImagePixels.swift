/// Decoded 8-bit RGBA pixels turned into a ``PDFImage``: the colour as `/DeviceRGB` samples and
/// the alpha, unless every pixel is opaque, as a soft mask; both Flate-compressed. GIF and WebP
/// files, which are decoded whole by their libraries, are embedded this way.
enum ImagePixels {
    /// The largest number of pixels Folio decodes from an image file, of any format: a
    /// 100-megapixel RGBA image takes 400 MB while it is made.
    static let limit = 100_000_000

    /// Checks the dimensions a file's header gives before any pixel is decoded.
    /// - Throws: ``ImageError/invalidDimensions(width:height:)`` for a side of zero (or less)
    ///   or ``ImageError/tooLarge(width:height:limit:)`` past ``limit``.
    static func check(width: Int, height: Int) throws(ImageError) {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw .invalidDimensions(width: width, height: height)
        }
        guard width * height <= limit else { throw .tooLarge(width: width, height: height, limit: limit) }
    }

    /// The image of `rgba`: `width × height` pixels, 4 bytes each (red, green, blue, alpha),
    /// rows top to bottom without padding.
    static func image(rgba: [UInt8], width: Int, height: Int) throws(ImageError) -> PDFImage {
        let count = width * height
        precondition(rgba.count == count * 4, "\(rgba.count) bytes for \(width) × \(height) RGBA pixels")
        var opaque: UInt8 = 255
        var alpha = [UInt8](repeating: 0, count: count)
        let color = [UInt8](unsafeUninitializedCapacity: count * 3) { out, initialized in
            rgba.withUnsafeBufferPointer { src in
                alpha.withUnsafeMutableBufferPointer { a in
                    for i in 0..<count {
                        out[3 * i] = src[4 * i]
                        out[3 * i + 1] = src[4 * i + 1]
                        out[3 * i + 2] = src[4 * i + 2]
                        a[i] = src[4 * i + 3]
                        opaque &= a[i]
                    }
                }
            }
            initialized = count * 3
        }
        var image = PDFImage(width: width, height: height, bitsPerComponent: 8, colorSpace: .deviceRGB,
                             filter: .flate, data: try ImageFlate.deflate(color))
        if opaque != 255 {
            image.softMask = ImageSoftMask(width: width, height: height, bitsPerComponent: 8,
                                           data: try ImageFlate.deflate(alpha))
        }
        return image
    }
}
