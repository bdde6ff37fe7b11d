/// Undoes the PNG scanline filters (None, Sub, Up, Average, Paeth) in place.
enum PNGUnfilter {
    /// Unfilters `rows` scanlines that start at `start` in `buffer`, each one filter-type byte
    /// followed by `rowBytes` bytes, leaving the filter-type bytes as they are.
    /// - Parameters:
    ///   - buffer: the inflated image data; the caller guarantees it holds all the rows.
    ///   - start: the offset of the first row's filter-type byte.
    ///   - rows: the number of scanlines (of this Adam7 pass, when interlaced).
    ///   - rowBytes: bytes per scanline without the filter-type byte.
    ///   - bytesPerPixel: how far back Sub, Average and Paeth look (at least 1).
    ///   - firstRowNumber: the number of the first row across the whole image, for errors.
    /// - Throws: ``ImageError/badFilterType(_:row:)`` for a filter-type byte over 4.
    static func unfilter(
        _ buffer: UnsafeMutableBufferPointer<UInt8>, start: Int, rows: Int, rowBytes: Int,
        bytesPerPixel: Int, firstRowNumber: Int
    ) throws(ImageError) {
        guard rows > 0, rowBytes > 0, let base = buffer.baseAddress else { return }
        precondition(start >= 0 && start + rows * (rowBytes + 1) <= buffer.count)
        let bpp = min(bytesPerPixel, rowBytes)
        for y in 0..<rows {
            let line = base + start + y * (rowBytes + 1)
            let type = line[0]
            let cur = line + 1
            let prev: UnsafeMutablePointer<UInt8>? = y > 0 ? cur - (rowBytes + 1) : nil
            switch (type, prev) {
            case (0, _), (2, nil):
                break  // None; Up with no row above is None
            case (1, _), (4, nil):
                // Sub; Paeth with no row above picks the left byte, which is Sub
                for i in bpp..<rowBytes { cur[i] &+= cur[i - bpp] }
            case (2, let prev?):
                for i in 0..<rowBytes { cur[i] &+= prev[i] }
            case (3, nil):
                for i in bpp..<rowBytes { cur[i] &+= cur[i - bpp] >> 1 }
            case (3, let prev?):
                for i in 0..<bpp { cur[i] &+= prev[i] >> 1 }
                for i in bpp..<rowBytes {
                    cur[i] &+= UInt8(truncatingIfNeeded: (UInt16(cur[i - bpp]) + UInt16(prev[i])) >> 1)
                }
            case (4, let prev?):
                for i in 0..<bpp { cur[i] &+= prev[i] }  // left and upper-left are 0: picks above
                for i in bpp..<rowBytes {
                    cur[i] &+= paeth(cur[i - bpp], prev[i], prev[i - bpp])
                }
            default:
                throw .badFilterType(type, row: firstRowNumber + y)
            }
        }
    }

    /// The Paeth predictor: of left `a`, above `b` and upper-left `c`, the one nearest `a + b − c`.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let ia = Int(a), ib = Int(b), ic = Int(c)
        let pa = abs(ib - ic)
        let pb = abs(ia - ic)
        let pc = abs(ia + ib - 2 * ic)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
