import Testing

@testable import FolioPDF

/// One PNG that gen_pngs.py writes, with the parameters it used.
struct ImagePNGCase: Sendable, CustomTestStringConvertible {
    var file: String
    var width: Int
    var height: Int
    var colorType: Int
    var depth: Int
    var entries = 0
    var trnsCount = 0
    var interlaced = false
    var opaque = false

    var testDescription: String { file }
    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]! }
    var hasAlpha: Bool { colorType == 4 || colorType == 6 }
    var colorChannels: Int { hasAlpha ? channels - 1 : channels }
    var rowBytes: Int { (width * channels * depth + 7) / 8 }

    /// The sample the generator wrote for channel `c` of pixel (`x`, `y`).
    func expected(_ x: Int, _ y: Int, _ c: Int) -> Int {
        if colorType == 3 { return ImagePattern.paletteIndex(x, y, entries: entries) }
        if opaque && c == channels - 1 { return (1 << depth) - 1 }
        return ImagePattern.sample(x, y, c, depth: depth)
    }

    static let all: [ImagePNGCase] = passThrough + alpha + interlacedPlain + paletteTransparency
    static let passThrough: [ImagePNGCase] = [
        .init(file: "gray1.png", width: 13, height: 7, colorType: 0, depth: 1),
        .init(file: "gray2.png", width: 13, height: 7, colorType: 0, depth: 2),
        .init(file: "gray4.png", width: 13, height: 7, colorType: 0, depth: 4),
        .init(file: "gray8.png", width: 13, height: 7, colorType: 0, depth: 8),
        .init(file: "gray16.png", width: 13, height: 7, colorType: 0, depth: 16),
        .init(file: "rgb8.png", width: 9, height: 6, colorType: 2, depth: 8),
        .init(file: "rgb16.png", width: 9, height: 6, colorType: 2, depth: 16),
        .init(file: "palette1.png", width: 13, height: 5, colorType: 3, depth: 1, entries: 2),
        .init(file: "palette4.png", width: 11, height: 6, colorType: 3, depth: 4, entries: 13),
        .init(file: "palette8.png", width: 9, height: 6, colorType: 3, depth: 8, entries: 200),
        .init(file: "rgb8_trns.png", width: 9, height: 6, colorType: 2, depth: 8),
        .init(file: "gray4_trns.png", width: 13, height: 7, colorType: 0, depth: 4),
    ]
    static let alpha: [ImagePNGCase] = [
        .init(file: "graya8.png", width: 9, height: 6, colorType: 4, depth: 8),
        .init(file: "graya16.png", width: 9, height: 6, colorType: 4, depth: 16),
        .init(file: "rgba8.png", width: 9, height: 6, colorType: 6, depth: 8),
        .init(file: "rgba16.png", width: 9, height: 6, colorType: 6, depth: 16),
        .init(file: "rgba8_interlaced.png", width: 13, height: 11, colorType: 6, depth: 8, interlaced: true),
    ]
    static let interlacedPlain: [ImagePNGCase] = [
        .init(file: "gray2_interlaced.png", width: 13, height: 11, colorType: 0, depth: 2, interlaced: true),
        .init(file: "rgb16_interlaced.png", width: 3, height: 2, colorType: 2, depth: 16, interlaced: true),
        .init(file: "rgba8_opaque.png", width: 9, height: 6, colorType: 6, depth: 8, opaque: true),
    ]
    static let paletteTransparency: [ImagePNGCase] = [
        .init(file: "palette2_trns.png", width: 13, height: 5, colorType: 3, depth: 2, entries: 4, trnsCount: 3),
        .init(file: "palette8_trns.png", width: 9, height: 6, colorType: 3, depth: 8, entries: 200, trnsCount: 150),
        .init(file: "palette4_interlaced_trns.png", width: 10, height: 9, colorType: 3, depth: 4,
              entries: 16, trnsCount: 16, interlaced: true),
    ]
}

