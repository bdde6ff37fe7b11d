/// Turns a PNG file into a ``PDFImage``: passes IDAT data through when it can,
/// otherwise inflates, unfilters, de-interlaces and splits off alpha.
enum PNGDecoder {
    /// Decodes a whole PNG file. See ``PDFImage/decodePNG(_:)``.
    static func decode(_ bytes: [UInt8]) throws(ImageError) -> PDFImage {
        let png = try PNGContents(bytes)
        let header = png.header
        try checkZlibHeader(png.imageData)

        var colorSpace: PDFImage.ColorSpace
        var colorKeyMask: [Int]? = nil
        var alphaTable: [UInt8]? = nil
        switch header.colorType {
        case .gray, .grayAlpha:
            colorSpace = .deviceGray
        case .rgb, .rgba:
            colorSpace = .deviceRGB
        case .palette:
            colorSpace = .indexed(base: .deviceRGB, palette: png.palette ?? [])
        }
        if let key = png.transparency {
            switch header.colorType {
            case .gray, .rgb:
                // A colour key: the PNG stores each sample in 16 bits, only the low bits count.
                let mask = (1 << header.bitDepth) - 1
                colorKeyMask = stride(from: 0, to: key.count, by: 2).flatMap { i -> [Int] in
                    let value = (Int(key[i]) << 8 | Int(key[i + 1])) & mask
                    return [value, value]
                }
            case .palette where key.contains(where: { $0 != 255 }):
                alphaTable = key + [UInt8](repeating: 255, count: 256 - key.count)
            default:
                break
            }
        }
        let hasAlpha = header.colorType == .grayAlpha || header.colorType == .rgba
        let colors = header.colorType == .rgb || header.colorType == .rgba ? 3 : 1
        let passThrough = !header.interlaced && !hasAlpha

        var image = PDFImage(
            width: header.width, height: header.height, bitsPerComponent: header.bitDepth,
            colorSpace: colorSpace, filter: .flate, data: [], colorKeyMask: colorKeyMask)
        if passThrough {
            image.data = png.imageData
            image.predictor = PNGPredictor(colors: colors, bitsPerComponent: header.bitDepth, columns: header.width)
            if alphaTable == nil { return image }  // the fast path: nothing inflated
        }

        let (pixels, layout) = try unfilteredPixels(png)
        var alpha: [UInt8]? = nil
        if hasAlpha {
            let planes = pixels.withUnsafeBufferPointer { PNGAlphaSplit.split($0, layout: layout, header: header) }
            image.data = try ImageFlate.deflate(planes.color)
            alpha = planes.opaque ? nil : planes.alpha
        } else {
            if !passThrough { image.data = try ImageFlate.deflate(pixels) }
            if let table = alphaTable {
                let result = pixels.withUnsafeBufferPointer {
                    PNGAlphaSplit.paletteAlpha($0, layout: layout, header: header, table: table)
                }
                alpha = result.opaque ? nil : result.alpha
            }
        }
        if let alpha {
            image.softMask = ImageSoftMask(
                width: header.width, height: header.height, bitsPerComponent: 8,
                data: try ImageFlate.deflate(alpha))
        }
        return image
    }

    /// Inflates, unfilters and (when interlaced) de-interlaces the image data of `png`.
    /// - Returns: the pixels at the file's bit depth and where their rows lie: with a
    ///   filter-type byte before each row when not interlaced, packed rows when interlaced.
    static func unfilteredPixels(_ png: PNGContents) throws(ImageError) -> ([UInt8], PNGRowLayout) {
        let header = png.header
        let passes = PNGInterlace.passes(for: header)
        let total = passes.reduce(0) { $0 + $1.byteCount }
        let inflated = try ImageFlate.inflate(png.imageData, expectedCount: total)
        guard inflated.bytes.count == total else {
            throw .truncated(shortDataMessage(produced: inflated.bytes.count, passes: passes,
                                              header: header, streamEnded: inflated.streamEnded))
        }
        var pixels = inflated.bytes
        try pixels.withUnsafeMutableBufferPointer { (buffer) throws(ImageError) in
            var rowNumber = 0
            for pass in passes {
                try PNGUnfilter.unfilter(
                    buffer, start: pass.offset, rows: pass.height, rowBytes: pass.rowBytes,
                    bytesPerPixel: header.filterStride, firstRowNumber: rowNumber)
                rowNumber += pass.height
            }
        }
        let rowBytes = header.rowBytes(forWidth: header.width)
        guard header.interlaced else { return (pixels, PNGRowLayout(stride: rowBytes + 1, offset: 1)) }
        let image = pixels.withUnsafeBufferPointer { PNGInterlace.deinterlace($0, passes: passes, header: header) }
        return (image, PNGRowLayout(stride: rowBytes, offset: 0))
    }

    /// Checks the two-byte zlib header at the start of the IDAT data, so that data passed
    /// through without inflating is at least a zlib stream.
    static func checkZlibHeader(_ data: [UInt8]) throws(ImageError) {
        guard data.count >= 2 else {
            throw .truncated("the PNG image data (IDAT) is only \(data.count) byte(s), too short for a zlib stream")
        }
        let cmf = data[0], flg = data[1]
        guard cmf & 0x0F == 8, cmf >> 4 <= 7, (UInt16(cmf) << 8 | UInt16(flg)) % 31 == 0, flg & 0x20 == 0 else {
            throw .corrupt("the PNG image data (IDAT) does not start with a valid zlib header "
                + "(bytes \(cmf), \(flg))")
        }
    }

    /// Says where the inflated data ran out: which row (and which Adam7 pass).
    static func shortDataMessage(produced: Int, passes: [PNGPass], header: PNGHeader, streamEnded: Bool) -> String {
        let cause = streamEnded
            ? "the zlib stream in the PNG image data (IDAT) ends"
            : "the PNG image data (IDAT) runs out in the middle of its zlib stream"
        for (number, pass) in passes.enumerated() where produced < pass.offset + pass.byteCount {
            let row = (produced - pass.offset) / (pass.rowBytes + 1) + 1
            let place = header.interlaced
                ? "in row \(row) of \(pass.height) of Adam7 pass \(number + 1)"
                : "before row \(row) of \(pass.height) is complete"
            return "\(cause) \(place), after \(produced) of \(passes.reduce(0) { $0 + $1.byteCount }) bytes"
        }
        return "\(cause) after \(produced) bytes"
    }
}
