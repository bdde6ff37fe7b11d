import Testing

@testable import FolioPDF

/// A JPEG made by gen_jpegs.py (all 17 × 11 pixels).
struct ImageJPEGCase: Sendable, CustomTestStringConvertible {
    var file: String
    var colorSpace: PDFImage.ColorSpace
    var decode: [Double]?
    var testDescription: String { file }

    static let all: [ImageJPEGCase] = [
        .init(file: "gray.jpg", colorSpace: .deviceGray),
        .init(file: "rgb.jpg", colorSpace: .deviceRGB),
        .init(file: "progressive.jpg", colorSpace: .deviceRGB),
        .init(file: "cmyk_adobe.jpg", colorSpace: .deviceCMYK, decode: [1, 0, 1, 0, 1, 0, 1, 0]),
    ]
}

@Suite("JPEG pass-through")
struct JPEGTests {
    /// The marker segments of a JPEG up to and including SOS: marker byte, offset of its FF, length field.
    static func segments(_ bytes: [UInt8]) -> [(marker: UInt8, start: Int, length: Int)] {
        var result: [(UInt8, Int, Int)] = []
        var i = 2
        while i + 4 <= bytes.count, bytes[i] == 0xFF {
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            result.append((bytes[i + 1], i, length))
            if bytes[i + 1] == 0xDA { break }
            i += 2 + length
        }
        return result
    }

    static func decodeError(_ bytes: [UInt8]) -> ImageError? {
        ImageTestTools.error { () throws(ImageError) in try PDFImage.decodeJPEG(bytes) }
    }

    @Test("a JPEG passes through byte for byte with its size and colour space", arguments: ImageJPEGCase.all)
    func passThrough(_ jpeg: ImageJPEGCase) throws {
        let bytes = try ImageFixtures.bytes(jpeg.file)
        let image = try PDFImage.decodeJPEG(bytes)
        #expect(image.data == bytes)
        #expect(image.filter == .dct)
        #expect(image.width == 17 && image.height == 11)
        #expect(image.bitsPerComponent == 8)
        #expect(image.colorSpace == jpeg.colorSpace)
        #expect(image.decode == jpeg.decode)
        #expect(image.predictor == nil && image.softMask == nil && image.colorKeyMask == nil)
        #expect(try PDFImage.decode(bytes) == image)
    }

    @Test("the frame header is read from SOF0 and SOF2, and the progressive flag follows it")
    func frameKinds() throws {
        let baseline = try JPEGInfo.parse(try ImageFixtures.bytes("rgb.jpg"))
        let progressive = try JPEGInfo.parse(try ImageFixtures.bytes("progressive.jpg"))
        #expect(!baseline.progressive && progressive.progressive)
        #expect(baseline.components == 3 && progressive.components == 3)
        #expect(baseline.adobeTransform == nil)
    }

    @Test("an Adobe APP14 marker in a hand-made header marks CMYK as inverted; without it, no /Decode")
    func adobeHeader() throws {
        let adobe: [UInt8] = [0xFF, 0xEE, 0x00, 0x0E] + Array("Adobe".utf8) + [0x00, 0x64, 0, 0, 0, 0, 0x02]
        let sof: [UInt8] = [0xFF, 0xC1, 0x00, 20, 8, 0x01, 0x2C, 0x00, 0xC8, 4] + (1...4).flatMap { [UInt8($0), 0x11, 0] }
        let sos: [UInt8] = [0xFF, 0xDA, 0x00, 0x0E, 4] + (1...4).flatMap { [UInt8($0), 0] } + [0, 63, 0]
        let withAdobe = try PDFImage.decodeJPEG([0xFF, 0xD8] + adobe + sof + sos + [0x12, 0x34])
        #expect(withAdobe.width == 200 && withAdobe.height == 300)
        #expect(withAdobe.colorSpace == .deviceCMYK)
        #expect(withAdobe.decode == [1, 0, 1, 0, 1, 0, 1, 0])
        #expect(try JPEGInfo.parse([0xFF, 0xD8] + adobe + sof + sos).adobeTransform == 2)
        let plain = try PDFImage.decodeJPEG([0xFF, 0xD8] + sof + sos)
        #expect(plain.colorSpace == .deviceCMYK && plain.decode == nil)
    }