@Suite("PNG decoding")
struct PNGDecodeTests {
    @Test("every test PNG unfilters (and de-interlaces) to the samples the generator wrote",
          arguments: ImagePNGCase.all)
    func unfilteredSamples(_ png: ImagePNGCase) throws {
        let contents = try PNGContents(try ImageFixtures.bytes(png.file))
        let (pixels, layout) = try PNGDecoder.unfilteredPixels(contents)
        #expect(layout.stride == png.rowBytes + layout.offset)
        #expect(layout.offset == (png.interlaced ? 0 : 1))
        for y in 0..<png.height {
            let row = ImageTestTools.unpack(pixels, start: y * layout.stride + layout.offset,
                                            count: png.width * png.channels, depth: png.depth)
            let expected = (0..<png.width).flatMap { x in (0..<png.channels).map { png.expected(x, y, $0) } }
            #expect(row == expected, "row \(y)")
        }
    }

    @Test("a non-interlaced PNG without alpha passes its IDAT data through with a PNG predictor",
          arguments: ImagePNGCase.passThrough + ImagePNGCase.paletteTransparency.filter { !$0.interlaced })
    func passThrough(_ png: ImagePNGCase) throws {
        let bytes = try ImageFixtures.bytes(png.file)
        let image = try PDFImage.decodePNG(bytes)
        #expect(image.filter == .flate)
        #expect(image.data == ImageTestTools.idat(bytes))
        #expect(image.predictor == PNGPredictor(colors: png.channels, bitsPerComponent: png.depth, columns: png.width))
        #expect(image.width == png.width && image.height == png.height)
        #expect(image.bitsPerComponent == png.depth)
        switch png.colorType {
        case 0: #expect(image.colorSpace == .deviceGray)
        case 2: #expect(image.colorSpace == .deviceRGB)
        default: #expect(image.colorSpace == .indexed(base: .deviceRGB, palette: ImagePattern.palette(entries: png.entries)))
        }
        #expect((image.softMask != nil) == (png.trnsCount > 0))
        let inflated = ImageTestTools.inflate(image.data, count: png.height * (png.rowBytes + 1))
        #expect(inflated?.count == png.height * (png.rowBytes + 1))
    }

    @Test("gray+alpha and RGBA split into colour at full depth and an 8-bit soft mask",
          arguments: ImagePNGCase.alpha)
    func alphaSplit(_ png: ImagePNGCase) throws {
        let image = try PDFImage.decodePNG(try ImageFixtures.bytes(png.file))
        #expect(image.predictor == nil)
        #expect(image.colorSpace == (png.colorType == 4 ? .deviceGray : .deviceRGB))
        #expect(image.bitsPerComponent == png.depth)
        let pixelCount = png.width * png.height
        let color = try #require(ImageTestTools.inflate(image.data, count: pixelCount * png.colorChannels * png.depth / 8))
        let samples = ImageTestTools.unpack(color, start: 0, count: pixelCount * png.colorChannels, depth: png.depth)
        let mask = try #require(image.softMask)
        #expect(mask.width == png.width && mask.height == png.height && mask.bitsPerComponent == 8)
        let alpha = try #require(ImageTestTools.inflate(mask.data, count: pixelCount))
        #expect(alpha.count == pixelCount)
        for y in 0..<png.height {
            for x in 0..<png.width {
                let p = y * png.width + x
                let wantColor = (0..<png.colorChannels).map { png.expected(x, y, $0) }
                #expect(Array(samples[(p * png.colorChannels)..<((p + 1) * png.colorChannels)]) == wantColor, "pixel \(x),\(y)")
                let a = png.expected(x, y, png.channels - 1)
                #expect(Int(alpha[p]) == (png.depth == 16 ? ImagePattern.alpha8(a) : a), "alpha \(x),\(y)")
            }
        }
    }

