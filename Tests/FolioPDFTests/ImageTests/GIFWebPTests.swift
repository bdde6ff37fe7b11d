import Testing

@testable import FolioPDF

/// The pixels of a decoded GIF or WebP (always 8-bit RGB, with an optional soft mask), read
/// back with zlib, not with the decoder's code.
private struct DecodedRGBA {
    var width: Int, height: Int
    var rgb: [UInt8]
    var alpha: [UInt8]?

    init(_ image: PDFImage) throws {
        #expect(image.colorSpace == .deviceRGB && image.bitsPerComponent == 8 && image.filter == .flate && image.predictor == nil)
        width = image.width
        height = image.height
        rgb = try #require(ImageTestTools.inflate(image.data, count: width * height * 3))
        #expect(rgb.count == width * height * 3)
        if let mask = image.softMask {
            #expect(mask.width == width && mask.height == height && mask.bitsPerComponent == 8)
            alpha = ImageTestTools.inflate(mask.data, count: width * height)
            #expect(alpha?.count == width * height)
        }
    }

    /// Red, green, blue and alpha of pixel (`x`, `y`).
    func pixel(_ x: Int, _ y: Int) -> [Int] {
        let i = y * width + x
        return [Int(rgb[3 * i]), Int(rgb[3 * i + 1]), Int(rgb[3 * i + 2]), Int(alpha?[i] ?? 255)]
    }
}

/// The pixels make-gif-webp.sh writes into small.gif and lossless_alpha.webp.
private let small: [[Int]] = [
    [255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255],
    [0, 0, 0, 255], [0, 0, 0, 0], [255, 255, 0, 255], [128, 128, 128, 255],
]

/// The colour make-gif-webp.sh gives pixel (`x`, `y`) of pattern.gif.
private func patternColor(_ x: Int, _ y: Int) -> [Int] {
    let i = (x + 3 * y) % 16
    return [i * 16 % 256, 255 - i * 16 % 256, i * 53 % 256, 255]
}

@Suite("GIF decoding (giflib)")
struct GIFTests {
    @Test("a GIF with a transparent index decodes to its RGB pixels and an alpha mask")
    func transparency() throws {
        let image = try PDFImage.decode(try ImageFixtures.bytes("small.gif"))
        let d = try DecodedRGBA(image)
        #expect((d.width, d.height) == (4, 2))
        #expect(d.alpha != nil)
        for y in 0..<2 {
            for x in 0..<4 {
                var got = d.pixel(x, y)
                if small[y * 4 + x][3] == 0 { got[0...2] = [0, 0, 0] }  // the colour under alpha 0 does not matter
                #expect(got == small[y * 4 + x], "pixel (\(x), \(y))")
            }
        }
    }