    @Test("every prefix that ends before the first scan throws truncated; a missing EOI is tolerated")
    func prefixes() throws {
        let bytes = try ImageFixtures.bytes("rgb.jpg")
        let sos = try #require(Self.segments(bytes).last)
        #expect(sos.marker == 0xDA)
        let headerEnd = sos.start + 2 + sos.length
        for length in 1..<bytes.count {
            let prefix = Array(bytes.prefix(length))
            let error = Self.decodeError(prefix)
            if length < headerEnd {
                #expect(error.map { ImageTestTools.sameCase($0, .truncated("")) } == true, "prefix \(length): \(String(describing: error))")
            } else {
                #expect(error == nil, "prefix \(length) holds the whole header: \(String(describing: error))")
            }
        }
    }

    @Test("a JPEG cut inside its scan data embeds with its damage said; a whole file has none (#42 item 9)")
    func cutShort() throws {
        for file in ["gray.jpg", "rgb.jpg", "progressive.jpg"] {
            let bytes = try ImageFixtures.bytes(file)
            #expect(try PDFImage.decodeJPEG(bytes).damage == nil, "\(file)")
            let sos = try #require(Self.segments(bytes).last)
            for length in [sos.start + 2 + sos.length + 1, (sos.start + bytes.count) / 2, bytes.count - 2, bytes.count - 1] {
                let image = try PDFImage.decodeJPEG(Array(bytes.prefix(length)))
                #expect(image.damage?.contains("without its end-of-image marker (FF D9)") == true, "\(file) cut at \(length)")
            }
        }
    }

    @Test("a zero width or height in the frame header is invalid", arguments: [5, 7])
    func zeroDimension(_ fieldOffset: Int) throws {
        var bytes = try ImageFixtures.bytes("gray.jpg")
        let sof = try #require(Self.segments(bytes).first { $0.marker == 0xC0 })
        bytes[sof.start + fieldOffset] = 0
        bytes[sof.start + fieldOffset + 1] = 0
        let expected: ImageError = fieldOffset == 5
            ? .invalidDimensions(width: 17, height: 0) : .invalidDimensions(width: 0, height: 11)
        #expect(throws: expected) { try PDFImage.decodeJPEG(bytes) }
    }

    @Test("malformed markers throw typed errors")
    func malformed() throws {
        let bytes = try ImageFixtures.bytes("rgb.jpg")
        let segments = Self.segments(bytes)
        let sof = try #require(segments.first { $0.marker == 0xC0 })

        var noFrame = bytes
        noFrame.removeSubrange(sof.start..<(sof.start + 2 + sof.length))
        #expect(Self.decodeError(noFrame)?.description.contains("before any frame header") == true)

        var pastEnd = bytes
        pastEnd[segments[0].start + 2] = 0xFF  // APP0 length 0xFF10, past the end of the file
        #expect(Self.decodeError(pastEnd).map { ImageTestTools.sameCase($0, .truncated("")) } == true)

        var tooShort = bytes
        tooShort[segments[0].start + 2] = 0
        tooShort[segments[0].start + 3] = 1
        #expect(Self.decodeError(tooShort).map { ImageTestTools.sameCase($0, .corrupt("")) } == true)

        var twelveBit = bytes
        twelveBit[sof.start + 4] = 12
        #expect(Self.decodeError(twelveBit)?.description.contains("12-bit") == true)

        #expect(Self.decodeError([0xFF, 0xD8, 0xFF, 0xD9]).map { ImageTestTools.sameCase($0, .corrupt("")) } == true)
        #expect(throws: ImageError.truncated("the JPEG ends inside its start-of-image marker")) {
            try PDFImage.decode([0xFF])
        }
    }

    @Test("arithmetic-coded JPEGs are refused as unsupported")
    func arithmetic() throws {
        let error = Self.decodeError(try ImageFixtures.bytes("arithmetic.jpg"))
        #expect(error.map { ImageTestTools.sameCase($0, .unsupported("")) } == true)
        #expect(error?.description.contains("arithmetic") == true)
    }
}
