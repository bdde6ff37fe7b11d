import FolioPDF

extension Raster {
    /// Decodes an 8-bit RGB or RGBA, non-interlaced PNG (what `pdftoppm -png` writes) into a
    /// raster, with zlib through FolioPDF. For reading reference renderings in tests.
    public init(png: [UInt8]) throws {
        guard png.count > 8, png.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { throw RasterError.notPPM }
        var i = 8
        var w = 0, h = 0, channels = 3
        var idat: [UInt8] = []
        func be32(_ o: Int) -> Int { Int(png[o]) << 24 | Int(png[o + 1]) << 16 | Int(png[o + 2]) << 8 | Int(png[o + 3]) }
        while i + 8 <= png.count {
            let len = be32(i)
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            guard i + 12 + len <= png.count else { throw RasterError.truncated }
            let body = (i + 8)..<(i + 8 + len)
            if type == "IHDR" {
                w = be32(body.lowerBound)
                h = be32(body.lowerBound + 4)
                guard png[body.lowerBound + 8] == 8, png[body.lowerBound + 12] == 0 else { throw RasterError.notPPM }
                switch png[body.lowerBound + 9] {
                case 2: channels = 3
                case 6: channels = 4
                default: throw RasterError.notPPM
                }
            } else if type == "IDAT" {
                idat.append(contentsOf: png[body])
            }
            i += 12 + len
        }
        guard let raw = Flate.inflate(idat), raw.count >= h * (1 + w * channels) else { throw RasterError.truncated }
        let stride = w * channels
        var out = [UInt8](repeating: 0, count: w * h * 3)
        var prev = [UInt8](repeating: 0, count: stride)
        var row = [UInt8](repeating: 0, count: stride)
        for y in 0..<h {
            let base = y * (stride + 1)
            let filter = raw[base]
            for x in 0..<stride {
                let a = x >= channels ? Int(row[x - channels]) : 0
                let b = Int(prev[x])
                let c = x >= channels ? Int(prev[x - channels]) : 0
                let v = Int(raw[base + 1 + x])
                let pred: Int
                switch filter {
                case 0: pred = 0
                case 1: pred = a
                case 2: pred = b
                case 3: pred = (a + b) / 2
                default:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    pred = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                }
                row[x] = UInt8((v + pred) & 0xFF)
            }
            for x in 0..<w {
                for k in 0..<3 { out[(y * w + x) * 3 + k] = row[x * channels + k] }
            }
            swap(&prev, &row)
        }
        self.init(width: w, height: h, pixels: out)
    }

    /// A raster from its parts.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Compares two rasters: the number of pixels whose channels differ by more than
    /// `tolerance` (anti-aliasing differs a little between runs of different renderers).
    public func differingPixels(from other: Raster, tolerance: Int = 24) -> Int? {
        guard width == other.width, height == other.height else { return nil }
        var n = 0
        var i = 0
        while i < pixels.count {
            if abs(Int(pixels[i]) - Int(other.pixels[i])) > tolerance || abs(Int(pixels[i + 1]) - Int(other.pixels[i + 1])) > tolerance
                || abs(Int(pixels[i + 2]) - Int(other.pixels[i + 2])) > tolerance { n += 1 }
            i += 3
        }
        return n
    }
}
