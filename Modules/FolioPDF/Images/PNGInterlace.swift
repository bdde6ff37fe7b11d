/// Where one Adam7 pass (or the whole image, when not interlaced) lies in the inflated data.
struct PNGPass {
    var xStart: Int, yStart: Int, xStep: Int, yStep: Int
    /// Pixels per row and rows of this pass (either may be 0 for a small image, then it has no data).
    var width: Int, height: Int
    /// Bytes per scanline of this pass, without the filter-type byte.
    var rowBytes: Int
    /// Offset of the pass's first filter-type byte in the inflated data.
    var offset: Int
    /// Bytes of the pass in the inflated data, filter-type bytes included.
    var byteCount: Int { width == 0 ? 0 : height * (rowBytes + 1) }
}

/// Adam7 interlacing: the layout of the seven passes and their merging into one image.
enum PNGInterlace {
    /// The seven passes as (first column, first row, column step, row step).
    static let adam7: [(Int, Int, Int, Int)] = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]

    /// The passes of `header`'s image in file order: seven when interlaced, else one.
    static func passes(for header: PNGHeader) -> [PNGPass] {
        let table = header.interlaced ? adam7 : [(0, 0, 1, 1)]
        var offset = 0
        return table.map { (x, y, dx, dy) in
            let width = header.width > x ? (header.width - x + dx - 1) / dx : 0
            let height = header.height > y ? (header.height - y + dy - 1) / dy : 0
            var pass = PNGPass(
                xStart: x, yStart: y, xStep: dx, yStep: dy, width: width, height: height,
                rowBytes: header.rowBytes(forWidth: width), offset: offset)
            if width == 0 { pass.height = 0 }
            offset += pass.byteCount
            return pass
        }
    }

    /// Merges unfiltered passes into whole rows of `header.rowBytes(forWidth: width)` bytes
    /// each, with no filter-type bytes, at the file's bit depth.
    /// - Parameter source: the inflated data with every pass already unfiltered.
    static func deinterlace(
        _ source: UnsafeBufferPointer<UInt8>, passes: [PNGPass], header: PNGHeader
    ) -> [UInt8] {
        let rowBytes = header.rowBytes(forWidth: header.width)
        var image = [UInt8](repeating: 0, count: rowBytes * header.height)
        guard let src = source.baseAddress else { return image }
        image.withUnsafeMutableBufferPointer { out in
            let dst = out.baseAddress!
            for pass in passes where pass.width > 0 && pass.height > 0 {
                precondition(pass.offset + pass.byteCount <= source.count)
                for py in 0..<pass.height {
                    let srcRow = src + pass.offset + py * (pass.rowBytes + 1) + 1
                    let dstRow = dst + (pass.yStart + py * pass.yStep) * rowBytes
                    if header.bitDepth >= 8 {
                        let bpp = header.bitsPerPixel / 8
                        for px in 0..<pass.width {
                            let x = pass.xStart + px * pass.xStep
                            (dstRow + x * bpp).update(from: srcRow + px * bpp, count: bpp)
                        }
                    } else {
                        let depth = header.bitDepth
                        let mask = UInt8((1 << depth) - 1)
                        for px in 0..<pass.width {
                            let bit = px * depth
                            let sample = (srcRow[bit >> 3] >> (8 - depth - (bit & 7))) & mask
                            let dbit = (pass.xStart + px * pass.xStep) * depth
                            dstRow[dbit >> 3] |= sample << (8 - depth - (dbit & 7))
                        }
                    }
                }
            }
        }
        return image
    }
}
