import FolioPDF

extension Raster {
    /// Encodes the raster as an 8-bit RGB PNG, compressed with zlib through FolioPDF.
    ///
    /// Each row takes the filter whose output has the smallest sum of absolute values (the
    /// heuristic libpng uses), so flat pages and anti-aliased edges both stay small. The same
    /// raster always gives the same bytes: no time stamp or other ancillary chunk is written.
    public func pngData() throws -> [UInt8] {
        let stride = width * 3
        var filtered: [UInt8] = []
        filtered.reserveCapacity(height * (stride + 1))
        let zeros = [UInt8](repeating: 0, count: stride)
        var candidate = [UInt8](repeating: 0, count: stride)
        var best = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            let row = y * stride
            var bestType: UInt8 = 0, bestCost = Int.max
            for type: UInt8 in 0...4 {
                var cost = 0
                for x in 0..<stride {
                    let a = x >= 3 ? Int(pixels[row + x - 3]) : 0
                    let b = y > 0 ? Int(pixels[row - stride + x]) : Int(zeros[x])
                    let c = x >= 3 && y > 0 ? Int(pixels[row - stride + x - 3]) : 0
                    let v = UInt8((Int(pixels[row + x]) - PNGFilter.predictor(type, a: a, b: b, c: c)) & 0xFF)
                    candidate[x] = v
                    cost += v < 128 ? Int(v) : 256 - Int(v)
                }
                if cost < bestCost { bestCost = cost; bestType = type; swap(&best, &candidate) }
            }
            filtered.append(bestType)
            filtered.append(contentsOf: best)
        }
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]  // 8 bits per sample, RGB, deflate, adaptive filtering, no interlace
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", try Flate.deflate(filtered, level: 9))
        png.appendChunk("IEND", [])
        return png
    }
}

extension [UInt8] {
    fileprivate mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)])
    }

    /// A chunk: length, type, data, and the CRC-32 of type and data.
    fileprivate mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        appendBigEndian(UInt32(data.count))
        let typed = Array(type.utf8) + data
        append(contentsOf: typed)
        appendBigEndian(typed.withUnsafeBytes { Flate.crc32($0) })
    }
}
