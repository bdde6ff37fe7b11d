import FolioPDF

extension Raster {
    /// Decodes an 8-bit, non-interlaced PNG whose colour type is RGB, RGBA, gray or gray with
    /// alpha (what `pdftoppm -png` and ``pngData()`` write), with zlib through FolioPDF. Alpha is
    /// dropped: reference renderings are opaque.
    public init(png: [UInt8]) throws(RasterError) {
        guard png.count > 8, png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw .notPNG }
        var i = 8
        var w = 0, h = 0, channels = 0, colourType: UInt8 = 0
        var idat: [UInt8] = []
        func be32(_ o: Int) -> Int { Int(png[o]) << 24 | Int(png[o + 1]) << 16 | Int(png[o + 2]) << 8 | Int(png[o + 3]) }
        while i + 8 <= png.count {
            let len = be32(i)
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            guard len >= 0, i + 12 + len <= png.count else { throw .truncated }
            let body = (i + 8)..<(i + 8 + len)
            if type == "IHDR" {
                guard len >= 13 else { throw .truncated }
                w = be32(body.lowerBound)
                h = be32(body.lowerBound + 4)
                guard png[body.lowerBound + 8] == 8 else { throw .unsupported("PNG with \(png[body.lowerBound + 8]) bits per sample; only 8 is read") }
                guard png[body.lowerBound + 12] == 0 else { throw .unsupported("interlaced PNG") }
                colourType = png[body.lowerBound + 9]
                switch colourType {
                case 0: channels = 1
                case 2: channels = 3
                case 4: channels = 2
                case 6: channels = 4
                default: throw .unsupported("PNG colour type \(colourType) (palette images are not read)")
                }
            } else if type == "IDAT" {
                idat.append(contentsOf: png[body])
            } else if type == "IEND" {
                break
            }
            i += 12 + len
        }
        guard channels > 0 else { throw .truncated }
        let stride = w * channels
        guard let raw = Flate.inflate(idat), raw.count >= h * (1 + stride) else { throw .truncated }
        var out = [UInt8](repeating: 0, count: w * h * 3)
        var prev = [UInt8](repeating: 0, count: stride)
        var row = [UInt8](repeating: 0, count: stride)
        for y in 0..<h {
            let base = y * (stride + 1)
            let filter = raw[base]
            guard filter <= 4 else { throw .unsupported("PNG row filter \(filter)") }
            for x in 0..<stride {
                let a = x >= channels ? Int(row[x - channels]) : 0
                let b = Int(prev[x])
                let c = x >= channels ? Int(prev[x - channels]) : 0
                row[x] = UInt8((Int(raw[base + 1 + x]) + PNGFilter.predictor(filter, a: a, b: b, c: c)) & 0xFF)
            }
            for x in 0..<w {
                let o = (y * w + x) * 3
                if channels <= 2 {
                    let g = row[x * channels]
                    out[o] = g; out[o + 1] = g; out[o + 2] = g
                } else {
                    for k in 0..<3 { out[o + k] = row[x * channels + k] }
                }
            }
            swap(&prev, &row)
        }
        self.init(width: w, height: h, pixels: out)
    }
}

/// PNG's five row filters (ISO 15948 §9), shared by the decoder and the encoder.
enum PNGFilter {
    /// The prediction of filter `type` from the left (a), upper (b) and upper-left (c) bytes.
    static func predictor(_ type: UInt8, a: Int, b: Int, c: Int) -> Int {
        switch type {
        case 0: return 0
        case 1: return a
        case 2: return b
        case 3: return (a + b) / 2
        default:
            let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
            return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        }
    }
}