    @Test("palette tRNS becomes an 8-bit soft mask looked up by index; missing entries are opaque",
          arguments: ImagePNGCase.paletteTransparency)
    func paletteMask(_ png: ImagePNGCase) throws {
        let image = try PDFImage.decodePNG(try ImageFixtures.bytes(png.file))
        #expect(image.colorSpace == .indexed(base: .deviceRGB, palette: ImagePattern.palette(entries: png.entries)))
        let mask = try #require(image.softMask)
        let alpha = try #require(ImageTestTools.inflate(mask.data, count: png.width * png.height))
        let want = (0..<png.height).flatMap { y in
            (0..<png.width).map { x in UInt8(ImagePattern.paletteAlpha(png.expected(x, y, 0), count: png.trnsCount)) }
        }
        #expect(alpha == want)
        #expect(alpha.contains(255) == (png.trnsCount < png.entries))
    }

    @Test("interlaced PNGs and opaque RGBA become plain rows at the file's bit depth, without predictor",
          arguments: ImagePNGCase.interlacedPlain + ImagePNGCase.paletteTransparency.filter(\.interlaced))
    func plainRows(_ png: ImagePNGCase) throws {
        let image = try PDFImage.decodePNG(try ImageFixtures.bytes(png.file))
        #expect(image.predictor == nil)
        #expect(image.bitsPerComponent == png.depth)
        let rowBytes = (png.width * png.colorChannels * png.depth + 7) / 8
        let data = try #require(ImageTestTools.inflate(image.data, count: rowBytes * png.height))
        #expect(data.count == rowBytes * png.height)
        for y in 0..<png.height {
            let row = ImageTestTools.unpack(data, start: y * rowBytes, count: png.width * png.colorChannels, depth: png.depth)
            let expected = (0..<png.width).flatMap { x in (0..<png.colorChannels).map { png.expected(x, y, $0) } }
            #expect(row == expected, "row \(y)")
        }
        #expect((image.softMask != nil) == (png.trnsCount > 0), "only palette tRNS needs a mask here")
    }

    @Test("gray and RGB tRNS become a colour-key /Mask array and keep the pass-through path")
    func colorKey() throws {
        let rgb = try PDFImage.decodePNG(try ImageFixtures.bytes("rgb8_trns.png"))
        let key = (0..<3).map { ImagePattern.sample(2, 3, $0, depth: 8) }
        #expect(rgb.colorKeyMask == [key[0], key[0], key[1], key[1], key[2], key[2]])
        #expect(rgb.softMask == nil && rgb.predictor != nil)
        let gray = try PDFImage.decodePNG(try ImageFixtures.bytes("gray4_trns.png"))
        let g = ImagePattern.sample(1, 1, 0, depth: 4)
        #expect(gray.colorKeyMask == [g, g])
        #expect(try PDFImage.decodePNG(try ImageFixtures.bytes("rgb8.png")).colorKeyMask == nil)
    }

    @Test("decode picks PNG or JPEG by signature and matches the specific decoder")
    func sniffing() throws {
        let png = try ImageFixtures.bytes("rgba8.png")
        #expect(try PDFImage.decode(png) == PDFImage.decodePNG(png))
        let jpeg = try ImageFixtures.bytes("rgb.jpg")
        #expect(try PDFImage.decode(jpeg) == PDFImage.decodeJPEG(jpeg))
        #expect(try PDFImage.decode(jpeg).filter == .dct)
    }

    @Test("the public initializer keeps every field")
    func initializer() {
        let mask = ImageSoftMask(width: 2, height: 1, bitsPerComponent: 8, data: [1, 2])
        let image = PDFImage(
            width: 2, height: 1, bitsPerComponent: 8, colorSpace: .deviceCMYK, filter: .flate, data: [9],
            predictor: PNGPredictor(colors: 4, bitsPerComponent: 8, columns: 2), decode: [1, 0],
            softMask: mask, colorKeyMask: [0, 1])
        #expect(image.softMask == mask && image.decode == [1, 0] && image.colorKeyMask == [0, 1])
        #expect(image.predictor?.columns == 2 && image.data == [9] && image.colorSpace == .deviceCMYK)
    }
}