    @Test("interlaced and sequential files give the same pixels, with no mask when opaque",
          arguments: ["pattern.gif", "pattern_interlaced.gif"])
    func interlacing(_ file: String) throws {
        let image = try PDFImage.decodeGIF(try ImageFixtures.bytes(file))
        #expect(image.softMask == nil)
        let d = try DecodedRGBA(image)
        #expect((d.width, d.height) == (8, 9))
        for y in 0..<9 {
            for x in 0..<8 { #expect(d.pixel(x, y) == patternColor(x, y), "\(file) pixel (\(x), \(y))") }
        }
    }

    @Test("an animated GIF gives its first frame")
    func animated() throws {
        let d = try DecodedRGBA(PDFImage.decode(try ImageFixtures.bytes("animated.gif")))
        #expect((d.width, d.height) == (4, 2))
        for y in 0..<2 { for x in 0..<4 { #expect(d.pixel(x, y) == [255, 0, 0, 255]) } }
    }

    @Test("a first frame smaller than the screen sits at its offset; the rest is transparent")
    func offset() throws {
        let d = try DecodedRGBA(PDFImage.decode(try ImageFixtures.bytes("offset.gif")))
        #expect((d.width, d.height) == (6, 4))
        #expect(d.pixel(0, 0)[3] == 0 && d.pixel(5, 3)[3] == 0 && d.pixel(5, 1)[3] == 0)
        #expect(d.pixel(1, 1) == [255, 0, 0, 255])
        #expect(d.pixel(4, 2) == [128, 128, 128, 255])
    }

    @Test("a frame past the screen's edge is clipped: a 65-byte file cannot ask for 65,284 × 248 pixels")
    func frameOutsideScreen() throws {
        // Found by fuzzing (fuzz-image): a 4 × 2 screen and a 4 × 2 frame at (65280, 246).
        let bytes: [UInt8] = [
            0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x04, 0x00, 0x02, 0x00, 0xF2, 0x06, 0x00, 0x00, 0x00, 0x00,
            0xFD, 0x00, 0x00, 0x00, 0xFF, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0xFF, 0x80, 0x80, 0x80, 0xFF,
            0xFF, 0xFF, 0x00, 0x00, 0x00, 0x21, 0xF9, 0x04, 0x01, 0x00, 0x00, 0x07, 0x00, 0x2C, 0x00, 0xFF,
            0xF6, 0x00, 0x04, 0x00, 0x02, 0x00, 0x00, 0x03, 0x06, 0x18, 0x42, 0x06, 0x37, 0x25, 0x01, 0x00,
            0x3B,
        ]
        let d = try DecodedRGBA(PDFImage.decodeGIF(bytes))
        #expect((d.width, d.height) == (4, 2))
        #expect((0..<2).allSatisfy { y in (0..<4).allSatisfy { x in d.pixel(x, y)[3] == 0 } })
    }

    @Test("a first frame larger than the screen becomes the screen, at (0, 0)")
    func frameLargerThanScreen() throws {
        var bytes = try ImageFixtures.bytes("offset.gif")
        bytes[6] = 1; bytes[7] = 0; bytes[8] = 1; bytes[9] = 0  // a 1 × 1 screen
        let descriptor = try #require(bytes.firstIndex(of: 0x2C))
        let frame = (Int(bytes[descriptor + 5]) | Int(bytes[descriptor + 6]) << 8, Int(bytes[descriptor + 7]) | Int(bytes[descriptor + 8]) << 8)
        let d = try DecodedRGBA(PDFImage.decodeGIF(bytes))
        #expect((d.width, d.height) == frame)
        let original = try DecodedRGBA(PDFImage.decode(try ImageFixtures.bytes("offset.gif")))
        let offset = (Int(bytes[descriptor + 1]) | Int(bytes[descriptor + 2]) << 8, Int(bytes[descriptor + 3]) | Int(bytes[descriptor + 4]) << 8)
        // The frame's top-left pixel, drawn at the offset on the full screen, is now at (0, 0).
        #expect(d.pixel(0, 0) == original.pixel(offset.0, offset.1))
    }

    @Test("every prefix of a GIF throws truncated, never crashes", arguments: ["small.gif", "pattern_interlaced.gif", "animated.gif"])
    func prefixes(_ file: String) throws {
        let bytes = try ImageFixtures.bytes(file)
        // The trailer (3B) after the first image is not needed: the first frame is all that is read.
        let imageEnd = try #require(bytes.lastIndex(of: 0x3B) ?? nil)
        for length in 1..<imageEnd {
            let error = ImageTestTools.error { () throws(ImageError) in try PDFImage.decode(Array(bytes.prefix(length))) }
            if file == "animated.gif", error == nil { continue }  // past the first frame
            #expect(error.map { ImageTestTools.sameCase($0, .truncated("")) } == true, "prefix of \(length) bytes: \(String(describing: error))")
        }
    }

    @Test("a screen or a frame past the pixel limit is refused before decoding")
    func decompressionBomb() throws {
        var screen = try ImageFixtures.bytes("small.gif")
        screen[6] = 0x20; screen[7] = 0x4E; screen[8] = 0x20; screen[9] = 0x4E  // a 20000 × 20000 screen
        #expect(throws: ImageError.tooLarge(width: 20000, height: 20000, limit: 100_000_000)) { try PDFImage.decodeGIF(screen) }

        var frame = try ImageFixtures.bytes("small.gif")
        let descriptor = try #require(frame.firstIndex(of: 0x2C))  // the image separator, after the colour table
        for k in [5, 7] { frame[descriptor + k] = 0x20; frame[descriptor + k + 1] = 0x4E }  // a 20000 × 20000 frame
        #expect(throws: ImageError.tooLarge(width: 20000, height: 20000, limit: 100_000_000)) { try PDFImage.decodeGIF(frame) }
    }

    @Test("a GIF without images, or with garbage for a record, is corrupt")
    func corrupt() throws {
        let bytes = try ImageFixtures.bytes("small.gif")
        let descriptor = try #require(bytes.firstIndex(of: 0x2C))
        let noImage = Array(bytes.prefix(descriptor)) + [0x3B]
        let error = try #require(ImageTestTools.error { () throws(ImageError) in try PDFImage.decodeGIF(noImage) })
        #expect(ImageTestTools.sameCase(error, .corrupt("")) && error.description.contains("before any image"), "\(error)")
        var garbage = bytes
        garbage[descriptor] = 0x77
        let bad = try #require(ImageTestTools.error { () throws(ImageError) in try PDFImage.decodeGIF(garbage) })
        #expect(ImageTestTools.sameCase(bad, .corrupt("")), "\(bad)")
    }

    @Test("a GIF frame of zero width is refused as invalid dimensions")
    func zeroWidth() throws {
        var frame = try ImageFixtures.bytes("small.gif")
        let descriptor = try #require(frame.firstIndex(of: 0x2C))
        frame[descriptor + 5] = 0; frame[descriptor + 6] = 0
        let error = try #require(ImageTestTools.error { () throws(ImageError) in try PDFImage.decodeGIF(frame) })
        #expect(error == .invalidDimensions(width: 0, height: 2), "\(error)")
    }
}

@Suite("WebP decoding (libwebp)")
struct WebPTests {
    @Test("a lossless WebP with alpha decodes exactly")
    func lossless() throws {
        let image = try PDFImage.decode(try ImageFixtures.bytes("lossless_alpha.webp"))
        let d = try DecodedRGBA(image)
        #expect((d.width, d.height) == (4, 2))
        for y in 0..<2 { for x in 0..<4 { #expect(d.pixel(x, y) == small[y * 4 + x], "pixel (\(x), \(y))") } }
    }

    @Test("a lossy WebP decodes close to its source, opaque without a mask")
    func lossy() throws {
        let image = try PDFImage.decodeWebP(try ImageFixtures.bytes("lossy.webp"))
        #expect(image.softMask == nil)
        let d = try DecodedRGBA(image)
        #expect((d.width, d.height) == (16, 16))
        for (x, want) in [(1, [255, 0, 0]), (6, [255, 0, 0]), (9, [0, 0, 255]), (14, [0, 0, 255])] {
            let got = d.pixel(x, 8)
            #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 24 }, "pixel (\(x), 8): \(got), want about \(want)")
        }
    }

    @Test("a lossy WebP with an alpha chunk keeps its transparency")
    func lossyAlpha() throws {
        let d = try DecodedRGBA(PDFImage.decode(try ImageFixtures.bytes("lossy_alpha.webp")))
        #expect((d.width, d.height) == (16, 16))
        let top = d.pixel(4, 2), bottom = d.pixel(4, 13)
        #expect(top[3] == 255 && abs(top[1] - 200) <= 24 && top[0] <= 24, "\(top)")
        #expect(bottom[3] == 0, "\(bottom)")
    }

    @Test("an animated WebP gives its first frame")
    func animated() throws {
        let d = try DecodedRGBA(PDFImage.decode(try ImageFixtures.bytes("animated.webp")))
        #expect((d.width, d.height) == (4, 2))
        for y in 0..<2 { for x in 0..<4 { #expect(d.pixel(x, y) == [255, 0, 0, 255]) } }
    }

    @Test("every prefix of a WebP throws truncated or corrupt, never crashes",
          arguments: ["lossless_alpha.webp", "lossy.webp", "lossy_alpha.webp", "animated.webp"])
    func prefixes(_ file: String) throws {
        let bytes = try ImageFixtures.bytes(file)
        var truncated = 0
        // An animation cut after its first frame still gives that frame (second ANMF at 92).
        let end = file == "animated.webp" ? 92 : bytes.count
        for length in 1..<end {
            let error = ImageTestTools.error { () throws(ImageError) in try PDFImage.decode(Array(bytes.prefix(length))) }
            let kind = try #require(error, "prefix of \(length) bytes decoded")
            #expect(ImageTestTools.sameCase(kind, .truncated("")) || ImageTestTools.sameCase(kind, .corrupt("")), "prefix of \(length): \(kind)")
            if ImageTestTools.sameCase(kind, .truncated("")) { truncated += 1 }
        }
        // libwebp says "not enough data" for most cuts; the RIFF header's size is checked first.
        #expect(truncated * 2 > end, "\(truncated) of \(end - 1) prefixes reported as truncated")
    }

    @Test("a header past the pixel limit is refused before decoding")
    func decompressionBomb() throws {
        var bytes = try ImageFixtures.bytes("lossless_alpha.webp")
        // VP8L: after the 0x2F signature byte at 20, 14 bits of width − 1, 14 of height − 1.
        #expect(bytes[20] == 0x2F)
        let size = (16383 << 14 | 16383) as UInt32
        for k in 0..<4 { bytes[21 + k] = UInt8(truncatingIfNeeded: size >> (8 * k)) | (k == 3 ? bytes[24] & 0xF0 : 0) }
        #expect(throws: ImageError.tooLarge(width: 16384, height: 16384, limit: 100_000_000)) { try PDFImage.decodeWebP(bytes) }
    }

    @Test("RIFF data that is not WebP is not taken for it")
    func otherRIFF() {
        let wave = Array("RIFF\u{24}\0\0\0WAVEfmt ".utf8)
        #expect(throws: ImageError.unknownFormat) { try PDFImage.decode(wave) }
        #expect(WebPDecoder.matches(Array("RIFF\u{24}\0\0\0WE".utf8)))
    }
}

@Suite("GIF and WebP decoders against damaged files")
struct GIFWebPMutationTests {
    @Test("1,000 files with random bytes changed, cut or repeated: each decodes to a consistent image or throws, never traps",
          arguments: ["small.gif", "pattern_interlaced.gif", "animated.gif", "offset.gif",
                      "lossless_alpha.webp", "lossy.webp", "lossy_alpha.webp", "animated.webp"])
    func mutations(_ file: String) throws {
        let original = try ImageFixtures.bytes(file)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D ^ UInt64(original.count)
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33) % bound
        }
        var decoded = 0
        for _ in 0..<1_000 {
            var bytes = original
            for _ in 0..<(1 + next(4)) {
                let at = 4 + next(bytes.count - 4)  // the signature stays, so the same decoder runs
                switch next(3) {
                case 0: bytes[at] = UInt8(truncatingIfNeeded: next(256))
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + 1 + next(8)))
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 1 + next(8))], at: at)
                }
                if bytes.count < 8 { bytes = original }
            }
            guard let image = try? PDFImage.decode(bytes) else { continue }
            decoded += 1
            #expect(image.width > 0 && image.height > 0 && image.width * image.height <= ImagePixels.limit)
            let pixels = ImageTestTools.inflate(image.data, count: image.width * image.height * 3)
            #expect(pixels?.count == image.width * image.height * 3, "\(image.width) × \(image.height)")
            if let mask = image.softMask {
                #expect(ImageTestTools.inflate(mask.data, count: mask.width * mask.height)?.count == image.width * image.height)
            }
        }
        #expect(decoded < 1_000, "every mutation decoded: the damage did not reach the decoder")
    }
}

