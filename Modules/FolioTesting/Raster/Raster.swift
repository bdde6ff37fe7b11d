/// An 8-bit RGB raster: a rendered page, a decoded reference image, or a difference image.
public struct Raster: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Row-major RGB bytes, three per pixel, rows top to bottom.
    public let pixels: [UInt8]

    /// A raster from its parts. `pixels` must hold `width × height × 3` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count >= width * height * 3, "a raster needs width × height × 3 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A raster of one colour.
    public init(width: Int, height: Int, filledWith colour: (r: UInt8, g: UInt8, b: UInt8)) {
        var bytes = [UInt8](repeating: 0, count: width * height * 3)
        var i = 0
        while i < bytes.count {
            bytes[i] = colour.r; bytes[i + 1] = colour.g; bytes[i + 2] = colour.b
            i += 3
        }
        self.init(width: width, height: height, pixels: bytes)
    }

    /// Parses a binary PPM (P6, maximum value 255), what `pdftoppm` and `mutool draw` write.
    public init(ppm: [UInt8]) throws(RasterError) {
        guard ppm.count > 2, ppm[0] == 0x50, ppm[1] == 0x36 else { throw .notPPM }
        var fields: [Int] = []
        var i = 2
        while fields.count < 3 {
            while i < ppm.count, ppm[i] == 0x20 || ppm[i] == 0x0A || ppm[i] == 0x0D || ppm[i] == 0x09 { i += 1 }
            if i < ppm.count, ppm[i] == 0x23 { while i < ppm.count, ppm[i] != 0x0A { i += 1 }; continue }
            guard i < ppm.count, ppm[i] >= 0x30, ppm[i] <= 0x39 else { throw .truncated }
            var v = 0
            while i < ppm.count, ppm[i] >= 0x30, ppm[i] <= 0x39, v < 1 << 24 { v = v * 10 + Int(ppm[i] - 0x30); i += 1 }
            fields.append(v)
        }
        guard fields[2] == 255 else { throw .unsupported("PPM with maximum value \(fields[2]); only 255 is read") }
        i += 1
        let body = i < ppm.count ? Array(ppm[i...]) : []
        guard body.count >= fields[0] * fields[1] * 3 else { throw .truncated }
        self.init(width: fields[0], height: fields[1], pixels: body)
    }

    /// The pixel at (x, y), y counted from the top.
    public subscript(x: Int, y: Int) -> (r: Int, g: Int, b: Int) {
        let o = (y * width + x) * 3
        return (Int(pixels[o]), Int(pixels[o + 1]), Int(pixels[o + 2]))
    }

    /// Whether the pixel at (x, y) is within `tolerance` of the colour in every channel.
    public func pixel(_ x: Int, _ y: Int, is c: (Int, Int, Int), tolerance: Int = 2) -> Bool {
        let p = self[x, y]
        return abs(p.r - c.0) <= tolerance && abs(p.g - c.1) <= tolerance && abs(p.b - c.2) <= tolerance
    }

    /// Two rasters are equal when they have the same size and the same pixels.
    public static func == (a: Raster, b: Raster) -> Bool {
        a.width == b.width && a.height == b.height
            && a.pixels.prefix(a.width * a.height * 3) == b.pixels.prefix(b.width * b.height * 3)
    }

    /// Why an image could not be read.
    public enum RasterError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The bytes are not a binary PPM (P6).
        case notPPM
        /// The bytes are not a PNG.
        case notPNG
        /// A valid image of a kind this reader does not handle.
        case unsupported(String)
        /// The image ends before its pixels do, or its compressed data is damaged.
        case truncated

        /// What was wrong with the image.
        public var description: String {
            switch self {
            case .notPPM: return "not a binary PPM (P6) image"
            case .notPNG: return "not a PNG image (no PNG signature)"
            case .unsupported(let what): return "unsupported image: \(what)"
            case .truncated: return "the image is truncated or its data is damaged"
            }
        }
    }
}
