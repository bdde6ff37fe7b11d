import FolioPDF

/// A well-formed PNG built from fuzz bytes, so that the decoder's later stages (unfiltering,
/// Adam7, alpha and palette transparency) see arbitrary pixels: mutated files mostly stop at
/// their zlib stream, whose checksum a random change breaks.
///
/// - `bytes[0]`: the colour type (gray, RGB, palette, gray + alpha, RGBA), `bytes[1]` a bit
///   depth PNG allows for it, `bytes[2]`: bit 0 Adam7, bit 1 a `tRNS` chunk, bit 2 the pixel
///   data as given (else cut or padded to the size the header implies), bit 3 the filter
///   bytes as given (else each row's taken modulo 5, so rows pass);
/// - `bytes[3]`, `bytes[4]`: width and height, 1 to 40 pixels; `bytes[5]`: palette entries;
/// - the rest: `tRNS` data, then the filtered scanlines, compressed here with zlib.
enum SyntheticPNG {
    static func make(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 6 else { return nil }
        let types: [(code: UInt8, channels: Int, depths: [Int])] = [
            (0, 1, [1, 2, 4, 8, 16]), (2, 3, [8, 16]), (3, 1, [1, 2, 4, 8]), (4, 2, [8, 16]), (6, 4, [8, 16]),
        ]
        let type = types[Int(bytes[0]) % types.count]
        let depth = type.depths[Int(bytes[1]) % type.depths.count]
        let flags = bytes[2]
        let interlaced = flags & 1 != 0
        let width = 1 + Int(bytes[3]) % 40, height = 1 + Int(bytes[4]) % 40
        var rest = bytes[6...]

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header = be32(width) + be32(height) + [UInt8(depth), type.code, 0, 0, interlaced ? 1 : 0]
        append("IHDR", header, to: &png)
        if type.code == 3 {
            let entries = 1 + Int(bytes[5]) % min(256, 1 << depth)
            append("PLTE", (0..<entries * 3).map { UInt8(truncatingIfNeeded: $0 &* 37) }, to: &png)
        }
        if flags & 2 != 0 {
            let count = type.code == 0 ? 2 : type.code == 2 ? 6 : Int(bytes[5])
            append("tRNS", Array(rest.prefix(count)), to: &png)
            rest = rest.dropFirst(count)
        }
        var data = Array(rest)
        let rows = scanlines(width: width, height: height, bitsPerPixel: type.channels * depth, interlaced: interlaced)
        if flags & 4 == 0 {
            let size = rows.reduce(0) { $0 + $1.count * ($1.bytes + 1) }
            data = Array(data.prefix(size)) + [UInt8](repeating: 0, count: max(0, size - data.count))
        }
        if flags & 8 == 0 {
            var offset = 0
            for pass in rows {
                for _ in 0..<pass.count where offset < data.count {
                    data[offset] %= 5
                    offset += pass.bytes + 1
                }
            }
        }
        guard let compressed = try? Flate.deflate(data) else { return nil }
        append("IDAT", compressed, to: &png)
        append("IEND", [], to: &png)
        return png
    }

    /// Rows and bytes per row (without the filter byte) of each pass that has pixels: Adam7's
    /// seven, or the whole image.
    static func scanlines(width: Int, height: Int, bitsPerPixel: Int, interlaced: Bool) -> [(count: Int, bytes: Int)] {
        let passes = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        return passes.compactMap { (x, y, dx, dy) in
            let w = width > x ? (width - x + dx - 1) / dx : 0
            let h = height > y ? (height - y + dy - 1) / dy : 0
            return w == 0 || h == 0 ? nil : (h, (w * bitsPerPixel + 7) / 8)
        }
    }

    static func be32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> (24 - 8 * $0)) } }

    static func append(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let typed = Array(type.utf8) + data
        png += be32(data.count) + typed
        png += be32(Int(typed.withUnsafeBytes { Flate.crc32($0) }))
    }
}
