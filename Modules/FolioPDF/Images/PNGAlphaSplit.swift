/// Where the rows of unfiltered PNG pixels lie in a buffer.
struct PNGRowLayout {
    /// Bytes from one row's start to the next.
    var stride: Int
    /// Bytes to skip at the start of each row (1 for a filter-type byte, else 0).
    var offset: Int
}

/// Splits unfiltered PNG pixels into colour samples and 8-bit alpha samples.
enum PNGAlphaSplit {
    /// The colour and alpha planes of an image with an alpha channel.
    struct Planes {
        /// Colour samples (gray or RGB) at the file's bit depth, rows packed without padding.
        var color: [UInt8]
        /// One 8-bit alpha sample per pixel.
        var alpha: [UInt8]
        /// Whether every alpha sample is 255, so no mask is needed.
        var opaque: Bool
    }

    /// 16-bit alpha to 8 bits, rounded to the nearest value.
    @inline(__always)
    static func alpha8(high: UInt8, low: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: ((UInt32(high) << 8 | UInt32(low)) * 255 + 32767) / 65535)
    }

    /// Separates gray+alpha or RGBA pixels (8 or 16 bits) into colour and 8-bit alpha.
    /// - Parameter pixels: unfiltered rows laid out as `layout` says; the caller guarantees
    ///   they hold `header.height` rows of `header.width` pixels.
    static func split(
        _ pixels: UnsafeBufferPointer<UInt8>, layout: PNGRowLayout, header: PNGHeader
    ) -> Planes {
        let pixelCount = header.width * header.height
        let sampleBytes = header.bitDepth / 8
        let colorBytes = (header.colorType.channels - 1) * sampleBytes
        let pixelBytes = colorBytes + sampleBytes
        precondition((header.height - 1) * layout.stride + layout.offset + header.width * pixelBytes <= pixels.count)
        var opaque: UInt8 = 255
        var alpha = [UInt8](repeating: 0, count: pixelCount)
        let color = [UInt8](unsafeUninitializedCapacity: pixelCount * colorBytes) { colorOut, count in
            alpha.withUnsafeMutableBufferPointer { alphaOut in
                let src = pixels.baseAddress!
                var c = colorOut.baseAddress!
                var a = alphaOut.baseAddress!
                for y in 0..<header.height {
                    var p = src + y * layout.stride + layout.offset
                    for _ in 0..<header.width {
                        c.initialize(from: p, count: colorBytes)
                        let value = sampleBytes == 1 ? p[colorBytes] : alpha8(high: p[colorBytes], low: p[colorBytes + 1])
                        a.pointee = value
                        opaque &= value
                        c += colorBytes
                        a += 1
                        p += pixelBytes
                    }
                }
            }
            count = pixelCount * colorBytes
        }
        return Planes(color: color, alpha: alpha, opaque: opaque == 255)
    }

    /// Looks up an 8-bit alpha sample for every palette index, from a 256-entry table.
    /// - Returns: the alpha samples and whether all of them are 255.
    static func paletteAlpha(
        _ pixels: UnsafeBufferPointer<UInt8>, layout: PNGRowLayout, header: PNGHeader, table: [UInt8]
    ) -> (alpha: [UInt8], opaque: Bool) {
        precondition(table.count == 256)
        let depth = header.bitDepth
        precondition((header.height - 1) * layout.stride + layout.offset + header.rowBytes(forWidth: header.width) <= pixels.count)
        var opaque: UInt8 = 255
        var alpha = [UInt8](repeating: 0, count: header.width * header.height)
        table.withUnsafeBufferPointer { lookup in
            alpha.withUnsafeMutableBufferPointer { out in
                let src = pixels.baseAddress!
                var a = out.baseAddress!
                let mask = UInt8(truncatingIfNeeded: (1 << depth) - 1)
                for y in 0..<header.height {
                    let row = src + y * layout.stride + layout.offset
                    for x in 0..<header.width {
                        let index: UInt8
                        if depth == 8 {
                            index = row[x]
                        } else {
                            let bit = x * depth
                            index = (row[bit >> 3] >> (8 - depth - (bit & 7))) & mask
                        }
                        let value = lookup[Int(index)]
                        a.pointee = value
                        opaque &= value
                        a += 1
                    }
                }
            }
        }
        return (alpha, opaque == 255)
    }
}
